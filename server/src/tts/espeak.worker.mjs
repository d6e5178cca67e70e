// eSpeak NG (WASM) runs here, off the main thread: a synthesis blocks its thread for its whole duration.
// Plain JavaScript on purpose, so the same file loads under node, tsx and vitest without a TS loader.
import { parentPort } from 'node:worker_threads';
import initEspeak from '@echogarden/espeak-ng-emscripten';

/** @type {Promise<any> | undefined} */
let enginePromise;

function engine() {
  enginePromise ??= initEspeak().then((module) => new module.eSpeakNGWorker());
  return enginePromise;
}

/**
 * @param {{ id: number, text: string, voice: string, rate: number }} job
 */
async function synthesize(job) {
  const espeak = await engine();
  // An unknown voice returns non-zero and silently keeps the previous one: refuse instead.
  const code = espeak.set_voice(job.voice);
  if (code !== 0) throw new Error(`voz "${job.voice}" indisponível no eSpeak NG (código ${code})`);
  espeak.set_rate(job.rate);
  /** @type {Int16Array[]} */
  const chunks = [];
  espeak.synthesize(job.text, (/** @type {Int16Array | undefined} */ samples) => {
    if (samples && samples.length > 0) chunks.push(samples);
    return false; // keep going
  });
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const pcm = new Int16Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    pcm.set(chunk, offset);
    offset += chunk.length;
  }
  return { pcm, sampleRate: espeak.get_samplerate() };
}

parentPort?.on('message', (/** @type {{ id: number, text: string, voice: string, rate: number }} */ job) => {
  synthesize(job).then(
    ({ pcm, sampleRate }) => parentPort?.postMessage({ id: job.id, ok: true, pcm, sampleRate }, [pcm.buffer]),
    (error) => parentPort?.postMessage({ id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
