import { test, expect } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { studentSession } from './helpers.js';

test('a new student starts from the starter decks and can study them right away', async ({ page }) => {
  await studentSession(page);
  await page.goto(`${APP_BASE}/painel/flashcards`);
  await expect(page.getByText('Nenhum deck criado ainda.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar decks de exemplo' }).click();
  await expect(page.getByText('3 decks de exemplo adicionados.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Curso de ingresso' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vida no Paraguai' })).toBeVisible();
  await expect(page.getByText('Nenhum deck criado ainda.', { exact: false })).toBeHidden();

  const biologia = page.locator('article', { hasText: 'Citologia (exemplo)' });
  await biologia.getByRole('link', { name: 'Estudar Deck' }).click();
  await expect(page.getByRole('heading', { name: /Estudo: Biologia/ })).toBeVisible();
  await expect(page.getByText('Qual organela produz a maior parte do ATP da célula?')).toBeVisible();
});
