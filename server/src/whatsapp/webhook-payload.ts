import { z } from 'zod';
import type { ArquivoTipo } from '@app/contracts';

/**
 * The envelope of every WhatsApp Business Account webhook (`object`, `entry[].changes[].{field,value}`). Only the
 * envelope decides whether a POST is well-formed (400 otherwise); each change is read leniently, since Meta adds
 * fields and types over time and an unknown one must not make it retry the whole delivery for days.
 */
export const webhookEnvelope = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(
      z.object({
        id: z.string().optional(),
        changes: z.array(z.object({ field: z.string().max(100), value: z.unknown() })).max(1000),
      }),
    )
    .min(1)
    .max(1000),
});
export type WebhookEnvelope = z.infer<typeof webhookEnvelope>;

const digits = z.string().regex(/^\d{6,20}$/);
const unixSeconds = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform((v) => new Date(Number(v) * 1000));

const mediaFields = z.object({
  id: z.string().min(1).max(200),
  mime_type: z.string().max(200).optional(),
  sha256: z.string().max(200).optional(),
  caption: z.string().max(4096).optional(),
  filename: z.string().max(1000).optional(),
});

const inboundMessage = z.object({
  from: digits,
  id: z.string().min(1).max(200),
  timestamp: unixSeconds,
  type: z.string().max(40),
  text: z.object({ body: z.string().max(65536) }).optional(),
  image: mediaFields.optional(),
  document: mediaFields.optional(),
  audio: mediaFields.extend({ voice: z.boolean().optional() }).optional(),
  video: mediaFields.optional(),
  sticker: mediaFields.optional(),
  button: z.object({ text: z.string().max(4096).optional() }).optional(),
  interactive: z.unknown().optional(),
  location: z
    .object({ latitude: z.number(), longitude: z.number(), name: z.string().optional(), address: z.string().optional() })
    .optional(),
});

const statusError = z.object({
  code: z.number().optional(),
  title: z.string().optional(),
  message: z.string().optional(),
  error_data: z.object({ details: z.string().optional() }).optional(),
});
const statusUpdate = z.object({
  id: z.string().min(1).max(200),
  status: z.string().max(40),
  timestamp: unixSeconds,
  recipient_id: z.string().max(40).optional(),
  errors: z.array(statusError).optional(),
});

const messagesValue = z.object({
  contacts: z
    .array(z.object({ wa_id: z.string().optional(), profile: z.object({ name: z.string().optional() }).optional() }))
    .optional(),
  messages: z.array(z.unknown()).optional(),
  statuses: z.array(z.unknown()).optional(),
});

const templateValue = z.object({
  message_template_name: z.string().min(1).max(512),
  message_template_language: z.string().min(1).max(20),
  event: z.string().max(60).optional(),
  reason: z.string().max(2000).nullish(),
  new_quality_score: z.string().max(20).optional(),
});

/** What an inbound message means to the conversation: its text and, for media, what to download. */
export interface InboundMessage {
  wamid: string;
  from: string;
  /** WhatsApp profile name from the change's contacts (a lead's ticket is named after it). */
  profileName: string | null;
  sentAt: Date;
  text: string;
  media: { id: string; tipo: ArquivoTipo; mime: string | null; nome: string | null; sha256: string | null } | null;
}

export interface StatusUpdate {
  wamid: string;
  status: 'enviado' | 'entregue' | 'lido' | 'falhou';
  at: Date;
  error: { code: number | null; message: string } | null;
}

export interface TemplateEvent {
  field: string;
  nome: string;
  idioma: string;
  estado: string | null;
  qualidade: string | null;
  motivo: string | null;
  value: Record<string, unknown>;
}

export interface WebhookItems {
  messages: InboundMessage[];
  statuses: StatusUpdate[];
  templates: TemplateEvent[];
  /** Changes this product does not act on (field names), for the log. */
  ignored: string[];
}

const STATUS_NAMES: Record<string, StatusUpdate['status']> = {
  sent: 'enviado',
  delivered: 'entregue',
  read: 'lido',
  failed: 'falhou',
};

/** Portuguese placeholders for messages without text (the history always shows something). */
const LABELS: Record<string, string> = {
  image: '📷 Imagem',
  document: '📄 Documento',
  audio: '🎤 Áudio',
  video: '🎬 Vídeo',
  sticker: 'Figurinha',
  location: '📍 Localização',
  contacts: '👤 Contato compartilhado',
  reaction: 'Reação',
  unsupported: 'Mensagem de um tipo que o WhatsApp não entrega a empresas',
};

const MEDIA_KINDS: Record<string, ArquivoTipo> = { image: 'imagem', document: 'documento', audio: 'audio', video: 'video' };

function inboundFrom(raw: unknown, names: Map<string, string>): InboundMessage | null {
  const parsed = inboundMessage.safeParse(raw);
  if (!parsed.success) return null;
  const m = parsed.data;
  // Reactions and system notices change nothing in the conversation.
  if (m.type === 'reaction' || m.type === 'system' || m.type === 'ephemeral') return null;
  const kind = MEDIA_KINDS[m.type];
  const media = kind ? (m[m.type as 'image' | 'document' | 'audio' | 'video'] ?? null) : null;
  let text = m.text?.body ?? m.button?.text ?? media?.caption ?? '';
  if (m.type === 'location' && m.location)
    text = [LABELS.location, m.location.name, m.location.address].filter(Boolean).join(' · ');
  if (!text.trim())
    text = media?.filename ? `${LABELS[m.type]}: ${media.filename}` : (LABELS[m.type] ?? `Mensagem do tipo ${m.type}`);
  return {
    wamid: m.id,
    from: m.from,
    profileName: names.get(m.from) ?? null,
    sentAt: m.timestamp,
    text: text.replaceAll('\u0000', '').trim(),
    media:
      media && kind
        ? { id: media.id, tipo: kind, mime: media.mime_type ?? null, nome: media.filename ?? null, sha256: media.sha256 ?? null }
        : null,
  };
}

function statusFrom(raw: unknown): StatusUpdate | null {
  const parsed = statusUpdate.safeParse(raw);
  const status = parsed.success ? STATUS_NAMES[parsed.data.status] : undefined;
  if (!parsed.success || !status) return null;
  const error = parsed.data.errors?.[0];
  return {
    wamid: parsed.data.id,
    status,
    at: parsed.data.timestamp,
    error: error
      ? { code: error.code ?? null, message: error.error_data?.details ?? error.message ?? error.title ?? 'erro sem mensagem' }
      : null,
  };
}

/**
 * Every item this product acts on, in delivery order. Times are the sender's claim: a message or status dated after
 * `receivedAt` (when this server stored the delivery) is dated `receivedAt`, so a signed message "from 2100" cannot
 * keep the 24-hour reply window open, or sort above every later message.
 */
export function itemsOf(envelope: WebhookEnvelope, receivedAt: Date): WebhookItems {
  const notAfterReceipt = (at: Date) => (at.getTime() > receivedAt.getTime() ? new Date(receivedAt) : at);
  const items: WebhookItems = { messages: [], statuses: [], templates: [], ignored: [] };
  for (const entry of envelope.entry) {
    for (const change of entry.changes) {
      if (change.field === 'messages') {
        const value = messagesValue.safeParse(change.value);
        if (!value.success) continue;
        const names = new Map<string, string>();
        for (const c of value.data.contacts ?? []) if (c.wa_id && c.profile?.name) names.set(c.wa_id, c.profile.name);
        for (const raw of value.data.messages ?? []) {
          const message = inboundFrom(raw, names);
          if (message) items.messages.push({ ...message, sentAt: notAfterReceipt(message.sentAt) });
        }
        for (const raw of value.data.statuses ?? []) {
          const status = statusFrom(raw);
          if (status) items.statuses.push({ ...status, at: notAfterReceipt(status.at) });
        }
      } else if (change.field.startsWith('message_template_') || change.field === 'template_category_update') {
        const value = templateValue.safeParse(change.value);
        if (!value.success) continue;
        items.templates.push({
          field: change.field,
          nome: value.data.message_template_name,
          idioma: value.data.message_template_language,
          estado: change.field === 'message_template_status_update' ? (value.data.event ?? null) : null,
          qualidade: value.data.new_quality_score ?? null,
          motivo: value.data.reason && value.data.reason !== 'NONE' ? value.data.reason : null,
          value: change.value as Record<string, unknown>,
        });
      } else {
        items.ignored.push(change.field);
      }
    }
  }
  return items;
}
