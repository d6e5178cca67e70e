// An Anki collection (SQLite) read in the import's worker thread with sql.js. The file comes from a stranger, so its
// schema is checked before any query touches it: only real tables (no view, trigger, virtual table or generated
// column, whose reads would run the file's own SQL), with the columns read here (docs/anki-import.md).
import { createRequire } from 'node:module';
import initSqlJs from 'sql.js';
import { protobufFields } from './anki-package.mjs';
import { ptNumber, refuse } from './anki-refusal.mjs';

const require = createRequire(import.meta.url);
let sqlJs = null;
const loadSqlJs = () => (sqlJs ??= initSqlJs({ locateFile: (file) => require.resolve(`sql.js/dist/${file}`) }));
// Started with the thread: V8 compiles the WASM on background threads while the first package is unzipped.
loadSqlJs().catch(() => undefined);

const UNREADABLE = 'Não consegui ler a coleção do pacote do Anki.';
const NOT_ANKI = 'O pacote não tem a estrutura de uma coleção do Anki (a coleção só pode ter tabelas e índices).';
const SQLITE_HEADER = 'SQLite format 3\u0000';
const FIELD_SEPARATOR = '\u001f';
/** Anki's note type kinds: 0 standard, 1 cloze (legacy JSON `type`, and `kind` in the current config message). */
const CLOZE = 1;
/** The legacy compatibility note current Anki writes into `collection.anki2` (English; localised copies exist). */
const STUB_TEXT = 'Please update to the latest Anki version';
/** SQLite's own allocations in the worker (page cache, sorting); past it a query fails instead of growing. */
const SQLITE_HEAP_BYTES = 96 * 1024 * 1024;

/** The columns read from each table; a table read here must be a plain table that has them. */
const LEGACY_TABLES = { col: ['models', 'decks'], notes: ['id', 'mid', 'flds'], cards: ['nid', 'did'] };
const CURRENT_TABLES = { notes: ['id', 'mid', 'flds'], cards: ['nid', 'did'], notetypes: ['id', 'name', 'config'], fields: ['ntid', 'ord', 'name'], decks: ['id', 'name'] };

const rowsOf = (db, sql, params) => db.exec(sql, params)[0]?.values ?? [];

/** Refuses views, triggers, virtual or shadow tables anywhere, and generated or hidden columns in what is read. */
function checkSchema(db) {
  for (const [type] of rowsOf(db, 'select type from sqlite_schema')) {
    if (type !== 'table' && type !== 'index') throw refuse(NOT_ANKI);
  }
  for (const [, , type] of rowsOf(db, 'pragma table_list')) {
    if (type !== 'table') throw refuse(NOT_ANKI);
  }
  const current = rowsOf(db, "select 1 from sqlite_schema where type = 'table' and name = 'notetypes'").length > 0;
  for (const [table, wanted] of Object.entries(current ? CURRENT_TABLES : LEGACY_TABLES)) {
    const columns = rowsOf(db, `pragma table_xinfo(${table})`);
    if (columns.length === 0) throw refuse(NOT_ANKI);
    if (columns.some(([, , , , , , hidden]) => hidden !== 0)) throw refuse(NOT_ANKI);
    const names = new Set(columns.map(([, name]) => String(name).toLowerCase()));
    if (!wanted.every((c) => names.has(c))) throw refuse(NOT_ANKI);
  }
  return current;
}

/**
 * Anki declares its name columns with its own `unicase` collation, which sql.js does not have: SQLite then refuses
 * every query on those tables. This private copy gets the same schema with SQLite's binary collation instead (the
 * names are only read, never compared), written through writable_schema and reloaded by its RESET.
 */
function withoutUnicase(db) {
  const entries = rowsOf(db, 'select rowid, sql from sqlite_schema where sql is not null').filter(([, sql]) => String(sql).toLowerCase().includes('unicase'));
  if (entries.length === 0) return;
  db.run('pragma writable_schema = on');
  for (const [rowid, sql] of entries) db.run('update sqlite_schema set sql = ? where rowid = ?', [String(sql).replaceAll(/\bunicase\b/gi, 'binary'), rowid]);
  db.run('pragma writable_schema = reset');
}

/** Note types by id: field names in order and whether the type is cloze. */
function noteTypes(db, current) {
  const types = new Map();
  if (current) {
    for (const [id, name, config] of rowsOf(db, 'select id, name, config from notetypes')) {
      const kind = config instanceof Uint8Array ? (protobufFields(config).find((f) => f.field === 1)?.value ?? 0) : 0;
      types.set(String(id), { name: String(name), cloze: kind === CLOZE, fields: [] });
    }
    for (const [ntid, , name] of rowsOf(db, 'select ntid, ord, name from fields order by ntid, ord')) types.get(String(ntid))?.fields.push(String(name));
    return types;
  }
  const [[models] = []] = rowsOf(db, 'select models from col limit 1');
  const parsed = JSON.parse(String(models ?? ''));
  for (const [id, model] of Object.entries(parsed && typeof parsed === 'object' ? parsed : {})) {
    const fields = Array.isArray(model?.flds) ? [...model.flds].sort((a, b) => (a?.ord ?? 0) - (b?.ord ?? 0)).map((f, i) => String(f?.name ?? `Campo ${i + 1}`)) : [];
    types.set(String(id), { name: String(model?.name ?? ''), cloze: model?.type === CLOZE, fields });
  }
  return types;
}

/** The deck every card is in, when there is exactly one (Anki's "Default" says nothing), as `Parent::Child`. */
function deckName(db, current) {
  const ids = rowsOf(db, 'select did from cards group by did limit 2');
  if (ids.length !== 1 || String(ids[0][0]) === '1') return null;
  const id = String(ids[0][0]);
  if (current) {
    const [[name] = []] = rowsOf(db, 'select name from decks where id = ?', [ids[0][0]]);
    return name ? String(name).split(FIELD_SEPARATOR).join('::') : null;
  }
  const [[decks] = []] = rowsOf(db, 'select decks from col limit 1');
  const parsed = JSON.parse(String(decks ?? '{}'));
  const name = parsed?.[id]?.name;
  return typeof name === 'string' && name ? name : null;
}

/** Per field position, the names the used note types give it ("Front", or "Front / Frente" when they differ). */
function columnNames(types, used, width) {
  return Array.from({ length: width }, (_, i) => {
    const names = [...new Set([...used].map((id) => types.get(id)?.fields[i]).filter(Boolean))];
    return names.length > 0 ? names.join(' / ') : `Campo ${i + 1}`;
  });
}

/**
 * Notes of a standard type with at least two fields, their fields' HTML as stored (turned into text only where shown
 * or imported), as the rows of an Anki file; notes of cloze types or with one field are counted as skipped. With
 * `previewRows`, only that many rows are read and the rest are counted by SQLite (a preview of 20 000 notes costs
 * one aggregate query, not 20 000 rows copied into JavaScript).
 * @param {Uint8Array} bytes
 * @param {{ maxRows: number, maybeStub: boolean, previewRows?: number }} options
 */
export async function readCollection(bytes, options) {
  if (bytes.length < 100 || new TextDecoder().decode(bytes.subarray(0, 16)) !== SQLITE_HEADER) throw refuse(UNREADABLE);
  const SQL = await loadSqlJs();
  const db = new SQL.Database(bytes);
  try {
    const current = checkSchema(db);
    withoutUnicase(db);
    db.run(`pragma hard_heap_limit = ${SQLITE_HEAP_BYTES}`);
    db.run('pragma query_only = on');
    const types = noteTypes(db, current);
    // Cloze notes and one-field types are left out (counted as skipped).
    const usable = (mid) => {
      const type = types.get(String(mid));
      return type !== undefined && !type.cloze && type.fields.length >= 2;
    };
    const counts = countsByType(db, types, usable);
    if (counts.total > options.maxRows) {
      throw refuse(`O pacote tem mais de ${ptNumber(options.maxRows)} notas. Divida-o em pacotes menores.`);
    }
    const notes = db.prepare('select mid, flds from notes order by id');
    const rows = [];
    let line = 0;
    let firstText = '';
    while (rows.length < (options.previewRows ?? Infinity) && notes.step()) {
      line += 1;
      const [mid, flds] = notes.get();
      const raw = String(flds ?? '').split(FIELD_SEPARATOR);
      if (line === 1) firstText = raw[0] ?? '';
      if (usable(mid)) rows.push({ line, fields: raw });
    }
    notes.free();
    // The stub is one note in a tiny file Anki vacuums to 512-byte pages; its text is localised, the page size is not.
    const pageSize = (bytes[16] << 8) | bytes[17];
    if (options.maybeStub && counts.notes === 1 && (pageSize === 512 || firstText.startsWith(STUB_TEXT))) return { stub: true };
    if (counts.total === 0) throw refuse('O pacote não contém nenhuma nota com frente e verso.');
    return {
      stub: false,
      deck: deckName(db, current),
      columns: columnNames(types, counts.usedTypes, counts.width),
      rows,
      total: counts.total,
      skipped: counts.notes - counts.total,
    };
  } catch (error) {
    if (error?.status) throw error;
    throw refuse(UNREADABLE);
  } finally {
    db.close();
  }
}

/**
 * Notes per note type, counted by SQLite (Anki gives every note of a type that type's fields): notes in all, notes
 * of usable types, and the most fields a usable type has.
 */
function countsByType(db, types, usable) {
  const result = { notes: 0, total: 0, width: 0, usedTypes: new Set() };
  for (const [mid, notes] of rowsOf(db, 'select mid, count(*) from notes group by mid')) {
    result.notes += Number(notes);
    if (!usable(mid)) continue;
    result.total += Number(notes);
    result.width = Math.max(result.width, types.get(String(mid)).fields.length);
    result.usedTypes.add(String(mid));
  }
  return result;
}
