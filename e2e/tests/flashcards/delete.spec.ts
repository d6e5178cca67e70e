import { test, expect, type Page } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { createDeckWithCards, studentSession } from './helpers.js';

async function cardTexts(page: Page): Promise<string[]> {
  return page.locator('.fc-card-grid > li .fc-tile__text:not(.fc-tile__text--back)').allInnerTexts();
}

// Issue 20: on the embedded database (no DATABASE_URL) every delete answered 404 and the item stayed on screen.
test('a student deletes a card and then its deck: each leaves the screen with a confirmation and stays gone after a reload', async ({ page }) => {
  const { api } = await studentSession(page);
  const deck = await createDeckWithCards(api, [
    ['O que é a mitocôndria?', 'Organela que produz ATP'],
    ['O que é o ribossomo?', 'Sintetiza proteínas'],
  ]);
  const confirmations: string[] = [];
  page.on('dialog', (dialog) => {
    confirmations.push(dialog.message());
    void dialog.accept();
  });

  await page.goto(`${APP_BASE}/painel/flashcards/${deck.id}`);
  await expect.poll(() => cardTexts(page)).toEqual(['O que é a mitocôndria?', 'O que é o ribossomo?']);
  await page.getByRole('listitem', { name: 'Card 1' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Flashcard excluído.' })).toBeVisible();
  await expect.poll(() => cardTexts(page)).toEqual(['O que é o ribossomo?']);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect.poll(() => cardTexts(page)).toEqual(['O que é o ribossomo?']);

  await page.goto(`${APP_BASE}/painel/flashcards`);
  await page.getByRole('button', { name: 'Editar Deck' }).click();
  await page.getByRole('button', { name: 'Excluir Deck' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deck "Biologia - Citologia" excluído.' })).toBeVisible();
  await expect(page.getByText('Nenhum deck criado ainda.', { exact: false })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Nenhum deck criado ainda.', { exact: false })).toBeVisible();

  expect(confirmations).toEqual(['Deseja realmente excluir este flashcard?', 'Deseja realmente excluir o deck "Biologia - Citologia"?']);
});
