import { test, expect, type Page } from '@playwright/test';
import { AccountSettingsPage } from '../../pages/account-settings-page.js';
import { DeckPage } from '../../pages/deck-page.js';
import { DecksPage } from '../../pages/decks-page.js';
import { StudyPage } from '../../pages/study-page.js';
import { TrainingPage } from '../../pages/training-page.js';
import { createDeckWithCards, studentSession } from './helpers.js';
import { PAGE_LOAD } from '../../support/timeouts.js';

async function expectNoHorizontalScroll(page: Page, screen: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${screen} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
}

for (const theme of ['claro', 'escuro'] as const) {
  test(`on a 375 px phone in the ${theme} theme, every flashcards screen fits the width`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const { api } = await studentSession(page);
    const long = 'Pneumoultramicroscopicossilicovulcanoconiótico é a palavra mais longa do português';
    const { id } = await createDeckWithCards(api, [
      [long, 'Doença pulmonar causada pela inalação de cinzas vulcânicas muito finas'],
      ['O que é o néfron?', 'A unidade funcional do rim'],
    ]);

    const decks = new DecksPage(page);
    await decks.goto();
    await expect(decks.deck('Biologia').getByRole('link', { name: 'Estudar Deck' })).toBeVisible(PAGE_LOAD);
    await expectNoHorizontalScroll(page, 'decks');

    const deck = new DeckPage(page);
    await deck.goto(id);
    await expect(deck.cards.getByText('O que é o néfron?')).toBeVisible(PAGE_LOAD);
    await expectNoHorizontalScroll(page, 'deck view');

    const study = new StudyPage(page);
    await study.goto(id);
    await study.showAnswer();
    await expect(study.answerButton(/Quase errei/)).toBeVisible(PAGE_LOAD);
    await expectNoHorizontalScroll(page, 'study');

    const training = new TrainingPage(page);
    await training.goto(id);
    await expect(training.playButton('Iniciar')).toBeVisible(PAGE_LOAD);
    await expectNoHorizontalScroll(page, 'training');

    const settings = new AccountSettingsPage(page);
    await settings.goto();
    await expect(settings.deleteAccountButton).toBeVisible(PAGE_LOAD);
    await expectNoHorizontalScroll(page, 'settings');
  });
}
