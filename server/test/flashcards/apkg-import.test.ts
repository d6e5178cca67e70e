import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { APP_ORIGIN, useTestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';
import type { TestClient } from '../support/client.js';
import { createDeck } from './helpers.js';

const t = useTestApp();

const require = createRequire(import.meta.url);

/**
 * A legacy Anki collection made here from SQL, with only the tables and columns the importer reads: two "Basic"
 * notes (one with an image), one cloze note, two decks (Anki's "Default" and ours) and one media file.
 */
async function apkg(name: 'collection.anki2' | 'collection.anki21' = 'collection.anki2'): Promise<Buffer> {
  const SQL = await initSqlJs({ locateFile: (file: string) => require.resolve(`sql.js/dist/${file}`) });
  const db = new SQL.Database();
  db.run(`
    create table col (id integer primary key, crt integer, mod integer, scm integer, ver integer, dty integer, usn integer,
      ls integer, conf text, models text, decks text, dconf text, tags text);
    create table notes (id integer primary key, guid text, mid integer, mod integer, usn integer, tags text, flds text,
      sfld text, csum integer, flags integer, data text);
    create table cards (id integer primary key, nid integer, did integer, ord integer, mod integer, usn integer,
      type integer, queue integer, due integer, ivl integer, factor integer, reps integer, lapses integer, left integer,
      odue integer, odid integer, flags integer, data text);
  `);
  const models = { '100': { type: 0, name: 'Basic', flds: [{ name: 'Front' }, { name: 'Back' }] }, '200': { type: 1, name: 'Cloze', flds: [{ name: 'Text' }, { name: 'Extra' }] } };
  const decks = { '1': { name: 'Default' }, '1700': { name: 'Medicina::Cardiologia' } };
  db.run('insert into col (id, crt, mod, scm, ver, models, decks) values (1, 0, 0, 0, 11, ?, ?)', [JSON.stringify(models), JSON.stringify(decks)]);
  const notes: Array<[number, number, string]> = [
    [1, 100, '<b>Qual valva separa AE e VE?</b>\x1fMitral<img src="valva.png">'],
    [2, 200, 'A {{c1::aorta}} sai do VE\x1f'],
    [3, 100, 'Primeira bulha?\x1fFechamento das AV &amp; início da sístole'],
  ];
  for (const [id, mid, flds] of notes) {
    db.run('insert into notes (id, guid, mid, mod, usn, tags, flds, sfld, csum, flags, data) values (?, ?, ?, 0, 0, "", ?, "", 0, 0, "")', [id, `g${id}`, mid, flds]);
    db.run('insert into cards (id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data) values (?, ?, 1700, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, "")', [id, id]);
  }
  const bytes = db.export();
  db.close();
  return Buffer.from(zipSync({ [name]: bytes, media: strToU8(JSON.stringify({ '0': 'valva.png' })), '0': new Uint8Array([137, 80, 78, 71]) }));
}

async function upload(client: TestClient, url: string, bytes: Buffer, fields: Record<string, string> = {}) {
  await client.prime();
  const req = client.agent.post(url).set('Origin', APP_ORIGIN).set('X-XSRF-TOKEN', client.xsrf ?? '');
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return req.attach('arquivo', bytes, { filename: 'cardio.apkg', contentType: 'application/octet-stream' });
}

const cardsOf = (deckId: number) => t.db.knex('flashcards').where({ deck_id: deckId }).orderBy('ordem').select('frente', 'verso');
const SKIPPED = { midia: 1, outros_tipos: 1 };

describe('Anki package (.apkg) import', () => {
  it('when a legacy package is previewed, then its deck name, the first two fields as text and what is skipped come back', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const res = await upload(client, '/api/flashcards/importar-anki?previa=1', await apkg());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      deck: 'Medicina::Cardiologia',
      html: true,
      colunas: ['Frente', 'Verso'],
      linhas: [
        ['Qual valva separa AE e VE?', 'Mitral'],
        ['Primeira bulha?', 'Fechamento das AV & início da sístole'],
      ],
      total: 2,
      ignorados: SKIPPED,
    });
  });

  it.each(['collection.anki2', 'collection.anki21'] as const)('when %s is imported into a deck, then its basic notes become cards and the skipped are reported', async (name) => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const deck = await createDeck(client);
    const res = await upload(client, `/api/flashcards/importar-anki/${deck.id}`, await apkg(name));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ importados: 2, ignorados: SKIPPED });
    expect(await cardsOf(deck.id)).toEqual([
      { frente: 'Qual valva separa AE e VE?', verso: 'Mitral' },
      { frente: 'Primeira bulha?', verso: 'Fechamento das AV & início da sístole' },
    ]);
  });

  it('when a package is imported into a new deck, then the deck is created with its cards', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const fields = { materia: 'Medicina', assunto: 'Cardiologia', autor: 'Anki', grupo: 'Anki', ano: '2026' };
    const res = await upload(client, '/api/flashcards/importar-anki', await apkg(), fields);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ importados: 2, ignorados: SKIPPED, deck: { materia: 'Medicina', assunto: 'Cardiologia' } });
    expect(await cardsOf(res.body.deck.id)).toHaveLength(2);
  });

  it.each([
    [
      'only the new collection.anki21b',
      Buffer.from(zipSync({ 'collection.anki21b': new Uint8Array([40, 181, 47, 253]) })),
      'Este pacote usa o formato novo do Anki (collection.anki21b), que ainda não é suportado. No Anki, exporte marcando "Suporte a versões antigas do Anki" ou use "Notas em texto simples".',
    ],
    ['no collection', Buffer.from(zipSync({ media: strToU8('{}') })), 'O pacote do Anki não contém uma coleção (collection.anki2).'],
    ['a broken zip', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 7)]), 'Não consegui abrir o pacote do Anki (.apkg).'],
    ['a collection that is not SQLite', Buffer.from(zipSync({ 'collection.anki2': strToU8('não é sqlite') })), 'Não consegui ler a coleção do pacote do Anki.'],
  ])('when the package has %s, then 400 says so and nothing is imported', async (_name, bytes, message) => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const deck = await createDeck(client);
    const res = await upload(client, `/api/flashcards/importar-anki/${deck.id}`, bytes);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await cardsOf(deck.id)).toEqual([]);
  });
});
