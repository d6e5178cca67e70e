// eSpeak NG and the MP3 encoder (both WASM) run here, off the main thread: each blocks its thread while it works.
// Plain JavaScript on purpose, so the same file loads under node, tsx and vitest without a TS loader.
import { parentPort } from 'node:worker_threads';
import initEspeak from '@echogarden/espeak-ng-emscripten';
import { createMp3Encoder } from 'wasm-media-encoders';

/** Constant bitrate (so byte ranges map to time for seeking); 32 kbit/s ≈ 4 KB per second of speech. */
const MP3_KBPS = 32;

/** @type {Promise<any> | undefined} */
let enginePromise;
/** @type {Promise<import('wasm-media-encoders').WasmMediaEncoder<'audio/mpeg'>> | undefined} */
let encoderPromise;

function engine() {
  enginePromise ??= initEspeak().then((module) => new module.eSpeakNGWorker());
  return enginePromise;
}

function encoder() {
  encoderPromise ??= createMp3Encoder();
  return encoderPromise;
}

/**
 * @param {{ text: string, voice: string, rate: number }} job
 * @returns {Promise<{ pcm: Int16Array, sampleRate: number }>}
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

/**
 * One complete MP3 stream (its frames end with the piece, so pieces can be concatenated).
 * @param {Int16Array} pcm
 * @param {number} sampleRate
 */
async function encodeMp3(pcm, sampleRate) {
  const mp3 = await encoder();
  // configure() also resets whatever an earlier, failed piece left behind.
  mp3.configure({ sampleRate, channels: 1, bitrate: MP3_KBPS, outputSampleRate: sampleRate });
  const floats = new Float32Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) floats[i] = pcm[i] / 32768;
  // Both results are views into the encoder's memory: copy each before the next call.
  const body = mp3.encode([floats]).slice();
  const tail = mp3.finalize();
  const out = new Uint8Array(body.length + tail.length);
  out.set(body);
  out.set(tail, body.length);
  return out;
}

// Load both up front and say so: the engine starts its piece timers only after this (an error here crashes the
// worker, which the engine reports).
Promise.all([engine(), encoder()]).then(() => parentPort?.postMessage({ ready: true }));

parentPort?.on('message', (/** @type {{ id: number, text: string, voice: string, rate: number }} */ job) => {
  synthesize(job)
    .then(async ({ pcm, sampleRate }) => ({ mp3: await encodeMp3(pcm, sampleRate), samples: pcm.length, sampleRate }))
    .then(
      ({ mp3, samples, sampleRate }) => parentPort?.postMessage({ id: job.id, ok: true, mp3, samples, sampleRate }, [mp3.buffer]),
      (error) => parentPort?.postMessage({ id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
});
