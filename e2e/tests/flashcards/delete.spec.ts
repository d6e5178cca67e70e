import { test, expect } from '@playwright/test';
import { DeckPage } from '../../pages/deck-page.js';
import { DecksPage } from '../../pages/decks-page.js';
import { acceptDialogs, openDeckWithCards } from './helpers.js';
import { PAGE_LOAD } from '../../support/timeouts.js';

const CARDS: [string, string][] = [
  ['O que é a mitocôndria?', 'Organela que produz ATP'],
  ['O que é o ribossomo?', 'Sintetiza proteínas'],
];

// On the embedded database (no DATABASE_URL) every delete once answered 404 and the item stayed on screen.
test('a student deletes a card and then its deck: each leaves the screen with a confirmation and stays gone after a reload', async ({
  page,
}) => {
  const deck = await openDeckWithCards(page, CARDS);
  const confirmations = acceptDialogs(page);
  await expect(deck.cards).toHaveText(
    CARDS.map(([frente]) => DeckPage.tileWithFront(frente)),
    PAGE_LOAD,
  );

  await deck.deleteCard(1);

  await expect(deck.status('Flashcard excluído.')).toBeVisible();
  await expect(deck.cards).toHaveText([DeckPage.tileWithFront('O que é o ribossomo?')]);
  await expect(deck.alert).toHaveCount(0);
  await page.reload();
  await expect(deck.cards).toHaveText([DeckPage.tileWithFront('O que é o ribossomo?')], PAGE_LOAD);

  const decks = new DecksPage(page);
  await decks.goto();
  await decks.deleteDeck('Biologia', 'Citologia');

  await expect(decks.status('Deck "Biologia - Citologia" excluído.')).toBeVisible();
  await expect(decks.emptyMessage).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(decks.emptyMessage).toBeVisible(PAGE_LOAD);

  expect(confirmations).toEqual([
    'Deseja realmente excluir este flashcard?',
    'Deseja realmente excluir o deck "Biologia - Citologia"?',
  ]);
});
