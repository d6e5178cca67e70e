/**
 * Anki packages built here, in the formats Anki writes today (docs/anki-import.md), for the import's tests, e2e and
 * bench: written with sql.js, fflate and a real zstd encoder, from the formats as Anki's own source defines them
 * (rslib's storage schema and upgrades, and the package metadata/media messages of proto/anki/import_export.proto).
 *
 * - `currentPackage`: what "Exportar" writes by default since Anki 2.1.50 — `meta` (version 3), the schema-18
 *   collection zstd-compressed as `collection.anki21b`, the compatibility stub `collection.anki2` beside it, the media
 *   list as a zstd'd MediaEntries message and each media file zstd'd under its number.
 * - `legacyPackage`: "Suporte a versões antigas do Anki" — `meta` (version 2), a schema-11 `collection.anki21`, the
 *   stub, and the media list as JSON; `withoutMeta` gives what Anki before 2.1.50 wrote (`collection.anki2` alone).
 * - `stubOnlyPackage`: a current package whose real collection is missing, leaving the stub alone.
 */
import { createRequire } from 'node:module';
import { init as initZstd, compress as zstdCompress } from '@bokuweb/zstd-wasm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';

const require = createRequire(import.meta.url);

export interface AnkiNote {
  fields: string[];
  /** A cloze note (skipped by the import). */
  cloze?: boolean;
}

export interface PackageOptions {
  /** The deck the cards are in, `::` between levels. */
  deck?: string;
  /** The note type's field names (default "Front", "Back"). */
  fieldNames?: string[];
  /** Media file names with their bytes. */
  media?: Record<string, Uint8Array>;
}

/** The English text current Anki puts in the compatibility collection (its `exporting-colpkg-too-new` string). */
export const STUB_TEXT = 'Please update to the latest Anki version, then import the .colpkg/.apkg file again.';

let ready: Promise<SqlJsStatic> | null = null;
function tools(): Promise<SqlJsStatic> {
  ready ??= initZstd().then(() => initSqlJs({ locateFile: (file: string) => require.resolve(`sql.js/dist/${file}`) }));
  return ready;
}

/**
 * zstd at Anki's level (0, the library default, 3), framed as Anki's streaming encoder frames it: without the
 * content size (the one-shot encoder used here writes it, so the frame header is rewritten with a window size
 * instead), so the import meets frames whose unpacked size it cannot know in advance.
 */
function zstd(bytes: Uint8Array): Uint8Array {
  const frame = zstdCompress(bytes, 3);
  const descriptor = frame[4]!;
  const sizeFlag = descriptor >> 6;
  const singleSegment = (descriptor >> 5) & 1;
  const dictionaryBytes = [0, 1, 2, 4][descriptor & 3]!;
  const sizeBytes = [singleSegment, 2, 4, 8][sizeFlag]!;
  if (sizeBytes === 0) return frame;
  const windowLog = Math.max(10, Math.ceil(Math.log2(Math.max(1, bytes.length))));
  const window = singleSegment ? [(windowLog - 10) << 3] : [frame[5]!];
  const afterDescriptor = 5 + (singleSegment ? 0 : 1);
  const header = [...frame.subarray(0, 4), descriptor & 0b0000_0111, ...window, ...frame.subarray(afterDescriptor, afterDescriptor + dictionaryBytes)];
  return new Uint8Array([...header, ...frame.subarray(afterDescriptor + dictionaryBytes + sizeBytes)]);
}
const FIELD_SEPARATOR = '\x1f';
const BASIC_ID = 1_700_000_000_001;
const CLOZE_ID = 1_700_000_000_002;
const DECK_ID = 1_700_000_000_100;

/** Protobuf, as much as these fixtures write: varints (wire 0) and length-delimited bytes or strings (wire 2). */
function varint(value: number): number[] {
  const out: number[] = [];
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
  return out;
}
type ProtoField = [field: number, value: number | string | Uint8Array];
export function protobuf(fields: ProtoField[]): Uint8Array {
  const out: number[] = [];
  for (const [field, value] of fields) {
    if (typeof value === 'number') out.push(...varint(field * 8), ...varint(value));
    else {
      const bytes = typeof value === 'string' ? strToU8(value) : value;
      out.push(...varint(field * 8 + 2), ...varint(bytes.length), ...bytes);
    }
  }
  return new Uint8Array(out);
}

/** Schema 11's tables, as rslib's schema11.sql declares them (their columns and types; the SQL is written here). */
const SCHEMA_11 = `
  create table col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
    ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
    models text not null, decks text not null, dconf text not null, tags text not null);
  create table notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
    usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
    flags integer not null, data text not null);
  create table cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
    mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
    ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null,
    odue integer not null, odid integer not null, flags integer not null, data text not null);
  create table revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
    ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
  create table graves (usn integer not null, oid integer not null, type integer not null);
  create index ix_notes_usn on notes (usn);
  create index ix_cards_usn on cards (usn);
  create index ix_revlog_usn on revlog (usn);
  create index ix_cards_nid on cards (nid);
  create index ix_cards_sched on cards (did, queue, due);
  create index ix_revlog_cid on revlog (cid);
  create index ix_notes_csum on notes (csum);`;

/**
 * What schema 18 adds and changes (the schema 14, 15, 17 and 18 upgrades): note types, fields, templates and decks in
 * tables. Their name columns use Anki's `unicase` collation, which sql.js lacks: they are created with `nocase` and the
 * stored SQL is then rewritten to `unicase`, so the file reads as one Anki wrote.
 */
const SCHEMA_18 = `
  create table deck_config (id integer primary key not null, name text not null collate nocase,
    mtime_secs integer not null, usn integer not null, config blob not null);
  create table config (key text not null primary key, usn integer not null, mtime_secs integer not null,
    val blob not null) without rowid;
  create table fields (ntid integer not null, ord integer not null, name text not null collate nocase,
    config blob not null, primary key (ntid, ord)) without rowid;
  create unique index idx_fields_name_ntid on fields (name, ntid);
  create table templates (ntid integer not null, ord integer not null, name text not null collate nocase,
    mtime_secs integer not null, usn integer not null, config blob not null, primary key (ntid, ord)) without rowid;
  create unique index idx_templates_name_ntid on templates (name, ntid);
  create index idx_templates_usn on templates (usn);
  create table notetypes (id integer not null primary key, name text not null collate nocase,
    mtime_secs integer not null, usn integer not null, config blob not null);
  create unique index idx_notetypes_name on notetypes (name);
  create index idx_notetypes_usn on notetypes (usn);
  create table decks (id integer primary key not null, name text not null collate nocase, mtime_secs integer not null,
    usn integer not null, common blob not null, kind blob not null);
  create unique index idx_decks_name on decks (name);
  create index idx_notes_mid on notes (mid);
  create index idx_cards_odid on cards (odid) where odid != 0;
  create table tags (tag text not null primary key collate nocase, usn integer not null, collapsed boolean not null,
    config blob null) without rowid;
  drop table graves;
  create table graves (oid integer not null, type integer not null, usn integer not null, primary key (oid, type)) without rowid;
  create index idx_graves_pending on graves (usn);`;

function addNotes(db: Database, notes: AnkiNote[], deckId: number) {
  db.run('begin');
  const note = db.prepare('insert into notes values (?, ?, ?, 0, -1, \'\', ?, ?, 0, 0, \'\')');
  const card = db.prepare('insert into cards values (?, ?, ?, 0, 0, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, \'\')');
  notes.forEach((n, i) => {
    const id = 1_700_000_001_000 + i;
    note.run([id, `guid${i}`, n.cloze ? CLOZE_ID : BASIC_ID, n.fields.join(FIELD_SEPARATOR), n.fields[0] ?? '']);
    card.run([id, id, deckId, i + 1]);
  });
  note.free();
  card.free();
  db.run('commit');
}

function schema11Collection(SQL: SqlJsStatic, notes: AnkiNote[], fieldNames: string[], deck: string): Uint8Array {
  const db = new SQL.Database();
  db.run(SCHEMA_11);
  const flds = (names: string[]) => names.map((name, ord) => ({ name, ord, rtl: false, sticky: false, font: 'Arial', size: 20 }));
  const models = {
    [BASIC_ID]: { id: BASIC_ID, name: 'Básico', type: 0, flds: flds(fieldNames), tmpls: [{ name: 'Cartão 1', ord: 0, qfmt: `{{${fieldNames[0]}}}`, afmt: `{{${fieldNames[1]}}}` }] },
    [CLOZE_ID]: { id: CLOZE_ID, name: 'Omissão de palavras', type: 1, flds: flds(['Texto', 'Extra']), tmpls: [{ name: 'Omissão', ord: 0, qfmt: '{{cloze:Texto}}', afmt: '{{cloze:Texto}}' }] },
  };
  const decks = { 1: { id: 1, name: 'Default' }, [DECK_ID]: { id: DECK_ID, name: deck } };
  db.run('insert into col values (1, 1700000000, 0, 0, 11, 0, 0, 0, \'{}\', ?, ?, \'{}\', \'{}\')', [JSON.stringify(models), JSON.stringify(decks)]);
  addNotes(db, notes, DECK_ID);
  const bytes = db.export();
  db.close();
  return bytes;
}

function schema18Collection(SQL: SqlJsStatic, notes: AnkiNote[], fieldNames: string[], deck: string): Uint8Array {
  const db = new SQL.Database();
  db.run(SCHEMA_11);
  db.run(SCHEMA_18);
  db.run('insert into col values (1, 1700000000, 0, 0, 18, 0, 0, 0, \'\', \'\', \'\', \'\', \'\')');
  const css = '.card { font-family: arial; font-size: 20px; }';
  db.run('insert into notetypes values (?, ?, 0, -1, ?)', [BASIC_ID, 'Básico', protobuf([[3, css]])]);
  db.run('insert into notetypes values (?, ?, 0, -1, ?)', [CLOZE_ID, 'Omissão de palavras', protobuf([[1, 1], [3, css]])]);
  // Field config: rtl (2) set on a field whose name says so, font name (3) and size (4).
  fieldNames.forEach((name, ord) =>
    db.run('insert into fields values (?, ?, ?, ?)', [BASIC_ID, ord, name, protobuf([...(/persa|árabe|hebraico/i.test(name) ? [[2, 1] as ProtoField] : []), [3, 'Arial'], [4, 20]])]),
  );
  ['Texto', 'Extra'].forEach((name, ord) => db.run('insert into fields values (?, ?, ?, ?)', [CLOZE_ID, ord, name, protobuf([[3, 'Arial'], [4, 20]])]));
  db.run('insert into templates values (?, 0, ?, 0, -1, ?)', [BASIC_ID, 'Cartão 1', protobuf([[1, `{{${fieldNames[0]}}}`], [2, `{{${fieldNames[1]}}}`]])]);
  db.run('insert into templates values (?, 0, ?, 0, -1, ?)', [CLOZE_ID, 'Omissão', protobuf([[1, '{{cloze:Texto}}'], [2, '{{cloze:Texto}}']])]);
  // Deck names keep their levels apart with \x1f; kind is a DeckKind message whose `normal` (1) is set.
  db.run('insert into decks values (1, ?, 0, 0, ?, ?)', ['Default', new Uint8Array(), protobuf([[1, new Uint8Array()]])]);
  db.run('insert into decks values (?, ?, 0, -1, ?, ?)', [DECK_ID, deck.split('::').join('\x1f'), new Uint8Array(), protobuf([[1, new Uint8Array()]])]);
  addNotes(db, notes, DECK_ID);
  db.run('pragma writable_schema = on');
  db.run("update sqlite_schema set sql = replace(sql, 'collate nocase', 'collate unicase') where type = 'table'");
  db.run('pragma writable_schema = off');
  db.run('analyze');
  const bytes = db.export();
  db.close();
  return bytes;
}

/** The legacy collection current Anki writes beside the real one: one Basic note asking to update, 512-byte pages. */
function stubCollection(SQL: SqlJsStatic): Uint8Array {
  const db = new SQL.Database(schema11Collection(SQL, [{ fields: [STUB_TEXT, ''] }], ['Front', 'Back'], 'Default'));
  db.run("update cards set did = 1; update col set decks = '{\"1\": {\"id\": 1, \"name\": \"Default\"}}'");
  db.run('pragma page_size = 512');
  db.run('vacuum');
  const bytes = db.export();
  db.close();
  return bytes;
}

const zip = (files: Zippable) => Buffer.from(zipSync(files));

export async function currentPackage(notes: AnkiNote[], options: PackageOptions = {}): Promise<Buffer> {
  const SQL = await tools();
  const { deck = 'Medicina::Cardiologia', fieldNames = ['Front', 'Back'], media = {} } = options;
  const files: Zippable = {
    meta: [protobuf([[1, 3]]), { level: 0 }],
    'collection.anki21b': [zstd(schema18Collection(SQL, notes, fieldNames, deck)), { level: 0 }],
    'collection.anki2': [stubCollection(SQL), { level: 0 }],
  };
  const entries = Object.entries(media).map(([name, bytes], i) => {
    files[String(i)] = [zstd(bytes), { level: 0 }];
    return protobuf([[1, name], [2, bytes.length], [3, new Uint8Array(20)]]);
  });
  files.media = [zstd(protobuf(entries.map((entry) => [1, entry] as ProtoField))), { level: 0 }];
  return zip(files);
}

export async function legacyPackage(notes: AnkiNote[], options: PackageOptions & { withoutMeta?: boolean } = {}): Promise<Buffer> {
  const SQL = await tools();
  const { deck = 'Medicina::Cardiologia', fieldNames = ['Front', 'Back'], media = {}, withoutMeta = false } = options;
  const collection = schema11Collection(SQL, notes, fieldNames, deck);
  const files: Zippable = withoutMeta
    ? { 'collection.anki2': collection }
    : { meta: [protobuf([[1, 2]]), { level: 0 }], 'collection.anki21': collection, 'collection.anki2': [stubCollection(SQL), { level: 0 }] };
  const names = Object.keys(media);
  names.forEach((name, i) => (files[String(i)] = media[name]!));
  files.media = strToU8(JSON.stringify(Object.fromEntries(names.map((name, i) => [String(i), name]))));
  return zip(files);
}

export async function stubOnlyPackage(): Promise<Buffer> {
  const SQL = await tools();
  return zip({ meta: [protobuf([[1, 3]]), { level: 0 }], 'collection.anki2': [stubCollection(SQL), { level: 0 }], media: [zstd(new Uint8Array()), { level: 0 }] });
}
