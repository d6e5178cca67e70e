import { delivery, inboundText } from '../../../server/test/support/fake-graph-webhooks.js';
import { expect, numero, openTickets, test, ticketNamed } from './whatsapp-fixture.js';

test('a staff member sees a WhatsApp message arrive live in an open history, marked as WhatsApp', async ({ page, whatsapp }, info) => {
  // A bcrypt login and a second server on a shared 2-core machine: more than the default budget.
  test.setTimeout(120_000);
  const from = numero(info.workerIndex);
  const name = `Lead ${Date.now().toString(36)}`;
  await openTickets(page, whatsapp);

  // The first message creates the lead's ticket, which appears on the open list.
  await whatsapp.deliver(delivery([inboundText({ from, name, text: 'Oi! Vi o anúncio da assessoria.' })]));
  await ticketNamed(page, name).click();
  const panel = page.locator('.tickets-history');
  await expect(panel.getByRole('heading', { name: `Histórico de ${name}` })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Mensagens' })).toContainText('Oi! Vi o anúncio da assessoria.');

  // The next one joins the open history without a reload.
  await whatsapp.deliver(delivery([inboundText({ from, name, text: 'Quais documentos preciso?' })]));
  const last = panel.locator('.tickets-msg--user').last();
  await expect(last).toContainText('Quais documentos preciso?');
  await expect(last.locator('.tickets-msg__channel')).toHaveText('via WhatsApp');
  await expect(panel).toContainText('Janela do WhatsApp aberta');
});
