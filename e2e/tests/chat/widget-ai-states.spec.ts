import { test, expect } from '@playwright/test';
import { registerUser } from '../../support/api.js';
import { loginThroughWidget, setAiStatus, widget } from './chat-helpers.js';

test('when staff switched the AI off, the question is saved and no reply appears', async ({ page }) => {
  const user = await registerUser({ username: 'Lia Souza' });
  await setAiStatus(user.id, 'Desligada');
  await loginThroughWidget(page, user.email, user.password);
  let aiRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chatgpt')) aiRequests += 1;
  });
  const chat = widget(page);
  const statusRead = page.waitForResponse((res) => res.url().includes(`/api/chat/status-ia/${user.id}`));
  await chat.getByLabel('Sua pergunta').fill('Quero falar com uma pessoa da equipe.');
  await chat.getByLabel('Sua pergunta').press('Enter');
  expect((await (await statusRead).json()).status_ia).toBe('Desligada');
  await expect(chat.locator('li[data-autor="user"]')).toContainText('Quero falar com uma pessoa da equipe.');

  await page.reload();
  await page.getByRole('button', { name: 'Tire suas dúvidas' }).click();
  await expect(chat.locator('li[data-autor="user"]')).toContainText('Quero falar com uma pessoa da equipe.');
  // The AI was never asked, and only the local greeting speaks for the assistant.
  await expect(chat).toContainText('Que bom ter você de volta');
  await expect(chat.locator('li[data-autor="ia"]')).toHaveCount(1);
  expect(aiRequests).toBe(0);
});

test('when the user asked too many questions, the widget shows the Portuguese rate-limit message', async ({ page }) => {
  const user = await registerUser({ username: 'Caio Nunes' });
  await loginThroughWidget(page, user.email, user.password);
  // 20 questions through the same browser session, as fast typing would send them.
  const statuses = await page.evaluate(async () => {
    const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
    const results: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch('/api/chatgpt', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({ message: `Pergunta ${i} sobre custos`, context: '' }),
      });
      results.push(res.status);
    }
    return results;
  });
  expect(statuses.every((s) => s === 200)).toBe(true);
  const chat = widget(page);
  await chat.getByRole('button', { name: 'Como funciona o processo de legalização acadêmica?' }).click();
  await expect(chat.getByRole('alert')).toContainText('Você enviou muitas perguntas em pouco tempo');
  await expect(chat.locator('li[data-autor="user"]')).toContainText('Como funciona o processo de legalização acadêmica?');
});
