import { expect, test } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { registerUser } from '../../support/api.js';
import { PT_BR, createStaff, expectRowAbove, openWidget, loginOnPublicHost, say, staffApi, ticketRow } from './tickets-helpers.js';
import { signIn, signInAsAdmin } from '../../support/session.js';
import { findTicketRow, openTicketHistory } from '../../support/tickets.js';
import { recordTurns } from '../chat/chat-helpers.js';

test('a colaborador answers a student live: row to the top, reply in the widget within 2 s, AI switched off, status recoloured everywhere', async ({
  browser,
}) => {
  // Three browser contexts and four logins: 37 s in one CI run, 66 s in another on the same shared 2-core machine.
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const student = await registerUser({ username: `Aluna ${suffix}`, whatsapp: '5511998877665' });
  const other = await registerUser({ username: `Outro ${suffix}` });
  await say(other.email, other.password, other.id, 'Mensagem de outra pessoa');
  const colab = await createStaff('colaborador', `Colab ${suffix}`);

  const colabContext = await browser.newContext({ locale: PT_BR });
  const adminContext = await browser.newContext({ locale: PT_BR });
  const userContext = await browser.newContext({ locale: PT_BR });
  const colabPage = await colabContext.newPage();
  const adminPage = await adminContext.newPage();
  const userPage = await userContext.newPage();

  // Staff screens are open before the student writes.
  await signIn(colabPage, colab.email, colab.password);
  await expect(colabPage).toHaveURL(`${APP_BASE}/admin`);
  await expect(colabPage.getByRole('heading', { name: 'Chamados de Usuários' })).toBeVisible();
  await signInAsAdmin(adminPage);
  await adminPage.goto(`${APP_BASE}/admin/atendimento`);
  await expect(adminPage.getByRole('heading', { name: 'Chamados de Usuários' })).toBeVisible();
  // The student has not written yet: users without messages come after every user who wrote.
  await expect(colabPage.locator('.tickets-table tbody tr').first()).not.toHaveAttribute('data-user-id', String(student.id));

  // The student chats in the widget; the ticket jumps above the other person's, live, on the colaborador's list.
  await loginOnPublicHost(userPage, student.email, student.password);
  const widget = await openWidget(userPage);
  await widget.input.fill('Quero estudar medicina no Paraguai');
  await widget.input.press('Enter');
  await expectRowAbove(colabPage, student.id, other.id);
  await expect(widget.messages.locator('.chat-msg--ia').last()).toBeVisible();

  // The colaborador opens the history and replies with Enter.
  await openTicketHistory(colabPage, student);
  const panel = colabPage.locator('.tickets-history');
  await expect(panel.getByRole('heading', { name: `Histórico de ${student.username}` })).toBeVisible();
  await expect(panel).toContainText('+55 (11) 99887-7665');
  await expect(panel.getByRole('list', { name: 'Mensagens' })).toContainText('Quero estudar medicina no Paraguai');
  const replyBox = panel.getByPlaceholder(`Responder como ${colab.username} (colaborador)…`);
  const reply = `Olá, ${student.username}! Vamos ver seus documentos.`;
  await replyBox.fill(reply);
  await replyBox.press('Enter');
  await expect(widget.messages).toContainText(reply);
  await expect(replyBox).toHaveValue('');
  await expect(panel.locator('.tickets-msg--colaborador').last()).toContainText(reply);
  await expect(panel.locator('.tickets-msg--colaborador').last().locator('.tickets-msg__author')).toHaveText(colab.username);
  // WhatsApp is not configured on the e2e server: the forwarded reply waits in the queue, visibly.
  await expect(panel.locator('.tickets-msg--colaborador').last()).toContainText('WhatsApp: na fila');
  await expect(panel.locator('.tickets-msg--colaborador')).toHaveCount(1);

  // AI off: the staff reply switched the assistant off by itself, with a note only staff see; the toggle
  // still works both ways; the student's next message gets no AI reply.
  const iaSwitch = ticketRow(colabPage, student.id).getByRole('switch', { name: `IA para ${student.username}` });
  await expect(iaSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(iaSwitch).toContainText('Desligada');
  await expect(panel.locator('.tickets-note')).toContainText('IA desligada automaticamente');
  await expect(widget.messages).not.toContainText('IA desligada automaticamente');
  await iaSwitch.click();
  await expect(iaSwitch).toHaveAttribute('aria-checked', 'true');
  await iaSwitch.click();
  await expect(iaSwitch).toHaveAttribute('aria-checked', 'false');
  const iaRepliesBefore = await widget.messages.locator('.chat-msg--ia').count();
  // The other person writes again, so the student's next message has a row to overtake.
  await say(other.email, other.password, other.id, 'Mais uma mensagem de outra pessoa');
  await expectRowAbove(colabPage, other.id, student.id);
  const turns = await recordTurns(userPage);
  const turn = turns.next();
  await widget.input.fill('Ainda tem alguém aí?');
  await widget.input.press('Enter');
  // One turn: the question is kept, the conversation says a person answers, and the assistant never speaks.
  const events = await turn;
  expect(events.map((event) => event.tipo)).not.toContain('resposta');
  expect(events.find((event) => event.tipo === 'estado')?.estado?.estado).toBe('aguardando');
  await expect(userPage.getByRole('status').filter({ hasText: 'Sua mensagem foi passada para a nossa equipe' })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Mensagens' })).toContainText('Ainda tem alguém aí?');
  await expect(ticketRow(colabPage, student.id)).toContainText('Ainda tem alguém aí?');
  await expectRowAbove(colabPage, student.id, other.id);
  await expect(widget.messages.locator('.chat-msg--ia')).toHaveCount(iaRepliesBefore);
  const staff = await staffApi(colab.email, colab.password);
  expect((await staff.history(student.id)).at(-1)).toMatchObject({ autor: 'user', mensagem: 'Ainda tem alguém aí?' });
  await staff.dispose();

  // A status change recolours the row on both staff screens.
  const colabRow = ticketRow(colabPage, student.id);
  const adminRow = await findTicketRow(adminPage, student.id);
  await expect(adminRow).toHaveClass(/tickets-row--aberto/);
  const before = await adminRow
    .locator('td')
    .first()
    .evaluate((cell) => getComputedStyle(cell).backgroundColor);
  await colabRow
    .getByRole('combobox', { name: `Status de atendimento de ${student.username}` })
    .selectOption('Matrícula em progresso');
  await expect(colabRow).toHaveClass(/tickets-row--matricula/);
  await expect(adminRow).toHaveClass(/tickets-row--matricula/);
  await expect(adminRow.getByRole('combobox')).toHaveValue('Matrícula em progresso');
  const after = await adminRow
    .locator('td')
    .first()
    .evaluate((cell) => getComputedStyle(cell).backgroundColor);
  expect(after).not.toBe(before);
  await expect(adminRow.getByRole('switch')).toHaveAttribute('aria-checked', 'false');

  await Promise.all([colabContext.close(), adminContext.close(), userContext.close()]);
});

test('an admin replying is authored as admin; blank replies are ignored', async ({ page }) => {
  const student = await registerUser({ username: `Bruno ${Date.now().toString(36)}` });
  await say(student.email, student.password, student.id, 'Preciso de ajuda com a matrícula');
  await signInAsAdmin(page);
  await page.goto(`${APP_BASE}/admin/atendimento`);
  await openTicketHistory(page, student);
  const panel = page.locator('.tickets-history');
  const box = panel.getByPlaceholder(/^Responder como .+ \(administrador\)…$/);
  await expect(panel.locator('.tickets-msg')).toHaveCount(1);

  await box.fill('   ');
  await box.press('Enter');
  await panel.getByRole('button', { name: 'Enviar' }).click();
  await expect(panel.locator('.tickets-msg')).toHaveCount(1);

  await box.fill('Resposta da administração');
  await panel.getByRole('button', { name: 'Enviar' }).click();
  const mine = panel.locator('.tickets-msg--admin');
  await expect(mine).toHaveCount(1);
  await expect(mine.locator('.tickets-msg__author')).toHaveText('Administrador');
  await expect(mine).toContainText('Resposta da administração');
  await expect(mine).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
});
