import { expect, test } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { registerUser } from '../../support/api.js';
import { PT_BR, createStaff, openWidget, loginOnPublicHost } from './tickets-helpers.js';
import { signIn } from '../../support/session.js';
import { findTicketRow, openTicketHistory } from '../../support/tickets.js';

test('the assistant hands a prospect to a person: the staff row says "Aguardando assessor" live with the reason, and a reply clears it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36);
  const student = await registerUser({ username: `Prospecta ${suffix}` });
  const colab = await createStaff('colaborador', `Colab ${suffix}`);

  const colabContext = await browser.newContext({ locale: PT_BR });
  const userContext = await browser.newContext({ locale: PT_BR });
  const colabPage = await colabContext.newPage();
  const userPage = await userContext.newPage();

  // The staff screen is open before the prospect writes.
  await signIn(colabPage, colab.email, colab.password);
  await expect(colabPage).toHaveURL(`${APP_BASE}/admin`);
  await expect(colabPage.getByRole('heading', { name: 'Chamados de Usuários' })).toBeVisible();

  // A question the assistant answers flags nothing.
  await loginOnPublicHost(userPage, student.email, student.password);
  const widget = await openWidget(userPage);
  await widget.input.fill('qto custa a mensalidade?');
  await widget.input.press('Enter');
  await expect(widget.messages.locator('.chat-msg--ia').last()).toContainText('mensalidade');
  const row = await findTicketRow(colabPage, student.id);
  await expect(row.locator('.tickets-waiting')).toHaveCount(0);

  // Asking for a person: the reply says what happens next, and the staff row shows it without a reload.
  await widget.input.fill('quero falar com um atendente');
  await widget.input.press('Enter');
  await expect(widget.messages.locator('.chat-msg--ia').last()).toContainText('encaminhar a sua conversa');
  await expect(row.locator('.tickets-waiting')).toHaveText(/^Aguardando assessor .*· pediu para falar com uma pessoa$/);

  // The colaborador answers: the flag goes.
  await openTicketHistory(colabPage, student);
  const panel = colabPage.locator('.tickets-history');
  const replyBox = panel.getByPlaceholder(`Responder como ${colab.username} (colaborador)…`);
  await replyBox.fill('Oi! Sou da equipe, como posso ajudar?');
  await replyBox.press('Enter');
  await expect(widget.messages).toContainText('Sou da equipe');
  await expect(row.locator('.tickets-waiting')).toHaveCount(0);

  await Promise.all([colabContext.close(), userContext.close()]);
});
