import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { loggedIn } from '../support/factories.js';
import { createCard, createDeck, deckPayload } from './helpers.js';

const t = useTestApp();

describe('decks CRUD', () => {
  it('when a student creates, reads, edits and deletes a deck, then each call answers with the stored deck', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const created = await client.post('/api/decks', deckPayload());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ materia: 'Biologia', assunto: 'Citologia', grupo: 'Vestibular', ano: 2025 });

    const read = await client.get(`/api/decks/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    const edited = await client.put(`/api/decks/${created.body.id}`, deckPayload({ assunto: 'Genética', subgrupo: '' }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.body.id, assunto: 'Genética', subgrupo: null });

    expect((await client.delete(`/api/decks/${created.body.id}`)).status).toBe(204);
    expect((await client.get(`/api/decks/${created.body.id}`)).status).toBe(404);
  });

  it('when ano and subgrupo are left out, then ano is the current year and subgrupo is empty', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const res = await client.post('/api/decks', { materia: 'Química', assunto: 'pH', autor: 'Eu', grupo: 'ENEM' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ano: new Date().getFullYear(), subgrupo: null });
  });

  it.each([
    [{ materia: '' }, 'Matéria é obrigatória.'],
    [{ assunto: '   ' }, 'Assunto é obrigatório.'],
    [{ autor: undefined }, 'Autor é obrigatório.'],
    [{ grupo: null }, 'Grupo é obrigatório.'],
    [{ ano: 2025.5 }, 'Ano deve ser um número inteiro.'],
    [{ ano: 'abc' }, 'Ano inválido.'],
    [{ ano: 1200 }, 'Ano deve estar entre 1900 e 2200.'],
    [{ materia: 'x'.repeat(201) }, 'Matéria longa demais (máximo de 200 caracteres).'],
  ])('when the deck is %o, then 400 with "%s" and nothing is stored', async (overrides, message) => {
    const { client, user } = await loggedIn(t.app, t.db.knex);
    const res = await client.post('/api/decks', deckPayload(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect(await t.db.knex('decks').where({ user_id: user.id }).count('* as n').first()).toMatchObject({ n: 0 });
  });

  it('when nobody is logged in, then every deck call is 401', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/decks')).status).toBe(401);
    expect((await anonymous.post('/api/decks', deckPayload())).status).toBe(401);
  });
});

describe('ownership', () => {
  it("when a user reaches another user's deck, then read, edit and delete are 404 and the deck is untouched", async () => {
    const owner = await loggedIn(t.app, t.db.knex);
    const intruder = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const deck = await createDeck(owner.client);

    expect((await intruder.client.get(`/api/decks/${deck.id}`)).status).toBe(404);
    expect((await intruder.client.put(`/api/decks/${deck.id}`, deckPayload({ materia: 'Hack' }))).status).toBe(404);
    expect((await intruder.client.delete(`/api/decks/${deck.id}`)).status).toBe(404);
    const list = await intruder.client.get('/api/decks');
    expect(list.body.map((d: { id: number }) => d.id)).not.toContain(deck.id);
    expect((await owner.client.get(`/api/decks/${deck.id}`)).body).toMatchObject({ materia: 'Biologia' });
  });
});

describe('deck list with counts', () => {
  it('when cards are new, due and scheduled, then the list reports each count against the given local time', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const deck = await createDeck(client);
    const empty = await createDeck(client, { grupo: 'Outro' });
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push((await createCard(client, deck.id, `F${i}`, `V${i}`)).id);
    await client.put(`/api/flashcards/${deck.id}/${ids[0]}`, { proxima_revisao: '2025-01-10 08:00:00', nivel: 1, revisoes: 1, acertos: 1 });
    // Due exactly at the given time: the boundary is inclusive.
    await client.put(`/api/flashcards/${deck.id}/${ids[1]}`, { proxima_revisao: '2025-01-10 09:00:00', nivel: 1, revisoes: 1, acertos: 1 });
    await client.put(`/api/flashcards/${deck.id}/${ids[2]}`, { proxima_revisao: '2025-01-10 09:00:01', nivel: 1, revisoes: 1, acertos: 1 });

    const res = await client.get(`/api/decks?agora=${encodeURIComponent('2025-01-10 09:00:00')}`);
    expect(res.status).toBe(200);
    const byId = new Map(res.body.map((d: { id: number }) => [d.id, d]));
    expect(byId.get(deck.id)).toMatchObject({ total_cards: 5, cards_novos: 2, cards_para_revisar: 2 });
    expect(byId.get(empty.id)).toMatchObject({ total_cards: 0, cards_novos: 0, cards_para_revisar: 0 });
  });

  it('when agora is malformed, then 400', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const res = await client.get('/api/decks?agora=2025-02-30%2010:00:00');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/agora/);
  });

  it('when a user has many decks, then listing them costs the same number of queries as one deck (no N+1)', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const first = await createDeck(client);
    await createCard(client, first.id, 'a', 'b');
    const countQueries = async () => {
      let n = 0;
      const listener = () => (n += 1);
      t.db.knex.on('query', listener);
      const res = await client.get('/api/decks');
      t.db.knex.off('query', listener);
      expect(res.status).toBe(200);
      return { n, decks: res.body.length as number };
    };
    const one = await countQueries();
    for (let i = 0; i < 8; i += 1) {
      const deck = await createDeck(client, { materia: `M${i}` });
      await createCard(client, deck.id, 'a', 'b');
    }
    const nine = await countQueries();
    expect(one.decks).toBe(1);
    expect(nine.decks).toBe(9);
    expect(nine.n).toBe(one.n);
  });
});
