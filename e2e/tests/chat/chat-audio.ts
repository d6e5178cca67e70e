import type { Page, Route } from '@playwright/test';

/** A WAV of a quiet tone (8 kHz, 8-bit mono): long enough to still be playing when the next answer arrives. */
export function toneWav(seconds: number, hz = 440): Buffer {
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
  for (let i = 0; i < samples; i++) wav[44 + i] = 128 + Math.round(8 * Math.sin((2 * Math.PI * hz * i) / rate));
  return wav;
}

/**
 * Answers /api/tts (the 'Ouvir resposta' button) with the tone instead of real synthesis: these specs are about what
 * the widget does with the audio, and speech synthesis on a shared 2-core machine takes tens of seconds.
 */
export async function fakeSpeech(page: Page, seconds = 30) {
  const body = toneWav(seconds);
  await page.route('**/api/tts', (route: Route) => route.fulfill({ status: 200, contentType: 'audio/wav', body }));
}

/**
 * The real turn stream (/api/conversa/perguntar) with the server's speech swapped for a tone: the request goes to the
 * server asking for no audio, and when the widget had asked for audio, one `audio` event (a 30 s tone, a different
 * pitch per question) is put after the answer, as the server's sentence-by-sentence speech would arrive. `hold()`
 * keeps the next turns' streams back until `release()`.
 */
export async function streamedSpeech(page: Page) {
  const held: Array<() => Promise<void>> = [];
  const asked: Array<{ texto: string; audio: boolean }> = [];
  let holding = false;
  await page.route('**/api/conversa/perguntar', async (route: Route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { texto: string; audio?: boolean };
    const index = asked.push({ texto: body.texto, audio: body.audio === true }) - 1;
    const answer = async () => {
      const response = await route.fetch({ postData: JSON.stringify({ ...body, audio: false }) });
      const lines = (await response.text()).split('\n').filter(Boolean);
      if (body.audio) {
        const tone = toneWav(30, 300 + 100 * index).toString('base64');
        const at = lines.findIndex((line) => line.includes('"tipo":"fim"'));
        lines.splice(at < 0 ? lines.length : at, 0, JSON.stringify({ tipo: 'audio', indice: 0, mime: 'audio/wav', dados: tone }));
      }
      const headers = { ...response.headers() };
      delete headers['content-length'];
      delete headers['transfer-encoding'];
      await route.fulfill({ status: response.status(), headers, body: `${lines.join('\n')}\n` });
    };
    if (holding) held.push(answer);
    else await answer();
  });
  return {
    /** What the widget asked, in order (and whether it asked for speech). */
    asked,
    /** From now on, turns wait until release(). */
    hold: () => {
      holding = true;
    },
    /** New turns go through again; the held ones keep waiting for release(). */
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

/** The source the widget's speech player holds ('' before the first answer). */
export function speechSource(page: Page): Promise<string> {
  return page.locator('audio.chat-speech-player').evaluate((audio: HTMLAudioElement) => audio.src);
}
