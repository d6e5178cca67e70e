import { test, expect, type Page } from '@playwright/test';
import { DeckPage } from '../../pages/deck-page.js';
import { DecksPage } from '../../pages/decks-page.js';
import { CITOLOGIA_CARDS, openDeckWithCards, studentSession } from './helpers.js';
import { PAGE_LOAD } from '../../support/timeouts.js';

const FRONTS = CITOLOGIA_CARDS.map(([frente]) => frente);
const CITOLOGIA_CSV = `frente;verso\n${CITOLOGIA_CARDS.map(([frente, verso]) => `${frente};${verso}`).join('\n')}\n`;

/** A new student with one deck and no cards; returns the deck's id. */
async function studentWithEmptyDeck(
  page: Page,
  deck = { materia: 'Biologia', assunto: 'Citologia', autor: 'Prof. Ana', grupo: 'Vestibular' },
) {
  const { api } = await studentSession(page);
  return ((await api.post('/api/decks', { ...deck, ano: 2025 })) as { id: number }).id;
}

test('Ver Deck opens the deck, empty until cards are added', async ({ page }) => {
  await studentWithEmptyDeck(page);
  const decks = new DecksPage(page);
  await decks.goto();

  await decks.openDeck('Biologia', 'Citologia');

  const deck = new DeckPage(page);
  await expect(deck.heading('Biologia - Citologia')).toBeVisible(PAGE_LOAD);
  await expect(deck.emptyMessage).toBeVisible();
});

test('Importar without a file asks for a CSV', async ({ page }) => {
  const id = await studentWithEmptyDeck(page);
  const deck = new DeckPage(page);
  await deck.goto(id);
  await expect(deck.emptyMessage).toBeVisible(PAGE_LOAD);

  await deck.pressImport();

  await expect(page.getByText('Selecione um arquivo CSV válido.')).toBeVisible();
});

test('a CSV chosen in the file picker adds its cards in the file order', async ({ page }) => {
  const id = await studentWithEmptyDeck(page);
  const deck = new DeckPage(page);
  await deck.goto(id);

  await deck.importCsv('citologia.csv', CITOLOGIA_CSV);

  await expect(deck.status('✅ Arquivo importado com sucesso.')).toBeVisible();
  // The list reloads after the success message: a retrying assertion, not one read.
  await expect(deck.cards).toHaveText(FRONTS.map(DeckPage.tileWithFront));
});

test('a CSV with an empty verso reports the line and adds nothing', async ({ page }) => {
  const id = await studentWithEmptyDeck(page, { materia: 'Química', assunto: 'pH', autor: 'Eu', grupo: 'ENEM' });
  const deck = new DeckPage(page);
  await deck.goto(id);

  await deck.importCsv('x.csv', 'a,b\nc,\n');

  await expect(deck.alert).toHaveText('❌ Erro ao importar arquivo. Linha 2: verso vazio');
  await expect(deck.emptyMessage).toBeVisible();
});

test('the first card cannot move left and the last cannot move right', async ({ page }) => {
  const deck = await openDeckWithCards(page, CITOLOGIA_CARDS);

  await expect(deck.cards).toHaveText(FRONTS.map(DeckPage.tileWithFront), PAGE_LOAD);
  await expect(deck.moveButton(1, 'esquerda')).toHaveCount(0);
  await expect(deck.moveButton(3, 'direita')).toHaveCount(0);
});

test('moving the first card right swaps it with the second, and the order survives a reload', async ({ page }) => {
  const deck = await openDeckWithCards(page, CITOLOGIA_CARDS);
  await expect(deck.cards).toHaveText(FRONTS.map(DeckPage.tileWithFront), PAGE_LOAD);

  await deck.moveCardRight(1);

  const swapped = [FRONTS[1]!, FRONTS[0]!, FRONTS[2]!].map(DeckPage.tileWithFront);
  await expect(deck.cards).toHaveText(swapped);
  await page.reload();
  await expect(deck.cards).toHaveText(swapped, PAGE_LOAD);
});
