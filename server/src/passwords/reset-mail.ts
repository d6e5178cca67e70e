import { PASSWORD_RESET_TTL_MINUTES } from '@app/contracts';
import type { OutgoingMail } from '../lib/mailer.js';

const SITE_NAME = 'Medicina no Paraguai';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The reset e-mail, in plain text and simple HTML. */
export function resetMail(to: { email: string; username: string }, url: string): OutgoingMail {
  const firstName = to.username.trim().split(/\s+/)[0] ?? '';
  const greeting = firstName ? `Olá, ${firstName}!` : 'Olá!';
  const text = [
    greeting,
    '',
    `Recebemos um pedido para criar uma nova senha para a sua conta no ${SITE_NAME}.`,
    '',
    `Para escolher a nova senha, abra o link abaixo. Ele vale por ${PASSWORD_RESET_TTL_MINUTES} minutos e pode ser usado uma única vez:`,
    url,
    '',
    'Se você não pediu uma nova senha, ignore este e-mail: a sua senha continua a mesma.',
    '',
    `Equipe ${SITE_NAME}`,
  ].join('\n');
  const link = escapeHtml(url);
  const html = `<!doctype html>
<html lang="pt-BR">
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f2937;">
<p>${escapeHtml(greeting)}</p>
<p>Recebemos um pedido para criar uma nova senha para a sua conta no ${SITE_NAME}.</p>
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px;">Criar nova senha</a></p>
<p>O link vale por ${PASSWORD_RESET_TTL_MINUTES} minutos e pode ser usado uma única vez. Se o botão não abrir, copie este endereço no navegador:<br><a href="${link}">${link}</a></p>
<p>Se você não pediu uma nova senha, ignore este e-mail: a sua senha continua a mesma.</p>
<p>Equipe ${SITE_NAME}</p>
</body>
</html>`;
  return { to: to.email, subject: `${SITE_NAME}: criar uma nova senha`, text, html };
}
