import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
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

/**
 * Sends the upload and, meanwhile, asks /healthz one request after another (10 ms apart). The server answered others
 * while it read the file when a health answer arrived before the file's, and no health answer came later than
 * 200 ms after it was due (a ping due while the event loop is held is late by the whole hold).
 */
async function uploadWhileProbing(client: TestClient, bytes: Buffer, name?: string) {
  await client.prime();
  let done = false;
  const started = performance.now();
  const upload$ = upload(client, bytes, name).then((res) => {
    done = true;
    return { res, ms: performance.now() - started };
  });
  const probe$ = (async () => {
    let answeredBefore = 0;
    let worstLateMs = 0;
    let due = performance.now();
    while (!done) {
      const health = await request(t.app).get('/healthz');
      expect(health.status).toBe(200);
      worstLateMs = Math.max(worstLateMs, performance.now() - due);
      if (!done) answeredBefore += 1;
      await sleep(10);
      due = performance.now();
    }
    return { answeredBefore, worstLateMs };
  })();
  const [{ res, ms }, probe] = await Promise.all([upload$, probe$]);
  return { res, ms, ...probe };
}

describe('Anki files built to hold the server', () => {
  // The import's threads are started (as on a server that has read a file before): what is measured below is the
  // file's own cost, not a thread's start-up on a busy machine.
  // The files are built first too: building them here allocates enough to make a garbage collection likely during
  // the measurement, which would be the test's own doing.
  let quadraticPackage: Buffer;
  let recursiveView: Buffer;
  beforeAll(async () => {
    quadraticPackage = await legacyPackage([{ fields: ['<script '.repeat(65_536), 'Verso'] }, { fields: ['Frente', 'Verso'] }], { withoutMeta: true });
    recursiveView = await hostilePackage(`${NOTES_TABLE}; ${CARDS_TABLE};
      create view col as with recursive r(n) as (select 1 union all select n + 1 from r where n < 50000000)
        select '${MODELS}' as models, '{}' as decks from r where n = 50000000;
      insert into notes (id, mid, flds) values (1, 1, 'Frente' || char(31) || 'Verso');`);
    await previewAnkiExport(await legacyPackage([{ fields: ['Frente', 'Verso'] }]));
    await Promise.all([previewAnkiExport(Buffer.from('Frente\tVerso\n')), previewAnkiExport(Buffer.from('Frente\tVerso\n'))]);
  });

  it('when a field is 512 KB of "<script " (quadratic for the old regex cleanup), then the preview answers within 5 s and /healthz stays under 200 ms', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    expect(quadraticPackage.length).toBeLessThan(16 * 1024);
    const { res, ms, answeredBefore, worstLateMs } = await uploadWhileProbing(client, quadraticPackage);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, linhas: [['', 'Verso'], ['Frente', 'Verso']] });
    expect(answeredBefore).toBeGreaterThan(0);
    expect(ms).toBeLessThan(5000);
    expect(worstLateMs).toBeLessThan(200);
  });

  it('when the same field comes in a plain-text export with #html:true, then it is answered the same way', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const text = Buffer.from(`#separator:tab\n#html:true\n${'<script '.repeat(65_536)}\tVerso\nFrente\tVerso\n`);
    const { res, ms, answeredBefore, worstLateMs } = await uploadWhileProbing(client, text, 'deck.txt');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2 });
    expect(answeredBefore).toBeGreaterThan(0);
    expect(ms).toBeLessThan(5000);
    expect(worstLateMs).toBeLessThan(200);
  });

  it('when the collection\'s "col" is a view running a recursive query, then it is refused before any query within 5 s and /healthz stays under 200 ms', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    expect(recursiveView.length).toBeLessThan(4 * 1024);
    const { res, ms, answeredBefore, worstLateMs } = await uploadWhileProbing(client, recursiveView);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(NOT_ANKI);
    expect(answeredBefore).toBeGreaterThan(0);
    expect(ms).toBeLessThan(5000);
    expect(worstLateMs).toBeLessThan(200);
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
