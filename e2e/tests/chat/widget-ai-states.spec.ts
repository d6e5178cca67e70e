import { test, expect } from '@playwright/test';
import { registerUser } from '../../support/api.js';
import { adminReply, loginThroughWidget, recordTurns, setAiStatus, widget } from './chat-helpers.js';

test('when staff switched the AI off, the question is saved, no reply appears and the prospect is told a person answers', async ({ page }) => {
  const user = await registerUser({ username: 'Lia Souza' });
  await setAiStatus(user.id, 'Desligada');
  const turns = await recordTurns(page);
  await loginThroughWidget(page, user.email, user.password);
  const chat = widget(page);
  const turn = turns.next();
  await chat.getByLabel('Sua pergunta').fill('Quero falar com uma pessoa da equipe.');
  await chat.getByLabel('Sua pergunta').press('Enter');
  const events = await turn;
  expect(events.map((event) => event.tipo)).toEqual(['pergunta', 'estado', 'fim']);
  // The team has the conversation, and a new message makes it wait for them (first in the staff's list).
  expect(events[1]?.estado?.estado).toBe('aguardando');
  await expect(chat.locator('li[data-autor="user"]')).toContainText('Quero falar com uma pessoa da equipe.');
  await expect(chat.getByRole('status').filter({ hasText: 'Sua mensagem foi passada para a nossa equipe' })).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Tire suas dúvidas' }).click();
  await expect(chat.locator('li[data-autor="user"]')).toContainText('Quero falar com uma pessoa da equipe.');
  // The notice is there again after a reload, and the assistant does not even greet: a person answers now.
  await expect(chat.getByRole('status').filter({ hasText: 'Sua mensagem foi passada' })).toBeVisible();
  await expect(chat).not.toContainText('Que bom ter você de volta');
  await expect(chat.locator('li[data-autor="ia"]')).toHaveCount(0);
  await expect(chat.getByRole('status').filter({ hasText: 'Sua mensagem foi passada para a nossa equipe' })).toBeVisible();
});

test('when the assistant hands off, then the prospect is told a person will answer, and the next message waits for that person', async ({
  page,
}) => {
  const user = await registerUser({ username: 'Ana Prates' });
  const turns = await recordTurns(page);
  await loginThroughWidget(page, user.email, user.password);
  const chat = widget(page);
  const input = chat.getByLabel('Sua pergunta');
  const first = turns.next();
  await input.fill('quero falar com um atendente humano por favor');
  await input.press('Enter');
  expect((await first).map((event) => event.tipo)).toContain('resposta');
  const waiting = chat.getByRole('status').filter({ hasText: 'Sua mensagem foi passada para a nossa equipe' });
  await expect(waiting).toBeVisible();
  // The greeting's suggestions are gone: nobody automatic is going to answer them.
  await expect(chat.getByText('Sugestões de perguntas')).toBeHidden();

  const iaBefore = await chat.locator('li[data-autor="ia"]').count();
  const second = turns.next();
  await input.fill('quanto custa a mensalidade?');
  await input.press('Enter');
  const events = await second;
  expect(events.map((event) => event.tipo)).toEqual(['pergunta', 'estado', 'fim']);
  expect(events[1]?.estado?.estado).toBe('aguardando');
  await expect(chat.locator('li[data-autor="user"]').last()).toContainText('quanto custa a mensalidade?');
  await expect(chat.locator('li[data-autor="ia"]')).toHaveCount(iaBefore);
  await expect(waiting).toBeVisible();

  // A person answers: the reply arrives live and the notice says who is talking now.
  await adminReply(user.id, 'Oi, Ana! Sou a Carla, da assessoria. A mensalidade depende da universidade; vou te mandar a tabela.');
  await expect(chat.locator('li[data-autor="admin"]')).toContainText('Sou a Carla');
  await expect(chat.getByRole('status').filter({ hasText: 'Você está falando com a nossa equipe' })).toBeVisible();
});

test('when the user asked too many questions, the widget shows the Portuguese rate-limit message', async ({ page }) => {
  const user = await registerUser({ username: 'Caio Nunes' });
  await loginThroughWidget(page, user.email, user.password);
  // 20 questions through the same browser session, as fast typing would send them.
  const statuses = await page.evaluate(async () => {
    const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
    const results: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch('/api/conversa/perguntar', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({ texto: `Pergunta ${i} sobre custos`, chave: `e2e-limite-${i}` }),
      });
      await res.text();
      results.push(res.status);
    }
    return results;
  });
  expect(statuses.every((s) => s === 200)).toBe(true);
  const chat = widget(page);
  // Typed, not a suggestion button: the 20 questions reach the open widget live, and once it shows a question of the
  // user's the suggestions give way to quick replies, sooner or later depending on the machine.
  await chat.getByLabel('Sua pergunta').fill('Como funciona o processo de legalização acadêmica?');
  await chat.getByLabel('Sua pergunta').press('Enter');
  await expect(chat.getByRole('alert')).toContainText('Você enviou muitas perguntas em pouco tempo');
  await expect(chat.locator('li[data-autor="user"]')).toContainText('Como funciona o processo de legalização acadêmica?');
});
