import { expect, test } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { apiClient, apiLogin, apiPut, registerUser } from '../../support/api.js';
import { signIn } from '../../support/session.js';
import { openTicketHistory } from '../../support/tickets.js';
import { PT_BR, createStaff, say } from './tickets-helpers.js';

const QUESTION = 'Manter a data, concluir ou adiar?';

/** Staff set the prospect's next contact through the API, as the board's panel does. */
async function setFollowUp(email: string, password: string, userId: number, body: { proximoContatoEm: string; nota: string }) {
  const ctx = await apiClient();
  await apiLogin(ctx, email, password);
  const res = await apiPut(ctx, `/api/funil/prospectos/${userId}/acompanhamento`, { responsavelId: null, ...body });
  expect(res.status()).toBe(200);
  await ctx.dispose();
}

test('when a prospect writes after their next contact was set, the open history asks live whether to keep it, and keeping it ends the question', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const student = await registerUser({ username: `Retorno ${suffix}` });
  const colab = await createStaff('colaborador', `Colab ${suffix}`);
  await say(student.email, student.password, student.id, 'Oi, queria saber da matrícula.');
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
  await setFollowUp(colab.email, colab.password, student.id, { proximoContatoEm: nextWeek, nota: 'Ligar sobre os documentos' });

  const context = await browser.newContext({ locale: PT_BR });
  const page = await context.newPage();
  await signIn(page, colab.email, colab.password);
  await expect(page).toHaveURL(`${APP_BASE}/admin`);
  await openTicketHistory(page, student);
  const bar = page.getByRole('group', { name: 'Próximo contato' });
  await expect(bar).toContainText('Ligar sobre os documentos');
  await expect(bar).not.toContainText(QUESTION);
  await expect(bar.getByRole('button', { name: 'Manter data' })).toHaveCount(0);

  // The prospect writes: the question appears without a reload.
  await say(student.email, student.password, student.id, 'Já consegui o histórico escolar!');
  await expect(bar.getByRole('status')).toContainText(`${student.username} escreveu em`);
  await expect(bar.getByRole('status')).toContainText(QUESTION);

  // Keeping the date answers it: the question goes, the date and the note stay, and a reload agrees.
  await bar.getByRole('button', { name: 'Manter data' }).click();
  await expect(bar).not.toContainText(QUESTION);
  await expect(bar.getByRole('button', { name: 'Manter data' })).toHaveCount(0);
  await expect(bar).toContainText('Ligar sobre os documentos');
  await page.reload();
  await openTicketHistory(page, student);
  const reloaded = page.getByRole('group', { name: 'Próximo contato' });
  await expect(reloaded).toContainText('Ligar sobre os documentos');
  await expect(reloaded).not.toContainText(QUESTION);

  await context.close();
});
