import { test, expect, type Page } from '@playwright/test';
import { StudyPage } from '../../pages/study-page.js';
import { acceptDialogs, CITOLOGIA_CARDS, createDeckWithCards, openDeckWithCards, studentSession } from './helpers.js';
import { PAGE_LOAD } from '../../support/timeouts.js';

const [[FIRST_FRONT, FIRST_BACK], [SECOND_FRONT]] = CITOLOGIA_CARDS as [[string, string], [string, string], [string, string]];

/** 'dd/MM/yyyy HH:mm' of a Date in the browser's zone (the test runs in the same zone as Chromium). */
function shortDate(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(date.getDate())}/${p(date.getMonth() + 1)}/${date.getFullYear()} ${p(date.getHours())}:${p(date.getMinutes())}`;
}

/** A student with the three-card deck, its study page open on a clock started on a whole minute. */
async function studyingCitologia(page: Page) {
  // A whole minute, so the answer time and its +10 min display cannot straddle a minute boundary.
  const start = new Date();
  start.setSeconds(0, 0);
  await page.clock.install({ time: start });
  const { api } = await studentSession(page);
  const deck = await createDeckWithCards(api, CITOLOGIA_CARDS);
  const study = new StudyPage(page);
  await study.goto(deck.id);
  await expect(study.progress(1, 3)).toBeVisible(PAGE_LOAD);
  return { study, deck };
}

test("the deck's Estudar link opens the study page on the first card, its answer hidden", async ({ page }) => {
  const deck = await openDeckWithCards(page, CITOLOGIA_CARDS);

  await deck.study();

  const study = new StudyPage(page);
  await expect(study.heading('Biologia - Citologia')).toBeVisible(PAGE_LOAD);
  await expect(study.progress(1, 3)).toBeVisible();
  await expect(study.currentCard.getByText(FIRST_FRONT)).toBeVisible();
  await expect(page.getByText(FIRST_BACK)).toHaveCount(0);
});

test('Space shows the answer and the answer buttons with the interval each schedules', async ({ page }) => {
  const { study } = await studyingCitologia(page);

  await study.showAnswerWithKeyboard();

  await expect(study.currentCard.getByText(FIRST_BACK)).toBeVisible();
  await expect(study.answerButton(/Acertei\s*10 min/)).toBeVisible();
  await expect(study.answerButton(/Errei\s*1 min/)).toBeVisible();
});

test("key 1 answers 'Acertei': the next card shows and the answered one is due in 10 minutes", async ({ page }) => {
  const { study } = await studyingCitologia(page);
  await study.showAnswerWithKeyboard();
  const answeredAt = await page.evaluate(() => Date.now());

  await study.answerWithKey(1);

  await expect(study.progress(2, 3)).toBeVisible();
  await expect(study.currentCard.getByText(SECOND_FRONT)).toBeVisible();
  await expect(study.upcomingReviews.getByRole('listitem')).toHaveCount(1);
  await expect(study.upcomingReviews).toContainText(FIRST_FRONT);
  await expect(study.upcomingReviews.locator('time')).toHaveText(shortDate(new Date(answeredAt + 10 * 60_000)));
});

test('ten minutes after an answer the card comes back, after the current one, in its deck order', async ({ page }) => {
  const { study } = await studyingCitologia(page);
  await study.showAnswerWithKeyboard();
  await study.answerWithKey(1);
  await expect(study.upcomingReviews).toBeVisible();

  // The page checks every second which scheduled cards are due.
  await page.clock.fastForward('10:01');

  await expect(study.upcomingReviews).toHaveCount(0);
  // One more review in the session; the current card stays.
  await expect(study.progress(2, 4)).toBeVisible();
  await expect(study.currentCard.getByText(SECOND_FRONT)).toBeVisible();
  await study.showAnswerWithKeyboard();
  await study.answerWithKey(1);
  await expect(study.progress(3, 4)).toBeVisible();
  await expect(study.currentCard.getByText(FIRST_FRONT)).toBeVisible();
});

test('after the last available card, the congratulations alert shows and the list reloads with the next reviews', async ({
  page,
}) => {
  await page.clock.install({ time: new Date() });
  const { api } = await studentSession(page);
  const deck = await createDeckWithCards(api, [['Única pergunta', 'Única resposta']]);
  const dialogs = acceptDialogs(page);
  const study = new StudyPage(page);
  await study.goto(deck.id);
  await study.showAnswer();
  const reload = page.waitForResponse(
    (res) => res.url().endsWith(`/api/flashcards/${deck.id}`) && res.request().method() === 'GET',
  );

  await study.answer(/Quase errei/);

  // The reload reads the saved answer back from the server (it waits for the save first).
  const [card] = await (await reload).json();
  expect(card).toMatchObject({ nivel: 1, revisoes: 1, acertos: 1, erros: 0 });
  expect(dialogs).toEqual(['Parabéns! Você concluiu todos os cards disponíveis por agora.']);
  await expect(study.nothingToStudy).toBeVisible();
  await expect(study.upcomingReviews).toContainText('Única pergunta');
});
