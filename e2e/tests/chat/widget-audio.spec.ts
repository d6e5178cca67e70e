import { test, expect, type Locator, type Page } from '@playwright/test';
import { registerUser } from '../../support/api.js';
import { fakeSpeech, playingCount, playingStates } from './chat-audio.js';
import { loginThroughWidget, openWidget, widget } from './chat-helpers.js';

const FIRST = 'Quais documentos são necessários para a matrícula?';
const SECOND = 'Como funciona o processo de legalização acadêmica?';

async function ask(page: Page, question: string) {
  const input = widget(page).getByLabel('Sua pergunta');
  await input.fill(question);
  await input.press('Enter');
}

/** A new student logs in through the widget and asks FIRST; its speech is held back until `release()`. */
async function askFirstWithSpeechHeld(page: Page, username: string) {
  const user = await registerUser({ username });
  const speech = await fakeSpeech(page);
  await loginThroughWidget(page, user.email, user.password);
  speech.hold();
  await ask(page, FIRST);
  await expect.poll(() => speech.pending(), { timeout: 30_000 }).toBe(1);
  return speech;
}

/** The player has read its audio's metadata: had it been told to play, it would already be playing. */
async function expectLoaded(player: Locator) {
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.readyState)).toBeGreaterThanOrEqual(1);
}

/** Samples the page every 25 ms and keeps the largest number of players heard at once. */
async function recordOverlap(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { maxPlaying: number };
    w.maxPlaying = 0;
    setInterval(() => {
      const playing = [...document.querySelectorAll('audio')].filter((a) => !a.paused && !a.ended).length;
      w.maxPlaying = Math.max(w.maxPlaying, playing);
    }, 25);
  });
  return () => page.evaluate(() => (window as unknown as { maxPlaying: number }).maxPlaying);
}

test.describe('spoken answers in the widget', () => {
  // Logins run bcrypt on a shared 2-core machine: give the journey time, not the assertions slack.
  test.beforeEach(() => test.setTimeout(120_000));

  test('when a second answer arrives while the first is still speaking, then only the newest plays; when the widget is closed, then nothing plays', async ({
    page,
  }) => {
    const user = await registerUser({ username: 'Lia Souza' });
    const maxPlaying = await recordOverlap(page);
    await fakeSpeech(page);
    await loginThroughWidget(page, user.email, user.password);

    await ask(page, FIRST);
    await expect.poll(() => playingStates(page), { timeout: 30_000 }).toEqual([true]);
    await ask(page, SECOND);
    await expect.poll(() => playingStates(page), { timeout: 30_000 }).toEqual([false, true]);
    expect(await maxPlaying()).toBe(1);

    await widget(page).getByRole('button', { name: 'Fechar o chat' }).click();
    await expect(widget(page)).toBeHidden();
    await expect.poll(() => playingCount(page)).toBe(0);
  });

  test('when the widget is closed while an answer is still being voiced, then the audio does not play when it arrives', async ({ page }) => {
    const speech = await askFirstWithSpeechHeld(page, 'Caio Lima');
    await widget(page).getByRole('button', { name: 'Fechar o chat' }).click();
    await expect(widget(page)).toBeHidden();
    await speech.release();

    await expect(page.locator('audio')).toHaveCount(1);
    await expectLoaded(page.locator('audio'));
    expect(await playingCount(page)).toBe(0);
    await openWidget(page);
    expect(await playingCount(page)).toBe(0);
  });

  test('when the older answer is voiced after the newer one, then it does not interrupt the newer one', async ({ page }) => {
    const speech = await askFirstWithSpeechHeld(page, 'Davi Melo');
    speech.letThrough();
    await ask(page, SECOND);
    await expect.poll(() => playingStates(page), { timeout: 30_000 }).toEqual([true]);
    await speech.release();

    await expect(page.locator('audio')).toHaveCount(2);
    await expectLoaded(page.locator('audio').first());
    expect(await playingStates(page)).toEqual([false, true]);
  });

  test('when the stop control is pressed, then the spoken answer stops and the control goes away', async ({ page }) => {
    const user = await registerUser({ username: 'Rui Prado' });
    await fakeSpeech(page);
    await loginThroughWidget(page, user.email, user.password);

    await ask(page, FIRST);
    const stop = widget(page).getByRole('button', { name: 'Parar áudio' });
    await expect(stop).toBeVisible({ timeout: 30_000 });
    expect(await playingCount(page)).toBe(1);
    await stop.click();
    await expect.poll(() => playingCount(page)).toBe(0);
    await expect(stop).toBeHidden();
  });

  test('when autoplay is turned off, then the choice survives a reload and new answers wait to be played', async ({ page }) => {
    const user = await registerUser({ username: 'Bia Rocha' });
    await fakeSpeech(page);
    await loginThroughWidget(page, user.email, user.password);
    const autoplay = widget(page).getByRole('switch', { name: 'Áudio automático' });
    await expect(autoplay).toBeChecked();
    await autoplay.click();
    await expect(autoplay).not.toBeChecked();

    await page.reload();
    await openWidget(page);
    // The session is restored first (the widget goes straight to the chat).
    await expect(widget(page).getByRole('button', { name: 'Sair' })).toBeVisible({ timeout: 30_000 });
    await expect(autoplay).not.toBeChecked();
    await ask(page, FIRST);
    const player = widget(page).locator('li[data-autor="ia"] audio');
    await expect(player).toHaveCount(1, { timeout: 30_000 });
    await expectLoaded(player);
    expect(await playingCount(page)).toBe(0);

    // The player is still there to press.
    await player.evaluate((audio: HTMLAudioElement) => audio.play());
    await expect.poll(() => playingCount(page)).toBe(1);
  });
});
