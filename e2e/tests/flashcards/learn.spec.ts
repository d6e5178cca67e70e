import { test, expect, type Page } from '@playwright/test';
import { StudyPage } from '../../pages/study-page.js';
import { DeckPage } from '../../pages/deck-page.js';
import { APP_BASE } from '../../support/env.js';
import { PAGE_LOAD } from '../../support/timeouts.js';
import { createDeckWithCards, studentSession, type BrowserApi } from './helpers.js';

/** Answers logged by the server, undo, FSRS per deck and the statistics page. */
const CARDS: [string, string][] = [
  ['Qual organela produz ATP?', 'A mitocôndria'],
  ['Onde se sintetizam proteínas?', 'Nos ribossomos'],
  ['Onde fica o DNA?', 'No núcleo'],
  ['O que digere na célula?', 'Os lisossomos'],
];

async function studying(page: Page) {
  const { api } = await studentSession(page);
  const deck = await createDeckWithCards(api, CARDS);
  const study = new StudyPage(page);
  await study.goto(deck.id);
  await expect(study.progress(1, 4)).toBeVisible(PAGE_LOAD);
  return { api, deck, study };
}

async function answerCurrent(study: StudyPage, page: Page, front: string) {
  await expect(study.currentCard.getByText(front)).toBeVisible();
  await study.showAnswerWithKeyboard();
  await study.answerWithKey(1);
}

const cardsOf = (api: BrowserApi, deckId: number) => api.get(`/api/flashcards/${deckId}`) as Promise<Array<{ frente: string; revisoes: number; nivel: number }>>;

test('three answers, then Ctrl+Z twice: the second card shows again and the server has only the first answer', async ({ page }) => {
  const { api, deck, study } = await studying(page);
  await answerCurrent(study, page, CARDS[0]![0]);
  await answerCurrent(study, page, CARDS[1]![0]);
  await answerCurrent(study, page, CARDS[2]![0]);
  await expect(study.progress(4, 4)).toBeVisible();

  await page.keyboard.press('Control+z');
  await expect(study.progress(3, 4)).toBeVisible();
  await expect(study.currentCard.getByText(CARDS[2]![0])).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(study.progress(2, 4)).toBeVisible();
  await expect(study.currentCard.getByText(CARDS[1]![0])).toBeVisible();
  await expect(study.showAnswerButton).toBeVisible();

  await expect
    .poll(async () => (await cardsOf(api, deck.id)).map((c) => c.revisoes))
    .toEqual([1, 0, 0, 0]);
});

test('a deck switched to FSRS shows other intervals on the answer buttons', async ({ page }) => {
  const { deck, study } = await studying(page);
  await study.showAnswerWithKeyboard();
  await expect(study.answerButton(/Acertei\s*10 min/)).toBeVisible();

  const deckPage = new DeckPage(page);
  await deckPage.goto(deck.id);
  await page.getByRole('radio', { name: 'FSRS (adaptativo)' }).check();
  await page.getByRole('spinbutton', { name: 'Retenção desejada (%)' }).fill('90');
  await page.getByRole('button', { name: 'Salvar agendador' }).click();
  await expect(page.getByText('Agendador salvo: FSRS (adaptativo).')).toBeVisible();

  await study.goto(deck.id);
  await expect(study.progress(1, 4)).toBeVisible(PAGE_LOAD);
  await study.showAnswerWithKeyboard();
  // FSRS-6's first "Easy" is days away; the table's would be 10 minutes.
  await expect(study.answerButton(/Acertei\s*\d+ dias?/)).toBeVisible();
  await expect(study.answerButton(/Acertei\s*10 min/)).toHaveCount(0);
});

test('the statistics page shows what was studied today', async ({ page }) => {
  const { api, deck, study } = await studying(page);
  await answerCurrent(study, page, CARDS[0]![0]);
  await answerCurrent(study, page, CARDS[1]![0]);
  await expect(study.progress(3, 4)).toBeVisible();
  // The page moves on before its answers are stored (each is sent after the one before it): both are stored before
  // the full page load below, which would cancel a save still waiting its turn.
  await expect.poll(async () => (await cardsOf(api, deck.id)).map((c) => c.revisoes)).toEqual([1, 1, 0, 0]);

  await page.goto(`${APP_BASE}/painel/flashcards`);
  await page.getByRole('link', { name: 'Ver estatísticas' }).click();
  await expect(page.getByRole('heading', { name: 'Estatísticas de estudo' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('img', { name: /^2 revisões em 1 dia de estudo/ })).toBeVisible();
  await expect(page.getByText('Sequência atual')).toBeVisible();
  await expect(page.getByRole('row', { name: /Novos \(nunca estudados\)\s*2/ })).toBeVisible();
});

test('an Anki text export shows a preview with its columns, then imports the chosen ones', async ({ page }) => {
  const { api } = await studentSession(page);
  const { id } = (await api.post('/api/decks', { materia: 'Anatomia', assunto: 'Ossos', autor: 'Eu', grupo: 'ENEM', ano: 2026 })) as { id: number };
  const deckPage = new DeckPage(page);
  await deckPage.goto(id);
  const text = '#separator:tab\n#html:true\n#deck:Anatomia\n#columns:Tags\tFront\tBack\nossos\t<b>Maior osso?</b>\tFêmur\nossos\tMenor osso?\tEstribo\n';
  await page.getByLabel('Arquivo exportado do Anki').setInputFiles({ name: 'anatomia.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });

  const preview = page.getByRole('table', { name: 'Prévia do arquivo do Anki' });
  await expect(preview.getByRole('columnheader', { name: 'Front' })).toBeVisible(PAGE_LOAD);
  await expect(preview.getByRole('cell', { name: 'Maior osso?' })).toBeVisible();
  await expect(page.getByText('2 notas do baralho "Anatomia"')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Frente' })).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: 'Verso' })).toHaveValue('2');
  await page.getByRole('button', { name: 'Importar do Anki' }).click();

  await expect(page.getByText('2 cards importados do Anki.')).toBeVisible();
  await expect(page.getByText('Estribo')).toBeVisible();
  await expect(page.getByText('Maior osso?', { exact: true })).toBeVisible();
});
