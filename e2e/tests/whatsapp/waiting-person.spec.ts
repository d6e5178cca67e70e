import { delivery, inboundText } from '../../../server/test/support/fake-graph-webhooks.js';
import { expect, numero, openTickets, test, ticketNamed } from './whatsapp-fixture.js';

/** The texts this server sent to a number through the (fake) Graph API, oldest first. */
function sentTo(graph: { to(n: string): Array<{ body: { text?: { body?: string } } }> }, to: string): string[] {
  return graph.to(to).map((request) => request.body.text?.body ?? '');
}

test('a WhatsApp prospect who asks for a person is told so, gets no bot answer while waiting, reads the staff reply in WhatsApp formatting, and hears the assistant again after staff hand back', async ({
  page,
  whatsapp,
}, info) => {
  // A bcrypt login and a second server on a shared 2-core machine: more than the default budget.
  test.setTimeout(150_000);
  const from = numero(info.workerIndex);
  const name = `Espera ${Date.now().toString(36)}`;
  await openTickets(page, whatsapp);

  await whatsapp.deliver(delivery([inboundText({ from, name, text: 'quero falar com um atendente, pode ser?' })]));
  await expect.poll(() => sentTo(whatsapp.graph, from).length, { timeout: 30_000 }).toBe(1);
  expect(sentTo(whatsapp.graph, from)[0]).toMatch(/equipe|assessor|pessoa/i);

  // Staff see the wait, and the next message joins it without a bot answer.
  const row = ticketNamed(page, name);
  await expect(page.locator('tr', { has: row }).locator('.tickets-waiting')).toContainText('Aguardando assessor');
  await whatsapp.deliver(delivery([inboundText({ from, name, text: 'oi? alguém aí?' })]));
  await row.click();
  const panel = page.locator('.tickets-history');
  const messages = panel.getByRole('list', { name: 'Mensagens' });
  await expect(messages).toContainText('oi? alguém aí?');

  // The staff reply, written in Markdown, goes out once in WhatsApp's own formatting.
  const reply = panel.getByRole('textbox', { name: 'Resposta' });
  await reply.fill('Oi! Sou a **Carla**, da assessoria.\n- Passaporte\n- Histórico escolar\nVeja [a lista](https://example.org/lista)');
  await panel.getByRole('button', { name: 'Enviar' }).click();
  const sent = panel.locator('.tickets-msg', { hasText: 'da assessoria' }).last().locator('.tickets-msg__text');
  await expect(sent.locator('strong')).toHaveText('Carla', { timeout: 30_000 });
  await expect(sent.locator('li')).toHaveText(['Passaporte', 'Histórico escolar']);
  await expect(sent.getByRole('link', { name: 'a lista' })).toHaveAttribute('href', 'https://example.org/lista');
  await expect(sent).not.toContainText('**');
  await expect.poll(() => sentTo(whatsapp.graph, from).length, { timeout: 30_000 }).toBe(2);
  // Nothing answered 'oi? alguém aí?' in between: the second text out is the staff reply.
  const staffText = sentTo(whatsapp.graph, from)[1]!;
  expect(staffText).toContain('*Carla*');
  expect(staffText).not.toContain('**');
  expect(staffText).toContain('Histórico escolar');
  expect(staffText).toContain('https://example.org/lista');

  // Handing back is a visible staff action; the assistant answers the next message again.
  await panel.getByRole('button', { name: 'Devolver ao assistente' }).click();
  await expect(panel).toContainText('devolveu a conversa ao assistente virtual');
  await whatsapp.deliver(delivery([inboundText({ from, name, text: 'quais documentos preciso pra matricula?' })]));
  await expect.poll(() => sentTo(whatsapp.graph, from).length, { timeout: 30_000 }).toBe(3);
  expect(sentTo(whatsapp.graph, from)[2]).toMatch(/hist[oó]rico|documento/i);
});
