import { randomUUID } from 'node:crypto';
import { test, expect, type Page } from '@playwright/test';
import { APP_BASE } from '../../support/env.js';
import { PAGE_LOAD } from '../../support/timeouts.js';
import { createDeckWithCards, studentSession, type BrowserApi } from './helpers.js';

/** The panel home's reminder, the statistics charts, and the Anki import into a new deck. */
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

test('the panel home says how many cards are due today once there are cards, and links to the decks', async ({ page }) => {
  const { api } = await studentSession(page);
  await page.goto(`${APP_BASE}/painel`);
  // No card yet (a prospect): the conversation alone, no reminder about reviews.
  await expect(page.getByRole('heading', { name: 'Minhas conversas', level: 1 })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('link', { name: /para revisar hoje/ })).toHaveCount(0);

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
    const drawn = await page
      .getByTestId('fc-forecast-chart')
      .locator('.ui-columns__bar')
      .evaluateAll((bars) => bars.filter((bar) => bar.getBoundingClientRect().height > 0).map((bar) => getComputedStyle(bar).backgroundColor));
    expect(drawn).toEqual([barColour]);

    await expect(page.getByRole('img', { name: 'Cards por maturidade: 1 novo, 2 aprendendo, 0 jovens e 0 maduros' })).toBeVisible();
    const maturity = page.getByTestId('fc-maturity-chart');
    for (const label of ['Novos', 'Aprendendo', 'Jovens', 'Maduros']) await expect(maturity.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /Aprendendo \(intervalo menor que 1 dia\)\s*2/ })).toBeVisible();
  });
}

test('at 375 px the statistics page fits the phone: no sideways scroll of the page, even with a long deck name', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { api } = await studentSession(page);
  const deck = (await api.post('/api/decks', {
    materia: 'Anatomia e fisiologia humana',
    assunto: 'Sistema cardiovascular e respiratório completo',
    autor: 'Prof. Ana',
    grupo: 'ENEM',
    ano: 2025,
  })) as { id: number };
  await api.upload(`/api/flashcards/importar/${deck.id}`, CARDS.map(([f, v]) => `${f};${v}`).join('\n'));
  await missFirstCards(page, api, deck.id, 2);

  await page.goto(`${APP_BASE}/painel/flashcards/estatisticas`);
  await expect(page.getByRole('img', { name: /^Previsão:/ })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('img', { name: /^Cards por maturidade/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByTestId('fc-maturity-chart').getByText('Aprendendo', { exact: true })).toBeVisible();
  // The year of days scrolls inside its own box, which the keyboard can reach.
  await expect(page.getByRole('group', { name: 'Revisões por dia (últimos 12 meses)' })).toHaveAttribute('tabindex', '0');
});

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
