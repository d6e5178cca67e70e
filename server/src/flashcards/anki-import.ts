import { Worker } from 'node:worker_threads';
import { CARD_TEXT_MAX_CHARS, type AnkiPreview, type ImportResult } from '@app/contracts';
import { HttpError } from '../lib/errors.js';
import { decodeCsv, MAX_IMPORT_ROWS } from './csv-import.js';

/**
 * Anki's exports (the plain-text export and the `.apkg`/`.colpkg` packages) are read in worker threads, one file at a
 * time per thread, with a time and memory budget: the file comes from a stranger, and its zip, zstd, SQLite and HTML must never
 * hold the server's event loop (docs/anki-import.md). Past the budget the thread is ended and the answer is a 4xx.
 */
export interface AnkiBudget {
  /** Longest one file may take once its thread started. */
  timeoutMs: number;
  /** The thread's JavaScript heap. */
  maxHeapMb: number;
  /** The package's collection and media list once unzipped and decompressed. */
  maxUnpackedBytes: number;
}

/**
 * The time is generous: the thread keeps the event loop free whatever it costs, and a 20 000-note package took seconds
 * on the shared 2-core machine under heavy load (docs/performance.md, "Anki import"); the limit only bounds the work a
 * file can cause.
 */
export const ANKI_BUDGET: AnkiBudget = { timeoutMs: 30_000, maxHeapMb: 256, maxUnpackedBytes: 64 * 1024 * 1024 };
/** Threads reading files at once (each keeps a core busy), and files waiting for one before new ones are refused. */
const MAX_RUNNING = 2;
const MAX_WAITING = 8;

const WORKER_URL = new URL('./anki-import.worker.mjs', import.meta.url);
const TOO_SLOW = 'O arquivo do Anki demorou demais para ser lido e foi recusado. Divida o baralho em arquivos menores.';
const TOO_MUCH_MEMORY = 'O arquivo do Anki precisa de memória demais para ser lido e foi recusado. Divida o baralho em arquivos menores.';
const BUSY = 'Há muitas importações do Anki em andamento agora. Tente de novo em alguns segundos.';

export type AnkiSkipped = NonNullable<ImportResult['ignorados']>;
export interface AnkiCards {
  cards: Array<{ frente: string; verso: string }>;
  skipped?: AnkiSkipped;
}

type WorkerReply = { ok: true; preview?: AnkiPreview; cards?: AnkiCards['cards']; skipped?: AnkiSkipped } | { ok: false; status: number; error: string };

/** The zip's local-file signature "PK\x03\x04": an `.apkg` is a zip, the text export is text. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

interface Job {
  message: Record<string, unknown>;
  budget: AnkiBudget;
  resolve(reply: Extract<WorkerReply, { ok: true }>): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  heapMb: number;
  job: Job | null;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
}

/**
 * Up to MAX_RUNNING long-lived worker threads, one file at a time each: a warm thread (sql.js loaded, zstd and HTML
 * code compiled) reads a 20 000-note package about three times faster than a fresh one. A thread past its time budget
 * is ended, one that ran out of memory is gone, and the next file gets a fresh thread; an idle thread ends after
 * IDLE_MS, giving its memory back.
 */
const IDLE_MS = 60_000;
const slots: Slot[] = [];
const queue: Job[] = [];

function retire(slot: Slot) {
  const i = slots.indexOf(slot);
  if (i >= 0) slots.splice(i, 1);
  clearTimeout(slot.timer);
  clearTimeout(slot.idleTimer);
  void slot.worker.terminate();
}

function finish(slot: Slot, outcome: (job: Job) => void, keep: boolean) {
  const { job } = slot;
  if (!job) return;
  slot.job = null;
  clearTimeout(slot.timer);
  if (!keep) retire(slot);
  outcome(job);
  pump();
}

function spawn(budget: AnkiBudget): Slot {
  const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: budget.maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 } });
  const slot: Slot = { worker, heapMb: budget.maxHeapMb, job: null };
  worker.on('message', (reply: WorkerReply) =>
    finish(slot, (job) => (reply.ok ? job.resolve(reply) : job.reject(new HttpError(reply.status, reply.error))), true),
  );
  worker.on('error', (error: Error & { code?: string }) =>
    finish(slot, (job) => job.reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new HttpError(413, TOO_MUCH_MEMORY) : error), false),
  );
  worker.on('exit', (code) => {
    finish(slot, (job) => job.reject(new Error(`the Anki import worker exited with code ${code} before answering`)), false);
    retire(slot);
  });
  slots.push(slot);
  return slot;
}

/** Gives waiting files to free threads (starting threads up to MAX_RUNNING); idle threads stop holding the process. */
function pump() {
  while (queue.length > 0) {
    const job = queue[0]!;
    const idle = slots.filter((s) => !s.job);
    let slot = idle.find((s) => s.heapMb === job.budget.maxHeapMb);
    if (!slot && idle.length > 0 && slots.length >= MAX_RUNNING) retire(idle[0]!);
    if (!slot && slots.length < MAX_RUNNING) slot = spawn(job.budget);
    if (!slot) return;
    queue.shift();
    clearTimeout(slot.idleTimer);
    slot.idleTimer = undefined;
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => finish(slot, (j) => j.reject(new HttpError(422, TOO_SLOW)), false), job.budget.timeoutMs);
    slot.worker.postMessage({
      ...job.message,
      limits: { maxRows: MAX_IMPORT_ROWS, maxCardChars: CARD_TEXT_MAX_CHARS, maxUnpackedBytes: job.budget.maxUnpackedBytes },
    });
  }
  for (const slot of slots) {
    if (slot.job || slot.idleTimer) continue;
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => retire(slot), IDLE_MS);
    slot.idleTimer.unref();
  }
}

function runWorker(message: Record<string, unknown>, budget: AnkiBudget): Promise<Extract<WorkerReply, { ok: true }>> {
  return new Promise((resolve, reject) => {
    if (queue.length >= MAX_WAITING) throw new HttpError(429, BUSY);
    queue.push({ message, budget, resolve, reject });
    pump();
  });
}

/** What the worker reads: a package as bytes (copied: multer's buffer may share its memory), the text export decoded. */
function source(bytes: Buffer): { bytes: Uint8Array } | { text: string } {
  return looksLikeZip(bytes) ? { bytes: new Uint8Array(bytes) } : { text: decodeCsv(bytes) };
}

/** The preview of an Anki export: its headers or deck, column (field) names, first rows and what will be left out. */
export async function previewAnkiExport(bytes: Buffer, budget: AnkiBudget = ANKI_BUDGET): Promise<AnkiPreview> {
  const reply = await runWorker({ ...source(bytes), mode: 'preview' }, budget);
  return reply.preview!;
}

/** Every note of the export as a card from the chosen columns, or a 4xx naming the first note that cannot be one. */
export async function ankiExportCards(bytes: Buffer, columns: { frente: number; verso: number }, budget: AnkiBudget = ANKI_BUDGET): Promise<AnkiCards> {
  const reply = await runWorker({ ...source(bytes), mode: 'cards', ...columns }, budget);
  return { cards: reply.cards!, ...(reply.skipped ? { skipped: reply.skipped } : {}) };
}
