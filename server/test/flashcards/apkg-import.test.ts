import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { APP_ORIGIN, useTestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';
import type { TestClient } from '../support/client.js';
import { createDeck } from './helpers.js';
import { currentPackage, legacyPackage, stubOnlyPackage, type AnkiNote } from './anki-packages.js';

const t = useTestApp();

/** Persian, Arabic and Hebrew beside Portuguese with accents, emoji (one with a joiner) and a decomposed accent. */
const NOTES: AnkiNote[] = [
  { fields: ['<div dir="rtl"><b>قلب</b> به فارسی</div>', 'Coração ❤️ (<i>cor, cordis</i>)<img src="coracao.png">'] },
  { fields: ['{{c1::Aorta}} sai do VE', ''], cloze: true },
  { fields: ['ما هو الشريان الأبهر؟', 'A aorta: maior artéria 🫀<br>sai do ventrículo esquerdo'] },
  { fields: ['לב', 'Coração em hebraico 👩‍⚕️ &amp; açaí'] },
  { fields: ['Primeira bulha?[sound:b1.mp3]', 'Fechamento das valvas AV &nbsp;— início da sístole'] },
];
const FRONTS = ['قلب به فارسی', 'ما هو الشريان الأبهر؟', 'לב', 'Primeira bulha?'];
const BACKS = ['Coração ❤️ (cor, cordis)', 'A aorta: maior artéria 🫀\nsai do ventrículo esquerdo', 'Coração em hebraico 👩‍⚕️ & açaí', 'Fechamento das valvas AV — início da sístole'];
const MEDIA = { 'coracao.png': new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), 'b1.mp3': new Uint8Array([73, 68, 51]) };

async function upload(client: TestClient, url: string, bytes: Buffer, fields: Record<string, string> = {}) {
  await client.prime();
  const req = client.agent.post(url).set('Origin', APP_ORIGIN).set('X-XSRF-TOKEN', client.xsrf ?? '');
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return req.attach('arquivo', bytes, { filename: 'cardio.apkg', contentType: 'application/octet-stream' });
}

const cardsOf = (deckId: number) => t.db.knex('flashcards').where({ deck_id: deckId }).orderBy('ordem').select('frente', 'verso');
const FORMATS = [
  ['the current format (meta 3, zstd schema-18 collection.anki21b beside the stub)', () => currentPackage(NOTES, { media: MEDIA })],
  ['the legacy format (meta 2, collection.anki21 beside the stub)', () => legacyPackage(NOTES, { media: MEDIA })],
  ['the format of Anki before 2.1.50 (collection.anki2 alone, no meta)', () => legacyPackage(NOTES, { media: MEDIA, withoutMeta: true })],
] as const;

describe('Anki package (.apkg) import', () => {
  it.each(FORMATS)('when a package in %s is previewed, then its real notes, field names and what is skipped come back', async (_name, build) => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const res = await upload(client, '/api/flashcards/importar-anki?previa=1', await build());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      deck: 'Medicina::Cardiologia',
      html: true,
      colunas: ['Front', 'Back'],
      linhas: FRONTS.map((frente, i) => [frente, BACKS[i]]),
      total: 4,
      ignorados: { midia: 2, outros_tipos: 1 },
    });
  });

  it.each(FORMATS)('when a package in %s is imported into a deck, then every script, accent and emoji arrives as written', async (_name, build) => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const deck = await createDeck(client);
    const res = await upload(client, `/api/flashcards/importar-anki/${deck.id}`, await build());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ importados: 4, ignorados: { midia: 2, outros_tipos: 1 } });
    expect(await cardsOf(deck.id)).toEqual(FRONTS.map((frente, i) => ({ frente, verso: BACKS[i] })));
    const listed = await client.get(`/api/flashcards/${deck.id}`);
    expect(listed.body.map((c: { frente: string }) => c.frente)).toEqual(FRONTS);
  });

  it('when a current package has a note type with three named fields, then the choice offers those names and imports the chosen ones', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const notes = [{ fields: ['دل', 'Coração', 'Cardiologia'] }, { fields: ['ریه', 'Pulmão', 'Pneumologia'] }];
    const bytes = await currentPackage(notes, { fieldNames: ['Palavra em persa', 'Tradução', 'Área'], deck: 'Línguas::Persa' });
    const preview = await upload(client, '/api/flashcards/importar-anki?previa=1', bytes);
    expect(preview.body).toMatchObject({ deck: 'Línguas::Persa', colunas: ['Palavra em persa', 'Tradução', 'Área'], total: 2 });
    const fields = { materia: 'Persa', assunto: 'Corpo', autor: 'Anki', grupo: 'Línguas', ano: '2026' };
    const res = await upload(client, '/api/flashcards/importar-anki?frente=1&verso=0', bytes, fields);
    expect(res.status).toBe(201);
    expect(await cardsOf(res.body.deck.id)).toEqual([
      { frente: 'Coração', verso: 'دل' },
      { frente: 'Pulmão', verso: 'ریه' },
    ]);
  });

  it('when a chosen field is empty in a note, then 400 names the note and the field and nothing is imported', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const deck = await createDeck(client);
    const bytes = await currentPackage([{ fields: ['Mitose?', 'Divisão', 'Citologia'] }, { fields: ['Meiose?', 'Reducional', ''] }], { fieldNames: ['Frente', 'Verso', 'Tema'] });
    const res = await upload(client, `/api/flashcards/importar-anki/${deck.id}?frente=0&verso=2`, bytes);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Nota 2: verso vazio (campo "Tema").');
    expect(await cardsOf(deck.id)).toEqual([]);
  });

  it('when the same package is imported twice, then the duplicates question is asked and skipping adds nothing', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const deck = await createDeck(client);
    const bytes = await currentPackage(NOTES);
    expect((await upload(client, `/api/flashcards/importar-anki/${deck.id}`, bytes)).status).toBe(201);
    const again = await upload(client, `/api/flashcards/importar-anki/${deck.id}`, bytes);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ repetidos: 4, total: 4 });
    const skipped = await upload(client, `/api/flashcards/importar-anki/${deck.id}?repetidos=pular`, bytes);
    expect(skipped.body).toMatchObject({ importados: 0, repetidos_ignorados: 4 });
    expect(await cardsOf(deck.id)).toHaveLength(4);
  });

  it('when the package holds only the compatibility collection, then 400 says so and its note is never imported', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const deck = await createDeck(client);
    const res = await upload(client, `/api/flashcards/importar-anki/${deck.id}`, await stubOnlyPackage());
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      'Este pacote do Anki só traz a coleção de compatibilidade que o Anki inclui para versões antigas (uma nota pedindo para atualizar o Anki), não as suas notas. Exporte o baralho de novo no Anki e envie o arquivo .apkg completo, sem extrair nem recompactar.',
    );
    expect(await cardsOf(deck.id)).toEqual([]);
  });

  it.each([
    ['a collection.anki21b that is not zstd', Buffer.from(zipSync({ meta: new Uint8Array([8, 3]), 'collection.anki21b': new Uint8Array([40, 181, 47, 253]) })), 'Não consegui descompactar a coleção do pacote do Anki.'],
    ['a meta from a newer Anki', Buffer.from(zipSync({ meta: new Uint8Array([8, 4]), 'collection.anki21b': new Uint8Array([1]) })), 'Este pacote foi criado por uma versão do Anki mais nova do que a que sabemos ler. No Anki, exporte marcando "Suporte a versões antigas do Anki" ou use "Notas em texto simples".'],
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

  it("when someone previews a package into another user's deck, then 404", async () => {
    const owner = await loggedIn(t.app, t.db.knex);
    const deck = await createDeck(owner.client);
    const other = await loggedIn(t.app, t.db.knex);
    const res = await upload(other.client, `/api/flashcards/importar-anki/${deck.id}?previa=1`, await currentPackage(NOTES));
    expect(res.status).toBe(404);
  });
});
