import { test, expect } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { DecksPage } from '../../pages/decks-page.js';
import { MainMenu } from '../../pages/main-menu.js';
import { adminSession, studentSession } from './helpers.js';
import { PAGE_LOAD } from '../../support/timeouts.js';

const ADMIN_DECK = { materia: 'Anatomia', assunto: 'Ossos do crânio', autor: 'Equipe', grupo: 'Material da assessoria' };

test("an admin's menu has Flashcards, which opens the decks page", async ({ page }) => {
  await adminSession(page);
  await page.goto(`${APP_BASE}/admin`);

  await new MainMenu(page).open('Flashcards');

  await expect(page).toHaveURL(DecksPage.url, PAGE_LOAD);
});

test('an admin creates a deck on the same page students use', async ({ page }) => {
  await adminSession(page);
  const decks = new DecksPage(page);
  await decks.goto();

  await decks.createDeck(ADMIN_DECK);

  await expect(decks.deckTitle('Anatomia')).toBeVisible(PAGE_LOAD);
});

test("a student does not see an admin's deck", async ({ page, browser }) => {
  const admin = await browser.newContext();
  const { api } = await adminSession(await admin.newPage());
  await api.post('/api/decks', { ...ADMIN_DECK, ano: 2025 });
  await admin.close();
  await studentSession(page);
  const decks = new DecksPage(page);

  await decks.goto();

  await expect(decks.emptyMessage).toBeVisible(PAGE_LOAD);
});
