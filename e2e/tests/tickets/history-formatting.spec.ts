import { expect, test } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { apiClient, apiLogin, apiPost, registerUser } from '../../support/api.js';
import { signInAsAdmin } from '../../support/session.js';
import { openTicketHistory } from '../../support/tickets.js';

const TYPED_HTML = '<script>alert(1)</script><b>negrito</b> &amp; teste <a href=x>link</a>';

/** The student's own session asks the assistant and saves the question and the answer, as the widget does. */
async function studentAsksAssistant(student: { id: number; email: string; password: string }, question: string) {
  const ctx = await apiClient();
  await apiLogin(ctx, student.email, student.password);
  expect((await apiPost(ctx, '/api/chat/salvar', { userId: student.id, autor: 'user', texto: question })).status()).toBe(201);
  const asked = await apiPost(ctx, '/api/chatgpt', { message: question });
  expect(asked.ok()).toBe(true);
  const { response } = (await asked.json()) as { response: string };
  expect((await apiPost(ctx, '/api/chat/salvar', { userId: student.id, autor: 'ia', texto: response })).status()).toBe(201);
  expect((await apiPost(ctx, '/api/chat/salvar', { userId: student.id, autor: 'user', texto: TYPED_HTML })).status()).toBe(201);
  await ctx.dispose();
  return response;
}

test('when a student has an AI answer in Markdown and typed HTML, then staff see the answer formatted and the HTML exactly as typed', async ({
  page,
}) => {
  const student = await registerUser({ username: `Aluna Formatos ${Date.now().toString(36)}` });
  const answer = await studentAsksAssistant(student, 'Preciso de visto para estudar no Paraguai?');
  // The answer's first bold phrase, as the assistant wrote it in Markdown.
  const bold = /\*\*([^*]+)\*\*/.exec(answer)?.[1];
  expect(bold).toBeTruthy();
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });

  await signInAsAdmin(page);
  await page.goto(`${APP_BASE}/admin/atendimento`);
  await openTicketHistory(page, student);
  const messages = page.locator('.tickets-history').getByRole('list', { name: 'Mensagens' });

  const ai = messages.locator('.tickets-msg--ia');
  await expect(ai.locator('strong').filter({ hasText: bold! }).first()).toBeVisible();
  await expect(ai).not.toContainText('**');

  const typed = messages.locator('.tickets-msg--user .tickets-msg__text').last();
  await expect(typed).toHaveText(TYPED_HTML);
  await expect(typed.locator('script, b, a')).toHaveCount(0);
  expect(dialogs).toBe(0);
});
