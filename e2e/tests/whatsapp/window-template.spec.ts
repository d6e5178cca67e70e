import { delivery, inboundText } from '../../../server/test/support/fake-graph-webhooks.js';
import { expect, numero, openTickets, test, ticketNamed } from './whatsapp-fixture.js';

test('after the 24-hour window closed, the reply box says so and offers the approved templates, which go out', async ({ page, whatsapp }, info) => {
  // A bcrypt login and a second server on a shared 2-core machine: more than the default budget.
  test.setTimeout(120_000);
  const from = numero(info.workerIndex);
  const name = `Janela ${Date.now().toString(36)}`;
  await openTickets(page, whatsapp);
  // The person's last WhatsApp message is 25 hours old.
  await whatsapp.deliver(delivery([inboundText({ from, name, text: 'Mensagem de ontem', at: new Date(Date.now() - 25 * 3600 * 1000) })]));
  await ticketNamed(page, name).click();
  const panel = page.locator('.tickets-history');
  await expect(panel.getByRole('list', { name: 'Mensagens' })).toContainText('Mensagem de ontem');

  const windowBox = panel.getByRole('region', { name: 'Janela de 24 horas do WhatsApp' });
  await expect(windowBox).toContainText('Passaram 24 horas desde a última mensagem desta pessoa no WhatsApp');
  const picker = windowBox.getByLabel('Modelo aprovado');
  await expect(picker).toHaveValue('nova_resposta_painel');
  await windowBox.getByRole('button', { name: 'Enviar modelo' }).click();
  await expect(windowBox).toContainText('Modelo enviado para a fila do WhatsApp.');
  const note = panel.locator('.tickets-note', { hasText: 'Modelo do WhatsApp enviado: nova_resposta_painel' });
  await expect(note).toBeVisible();
  await expect.poll(() => whatsapp.graph.delivered(from).map((r) => r.body.template?.name)).toEqual(['nova_resposta_painel']);
  await expect(note.locator('.tickets-envio')).toContainText('WhatsApp: enviado');
});
