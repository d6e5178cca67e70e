import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';
import { createCard, createDeck } from './helpers.js';

const t = useTestApp();

async function deckWithCards(n: number) {
  const owner = await loggedIn(t.app, t.db.knex);
  const deck = await createDeck(owner.client);
  const cards = [];
  for (let i = 0; i < n; i += 1) cards.push(await createCard(owner.client, deck.id, `Frente ${i}`, `Verso ${i}`));
  return { ...owner, deck, cards };
}

describe('cards', () => {
  it('when cards are added, then the list returns them in ordem with default counters', async () => {
    const { client, deck } = await deckWithCards(3);
    const res = await client.get(`/api/flashcards/${deck.id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((c: { frente: string; ordem: number }) => [c.frente, c.ordem])).toEqual([
      ['Frente 0', 0],
      ['Frente 1', 1],
      ['Frente 2', 2],
    ]);
    expect(res.body[0]).toMatchObject({ nivel: 0, revisoes: 0, acertos: 0, erros: 0, proxima_revisao: null, ultima_revisao: null });
  });

  it('when a study answer is saved, then proxima_revisao comes back exactly as the local string sent and the ISO dates as instants', async () => {
    const { client, deck, cards } = await deckWithCards(1);
    const answer = {
      id: cards[0]!.id,
      deck_id: deck.id,
      frente: 'Frente 0',
      verso: 'Verso 0',
      ordem: 0,
      nivel: 1,
      revisoes: 1,
      acertos: 1,
      erros: 0,
      proxima_revisao: '2025-03-09 23:59:30',
      ultima_revisao: '2025-03-10T02:49:30.000Z',
      ultimo_acerto: '2025-03-10T02:49:30.000Z',
      ultimo_erro: null,
      editando: false,
    };
    const res = await client.put(`/api/flashcards/${deck.id}/${cards[0]!.id}`, answer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nivel: 1, revisoes: 1, acertos: 1, proxima_revisao: '2025-03-09 23:59:30' });
    expect(new Date(res.body.ultima_revisao).toISOString()).toBe('2025-03-10T02:49:30.000Z');
    const [listed] = (await client.get(`/api/flashcards/${deck.id}`)).body;
    expect(listed.proxima_revisao).toBe('2025-03-09 23:59:30');
    const stored = await t.db.knex.raw(`select proxima_revisao::text as p from flashcards where id = ?`, [cards[0]!.id]);
    expect(stored.rows[0].p).toBe('2025-03-09 23:59:30');
  });

  it('when a text is edited, then frente and verso change and the other fields stay', async () => {
    const { client, deck, cards } = await deckWithCards(1);
    const res = await client.put(`/api/flashcards/${deck.id}/${cards[0]!.id}`, { frente: '  Nova frente ', verso: 'Novo verso', ordem: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ frente: 'Nova frente', verso: 'Novo verso', ordem: 0, nivel: 0 });
  });

  it.each([
    [{ nivel: 13 }, 'Nível deve estar entre 0 e 12.'],
    [{ nivel: -1 }, 'Nível deve estar entre 0 e 12.'],
    [{ nivel: 1.5 }, 'Nível deve ser um número inteiro.'],
    [{ ordem: -1 }, 'Ordem não pode ser negativo.'],
    [{ frente: 'x'.repeat(10_001) }, 'Frente longa demais (máximo de 10.000 caracteres).'],
    [{ verso: '' }, 'Verso é obrigatório.'],
    [{ proxima_revisao: '2025-03-09T23:59:30Z' }, 'Próxima revisão inválida (use AAAA-MM-DD HH:mm:ss).'],
    [{ proxima_revisao: '2025-02-30 10:00:00' }, 'Próxima revisão inválida (use AAAA-MM-DD HH:mm:ss).'],
    [{ ultima_revisao: 'ontem' }, 'Última revisão inválida.'],
    [{ revisoes: -2 }, 'Revisões não pode ser negativo.'],
    [{}, 'Nada para atualizar.'],
  ])('when the update is %o, then 400 "%s" and the card is unchanged', async (body, message) => {
    const { client, deck, cards } = await deckWithCards(1);
    const res = await client.put(`/api/flashcards/${deck.id}/${cards[0]!.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    const [card] = (await client.get(`/api/flashcards/${deck.id}`)).body;
    expect(card).toMatchObject({ frente: 'Frente 0', verso: 'Verso 0', nivel: 0, ordem: 0 });
  });

  it('when a card is deleted, then it is gone and a second delete is 404', async () => {
    const { client, deck, cards } = await deckWithCards(2);
    expect((await client.delete(`/api/flashcards/${deck.id}/${cards[0]!.id}`)).status).toBe(204);
    expect((await client.delete(`/api/flashcards/${deck.id}/${cards[0]!.id}`)).status).toBe(404);
    expect((await client.get(`/api/flashcards/${deck.id}`)).body).toHaveLength(1);
  });

  it('when the deck is deleted, then its cards go with it', async () => {
    const { client, deck, cards } = await deckWithCards(2);
    await client.delete(`/api/decks/${deck.id}`);
    expect(await t.db.knex('flashcards').whereIn('id', cards.map((c) => c.id))).toHaveLength(0);
  });
});

describe('reordering', () => {
  it('when the client sends the new order, then every card is renumbered by position in one go', async () => {
    const { client, deck, cards } = await deckWithCards(4);
    const ids = [cards[1]!.id, cards[0]!.id, cards[2]!.id, cards[3]!.id];
    expect((await client.put(`/api/flashcards/${deck.id}/ordem`, { ids })).status).toBe(204);
    const listed = (await client.get(`/api/flashcards/${deck.id}`)).body;
    expect(listed.map((c: { id: number; ordem: number }) => [c.id, c.ordem])).toEqual(ids.map((id, i) => [id, i]));
  });

  it('when the order misses a card or repeats one, then 409/400 and nothing moves', async () => {
    const { client, deck, cards } = await deckWithCards(3);
    const missing = await client.put(`/api/flashcards/${deck.id}/ordem`, { ids: [cards[2]!.id, cards[0]!.id] });
    expect(missing.status).toBe(409);
    const repeated = await client.put(`/api/flashcards/${deck.id}/ordem`, { ids: [cards[0]!.id, cards[0]!.id, cards[1]!.id] });
    expect(repeated.status).toBe(400);
    const listed = (await client.get(`/api/flashcards/${deck.id}`)).body;
    expect(listed.map((c: { id: number }) => c.id)).toEqual(cards.map((c) => c.id));
  });

  it('when the spec-style per-card PUT renumbers the cards, then the list follows', async () => {
    const { client, deck, cards } = await deckWithCards(2);
    await client.put(`/api/flashcards/${deck.id}/${cards[1]!.id}`, { frente: 'Frente 1', verso: 'Verso 1', ordem: 0 });
    await client.put(`/api/flashcards/${deck.id}/${cards[0]!.id}`, { frente: 'Frente 0', verso: 'Verso 0', ordem: 1 });
    const listed = (await client.get(`/api/flashcards/${deck.id}`)).body;
    expect(listed.map((c: { id: number }) => c.id)).toEqual([cards[1]!.id, cards[0]!.id]);
  });
});

describe('ownership', () => {
  it("when a user reaches cards of another user's deck, then list, create, edit, reorder and delete are 404", async () => {
    const { deck, cards } = await deckWithCards(2);
    const intruder = await loggedIn(t.app, t.db.knex);
    const cardUrl = `/api/flashcards/${deck.id}/${cards[0]!.id}`;
    expect((await intruder.client.get(`/api/flashcards/${deck.id}`)).status).toBe(404);
    expect((await intruder.client.post(`/api/flashcards/${deck.id}`, { frente: 'a', verso: 'b' })).status).toBe(404);
    expect((await intruder.client.put(cardUrl, { frente: 'hack' })).status).toBe(404);
    expect((await intruder.client.put(`/api/flashcards/${deck.id}/ordem`, { ids: cards.map((c) => c.id).reverse() })).status).toBe(404);
    expect((await intruder.client.delete(cardUrl)).status).toBe(404);
    const untouched = await t.db.knex('flashcards').where({ deck_id: deck.id }).orderBy('ordem');
    expect(untouched.map((c) => c.frente)).toEqual(['Frente 0', 'Frente 1']);
  });

  it("when a user sends their own deck id with another user's card id, then 404 and the card is untouched", async () => {
    const victim = await deckWithCards(1);
    const intruder = await loggedIn(t.app, t.db.knex);
    const ownDeck = await createDeck(intruder.client);
    const res = await intruder.client.put(`/api/flashcards/${ownDeck.id}/${victim.cards[0]!.id}`, { frente: 'hack' });
    expect(res.status).toBe(404);
    expect((await intruder.client.delete(`/api/flashcards/${ownDeck.id}/${victim.cards[0]!.id}`)).status).toBe(404);
    expect(await t.db.knex('flashcards').where({ id: victim.cards[0]!.id }).first()).toMatchObject({ frente: 'Frente 0' });
  });

  it('when a route id is not a positive integer, then 400', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    expect((await client.get('/api/flashcards/abc')).status).toBe(400);
    expect((await client.get('/api/decks/0')).status).toBe(400);
  });
});
