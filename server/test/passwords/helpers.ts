import crypto from 'node:crypto';
import type { Express } from 'express';
import { TestClient } from '../support/client.js';
import type { CapturedMail } from '../support/fake-smtp.js';

export { eventually } from '../whatsapp/helpers.js';

export const INVALID_LINK = { error: 'Link inválido ou expirado.' };

const LINK = /(http:\/\/[^\s"<>]+\/redefinir-senha\?token=([A-Za-z0-9_-]{43}))/;

/** The reset link (and its token) in a text: an e-mail's plain-text part or a WhatsApp template parameter. */
export function linkIn(text: string): { url: string; token: string } {
  const match = LINK.exec(text);
  if (!match) throw new Error(`nenhum link de nova senha em: ${text.slice(0, 300)}`);
  return { url: match[1]!, token: match[2]! };
}

export const tokenOf = (mail: CapturedMail) => linkIn(mail.text).token;

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** A new login of an existing account: its client and the raw session cookie (for a socket). */
export async function loginSession(app: Express, email: string, password: string) {
  const client = new TestClient(app);
  const res = await client.post('/api/login', { email, password });
  const cookie = ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? [])
    .find((c) => c.startsWith('sid='))
    ?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`login falhou: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, cookie };
}
