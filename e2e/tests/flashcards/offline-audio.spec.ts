import { test, expect, type Page } from '@playwright/test';
import { keptAudio } from './device-copy.js';
import { CITOLOGIA_CARDS, createDeckWithCards, studentSession } from './helpers.js';
import { StudyPage } from '../../pages/study-page.js';
import { PAGE_LOAD } from '../../support/timeouts.js';

interface PlayedAudio {
  src: string;
  /** The media element reached HAVE_FUTURE_DATA (its `canplay` event): the audio loaded and can play. */
  canPlay: boolean;
}

/** Records every audio the page plays and whether the element could play it (its own state, never a time). */
async function recordPlayedAudio(page: Page) {
  await page.addInitScript(() => {
    const played: PlayedAudio[] = [];
    (window as unknown as { playedAudio: PlayedAudio[] }).playedAudio = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const entry = { src: this.src, canPlay: false };
      played.push(entry);
      this.addEventListener('canplay', () => (entry.canPlay = true), { once: true });
      if (this.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) entry.canPlay = true;
      return play.call(this);
    };
  });
}

const lastPlayed = (page: Page) => page.evaluate(() => (window as unknown as { playedAudio: PlayedAudio[] }).playedAudio.at(-1) ?? null);

test('offline: a side heard online plays from the device after a reload; a side never heard says so, and nothing is fetched', async ({ page, context }) => {
  await recordPlayedAudio(page);
  const { api } = await studentSession(page);
  const deck = await createDeckWithCards(api, CITOLOGIA_CARDS);
  const study = new StudyPage(page);
  await study.goto(deck.id);
  await expect(study.progress(1, 3)).toBeVisible(PAGE_LOAD);
  await page.evaluate(() => navigator.serviceWorker.ready);

  await page.getByRole('button', { name: 'Ouvir a frente' }).click();
  await expect.poll(() => lastPlayed(page), PAGE_LOAD).toMatchObject({ src: expect.stringContaining('/api/'), canPlay: true });
  await expect.poll(() => keptAudio(page)).toEqual([expect.stringMatching(/^frente-\d+$/)]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Sem conexão — estudando com a cópia deste aparelho')).toBeVisible(PAGE_LOAD);
  await expect(study.currentCard).toContainText('O que é a mitocôndria?');
  const speechRequests: string[] = [];
  page.on('request', (request) => {
    if (/^\/api\/(tts|audio)\b/.test(new URL(request.url()).pathname)) speechRequests.push(request.url());
  });

  await page.getByRole('button', { name: 'Ouvir a frente' }).click();
  await expect.poll(() => lastPlayed(page)).toMatchObject({ src: expect.stringMatching(/^blob:/), canPlay: true });

  await study.showAnswer();
  await page.getByRole('button', { name: 'Ouvir o verso' }).click();
  await expect(page.getByText('Áudio indisponível sem conexão: só fica guardado neste aparelho depois de ouvido com internet.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { playedAudio: PlayedAudio[] }).playedAudio.length)).toBe(1);
  expect(speechRequests).toEqual([]);

  // The card goes on as usual.
  await study.answerWithKey(1);
  await expect(study.progress(2, 3)).toBeVisible();
});
