import { Worker } from 'node:worker_threads';
import { pcm16ToWav } from './wav.js';
import type { SpeechAudio, SpeechEngine, SpeechRequest } from './speech-engine.js';

const WORKER_URL = new URL('./espeak.worker.mjs', import.meta.url);
export const ESPEAK_VOICE = 'pt-br';
/** Words per minute; eSpeak's default (175) sounds rushed in Portuguese. */
const RATE = 160;
const JOB_TIMEOUT_MS = 30_000;

interface Pending {
  resolve(audio: SpeechAudio): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

type WorkerReply = { id: number; ok: true; pcm: Int16Array; sampleRate: number } | { id: number; ok: false; error: string };

/**
 * Offline Brazilian Portuguese speech: one long-lived worker thread holding the WASM engine, jobs queued
 * in order. A crashed or stuck worker is replaced on the next request.
 */
class EspeakEngine implements SpeechEngine {
  readonly id = `espeak:${ESPEAK_VOICE}`;
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  synthesize(request: SpeechRequest): Promise<SpeechAudio> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<SpeechAudio>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.failAll(new Error('eSpeak NG não respondeu a tempo'));
        void worker.terminate();
      }, JOB_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      // Keep the process alive while work is queued, not while idle.
      worker.ref();
      worker.postMessage({ id, text: request.text, voice: ESPEAK_VOICE, rate: RATE });
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_URL);
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const job = this.pending.get(reply.id);
      if (!job) return;
      clearTimeout(job.timer);
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if (reply.ok) job.resolve({ bytes: pcm16ToWav(reply.pcm, reply.sampleRate), mime: 'audio/wav' });
      else job.reject(new Error(reply.error));
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll(new Error('o processo do eSpeak NG terminou'));
    });
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error) {
    this.worker = undefined;
    for (const [id, job] of this.pending) {
      clearTimeout(job.timer);
      job.reject(error);
      this.pending.delete(id);
    }
  }
}

let shared: EspeakEngine | undefined;

/** One worker per process, whatever the number of apps built (tests build many). */
export function espeakEngine(): SpeechEngine {
  shared ??= new EspeakEngine();
  return shared;
}
