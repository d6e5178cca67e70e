import { request } from '@playwright/test';
import { delivery, inboundText } from '../../../server/test/support/fake-graph-webhooks.js';
import { apiPost, uniqueEmail } from '../../support/api.js';
import { openWidget, widget } from '../chat/chat-helpers.js';
import { expect, numero, test, type WhatsappServer } from './whatsapp-fixture.js';

/**
 * Registers a student on the WhatsApp-configured server with the number the fake Meta writes from, and proves the
 * number the way a person does: the code sent to that WhatsApp is typed back (until then the number's messages are
 * not the account's).
 */
async function registerOn(server: WhatsappServer, whatsapp: string) {
  const ctx = await request.newContext({ baseURL: server.apiBase, extraHTTPHeaders: { Origin: server.appBase } });
  await ctx.get('/api/csrf');
  const account = { username: 'Aluna WhatsApp', email: uniqueEmail('wa'), password: 'segredo123', whatsapp };
  expect((await apiPost(ctx, '/api/register', account)).status()).toBe(201);
  expect((await apiPost(ctx, '/api/login', { email: account.email, password: account.password })).status()).toBe(200);
  expect((await apiPost(ctx, '/api/usuario/whatsapp/codigo', {})).ok()).toBe(true);
  let code = '';
  await expect
    .poll(
      () => {
        const sent = server.graph.to(whatsapp).map((r) => r.body.text?.body ?? JSON.stringify(r.body));
        code = /\b(\d{6})\b/.exec(sent.join(' '))?.[1] ?? '';
        return code;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  expect((await apiPost(ctx, '/api/usuario/whatsapp/confirmar', { codigo: code })).ok()).toBe(true);
  await ctx.dispose();
  return account;
}

test('a student logged in on the site sees the message they sent on WhatsApp appear in the widget', async ({ page, whatsapp }, info) => {
  test.setTimeout(120_000);
  const from = numero(info.workerIndex);
  // The number writes first (the 24-hour window opens, so the confirmation code can go as plain text).
  await whatsapp.deliver(delivery([inboundText({ from, name: 'Aluna WhatsApp', text: 'Oi, quero me inscrever' })]));
  const student = await registerOn(whatsapp, from);
  const publicBase = whatsapp.appBase.replace('app.localhost', 'localhost');
  await page.goto(publicBase);
  await openWidget(page);
  await widget(page).getByRole('button', { name: 'Sim' }).click();
  await widget(page).getByLabel('E-mail').fill(student.email);
  await widget(page).getByLabel('Senha').fill(student.password);
  await widget(page).getByRole('button', { name: 'Entrar' }).click();
  await expect(widget(page).getByRole('button', { name: 'Sair' })).toBeVisible();

  await whatsapp.deliver(delivery([inboundText({ from, name: student.username, text: 'Mandei pelo WhatsApp também!' })]));

  await expect(widget(page)).toContainText('Mandei pelo WhatsApp também!');
});
