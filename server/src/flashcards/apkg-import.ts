import { createRequire } from 'node:module';
import { unzipSync } from 'fflate';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { HttpError } from '../lib/errors.js';
import { htmlToText, parseAnkiText, type AnkiFile } from './anki-import.js';
import { MAX_IMPORT_ROWS } from './csv-import.js';

/**
 * An Anki package (`.apkg`, issue 16 stretch): a zip holding the collection as SQLite (`collection.anki21`, or the
 * older `collection.anki2`) and the media. Read with sql.js (SQLite compiled to WASM, shipped in its npm package):
 * every note of a standard note type gives its first two fields, HTML turned into text as in the text export.
 * Skipped and counted: media files, and notes of cloze types or with fewer than two fields. Anki 23.10+'s
 * `collection.anki21b` (zstd-compressed, new schema) is refused with a message saying how to export instead.
 */
export interface ApkgSkipped {
  midia: number;
  outros_tipos: number;
}

/** The zip's local-file signature "PK\x03\x04". */
export function looksLikeZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

const require = createRequire(import.meta.url);
let sqlJs: Promise<SqlJsStatic> | null = null;
const loadSqlJs = () => (sqlJs ??= initSqlJs({ locateFile: (file: string) => require.resolve(`sql.js/dist/${file}`) }));

/** Anki's note types: 0 standard, 1 cloze. */
const CLOZE = 1;
const FIELD_SEPARATOR = '\x1f';
/** Unpacked collection larger than this is refused (a zip bomb must not fill memory). */
const MAX_COLLECTION_BYTES = 64 * 1024 * 1024;

function unzip(bytes: Buffer): Record<string, Uint8Array> {
  let total = 0;
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        if (!['collection.anki21', 'collection.anki2', 'collection.anki21b', 'media'].includes(file.name)) return false;
        total += file.originalSize;
        if (total > MAX_COLLECTION_BYTES) throw new HttpError(413, 'O pacote do Anki é grande demais depois de descompactado.');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'Não consegui abrir o pacote do Anki (.apkg).');
  }
}

function mediaCount(media: Uint8Array | undefined): number {
  if (!media) return 0;
  try {
    const map = JSON.parse(new TextDecoder().decode(media)) as unknown;
    return map && typeof map === 'object' ? Object.keys(map).length : 0;
  } catch {
    return 0;
  }
}

/** The notes of an `.apkg` as the rows of an Anki text file (columns "Frente" and "Verso"), and what was skipped. */
export async function parseApkg(bytes: Buffer): Promise<{ file: AnkiFile; skipped: ApkgSkipped }> {
  const files = unzip(bytes);
  const collection = files['collection.anki21'] ?? files['collection.anki2'];
  if (!collection) {
    if (files['collection.anki21b']) {
      throw new HttpError(
        400,
        'Este pacote usa o formato novo do Anki (collection.anki21b), que ainda não é suportado. No Anki, exporte marcando "Suporte a versões antigas do Anki" ou use "Notas em texto simples".',
      );
    }
    throw new HttpError(400, 'O pacote do Anki não contém uma coleção (collection.anki2).');
  }
  const SQL = await loadSqlJs();
  let db;
  try {
    db = new SQL.Database(collection);
  } catch {
    throw new HttpError(400, 'Não consegui ler a coleção do pacote do Anki.');
  }
  try {
    const [col] = db.exec('select models, decks from col limit 1');
    const row = col?.values[0];
    if (!row) throw new HttpError(400, 'A coleção do pacote do Anki está vazia ou danificada.');
    const models = JSON.parse(String(row[0])) as Record<string, { type?: number; flds?: unknown[] }>;
    const decks = JSON.parse(String(row[1])) as Record<string, { name?: string }>;
    const deckNames = Object.values(decks)
      .map((d) => d.name ?? '')
      .filter((name) => name && name !== 'Default');
    const rows: AnkiFile['rows'] = [];
    let outros = 0;
    const notes = db.prepare('select mid, flds from notes order by id');
    let line = 0;
    while (notes.step()) {
      line += 1;
      const [mid, flds] = notes.get() as [number, string];
      const model = models[String(mid)];
      const fields = String(flds).split(FIELD_SEPARATOR);
      if (!model || model.type === CLOZE || fields.length < 2) {
        outros += 1;
        continue;
      }
      rows.push({ line, fields: fields.slice(0, 2).map(htmlToText) });
      if (rows.length > MAX_IMPORT_ROWS) {
        throw new HttpError(400, `O pacote tem mais de ${MAX_IMPORT_ROWS.toLocaleString('pt-BR')} notas. Divida-o em pacotes menores.`);
      }
    }
    notes.free();
    if (rows.length === 0) throw new HttpError(400, 'O pacote não contém nenhuma nota com frente e verso.');
    return {
      file: { separator: '\t', html: true, columns: ['Frente', 'Verso'], deck: deckNames.length === 1 ? deckNames[0]! : null, rows },
      skipped: { midia: mediaCount(files.media), outros_tipos: outros },
    };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'Não consegui ler a coleção do pacote do Anki.');
  } finally {
    db.close();
  }
}

/** Either Anki format, told apart by content: an `.apkg` is a zip, the text export is text. */
export async function readAnki(bytes: Buffer): Promise<{ file: AnkiFile; skipped?: ApkgSkipped }> {
  return looksLikeZip(bytes) ? parseApkg(bytes) : { file: parseAnkiText(bytes) };
}
