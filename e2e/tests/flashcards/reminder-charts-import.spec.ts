import { randomUUID } from 'node:crypto';
import { test, expect, type Page } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { PAGE_LOAD } from '../../support/timeouts.js';
import { createDeckWithCards, studentSession, type BrowserApi } from './helpers.js';

/** Issue 16, points 4–6: the panel home's reminder, the statistics charts, and the Anki import into a new deck. */
const CARDS: [string, string][] = [
  ['Qual organela produz ATP?', 'A mitocôndria'],
  ['Onde se sintetizam proteínas?', 'Nos ribossomos'],
  ['Onde fica o DNA?', 'No núcleo'],
];

/** The browser's wall clock as the study page sends it (browser and server share this machine's zone). */
const localNow = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  });

/** "Errei" on the deck's first `n` cards: each is due again in a minute, so today. */
async function missFirstCards(page: Page, api: BrowserApi, deckId: number, n: number) {
  const cards = (await api.get(`/api/flashcards/${deckId}`)) as Array<{ id: number }>;
  for (const card of cards.slice(0, n)) {
    await api.post(`/api/flashcards/${deckId}/${card.id}/respostas`, {
      chave: randomUUID(),
      resposta: 'errei',
      respondido_em_local: await localNow(page),
      revisoes: 0,
    });
  }
}

test('the panel home says how many cards are due today and links to the decks', async ({ page }) => {
  const { api } = await studentSession(page);
  await page.goto(`${APP_BASE}/painel`);
  await expect(page.getByRole('link', { name: 'Nenhum card para revisar hoje' })).toBeVisible(PAGE_LOAD);

  const deck = await createDeckWithCards(api, CARDS);
  await missFirstCards(page, api, deck.id, 2);
  await page.goto(`${APP_BASE}/painel`);
  await page.getByRole('link', { name: '2 cards para revisar hoje' }).click(PAGE_LOAD);
  await expect(page).toHaveURL(`${APP_BASE}/painel/flashcards`);
  await expect(page.getByRole('heading', { name: 'Decks', level: 1 })).toBeVisible();
});

for (const [theme, barColour] of [
  ['claro', 'rgb(11, 110, 79)'],
  ['escuro', 'rgb(60, 207, 154)'],
] as const) {
  test(`in the ${theme} theme, the statistics page draws the forecast and maturity charts with text summaries`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const { api } = await studentSession(page);
    const deck = await createDeckWithCards(api, CARDS);
    await missFirstCards(page, api, deck.id, 2);

    await page.goto(`${APP_BASE}/painel/flashcards/estatisticas`);
    const forecast = page.getByRole('img', { name: /^Previsão: 2 cards a revisar nos próximos 30 dias/ });
    await expect(forecast).toBeVisible(PAGE_LOAD);
    const bars = page.getByTestId('fc-forecast-chart').locator('.recharts-bar-rectangle path');
    await expect(bars.first()).toBeVisible();
    expect(await bars.first().evaluate((el) => getComputedStyle(el).fill)).toBe(barColour);

    await expect(page.getByRole('img', { name: 'Cards por maturidade: 1 novo, 2 aprendendo, 0 jovens e 0 maduros' })).toBeVisible();
    await expect(page.getByTestId('fc-maturity-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.getByRole('row', { name: /Aprendendo \(intervalo menor que 1 dia\)\s*2/ })).toBeVisible();
  });
}

test('an Anki text export becomes a new deck named after its #deck: header', async ({ page }) => {
  await studentSession(page);
  await page.goto(`${APP_BASE}/painel/flashcards`);
  await page.getByRole('button', { name: 'Importar do Anki' }).click(PAGE_LOAD);
  const text = '#separator:tab\n#html:true\n#deck:Anatomia::Ossos\n#columns:Front\tBack\n<b>Maior osso?</b>\tFêmur\nMenor osso?\tEstribo\n';
  await page.getByLabel('Arquivo exportado do Anki').setInputFiles({ name: 'anatomia.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });

  await expect(page.getByRole('table', { name: 'Prévia do arquivo do Anki' }).getByRole('cell', { name: 'Maior osso?' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByLabel('Matéria')).toHaveValue('Anatomia');
  await expect(page.getByLabel('Assunto')).toHaveValue('Ossos');
  await page.getByLabel('Autor').fill('Eu');
  await page.getByRole('button', { name: 'Criar deck e importar' }).click();

  await expect(page.getByText('Deck "Anatomia - Ossos" criado com 2 cards do Anki.')).toBeVisible();
  const group = page.getByRole('region', { name: 'Anki', exact: true });
  await expect(group).toContainText('Anatomia');
  await expect(group).toContainText('2 cards');
});
