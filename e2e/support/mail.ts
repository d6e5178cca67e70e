import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from './env.js';

export interface SentMail {
  to: string[];
  subject: string;
  text: string;
}

function mailsTo(address: string): SentMail[] {
  return fs
    .readdirSync(E2E_MAIL_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as SentMail)
    .filter((mail) => mail.to.includes(address));
}

/** The newest mail the e2e server's local SMTP server accepted for `address`, once it has arrived. */
export async function mailTo(address: string): Promise<SentMail> {
  await expect.poll(() => mailsTo(address).length, { message: `an e-mail to ${address}`, timeout: 15_000 }).toBeGreaterThan(0);
  return mailsTo(address).at(-1)!;
}

/** The reset link in a mail's plain text. */
export function resetLinkIn(mail: SentMail): string {
  const link = /https?:\/\/\S+\/redefinir-senha\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text.slice(0, 200)}`);
  return link;
}
