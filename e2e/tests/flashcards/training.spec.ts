import { test, expect, type Locator, type Page } from '@playwright/test';
import { TrainingPage } from '../../pages/training-page.js';
import { createDeckWithCards, studentSession } from './helpers.js';
import { PAGE_LOAD } from '../../support/timeouts.js';

/** A student's two-card deck on the training page, on an installed clock; `before` is its schedule as stored. */
async function trainingTwoCards(page: Page) {
  await page.clock.install({ time: new Date() });
  const { api } = await studentSession(page);
  const deck = await createDeckWithCards(api, [
    ['Primeira frente', 'Primeiro verso'],
    ['Segunda frente', 'Segundo verso'],
  ]);
  const schedule = () => api.get(`/api/flashcards/${deck.id}`);
  const before = await schedule();
  const training = new TrainingPage(page);
  await training.goto(deck.id);
  return { training, schedule, before };
}

/**
 * Each step waits for the audio to end (real playback) and then 2 s of the page's clock. Only runFor moves that clock,
 * so each check may wait in real time as long as a slow machine needs to render.
 */
async function runClockUntilVisible(page: Page, text: Locator) {
  await expect(async () => {
    await page.clock.runFor(1000);
    await expect(text).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('training shows the front, then the back, then the next card, driven by the clock, and never changes the schedule', async ({
  page,
}) => {
  const { training, schedule, before } = await trainingTwoCards(page);
  await expect(training.heading('Biologia - Citologia')).toBeVisible(PAGE_LOAD);
  await expect(training.currentCard.getByText('Primeira frente')).toBeVisible();

  await training.start();

  await expect(training.playButton('Pausar')).toBeVisible();
  await expect(page.getByText('Primeiro verso')).toHaveCount(0);
  await runClockUntilVisible(page, training.currentCard.getByText('Primeiro verso'));
  await runClockUntilVisible(page, training.currentCard.getByText('Segunda frente'));
  await expect(page.getByText('Segundo verso')).toHaveCount(0);
  await expect(training.progress(2, 2)).toBeVisible();
  expect(await schedule()).toEqual(before);
});

test('a paused training stays on its card however long the clock runs, and never changes the schedule', async ({ page }) => {
  const { training, schedule, before } = await trainingTwoCards(page);
  await training.start();
  await runClockUntilVisible(page, training.currentCard.getByText('Primeiro verso'));
  await runClockUntilVisible(page, training.currentCard.getByText('Segunda frente'));

  await training.pause();

  await expect(training.playButton('Iniciar')).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(training.currentCard.getByText('Segunda frente')).toBeVisible();
  await expect(page.getByText('Segundo verso')).toHaveCount(0);
  expect(await schedule()).toEqual(before);
});
