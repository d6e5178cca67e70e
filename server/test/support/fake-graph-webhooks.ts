import crypto from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';

/**
 * Webhook deliveries shaped like Meta's (`object: whatsapp_business_account`, `entry[].changes[]`), signed with an app
 * secret the way Meta signs them (X-Hub-Signature-256 over the raw bytes). Used by the API tests, e2e and the bench.
 */

export const PHONE_NUMBER_ID = '1098765432';
let sequence = 0;

/** A fresh wamid (Meta's ids are opaque base64-ish strings). */
export function wamid(): string {
  sequence += 1;
  return `wamid.HBg${crypto.randomBytes(12).toString('base64url')}${sequence}`;
}

export type Change = { field: string; value: Record<string, unknown> };

/** One POST: several entries of several changes each (Meta batches under load). */
export function delivery(...changes: Change[][]): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: changes.map((list) => ({ id: 'WABA-1', changes: list })),
  };
}

const metadata = { display_phone_number: '15550783881', phone_number_id: PHONE_NUMBER_ID };
const seconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

export interface InboundOptions {
  from: string;
  name?: string;
  id?: string;
  at?: Date;
}

export function inboundText(options: InboundOptions & { text: string }): Change {
  return inboundMessage(options, { type: 'text', text: { body: options.text } });
}

export function inboundMedia(
  options: InboundOptions & {
    type: 'image' | 'document' | 'audio' | 'video';
    mediaId: string;
    mime: string;
    caption?: string;
    filename?: string;
  },
): Change {
  const media: Record<string, unknown> = { id: options.mediaId, mime_type: options.mime, sha256: 'ignored' };
  if (options.caption) media.caption = options.caption;
  if (options.filename) media.filename = options.filename;
  if (options.type === 'audio') media.voice = true;
  return inboundMessage(options, { type: options.type, [options.type]: media });
}

function inboundMessage(options: InboundOptions, body: Record<string, unknown>): Change {
  return {
    field: 'messages',
    value: {
      messaging_product: 'whatsapp',
      metadata,
      contacts: [{ profile: { name: options.name ?? 'Contato WhatsApp' }, wa_id: options.from }],
      messages: [{ from: options.from, id: options.id ?? wamid(), timestamp: seconds(options.at ?? new Date()), ...body }],
    },
  };
}

export function statusChange(options: {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  recipient: string;
  at?: Date;
  error?: { code: number; title?: string; details?: string };
}): Change {
  const status: Record<string, unknown> = {
    id: options.id,
    status: options.status,
    timestamp: seconds(options.at ?? new Date()),
    recipient_id: options.recipient,
  };
  if (options.error) {
    status.errors = [
      {
        code: options.error.code,
        title: options.error.title ?? 'Erro',
        message: options.error.title ?? 'Erro',
        error_data: { details: options.error.details ?? 'detalhes' },
      },
    ];
  }
  return { field: 'messages', value: { messaging_product: 'whatsapp', metadata, statuses: [status] } };
}

export function templateStatus(options: { name: string; event: string; reason?: string; language?: string }): Change {
  return {
    field: 'message_template_status_update',
    value: {
      event: options.event,
      message_template_id: 1234567890,
      message_template_name: options.name,
      message_template_language: options.language ?? 'pt_BR',
      reason: options.reason ?? 'NONE',
    },
  };
}

export function templateQuality(options: {
  name: string;
  score: 'GREEN' | 'YELLOW' | 'RED' | 'UNKNOWN';
  language?: string;
}): Change {
  return {
    field: 'message_template_quality_update',
    value: {
      previous_quality_score: 'GREEN',
      new_quality_score: options.score,
      message_template_id: 1234567890,
      message_template_name: options.name,
      message_template_language: options.language ?? 'pt_BR',
    },
  };
}

export function sign(raw: Buffer, secret: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(raw).digest('hex')}`;
}

/**
 * POSTs a delivery to `/webhook/whatsapp` of an in-process app (supertest) or a running server (URL), signed with
 * `secret` (a wrong one tests the 401). `raw` sends the bytes as given.
 */
export async function postWebhook(
  target: Express | string,
  payload: Record<string, unknown> | Buffer,
  secret: string,
  options: { signature?: string } = {},
): Promise<{ status: number; text: string; retryAfter: string | null }> {
  const raw = Buffer.isBuffer(payload) ? payload : Buffer.from(JSON.stringify(payload), 'utf8');
  const signature = options.signature ?? sign(raw, secret);
  if (typeof target === 'string') {
    const res = await fetch(`${target}/webhook/whatsapp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
      body: new Uint8Array(raw),
    });
    return { status: res.status, text: await res.text(), retryAfter: res.headers.get('retry-after') };
  }
  const res = await request(target)
    .post('/webhook/whatsapp')
    .set('Content-Type', 'application/json')
    .set('X-Hub-Signature-256', signature)
    .send(raw.toString('utf8'));
  return { status: res.status, text: res.text, retryAfter: (res.headers['retry-after'] as string | undefined) ?? null };
}
