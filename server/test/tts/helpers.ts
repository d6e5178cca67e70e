import { MPEGDecoder } from 'mpg123-decoder';
import { binary, type TestClient } from '../support/client.js';
import { APP_ORIGIN } from '../support/test-app.js';

export async function postTts(client: TestClient, body: unknown) {
  await client.prime();
  return binary(client.agent.post('/api/tts').set('Origin', APP_ORIGIN).set('X-XSRF-TOKEN', client.xsrf!).send(body as object));
}

/** A different text per call (no reuse from the audio table): `chars` characters of plausible Portuguese. */
export function longText(tag: string, chars: number): string {
  const sentences: string[] = [];
  for (let i = 1; sentences.join(' ').length < chars; i++) {
    sentences.push(`Frase ${i} do texto ${tag}: leve o histórico escolar apostilado e a certidão de nascimento à universidade.`);
  }
  return sentences.join(' ').slice(0, chars);
}

/** Decodes MP3 with mpg123 (WASM): proves the stored bytes really are playable audio. */
export async function decodeMp3(bytes: Uint8Array): Promise<{ samples: Float32Array; sampleRate: number; errors: number }> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const decoded = decoder.decode(bytes);
    return { samples: decoded.channelData[0] ?? new Float32Array(), sampleRate: decoded.sampleRate, errors: decoded.errors.length };
  } finally {
    decoder.free();
  }
}

export function rmsFloat(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / samples.length);
}
