import { delivery, inboundText, statusChange } from '../../../server/test/support/fake-graph-webhooks.js';
import { expect, numero, openTickets, test, ticketNamed } from './whatsapp-fixture.js';

test('a staff reply goes to WhatsApp and its ticks advance live: sent, delivered, read', async ({ page, whatsapp }, info) => {
  // A bcrypt login and a second server on a shared 2-core machine: more than the default budget.
  test.setTimeout(120_000);
  const from = numero(info.workerIndex);
  const name = `Ticks ${Date.now().toString(36)}`;
  await openTickets(page, whatsapp);
  await whatsapp.deliver(delivery([inboundText({ from, name, text: 'Vocês atendem por aqui?' })]));
  await ticketNamed(page, name).click();
  const panel = page.locator('.tickets-history');
  await expect(panel.getByRole('list', { name: 'Mensagens' })).toContainText('Vocês atendem por aqui?');

  const box = panel.getByRole('textbox', { name: 'Resposta' });
  await box.fill('Sim! Aqui é a equipe da assessoria.');
  await box.press('Enter');
  const reply = panel.locator('.tickets-msg--admin').last();
  await expect(reply).toContainText('Sim! Aqui é a equipe da assessoria.');
  await expect(reply.locator('.tickets-envio')).toContainText('WhatsApp: enviado');

  // Meta's status webhooks, out of order as they may come: the ticks only move forward.
  const sent = () => whatsapp.graph.delivered(from).find((r) => r.body.text?.body === 'Sim! Aqui é a equipe da assessoria.');
  await expect.poll(() => Boolean(sent())).toBe(true);
  const wamid = sent()!.messageId!;
  await whatsapp.deliver(delivery([statusChange({ id: wamid, status: 'delivered', recipient: from })]));
  await expect(reply.locator('.tickets-envio')).toContainText('WhatsApp: entregue');
  await whatsapp.deliver(delivery([statusChange({ id: wamid, status: 'read', recipient: from })]));
  await expect(reply.locator('.tickets-envio')).toContainText('WhatsApp: lido');
  await whatsapp.deliver(delivery([statusChange({ id: wamid, status: 'sent', recipient: from })]));
  await page.waitForTimeout(1500);
  await expect(reply.locator('.tickets-envio')).toContainText('WhatsApp: lido');
});
