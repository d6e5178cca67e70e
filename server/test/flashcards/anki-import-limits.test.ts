import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import request, { type Response } from 'supertest';
import { zipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { APP_ORIGIN, useTestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';
import type { TestClient } from '../support/client.js';
import { ANKI_BUDGET, previewAnkiExport } from '../../src/flashcards/anki-import.js';
import { currentPackage, legacyPackage } from './anki-packages.js';

const t = useTestApp();
const require = createRequire(import.meta.url);

const NOT_ANKI = 'O pacote não tem a estrutura de uma coleção do Anki (a coleção só pode ter tabelas e índices).';
const NOTES_TABLE = `create table notes (id integer primary key, guid text, mid integer, mod integer, usn integer, tags text,
  flds text, sfld text, csum integer, flags integer, data text)`;
const CARDS_TABLE = 'create table cards (id integer primary key, nid integer, did integer, ord integer)';
const MODELS = JSON.stringify({ 1: { type: 0, name: 'Basic', flds: [{ name: 'Front' }, { name: 'Back' }] } });
/**
 * The most HTML one field may hold (anki-text.mjs). The quadratic field is exactly this long, the largest the server
 * reads: the one-pass cleanup goes through it at once, while the regular-expression cleanup it replaced needed about
 * 107 s for it (docs/security.md), past the thread's 30 s budget (then 422) and this file's test timeout. Either way a
 * quadratic cleanup fails these tests instead of passing slowly.
 */
const FIELD_HTML_MAX_CHARS = 1_000_000;
const QUADRATIC_FIELD = '<script '.repeat(FIELD_HTML_MAX_CHARS / '<script '.length);

/** A small package from a stranger: a legacy collection.anki2 built from the given SQL, as the attacks were. */
async function hostilePackage(sql: string): Promise<Buffer> {
  const SQL = await initSqlJs({ locateFile: (file: string) => require.resolve(`sql.js/dist/${file}`) });
  const db = new SQL.Database();
  db.run(sql);
  const bytes = db.export();
  db.close();
  return Buffer.from(zipSync({ 'collection.anki2': bytes }));
}

const COL_TABLE = `create table col (id integer primary key, models text, decks text);
  insert into col values (1, '${MODELS}', '{}');`;

async function upload(client: TestClient, bytes: Buffer, name = 'deck.apkg'): Promise<Response> {
  return client.agent
    .post('/api/flashcards/importar-anki?previa=1')
    .set('Origin', APP_ORIGIN)
    .set('X-XSRF-TOKEN', client.xsrf ?? '')
    .attach('arquivo', bytes, { filename: name, contentType: 'application/octet-stream' });
}

/** Releases of the holds still in place: a test that failed or timed out must not leave a thread's answer held. */
const holds = new Set<() => void>();
afterEach(() => {
  for (const release of holds) release();
});

/**
 * Watches for the next file handed to an import thread (the thread's postMessage) and holds that thread's answer back
 * until `release()`. Without the hold, the order of /healthz and the file's answer would only say which was faster
 * (the recursive view is refused at once); with it, /healthz is answered first exactly when the event loop
 * stays free while a thread has the file, and never when the file is read on the event loop itself.
 */
function holdNextThreadAnswer(onHandOff: () => void) {
  const postMessage = Worker.prototype.postMessage;
  const held: unknown[] = [];
  let holder: Worker | undefined;
  let handedOff!: () => void;
  const handOff = new Promise<void>((resolve) => (handedOff = resolve));
  const hold = (worker: Worker) => {
    holder = worker;
    const emit = worker.emit.bind(worker);
    // An own `emit` in front of EventEmitter's: the thread's answers wait in `held`; its errors and exit go through,
    // so a thread ended by its budget still ends the request.
    Object.defineProperty(worker, 'emit', {
      configurable: true,
      writable: true,
      value: (event: string | symbol, ...args: unknown[]) => {
        if (event !== 'message') return emit(event, ...args);
        held.push(args[0]);
        return true;
      },
    });
  };
  const spy = vi.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
    spy.mockRestore();
    hold(this);
    onHandOff();
    handedOff();
    postMessage.apply(this, args);
  });
  const release = () => {
    holds.delete(release);
    spy.mockRestore();
    if (!holder) return;
    Reflect.deleteProperty(holder, 'emit');
    for (const message of held.splice(0)) holder.emit('message', message);
    holder = undefined;
  };
  holds.add(release);
  return { handOff, release };
}

/** What `uploadWhileProbing` records when the server stays free: the hand-off, /healthz answered, then the file. */
const FREE_WHILE_READ = ['file handed to a thread', '/healthz 200', 'file answered'];

/**
 * Sends the upload; once the server has handed the file to a thread, asks /healthz while that thread's answer is held,
 * then lets the answer through. Records the order in which these happened. A file read on the event loop is answered
 * with no hand-off (the record is only 'file answered'); an event loop held while the thread reads never answers
 * /healthz, and the test ends at its timeout.
 */
async function uploadWhileProbing(client: TestClient, bytes: Buffer, name?: string) {
  await client.prime();
  const order: string[] = [];
  const thread = holdNextThreadAnswer(() => order.push('file handed to a thread'));
  const file$ = upload(client, bytes, name).finally(() => order.push('file answered'));
  const handedOff = await Promise.race([thread.handOff.then(() => true), file$.then(() => false)]);
  if (handedOff) {
    const health = await request(t.app).get('/healthz');
    order.push(`/healthz ${health.status}`);
  }
  thread.release();
  return { res: await file$, order };
}

describe('Anki files built to hold the server', () => {
  let quadraticPackage: Buffer;
  let recursiveView: Buffer;
  beforeAll(async () => {
    quadraticPackage = await legacyPackage([{ fields: [QUADRATIC_FIELD, 'Verso'] }, { fields: ['Frente', 'Verso'] }], { withoutMeta: true });
    // Had the view been queried, its thread would have run 50 000 000 recursive steps and answered with a preview.
    recursiveView = await hostilePackage(`${NOTES_TABLE}; ${CARDS_TABLE};
      create view col as with recursive r(n) as (select 1 union all select n + 1 from r where n < 50000000)
        select '${MODELS}' as models, '{}' as decks from r where n = 50000000;
      insert into notes (id, mid, flds) values (1, 1, 'Frente' || char(31) || 'Verso');`);
  });

  it('when a field is 1 000 000 characters of "<script " (quadratic for the old regex cleanup), then the preview reads it in a thread while /healthz is answered', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    expect(quadraticPackage.length).toBeLessThan(16 * 1024);
    const { res, order } = await uploadWhileProbing(client, quadraticPackage);
    expect(order).toEqual(FREE_WHILE_READ);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, linhas: [['', 'Verso'], ['Frente', 'Verso']] });
  });

  it('when the same field comes in a plain-text export with #html:true, then it is answered the same way', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const text = Buffer.from(`#separator:tab\n#html:true\n${QUADRATIC_FIELD}\tVerso\nFrente\tVerso\n`);
    const { res, order } = await uploadWhileProbing(client, text, 'deck.txt');
    expect(order).toEqual(FREE_WHILE_READ);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, linhas: [['', 'Verso'], ['Frente', 'Verso']] });
  });

  it('when the collection\'s "col" is a view running a recursive query, then its thread refuses it before any query (400) while /healthz is answered', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    expect(recursiveView.length).toBeLessThan(4 * 1024);
    const { res, order } = await uploadWhileProbing(client, recursiveView);
    expect(order).toEqual(FREE_WHILE_READ);
    // The schema check's refusal, before any query: with the view queried, the answer is a preview (200) or, on a
    // slower machine, the time budget's 422.
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: NOT_ANKI });
  });

  it.each([
    ['a trigger', `${COL_TABLE} ${NOTES_TABLE}; ${CARDS_TABLE}; create trigger t after insert on notes begin delete from cards; end;`],
    ['a view beside the real tables', `${COL_TABLE} ${NOTES_TABLE}; ${CARDS_TABLE}; create view v as select * from notes;`],
    ['a generated column in notes', `${COL_TABLE} create table notes (id integer primary key, mid integer, flds text, big text generated always as (printf('%.*c', 100000000, 'x')) virtual); ${CARDS_TABLE};`],
    ['notes without its fields column', `${COL_TABLE} create table notes (id integer primary key, mid integer); ${CARDS_TABLE};`],
  ])('when the collection has %s, then 400 before any query reads it', async (_name, sql) => {
    const { client } = await loggedIn(t.app, t.db.knex);
    await client.prime();
    const res = await upload(client, await hostilePackage(sql));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(NOT_ANKI);
  });

  it('when one field holds more than 1 000 000 characters of HTML, then 400 says so', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    await client.prime();
    const res = await upload(client, await legacyPackage([{ fields: [`<b>${'x'.repeat(1_000_000)}</b>`, 'Verso'] }]));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Um campo tem mais de 1.000.000 caracteres de HTML; o Anki guarda imagens e sons como arquivos, não no texto.');
  });
});

describe('the Anki import budget', () => {
  const notes = Array.from({ length: 2000 }, (_, i) => ({ fields: [`Pergunta ${i}?`, `Resposta ${i}`] }));

  it('when a file takes longer than the time budget, then its thread is ended and 422 says so in Portuguese', async () => {
    const bytes = await currentPackage(notes);
    await expect(previewAnkiExport(bytes, { ...ANKI_BUDGET, timeoutMs: 1 })).rejects.toMatchObject({
      status: 422,
      message: 'O arquivo do Anki demorou demais para ser lido e foi recusado. Divida o baralho em arquivos menores.',
    });
    // The next file gets a fresh thread and is read.
    await expect(previewAnkiExport(bytes)).resolves.toMatchObject({ total: 2000 });
  });

  it('when a package unpacks past the size budget, then 413 says so before it is read', async () => {
    const bytes = await currentPackage(notes);
    await expect(previewAnkiExport(bytes, { ...ANKI_BUDGET, maxUnpackedBytes: 64 * 1024 })).rejects.toMatchObject({
      status: 413,
      message: 'O pacote do Anki passa de 0 MB depois de descompactado. Divida o baralho em pacotes menores.',
    });
  });

  it('when a file needs more memory than the thread has, then 413 says so in Portuguese', async () => {
    const bytes = await currentPackage(notes);
    await expect(previewAnkiExport(bytes, { ...ANKI_BUDGET, maxHeapMb: 4 })).rejects.toMatchObject({
      status: 413,
      message: 'O arquivo do Anki precisa de memória demais para ser lido e foi recusado. Divida o baralho em arquivos menores.',
    });
  });
});
