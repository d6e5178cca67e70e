import { test, expect, type Page } from '@playwright/test';
import { registerUser } from '../../support/api.js';
import { fakeSpeech, playingCount, speechSource, streamedSpeech } from './chat-audio.js';
import { loginThroughWidget, openWidget, widget } from './chat-helpers.js';

const FIRST = 'Quais documentos são necessários para a matrícula?';
const SECOND = 'Como funciona o processo de legalização acadêmica?';

async function ask(page: Page, question: string) {
  const input = widget(page).getByLabel('Sua pergunta');
  await input.fill(question);
  await input.press('Enter');
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

/** Whether the answer whose audio was `source` is no longer being heard (paused, or replaced on the player). */
function firstSilent(page: Page, source: string): Promise<boolean> {
  return page
    .locator('audio.chat-speech-player')
    .evaluate((audio: HTMLAudioElement, first: string) => audio.src !== first || audio.paused, source);
}

/** A new student logs in through the widget; the turns' speech is a tone put into the real stream. */
async function studentWithSpeech(page: Page, username: string) {
  const user = await registerUser({ username });
  const speech = await streamedSpeech(page);
  await loginThroughWidget(page, user.email, user.password);
  return speech;
}

test.describe('spoken answers in the widget', () => {
  // Logins run bcrypt on a shared 2-core machine: give the journey time, not the assertions slack.
  test.beforeEach(() => test.setTimeout(120_000));

  test('when a second question is sent while the first answer is speaking, then the first stops and only the new answer is heard; closing the widget silences it', async ({
    page,
  }) => {
    const maxPlaying = await recordOverlap(page);
    const speech = await studentWithSpeech(page, 'Lia Souza');

    await ask(page, FIRST);
    await expect.poll(() => playingCount(page), { timeout: 30_000 }).toBe(1);
    const first = await speechSource(page);
    await ask(page, SECOND);
    // Stopped in the same task as the send (no wait): the first answer is not heard any more.
    expect(await firstSilent(page, first)).toBe(true);
    await expect.poll(() => speechSource(page), { timeout: 30_000 }).not.toBe(first);
    await expect.poll(() => playingCount(page)).toBe(1);
    expect(await maxPlaying()).toBe(1);
    expect(speech.asked.map((turn) => turn.audio)).toEqual([true, true]);

    await widget(page).getByRole('button', { name: 'Fechar o chat' }).click();
    // Silenced by the click itself, not some time later.
    expect(await playingCount(page)).toBe(0);
    await expect(widget(page)).toBeHidden();
  });

  test('when the widget is closed while an answer is still on its way, then its speech never plays', async ({ page }) => {
    const speech = await studentWithSpeech(page, 'Caio Lima');
    speech.hold();
    await ask(page, FIRST);
    await expect.poll(() => speech.pending(), { timeout: 30_000 }).toBe(1);
    await widget(page).getByRole('button', { name: 'Fechar o chat' }).click();
    await expect(widget(page)).toBeHidden();
    await speech.release();

    await openWidget(page);
    // The answer's text arrived; its voice did not start.
    await expect(widget(page).locator('li[data-autor="ia"]').filter({ hasText: 'Histórico escolar' })).toBeVisible({ timeout: 30_000 });
    expect(await speechSource(page)).toBe('');
    expect(await playingCount(page)).toBe(0);
  });

  test('when an older answer arrives after a newer question, then its text is shown and its voice does not interrupt the newer one', async ({
    page,
  }) => {
    const speech = await studentWithSpeech(page, 'Davi Melo');
    speech.hold();
    await ask(page, FIRST);
    await expect.poll(() => speech.pending(), { timeout: 30_000 }).toBe(1);
    speech.letThrough();
    await ask(page, SECOND);
    await expect.poll(() => playingCount(page), { timeout: 30_000 }).toBe(1);
    const newer = await speechSource(page);
    await speech.release();

    await expect(widget(page).locator('li[data-autor="ia"]').filter({ hasText: 'Histórico escolar' })).toBeVisible({ timeout: 30_000 });
    expect(await speechSource(page)).toBe(newer);
    expect(await playingCount(page)).toBe(1);
  });

  test('when the stop control is pressed, then the spoken answer stops and the control goes away', async ({ page }) => {
    await studentWithSpeech(page, 'Rui Prado');
    await ask(page, FIRST);
    const stop = widget(page).getByRole('button', { name: 'Parar áudio' });
    await expect(stop).toBeVisible({ timeout: 30_000 });
    expect(await playingCount(page)).toBe(1);
    await stop.click();
    expect(await playingCount(page)).toBe(0);
    await expect(stop).toBeHidden();
  });

  test('when autoplay is turned off, then the choice survives a reload, no speech is asked for, and "Ouvir resposta" still plays it', async ({
    page,
  }) => {
    const speech = await studentWithSpeech(page, 'Bia Rocha');
    await fakeSpeech(page);
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
    const answer = widget(page).locator('li[data-autor="ia"]').filter({ hasText: 'Histórico escolar' });
    await expect(answer).toBeVisible({ timeout: 30_000 });
    expect(speech.asked.map((turn) => turn.audio)).toEqual([false]);
    expect(await playingCount(page)).toBe(0);

    await answer.getByRole('button', { name: 'Ouvir resposta' }).click();
    await expect.poll(() => playingCount(page), { timeout: 30_000 }).toBe(1);
  });
});
