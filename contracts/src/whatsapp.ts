import { z } from 'zod';
import { NATIONAL_DIGITS, normalizeWhatsapp, onlyDigits } from './validation.js';

/** GET /api/whatsapp/status (staff): whether messages can leave the queue, and which variables are missing. */
export const whatsappStatusSchema = z.object({ configurado: z.boolean(), faltando: z.array(z.string()) });
export type WhatsappStatus = z.infer<typeof whatsappStatusSchema>;

/** States of one envio (a message to one WhatsApp number), as stored in whatsapp_envios. */
export const ENVIO_STATUS = ['na_fila', 'enviado', 'falhou'] as const;
export type EnvioStatus = (typeof ENVIO_STATUS)[number];

/**
 * What Meta reported after accepting an envio (status webhooks): sent → delivered → read, or failed. Listed in the
 * only order they may follow: a state never goes back (webhooks arrive out of order; "delivered" may be skipped,
 * and a late "delivered" outranks a "failed" because some device did receive it).
 */
export const ENTREGA = ['enviado', 'falhou', 'entregue', 'lido'] as const;
export type Entrega = (typeof ENTREGA)[number];

/** What staff see of one forwarded reply (GET /api/whatsapp/envios/{id}). */
export const envioSchema = z.object({
  id: z.number(),
  mensagem_id: z.number().nullable(),
  status: z.enum(ENVIO_STATUS),
  /** Progress reported by Meta's status webhooks (null until the first one). */
  entrega: z.enum(ENTREGA).nullable(),
  /** The failure is the closed 24-hour window: only an approved template reaches the person now. */
  fora_da_janela: z.boolean(),
  tentativas: z.number(),
  /** The "new answer" template went instead of the text (24-hour window closed). */
  via_modelo: z.boolean(),
  erro_codigo: z.number().nullable(),
  /** Portuguese reason when status is falhou. */
  motivo: z.string().nullable(),
  /** ISO 8601. */
  criado_em: z.string(),
  atualizado_em: z.string(),
});
export type Envio = z.infer<typeof envioSchema>;

/** GET /api/whatsapp/envios?userId=: every reply forwarded to this user, newest first. */
export const enviosResponseSchema = z.object({ envios: z.array(envioSchema) });

/** POST /webhook/enviar-whatsapp (staff): a saved reply for the user's WhatsApp. */
export const forwardRequestSchema = z.object({
  numero: z.string(),
  mensagem: z.string(),
  userId: z.number().optional(),
  mensagemId: z.number().optional(),
});
export type ForwardRequest = z.infer<typeof forwardRequestSchema>;

/** The forward answers 202 once the envio is queued; its state is then read from the envios. */
export const forwardResponseSchema = z.object({ id: z.number(), status: z.literal('na_fila') });
export type ForwardResponse = z.infer<typeof forwardResponseSchema>;

/** POST /api/whatsapp/envios/{id}/reenviar (staff): a failed reply queued again as a new envio. */
export const resendResponseSchema = z.object({ id: z.number(), status: z.literal('na_fila') });

/** Meta's template states (message_template_status_update); only APPROVED templates can be sent. */
export const MODELO_ESTADOS_BLOQUEADOS = ['PENDING', 'PAUSED', 'REJECTED', 'DISABLED', 'PENDING_DELETION', 'DELETED', 'ARCHIVED', 'LOCKED'] as const;

/** One template and what Meta last said about it (null: no event received yet, assumed approved). */
export const modeloSaudeSchema = z.object({
  valor: z.string(),
  nome: z.string(),
  estado: z.string().nullable(),
  qualidade: z.string().nullable(),
  motivo: z.string().nullable(),
  /** False when Meta paused, rejected or disabled it: sending is refused. */
  enviavel: z.boolean(),
  /** ISO 8601 of the last event, or null. */
  atualizado_em: z.string().nullable(),
});
export type ModeloSaude = z.infer<typeof modeloSaudeSchema>;

/** GET /api/whatsapp/modelos (staff): every template the product may send, with its health. */
export const modelosResponseSchema = z.object({ modelos: z.array(modeloSaudeSchema) });

/**
 * GET /api/whatsapp/conversas/{userId} (staff): what the reply box needs. The free-form window is open for 24 hours
 * after the person's last inbound WhatsApp message; `entrada_configurada` is false while the inbound webhook is not
 * set up (the product cannot know the window then, and replies go as before).
 */
export const whatsappConversaSchema = z.object({
  numero: z.string().nullable(),
  lead: z.boolean(),
  entrada_configurada: z.boolean(),
  janela: z.object({
    aberta: z.boolean(),
    /** ISO 8601, or null when the person never wrote on WhatsApp. */
    ultima_entrada_em: z.string().nullable(),
    fecha_em: z.string().nullable(),
  }),
  /** Templates staff may pick once the window is closed (reply templates first). */
  modelos: z.array(modeloSaudeSchema),
  /** WHATSAPP_REPLY_TEMPLATE, the default choice. */
  modelo_padrao: z.string().nullable(),
});
export type WhatsappConversa = z.infer<typeof whatsappConversaSchema>;

/** POST /api/whatsapp/modelo (staff): an approved template for a conversation whose window is closed. */
export const sendTemplateRequestSchema = z.object({ userId: z.number(), modelo: z.string() });
export type SendTemplateRequest = z.infer<typeof sendTemplateRequestSchema>;
export const sendTemplateResponseSchema = z.object({ id: z.number(), mensagem_id: z.number(), status: z.literal('na_fila') });
export type SendTemplateResponse = z.infer<typeof sendTemplateResponseSchema>;

/** Argentine area codes of three digits; 11 (Buenos Aires) has two and every other one four. */
const AR_THREE_DIGIT_AREAS = new Set(
  (
    '220 221 223 230 236 237 249 260 261 263 264 266 280 291 294 297 298 299 336 341 342 343 345 348 351 353 358 362 ' +
    '364 370 376 379 380 381 383 385 387 388'
  ).split(' '),
);

function splitTail(digits: string): string {
  return `${digits.slice(0, -4)}-${digits.slice(-4)}`;
}

function brazil(national: string): string | null {
  if (national.length !== NATIONAL_DIGITS['+55'] && national.length !== NATIONAL_DIGITS['+55'] - 1) return null;
  return `+55 (${national.slice(0, 2)}) ${splitTail(national.slice(2))}`;
}

function paraguay(national: string): string | null {
  if (national.length !== NATIONAL_DIGITS['+595']) return null;
  return `+595 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

function argentina(national: string): string | null {
  if (national.length !== NATIONAL_DIGITS['+54'] || !national.startsWith('9')) return null;
  const rest = national.slice(1);
  const areaLength = rest.startsWith('11') ? 2 : AR_THREE_DIGIT_AREAS.has(rest.slice(0, 3)) ? 3 : 4;
  return `+54 9 ${rest.slice(0, areaLength)} ${splitTail(rest.slice(areaLength))}`;
}

const BY_PREFIX: ReadonlyArray<[string, (national: string) => string | null]> = [
  ['595', paraguay],
  ['55', brazil],
  ['54', argentina],
];

/**
 * How a WhatsApp number is shown to people: "+55 (11) 91234-5678", "+595 981 123 456", "+54 9 11 2345-6789".
 * Any other country or length is shown as + and its digits; no number gives ''.
 */
export function formatWhatsapp(numero: string | null | undefined): string {
  // Normalizing first drops a trunk zero typed after the country code ("+595 0981…").
  const digits = normalizeWhatsapp(numero ?? '') ?? onlyDigits(numero ?? '');
  if (!digits) return '';
  const match = BY_PREFIX.find(([prefix]) => digits.startsWith(prefix));
  return (match && match[1](digits.slice(match[0].length))) ?? `+${digits}`;
}
