import { request } from '@playwright/test';
import { delivery, inboundText } from '../../../server/test/support/fake-graph-webhooks.js';
import { apiPost, uniqueEmail } from '../../support/api.js';
import { openWidget, widget } from '../chat/chat-helpers.js';
import { expect, numero, test, type WhatsappServer } from './whatsapp-fixture.js';

/** Registers a student on the WhatsApp-configured server, with the number the fake Meta will write from. */
async function registerOn(server: WhatsappServer, whatsapp: string) {
  const ctx = await request.newContext({ baseURL: server.apiBase, extraHTTPHeaders: { Origin: server.appBase } });
  await ctx.get('/api/csrf');
  const account = { username: 'Aluna WhatsApp', email: uniqueEmail('wa'), password: 'segredo123', whatsapp };
  const res = await apiPost(ctx, '/api/register', account);
  expect(res.status()).toBe(201);
  await ctx.dispose();
  return account;
}

test('a student logged in on the site sees the message they sent on WhatsApp appear in the widget', async ({ page, whatsapp }, info) => {
  test.setTimeout(120_000);
  const from = numero(info.workerIndex);
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
