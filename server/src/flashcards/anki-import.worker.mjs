// The Anki import's parse (zip, zstd, SQLite, HTML), off the main thread: a file from a stranger may cost seconds or
// memory, and that must never stall the server for everyone (anki-import.ts gives this thread a time and memory
// budget and ends it past them). One file at a time; the thread stays for the next. Plain JavaScript on purpose, so the same file loads under node,
// tsx and vitest without a TS loader.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { readCollection } from './anki-collection.mjs';
import { openPackage, STUB_ONLY } from './anki-package.mjs';
import { AnkiRefusal, ptNumber, refuse } from './anki-refusal.mjs';
import { fieldText, parseAnkiText } from './anki-text.mjs';

const PREVIEW_ROWS = 5;
/** A little below the event loop's thread (nice 0): the server's answers come first; nice 10 starved the parse 10-fold when other processes kept both cores busy. */
const THREAD_NICE = 3;

// Linux schedules each thread on its own: /proc/thread-self names this thread's id, whose niceness can be raised
// without privileges. Elsewhere the thread keeps the process's priority.
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/task/')[1]);
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, THREAD_NICE);
} catch {
  // not Linux, or /proc is not mounted
}

/**
 * @typedef {{ maxRows: number, maxCardChars: number, maxUnpackedBytes: number }} Limits
 * @typedef {{ unit: string, deck: string | null, html: boolean, columns: string[], rows: Array<{ line: number, fields: string[] }>, total?: number, skipped?: { midia: number, outros_tipos: number } }} AnkiFile
 */

/**
 * @param {Uint8Array} bytes
 * @param {Limits} limits
 * @param {number} [previewRows] only the first rows (a preview), the others counted
 * @returns {Promise<AnkiFile>}
 */
async function readPackage(bytes, limits, previewRows) {
  const pkg = await openPackage(bytes, limits.maxUnpackedBytes);
  const read = await readCollection(pkg.collection, { maxRows: limits.maxRows, maybeStub: pkg.maybeStub, previewRows });
  if (read.stub) throw refuse(STUB_ONLY);
  return {
    unit: 'Nota',
    deck: read.deck,
    html: true,
    columns: read.columns,
    rows: read.rows,
    total: read.total,
    skipped: { midia: pkg.media, outros_tipos: read.skipped },
  };
}

/**
 * Only the rows shown are turned into text: a preview of 20 000 notes costs a count, not 20 000 HTML parses.
 * @param {AnkiFile} file
 * @param {number} maxCardChars
 */
function previewOf(file, maxCardChars) {
  return {
    deck: file.deck,
    html: file.html,
    colunas: file.columns,
    linhas: file.rows.slice(0, PREVIEW_ROWS).map((r) => r.fields.map((f) => fieldText(f, file.html, maxCardChars))),
    total: file.total ?? file.rows.length,
    ...(file.skipped ? { ignorados: file.skipped } : {}),
  };
}

/**
 * The cards for the chosen columns (only those two turned into text); a note without text in either is refused by its
 * line (text export) or note number (package).
 * @param {AnkiFile} file
 * @param {number} frente
 * @param {number} verso
 * @param {number} maxCardChars
 */
function cardsOf(file, frente, verso, maxCardChars) {
  if (frente === verso) throw refuse('Escolha colunas diferentes para a frente e o verso.');
  return file.rows.map(({ line, fields }) => {
    const f = fieldText(fields[frente] ?? '', file.html, maxCardChars).trim();
    const v = fieldText(fields[verso] ?? '', file.html, maxCardChars).trim();
    if (!f) throw refuse(`${file.unit} ${line}: frente vazia (${describe(file, frente)}).`);
    if (!v) throw refuse(`${file.unit} ${line}: verso vazio (${describe(file, verso)}).`);
    if (f.length > maxCardChars || v.length > maxCardChars) throw refuse(`${file.unit} ${line}: texto com mais de ${ptNumber(maxCardChars)} caracteres.`);
    return { frente: f, verso: v };
  });
}

const describe = (file, column) => (file.unit === 'Nota' ? `campo "${file.columns[column] ?? column + 1}"` : `coluna ${column + 1}`);

/**
 * @param {{ text?: string, bytes?: Uint8Array, mode: 'preview' | 'cards', frente?: number, verso?: number, limits: Limits }} job
 */
async function run(job) {
  const previewRows = job.mode === 'preview' ? PREVIEW_ROWS : undefined;
  const file = job.text !== undefined ? parseAnkiText(job.text, job.limits) : await readPackage(job.bytes, job.limits, previewRows);
  if (job.mode === 'preview') return { preview: previewOf(file, job.limits.maxCardChars) };
  return { cards: cardsOf(file, job.frente ?? 0, job.verso ?? 1, job.limits.maxCardChars), skipped: file.skipped };
}

parentPort?.on('message', (job) => {
  run(job).then(
    (result) => parentPort?.postMessage({ ok: true, ...result }),
    (error) =>
      parentPort?.postMessage(
        error instanceof AnkiRefusal
          ? { ok: false, status: error.status, error: error.message }
          : { ok: false, status: 400, error: job.text !== undefined ? 'Não consegui ler o arquivo como texto exportado do Anki.' : 'Não consegui ler a coleção do pacote do Anki.' },
      ),
  );
});
