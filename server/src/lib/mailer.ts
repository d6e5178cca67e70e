import type { Transporter } from 'nodemailer';
import type { Config } from '../config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Every SMTP step has a limit: a silent server must not hold a sending task forever. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** The sender when MAIL_FROM is unset: no-reply at the public site's host. */
function defaultFrom(config: Config): string {
  return `"Medicina no Paraguai" <no-reply@${new URL(config.publicUrl).hostname}>`;
}

/** An SMTP mailer when SMTP_URL is set (smtp://user:pass@host:587, smtps:// for implicit TLS); undefined otherwise. */
export function createMailer(config: Config): Mailer | undefined {
  const url = config.SMTP_URL;
  if (!url) return undefined;
  // nodemailer loads with the first e-mail (a password reset, now and then), not with the server.
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, ...TIMEOUTS }, { from: config.MAIL_FROM ?? defaultFrom(config) }),
    ));
  return {
    async send(mail) {
      await (await open()).sendMail(mail);
    },
  };
}
