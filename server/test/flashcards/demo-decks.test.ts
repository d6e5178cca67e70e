import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { loggedIn } from '../support/factories.js';
import { DEMO_DECKS } from '../../src/flashcards/demo-decks.js';

const t = useTestApp();

describe('starter decks', () => {
  it('when a student adds the starter decks, then they own every demo deck with its cards in order', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const res = await client.post('/api/decks/exemplos');
    expect(res.status).toBe(201);
    expect(res.body.decks).toHaveLength(DEMO_DECKS.length);

    const decks = await t.db.knex('decks').where({ user_id: user.id }).orderBy('id');
    expect(decks.map((d) => d.assunto)).toEqual(DEMO_DECKS.map((d) => d.deck.assunto));
    expect(decks[0].ano).toBe(new Date().getFullYear());
    const cards = await client.get(`/api/flashcards/${decks[0].id}`);
    expect(cards.body.map((c: { frente: string }) => c.frente)).toEqual(DEMO_DECKS[0]!.cards.map((c) => c.frente));
    expect(cards.body.map((c: { ordem: number }) => c.ordem)).toEqual(DEMO_DECKS[0]!.cards.map((_, i) => i));
  });

  it('when they are added twice, then nothing is duplicated', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    await client.post('/api/decks/exemplos');
    const again = await client.post('/api/decks/exemplos');
    expect(again.status).toBe(201);
    expect(again.body.decks).toEqual([]);
    const count = await t.db.knex('decks').where({ user_id: user.id }).count('* as n').first();
    expect(count?.n).toBe(DEMO_DECKS.length);
  });

  it('when nobody is logged in, then 401 and nothing is created', async () => {
    const before = await t.db.knex('decks').count('* as n').first();
    expect((await new TestClient(t.app).post('/api/decks/exemplos')).status).toBe(401);
    expect(await t.db.knex('decks').count('* as n').first()).toEqual(before);
  });
});
