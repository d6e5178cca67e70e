import { Worker } from 'node:worker_threads';
import { FairQueue } from './fair-queue.js';
import { speechChunks } from './speech-chunks.js';
import { SpeechQueueFullError, type SpeechAudio, type SpeechEngine, type SpeechRequest } from './speech-engine.js';

export const ESPEAK_VOICE = 'pt-br';
/** Words per minute; eSpeak's default (175) sounds rushed in Portuguese. */
const RATE = 160;

export interface EspeakEngineOptions {
  /** The worker script (tests swap in a scripted one). */
  workerUrl?: URL;
  /** Longest a single piece may take once the worker has it; time spent waiting in the queue does not count. */
  pieceTimeoutMs?: number;
  /** Longest a fresh worker may take to load the WASM engine and encoder (slow on a loaded machine). */
  startupTimeoutMs?: number;
  /**
   * Longest piece of text spoken in one go; others are served in between. 150 characters are ~11 s of speech and
   * ~150-250 ms of worker time (synthesis plus MP3) on a 2-core machine: the most a newcomer waits for a slot.
   */
  pieceChars?: number;
  maxJobsPerOwner?: number;
  maxJobs?: number;
  /**
   * An idle worker ends after this long: the WASM engine and encoder hold tens of MB that a server mostly not
   * speaking should not keep. The next sentence starts a fresh one (a second or so of loading).
   */
  idleMs?: number;
}

const DEFAULTS = {
  workerUrl: new URL('./espeak.worker.mjs', import.meta.url),
  pieceTimeoutMs: 15_000,
  startupTimeoutMs: 60_000,
  pieceChars: 150,
  maxJobsPerOwner: 8,
  maxJobs: 64,
  idleMs: 5 * 60_000,
} satisfies Required<EspeakEngineOptions>;

interface Job {
  owner: string;
  pieces: string[];
  /** Index of the next piece to speak. */
  next: number;
  audio: Buffer[];
  resolve(audio: SpeechAudio): void;
  reject(error: Error): void;
}

interface WorkerSlot {
  worker: Worker;
  /** Engine and encoder loaded: piece timers start only then, so start-up never counts against a piece. */
  ready: boolean;
  startTimer: NodeJS.Timeout;
}

interface InFlight {
  id: number;
  job: Job;
  worker: Worker;
  timer: NodeJS.Timeout;
}

type WorkerReply =
  | { ready: true }
  | { id: number; ok: true; mp3: Uint8Array; samples: number; sampleRate: number }
  | { id: number; ok: false; error: string };

/**
 * Offline Brazilian Portuguese speech as MP3, in one long-lived worker thread holding the WASM engine and encoder.
 * Texts are split into pieces; the worker gets one piece at a time, taken round robin between owners, so someone's
 * backlog delays another person's sentence by one piece at most. A piece that fails or times out fails its own job
 * only: a stuck worker is terminated and the queue goes on in a fresh one. Piece timers start once the worker has
 * loaded (it says `ready`), so a slow start on a busy machine is not mistaken for a stuck piece.
 */
export class EspeakEngine implements SpeechEngine {
  readonly id = `espeak:${ESPEAK_VOICE}:mp3`;
  private readonly options: Required<EspeakEngineOptions>;
  private readonly queue: FairQueue<Job>;
  private slot: WorkerSlot | undefined;
  private inFlight: InFlight | undefined;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(options: EspeakEngineOptions = {}) {
    this.options = { ...DEFAULTS, ...options };
    this.queue = new FairQueue({ perOwner: this.options.maxJobsPerOwner, total: this.options.maxJobs });
  }

  synthesize(request: SpeechRequest): Promise<SpeechAudio> {
    return new Promise<SpeechAudio>((resolve, reject) => {
      const owner = request.owner ?? '';
      const job: Job = { owner, pieces: speechChunks(request.text, this.options.pieceChars), next: 0, audio: [], resolve, reject };
      if (job.pieces.length === 0) throw new Error('texto vazio para o eSpeak NG');
      const added = this.queue.add(owner, job);
      if (added !== 'added') throw new SpeechQueueFullError(added === 'owner-full' ? 'owner' : 'total');
      this.pump();
    });
  }

  /** Stops the worker (tests; in production the idle worker never holds the process open). */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const slot = this.slot;
    this.slot = undefined;
    clearTimeout(slot?.startTimer);
    await slot?.worker.terminate();
  }

  /** Gives the worker its next piece, if it is ready and free and anything waits. */
  private pump() {
    if (this.inFlight) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    if (this.queue.size === 0) {
      // Idle: do not keep the process alive for the worker, and end it if nothing comes for a while.
      this.slot?.worker.unref();
      if (this.slot) {
        this.idleTimer = setTimeout(() => this.retireIdle(), this.options.idleMs);
        this.idleTimer.unref();
      }
      return;
    }
    const slot = this.ensureWorker();
    slot.worker.ref();
    if (!slot.ready) return; // pumped again when the worker says it is ready
    const job = this.queue.next()!;
    const id = this.nextId++;
    const timer = setTimeout(() => this.timedOut(id), this.options.pieceTimeoutMs);
    this.inFlight = { id, job, worker: slot.worker, timer };
    slot.worker.postMessage({ id, text: job.pieces[job.next], voice: ESPEAK_VOICE, rate: RATE });
  }

  /** True while a worker thread (and its WASM engine) is alive. */
  get workerRunning(): boolean {
    return this.slot !== undefined;
  }

  private retireIdle() {
    const slot = this.slot;
    if (!slot || this.inFlight || this.queue.size > 0) return;
    // Forgotten first, so its exit is not taken for a crash.
    this.slot = undefined;
    clearTimeout(slot.startTimer);
    void slot.worker.terminate();
  }

  private ensureWorker(): WorkerSlot {
    if (this.slot) return this.slot;
    const worker = new Worker(this.options.workerUrl);
    const slot: WorkerSlot = {
      worker,
      ready: false,
      startTimer: setTimeout(() => this.failedToStart(slot), this.options.startupTimeoutMs),
    };
    worker.on('message', (reply: WorkerReply) => this.replied(slot, reply));
    worker.on('error', (error) => this.workerGone(slot, error));
    worker.on('exit', (code) => this.workerGone(slot, new Error(`o processo do eSpeak NG terminou (código ${code})`)));
    this.slot = slot;
    return slot;
  }

  private replied(slot: WorkerSlot, reply: WorkerReply) {
    if ('ready' in reply) {
      clearTimeout(slot.startTimer);
      slot.ready = true;
      this.pump();
      return;
    }
    const current = this.inFlight;
    if (!current || current.worker !== slot.worker || current.id !== reply.id) return;
    clearTimeout(current.timer);
    this.inFlight = undefined;
    const { job } = current;
    if (!reply.ok) {
      this.finish(job, new Error(reply.error));
    } else {
      job.audio.push(Buffer.from(reply.mp3.buffer, reply.mp3.byteOffset, reply.mp3.byteLength));
      job.next += 1;
      if (job.next === job.pieces.length) this.finish(job);
    }
    this.pump();
  }

  /**
   * The worker crashed or exited: the piece it held fails its job. One that died while starting fails the job next
   * in line instead (a broken install answers errors, one job per attempt, rather than hanging everyone).
   */
  private workerGone(slot: WorkerSlot, error: Error) {
    clearTimeout(slot.startTimer);
    const current = this.inFlight;
    if (current?.worker === slot.worker) {
      clearTimeout(current.timer);
      this.inFlight = undefined;
      this.finish(current.job, error);
    } else if (this.slot === slot && !slot.ready) {
      this.failNextInLine(error);
    }
    if (this.slot === slot) this.slot = undefined;
    this.pump();
  }

  private failedToStart(slot: WorkerSlot) {
    if (this.slot !== slot || slot.ready) return;
    this.slot = undefined;
    void slot.worker.terminate();
    this.failNextInLine(new Error('eSpeak NG não iniciou a tempo'));
    this.pump();
  }

  private timedOut(id: number) {
    const current = this.inFlight;
    if (!current || current.id !== id) return;
    this.inFlight = undefined;
    // Forget the stuck worker first: its exit must not touch the next piece.
    if (this.slot?.worker === current.worker) this.slot = undefined;
    void current.worker.terminate();
    this.finish(current.job, new Error('eSpeak NG não respondeu a tempo'));
    this.pump();
  }

  private failNextInLine(error: Error) {
    const job = this.queue.next();
    if (job) this.finish(job, error);
  }

  private finish(job: Job, error?: Error) {
    this.queue.remove(job.owner, job);
    if (error) job.reject(error);
    else if (job.audio.every((piece) => piece.length === 0)) job.reject(new Error('eSpeak NG não gerou áudio'));
    else job.resolve({ bytes: Buffer.concat(job.audio), mime: 'audio/mpeg' });
  }
}

let shared: EspeakEngine | undefined;

/** One worker per process, whatever the number of apps built (tests build many). */
export function espeakEngine(): SpeechEngine {
  shared ??= new EspeakEngine();
  return shared;
}
