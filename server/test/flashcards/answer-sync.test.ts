import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addMinutesLocal } from '@app/contracts';
import { useTestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';
import type { TestClient } from '../support/client.js';
import { createCard, createDeck } from './helpers.js';

const t = useTestApp();
const SYNC = '/api/flashcards/respostas/sincronizar';

/** A device whose wall clock reads UTC: the ISO instant and the local 'YYYY-MM-DD HH:mm:ss' of `minutesAgo` back. */
function at(minutesAgo: number) {
  const instant = new Date(Date.now() - minutesAgo * 60_000);
  instant.setUTCMilliseconds(0);
  return { respondido_em: instant.toISOString(), respondido_em_local: instant.toISOString().slice(0, 19).replace('T', ' ') };
}

async function studyDeck(n: number) {
  const owner = await loggedIn(t.app, t.db.knex);
  const deck = await createDeck(owner.client);
  const cards = [];
  for (let i = 0; i < n; i += 1) cards.push(await createCard(owner.client, deck.id, `Frente ${i}`, `Verso ${i}`));
  return { ...owner, deck, cards };
}

function offline(deckId: number, cardId: number, minutesAgo: number, extra: Record<string, unknown> = {}) {
  return { chave: randomUUID(), deckId, cardId, resposta: 'acerto', revisoes: 0, tempo_resposta_ms: 3000, ...at(minutesAgo), ...extra };
}

const sync = (client: TestClient, respostas: unknown[]) => client.post(SYNC, { respostas });
const logOf = (deckId: number) => t.db.knex('flashcard_revisoes').where({ deck_id: deckId }).orderBy('id');
const cardOf = async (id: number) => (await t.db.knex('flashcards').where({ id }))[0];

describe('offline answers sync', () => {
  it('when three offline answers are synced, then each is logged once at its answer time with the due date an online answer then would get', async () => {
    const { client, deck, cards } = await studyDeck(3);
    const answers = [
      offline(deck.id, cards[0]!.id, 30, { resposta: 'acerto' }),
      offline(deck.id, cards[1]!.id, 20, { resposta: 'errei' }),
      offline(deck.id, cards[2]!.id, 10, { resposta: 'facil' }),
    ];
    const res = await sync(client, answers);
    expect(res.status).toBe(200);
    expect(res.body.resultados.map((r: { situacao: string }) => r.situacao)).toEqual(['aplicada', 'aplicada', 'aplicada']);

    const log = await logOf(deck.id);
    expect(log.map((r) => r.chave)).toEqual(answers.map((a) => a.chave));
    expect(log.map((r) => new Date(r.respondido_em).toISOString())).toEqual(answers.map((a) => a.respondido_em));
    // The spec's table from a new card: acerto 10 min, errei 1 min, facil 6 min.
    expect((await cardOf(cards[0]!.id)).proxima_revisao).toBe(addMinutesLocal(answers[0]!.respondido_em_local, 10));
    expect((await cardOf(cards[1]!.id)).proxima_revisao).toBe(addMinutesLocal(answers[1]!.respondido_em_local, 1));
    expect((await cardOf(cards[2]!.id)).proxima_revisao).toBe(addMinutesLocal(answers[2]!.respondido_em_local, 6));
    expect(new Date((await cardOf(cards[0]!.id)).ultima_revisao).toISOString()).toBe(answers[0]!.respondido_em);
  });

  it('when the same outbox is sent again, then every answer comes back repetida and nothing changes', async () => {
    const { client, deck, cards } = await studyDeck(2);
    const answers = [offline(deck.id, cards[0]!.id, 5), offline(deck.id, cards[1]!.id, 4, { resposta: 'ok' })];
    expect((await sync(client, answers)).status).toBe(200);
    const cardsBefore = await t.db.knex('flashcards').where({ deck_id: deck.id }).orderBy('id');
    const again = await sync(client, answers);
    const third = await sync(client, answers);
    for (const res of [again, third]) {
      expect(res.status).toBe(200);
      expect(res.body.resultados.map((r: { situacao: string }) => r.situacao)).toEqual(['repetida', 'repetida']);
    }
    expect(await logOf(deck.id)).toHaveLength(2);
    expect(await t.db.knex('flashcards').where({ deck_id: deck.id }).orderBy('id')).toEqual(cardsBefore);
    const [day] = await t.db.knex('flashcard_estudo_dias').where({ deck_id: deck.id });
    expect(day.revisoes).toBe(2);
  });

  it('when two syncs of the same outbox race (two tabs coming online), then each answer is applied exactly once', async () => {
    const { client, deck, cards } = await studyDeck(3);
    const answers = [
      offline(deck.id, cards[0]!.id, 9),
      offline(deck.id, cards[1]!.id, 8),
      offline(deck.id, cards[0]!.id, 7, { resposta: 'dificil', revisoes: 1 }),
      offline(deck.id, cards[2]!.id, 6),
    ];
    const [a, b] = await Promise.all([sync(client, answers), sync(client, answers)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    for (let i = 0; i < answers.length; i += 1) {
      const outcomes = [a.body.resultados[i].situacao, b.body.resultados[i].situacao].sort();
      expect(outcomes).toEqual(['aplicada', 'repetida']);
    }
    expect((await logOf(deck.id)).map((r) => r.chave).sort()).toEqual(answers.map((x) => x.chave).sort());
    expect(await cardOf(cards[0]!.id)).toMatchObject({ revisoes: 2, acertos: 2 });
  });

  it('when the list is not in answer-time order, then the answers are applied oldest first', async () => {
    const { client, deck, cards } = await studyDeck(1);
    const first = offline(deck.id, cards[0]!.id, 20, { resposta: 'acerto', revisoes: 0 });
    const second = offline(deck.id, cards[0]!.id, 10, { resposta: 'errei', revisoes: 1 });
    const res = await sync(client, [second, first]);
    expect(res.body.resultados).toMatchObject([
      { chave: second.chave, situacao: 'aplicada' },
      { chave: first.chave, situacao: 'aplicada' },
    ]);
    expect((await logOf(deck.id)).map((r) => r.chave)).toEqual([first.chave, second.chave]);
    expect(await cardOf(cards[0]!.id)).toMatchObject({ revisoes: 2, acertos: 1, erros: 1, nivel: 0 });
  });

  it("when an answer names another user's card, then it is refused, that card is untouched and the sender's other answers apply", async () => {
    const victim = await studyDeck(1);
    const { client, deck, cards } = await studyDeck(1);
    const res = await sync(client, [offline(victim.deck.id, victim.cards[0]!.id, 3), offline(deck.id, cards[0]!.id, 2)]);
    expect(res.status).toBe(200);
    expect(res.body.resultados[0]).toEqual({
      chave: expect.any(String),
      situacao: 'recusada',
      motivo: 'O card ou o deck foi excluído enquanto você estava sem conexão; a resposta foi descartada.',
    });
    expect(res.body.resultados[1].situacao).toBe('aplicada');
    expect(await cardOf(victim.cards[0]!.id)).toMatchObject({ revisoes: 0, proxima_revisao: null });
    expect(await logOf(victim.deck.id)).toHaveLength(0);
  });

  it("when a chave already logged by another user is sent, then it only answers the sender's own card and the other user's card is untouched", async () => {
    const victim = await studyDeck(1);
    const theirs = offline(victim.deck.id, victim.cards[0]!.id, 5);
    expect((await sync(victim.client, [theirs])).body.resultados[0].situacao).toBe('aplicada');
    const { client, deck, cards } = await studyDeck(1);
    const res = await sync(client, [{ ...offline(deck.id, cards[0]!.id, 4), chave: theirs.chave }]);
    // The key is per user: the replay is a fresh answer of the sender's own card, never the victim's.
    expect(res.body.resultados[0].situacao).toBe('aplicada');
    expect(await cardOf(victim.cards[0]!.id)).toMatchObject({ revisoes: 1 });
    expect(await logOf(victim.deck.id)).toHaveLength(1);
  });

  it('when the card was answered on another device meanwhile, then the offline answer is refused with the reason and the other answer stays', async () => {
    const { client, deck, cards } = await studyDeck(1);
    const online = await client.post(`/api/flashcards/${deck.id}/${cards[0]!.id}/respostas`, {
      chave: randomUUID(),
      resposta: 'errei',
      respondido_em_local: at(0).respondido_em_local,
      revisoes: 0,
    });
    expect(online.status).toBe(200);
    const res = await sync(client, [offline(deck.id, cards[0]!.id, 15, { resposta: 'facil' })]);
    expect(res.body.resultados[0]).toMatchObject({
      situacao: 'recusada',
      motivo: 'Este card foi respondido em outro aparelho enquanto você estava sem conexão; vale a resposta que chegou primeiro.',
    });
    expect(await cardOf(cards[0]!.id)).toMatchObject({ revisoes: 1, erros: 1, acertos: 0 });
    expect(await logOf(deck.id)).toHaveLength(1);
  });

  it('when the card was deleted meanwhile, then its answer is refused and the next answers still apply', async () => {
    const { client, deck, cards } = await studyDeck(2);
    expect((await client.delete(`/api/flashcards/${deck.id}/${cards[0]!.id}`)).status).toBe(204);
    const res = await sync(client, [offline(deck.id, cards[0]!.id, 3), offline(deck.id, cards[1]!.id, 2)]);
    expect(res.body.resultados.map((r: { situacao: string }) => r.situacao)).toEqual(['recusada', 'aplicada']);
  });

  it('when an answer is 30 days and 1 minute old, then it is refused; at 29 days 23 h it applies', async () => {
    const { client, deck, cards } = await studyDeck(2);
    const res = await sync(client, [offline(deck.id, cards[0]!.id, 30 * 1440 + 1), offline(deck.id, cards[1]!.id, 30 * 1440 - 60)]);
    expect(res.body.resultados[0]).toMatchObject({ situacao: 'recusada', motivo: 'Resposta dada há mais de 30 dias sem conexão: não foi aplicada.' });
    expect(res.body.resultados[1].situacao).toBe('aplicada');
  });

  it('when the device clock is ahead, then the answer is logged at the server time, never in the future', async () => {
    const { client, deck, cards } = await studyDeck(1);
    const before = Date.now();
    const res = await sync(client, [offline(deck.id, cards[0]!.id, -120)]);
    expect(res.body.resultados[0].situacao).toBe('aplicada');
    const [row] = await logOf(deck.id);
    expect(new Date(row.respondido_em).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(row.respondido_em).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('when the last synced answer is undone, then the card is back as before it (the online undo rule)', async () => {
    const { client, deck, cards } = await studyDeck(1);
    const first = offline(deck.id, cards[0]!.id, 10);
    const second = offline(deck.id, cards[0]!.id, 5, { resposta: 'errei', revisoes: 1 });
    await sync(client, [first, second]);
    const undo = await client.post(`/api/flashcards/respostas/${second.chave}/desfazer`);
    expect(undo.status).toBe(200);
    expect(await cardOf(cards[0]!.id)).toMatchObject({ revisoes: 1, acertos: 1, erros: 0 });
  });

  it.each([
    [{ respostas: [] }, 'Nenhuma resposta para sincronizar.'],
    [{}, 'Envie as respostas em uma lista.'],
    [{ respostas: [{ chave: 'x' }] }, 'Chave da resposta inválida.'],
  ])('when the body is %j, then 400', async (body, message) => {
    const { client } = await studyDeck(0);
    const res = await client.post(SYNC, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('when the list has 100 answers it is accepted; 101 are refused with 400', async () => {
    const { client, deck, cards } = await studyDeck(1);
    const many = (n: number) => Array.from({ length: n }, (_, i) => offline(deck.id, cards[0]!.id, 200 - i, { revisoes: i }));
    const tooMany = await sync(client, many(101));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe('Envie no máximo 100 respostas por vez.');
    const hundred = await sync(client, many(100));
    expect(hundred.status).toBe(200);
    expect(await cardOf(cards[0]!.id)).toMatchObject({ revisoes: 100 });
  });

  it('when the same chave appears twice in one list, then 400 and nothing applies', async () => {
    const { client, deck, cards } = await studyDeck(1);
    const one = offline(deck.id, cards[0]!.id, 5);
    const res = await sync(client, [one, { ...one, revisoes: 1 }]);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('A mesma resposta veio duas vezes na lista.');
    expect(await logOf(deck.id)).toHaveLength(0);
  });

  it('when nobody is logged in, then 401', async () => {
    const { deck, cards } = await studyDeck(1);
    const { TestClient } = await import('../support/client.js');
    const anonymous = new TestClient(t.app);
    const res = await anonymous.post(SYNC, { respostas: [offline(deck.id, cards[0]!.id, 1)] });
    expect(res.status).toBe(401);
  });
});
