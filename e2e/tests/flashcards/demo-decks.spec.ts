import { test, expect } from '@playwright/test';
import { DecksPage } from '../../pages/decks-page.js';
import { StudyPage } from '../../pages/study-page.js';
import { studentSession } from './helpers.js';
import { PAGE_LOAD } from '../../support/timeouts.js';

test('a new student starts from the starter decks and can study them right away', async ({ page }) => {
  await studentSession(page);
  const decks = new DecksPage(page);
  await decks.goto();
  await expect(decks.emptyMessage).toBeVisible(PAGE_LOAD);

  await decks.addStarterDecks();
  await expect(page.getByText('3 decks de exemplo adicionados.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Curso de ingresso' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vida no Paraguai' })).toBeVisible();
  await expect(decks.emptyMessage).toBeHidden();

  await decks.studyDeck('Biologia', 'Citologia (exemplo)');
  const study = new StudyPage(page);
  await expect(study.heading(/Estudo: Biologia/)).toBeVisible(PAGE_LOAD);
  await expect(study.currentCard.getByText('Qual organela produz a maior parte do ATP da célula?')).toBeVisible();
});
