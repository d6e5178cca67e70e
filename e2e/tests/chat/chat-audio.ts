import type { Page, Route } from '@playwright/test';

/** A WAV of a quiet tone (8 kHz, 8-bit mono): long enough to still be playing when the next answer arrives. */
export function toneWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) wav[44 + i] = 128 + Math.round(8 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return wav;
}

/**
 * Answers /api/tts with the tone instead of real synthesis: these specs are about what the widget does with
 * the audio, and speech synthesis on a shared 2-core machine takes tens of seconds.
 */
export async function fakeSpeech(page: Page, seconds = 30) {
  const body = toneWav(seconds);
  const held: Array<() => Promise<void>> = [];
  let holding = false;
  await page.route('**/api/tts', async (route: Route) => {
    const answer = () => route.fulfill({ status: 200, contentType: 'audio/wav', body });
    if (holding) held.push(answer);
    else await answer();
  });
  return {
    /** From now on, speech requests wait until release(). */
    hold: () => {
      holding = true;
    },
    /** New requests are answered again; the held ones keep waiting for release(). */
    letThrough: () => {
      holding = false;
    },
    release: async () => {
      holding = false;
      for (const answer of held.splice(0)) await answer();
    },
    pending: () => held.length,
  };
}

/** How many <audio> elements on the page are actually playing. */
export function playingCount(page: Page): Promise<number> {
  return page.evaluate(() => [...document.querySelectorAll('audio')].filter((a) => !a.paused && !a.ended).length);
}

/** Which answers' players are playing, oldest first (true = playing). */
export function playingStates(page: Page): Promise<boolean[]> {
  return page.evaluate(() => [...document.querySelectorAll('audio')].map((a) => !a.paused && !a.ended));
}
