import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { deviceCopy } from './device-copy.js';
import { CITOLOGIA_CARDS, createDeckWithCards, studentSession } from './helpers.js';
import { DeckPage } from '../../pages/deck-page.js';
import { DecksPage } from '../../pages/decks-page.js';
import { PAGE_LOAD } from '../../support/timeouts.js';

const SCREENS_DIR = path.resolve(import.meta.dirname, '../../.run/screens');
const DECK_FROM_DEVICE = 'Sem conexão — cópia guardada neste aparelho. Editar e importar cards voltam com a internet.';
const LIST_FROM_DEVICE = 'Sem conexão — aqui estão só os decks abertos recentemente neste aparelho.';
const NOT_ON_DEVICE = 'Este deck não está disponível sem conexão: ele ainda não foi aberto neste aparelho. Conecte-se à internet para abri-lo.';

/** Opens a deck's page online until the device holds its copy; the page is left on that deck. */
async function openDeckOnDevice(page: Page, deckId: number): Promise<DeckPage> {
  const deck = new DeckPage(page);
  await deck.goto(deckId);
  await expect(deck.cards).toHaveCount(3, PAGE_LOAD);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(async () => (await deviceCopy(page)).decks).toEqual([deckId]);
  return deck;
}

test('offline: the deck list and a deck page opened before come from the device; a deck never opened says it is not available', async ({ page, context }) => {
  const { api } = await studentSession(page);
  const opened = await createDeckWithCards(api, CITOLOGIA_CARDS);
  const neverOpened = (await api.post('/api/decks', { materia: 'Química', assunto: 'Estequiometria', autor: 'Prof. Ana', grupo: 'ENEM', ano: 2025 })) as { id: number };
  const decks = new DecksPage(page);
  await decks.goto();
  await expect(page.getByRole('heading', { name: 'Química', level: 4 })).toBeVisible(PAGE_LOAD);
  const deck = await openDeckOnDevice(page, opened.id);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(DECK_FROM_DEVICE)).toBeVisible(PAGE_LOAD);
  await expect(deck.heading('Biologia - Citologia')).toBeVisible();
  await expect(deck.cards).toHaveCount(3);
  await expect(deck.card(1)).toContainText('O que é a mitocôndria?');
  await expect(deck.card(3)).toContainText('Guarda o DNA');
  // Nothing that needs the server is offered: no edit, delete, move, import or new card.
  await expect(deck.card(1).getByRole('button')).toHaveCount(0);
  await expect(deck.csvFile).toHaveCount(0);
  await expect(deck.studyLink).toBeVisible();

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByText(LIST_FROM_DEVICE)).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('heading', { name: 'Biologia', level: 4 })).toBeVisible();
  // Counted from the kept cards.
  await expect(page.getByRole('list', { name: 'Situação dos cards' }).getByRole('listitem')).toHaveText(['0 para revisar agora', '3 novos', '3 cards']);
  await expect(page.getByRole('heading', { name: 'Química' })).toHaveCount(0);
  await expect(decks.newDeckButton).toHaveCount(0);

  await page.reload();
  await expect(page.getByText(LIST_FROM_DEVICE)).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('heading', { name: 'Biologia', level: 4 })).toBeVisible();

  await page.goto(DeckPage.url(neverOpened.id));
  await expect(page.getByText(NOT_ON_DEVICE)).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Deck não encontrado.')).toHaveCount(0);
});

test('offline, the deck page from the device fits phone and desktop widths in both themes', async ({ page, context }) => {
  const { api } = await studentSession(page);
  const opened = await createDeckWithCards(api, CITOLOGIA_CARDS);
  const deck = await openDeckOnDevice(page, opened.id);
  await context.setOffline(true);

  for (const width of [375, 1280]) {
    for (const theme of ['claro', 'escuro'] as const) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.reload();
      await expect(page.getByText(DECK_FROM_DEVICE)).toBeVisible(PAGE_LOAD);
      await expect(deck.cards).toHaveCount(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: path.join(SCREENS_DIR, `offline-deck-${width}-${theme}.png`), fullPage: true });
    }
  }
});
