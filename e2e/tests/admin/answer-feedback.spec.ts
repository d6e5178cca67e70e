import { test, expect } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { registerUser } from '../../support/api.js';
import { loginThroughWidget, widget } from '../chat/chat-helpers.js';
import { signInAsAdmin } from '../../support/session.js';

test('a 👎 on a reply flags it for staff, the miss is listed in the knowledge screen, and a correction answers the next prospect', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const question = `a faculdade tem piscina olimpica numero ${Date.now() % 100000}?`;
  const marker = `piscina semiolimpica ${Date.now() % 100000}`;

  const prospect = await registerUser({ username: 'Rita Prospecta' });
  const context = await browser.newContext();
  const own = await context.newPage();
  await loginThroughWidget(own, prospect.email, prospect.password);
  const chat = widget(own);
  await chat.getByLabel('Sua pergunta').fill(question);
  await chat.getByLabel('Sua pergunta').press('Enter');
  const answer = chat.locator('li[data-autor="ia"]').last();
  await expect(answer.getByRole('group', { name: 'Isso respondeu?' })).toBeVisible({ timeout: 20_000 });
  await answer.getByRole('button', { name: 'Não respondeu' }).click();
  await expect(answer.getByRole('status')).toContainText('Um assessor vai responder');
  await context.close();

  await signInAsAdmin(page);
  await page.goto(`${APP_BASE}/admin/conhecimento`);
  const misses = page.getByRole('region', { name: 'Respostas que não ajudaram' });
  const row = misses.getByRole('listitem').filter({ hasText: question });
  await expect(row).toBeVisible();
  await row.getByPlaceholder('A resposta certa é…').fill(`Não: as universidades não informam ${marker} no campus.`);
  await row.getByRole('combobox').selectOption({ label: 'Vida no Paraguai' });
  await row.getByRole('button', { name: 'Salvar como fato' }).click();
  await expect(misses.getByRole('listitem').filter({ hasText: question })).toHaveCount(0);

  const next = await registerUser({ username: 'Caio Prospecto' });
  const context2 = await browser.newContext();
  const nextPage = await context2.newPage();
  await loginThroughWidget(nextPage, next.email, next.password);
  const chat2 = widget(nextPage);
  await chat2.getByLabel('Sua pergunta').fill(question);
  await chat2.getByLabel('Sua pergunta').press('Enter');
  await expect(chat2.locator('li[data-autor="ia"]').filter({ hasText: marker })).toBeVisible({ timeout: 20_000 });
  await context2.close();
});
