import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';
import { createCard, createDeck } from './helpers.js';

const t = useTestApp();

const AUDIO_PATH = /^\/api\/audio\/[0-9a-f-]{36}$/;

async function ownerWithCard() {
  const owner = await loggedIn(t.app, t.db.knex);
  const deck = await createDeck(owner.client);
  const card = await createCard(owner.client, deck.id, 'Coração', 'Bomba muscular');
  return { ...owner, deck, card };
}

describe('card audio (POST /api/tts/salvar)', () => {
  it('when the owner asks for a side, then a stored audio path is returned, linked to the card and served with long cache headers', async () => {
    const { client, deck, card } = await ownerWithCard();
    const res = await client.post('/api/tts/salvar', { text: 'Coração', deckId: deck.id, cardId: card.id, tipo: 'frente' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.path).toMatch(AUDIO_PATH);
    const audioId = res.body.path.split('/').pop();
    expect(await t.db.knex('flashcard_audio').where({ flashcard_id: card.id })).toEqual([
      { flashcard_id: card.id, tipo: 'frente', audio_id: audioId },
    ]);

    const audio = await client.get(res.body.path);
    expect(audio.status).toBe(200);
    expect(audio.headers['content-type']).toMatch(/^audio\//);
    expect(audio.headers['cache-control']).toMatch(/max-age=31536000/);
    expect((audio.body as Buffer).length).toBeGreaterThan(1000);

    // Same text again: the same stored audio, generated once.
    const again = await client.post('/api/tts/salvar', { text: 'Coração', deckId: deck.id, cardId: card.id, tipo: 'frente' });
    expect(again.body.path).toBe(res.body.path);
    expect(await t.db.knex('audio').where({ id: audioId }).count('* as n').first()).toMatchObject({ n: 1 });
  });

  it('when the card text is edited, then the old link is dropped and the next request yields new audio', async () => {
    const { client, deck, card } = await ownerWithCard();
    const before = await client.post('/api/tts/salvar', { text: 'Bomba muscular', deckId: deck.id, cardId: card.id, tipo: 'verso' });
    await client.put(`/api/flashcards/${deck.id}/${card.id}`, { verso: 'Órgão que bombeia o sangue' });
    expect(await t.db.knex('flashcard_audio').where({ flashcard_id: card.id, tipo: 'verso' })).toHaveLength(0);
    const after = await client.post('/api/tts/salvar', { text: 'Órgão que bombeia o sangue', deckId: deck.id, cardId: card.id, tipo: 'verso' });
    expect(after.status).toBe(200);
    expect(after.body.path).toMatch(AUDIO_PATH);
    expect(after.body.path).not.toBe(before.body.path);
  });

  it("when another user asks for the audio of someone's card or plays its path, then both are 404", async () => {
    const { client, deck, card } = await ownerWithCard();
    const own = await client.post('/api/tts/salvar', { text: 'Coração', deckId: deck.id, cardId: card.id, tipo: 'frente' });
    const intruder = await loggedIn(t.app, t.db.knex);
    const stolen = await intruder.client.post('/api/tts/salvar', { text: 'Coração', deckId: deck.id, cardId: card.id, tipo: 'frente' });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({ error: 'Card não encontrado.' });
    expect((await intruder.client.get(own.body.path)).status).toBe(404);
  });

  it.each([
    [{ deckId: 1, cardId: 1, tipo: 'frente' }, 'Texto é obrigatório.'],
    [{ text: 'x', cardId: 1, tipo: 'frente' }, 'Deck inválido.'],
    [{ text: 'x', deckId: 1, tipo: 'frente' }, 'Card inválido.'],
    [{ text: 'x', deckId: 1, cardId: 1, tipo: 'lado' }, 'Tipo deve ser frente ou verso.'],
  ])('when the payload is %o, then 400 "%s"', async (body, message) => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const res = await client.post('/api/tts/salvar', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });
});
