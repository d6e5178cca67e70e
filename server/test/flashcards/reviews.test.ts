import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addMinutesLocal } from '@app/contracts';
import { useTestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';
import type { TestClient } from '../support/client.js';
import { createCard, createDeck } from './helpers.js';

const t = useTestApp();

/** The device clock as the study page sends it (here: UTC wall clock, well inside the accepted skew). */
const localNow = (offsetMinutes = 0) => new Date(Date.now() + offsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');

async function studyDeck(n = 1) {
  const owner = await loggedIn(t.app, t.db.knex);
  const deck = await createDeck(owner.client);
  const cards = [];
  for (let i = 0; i < n; i += 1) cards.push(await createCard(owner.client, deck.id, `Frente ${i}`, `Verso ${i}`));
  return { ...owner, deck, cards };
}

function answer(client: TestClient, deckId: number, cardId: number, body: Record<string, unknown>) {
  return client.post(`/api/flashcards/${deckId}/${cardId}/respostas`, {
    chave: randomUUID(),
    resposta: 'acerto',
    respondido_em_local: localNow(),
    revisoes: 0,
    ...body,
  });
}

/** Every column of the card as Postgres prints it: equal text means byte-identical values. */
async function cardText(id: number): Promise<string> {
  const result = await t.db.knex.raw(`select f::text as t from flashcards as f where id = ?`, [id]);
  return (result.rows as Array<{ t: string }>)[0]!.t;
}

const logOf = (cardId: number) => t.db.knex('flashcard_revisoes').where({ flashcard_id: cardId }).orderBy('id');

describe('study answers and the review log', () => {
  it('when a card is answered, then the card is scheduled by the table and the answer is logged with the state before', async () => {
    const { client, deck, cards, user } = await studyDeck();
    const before = await cardText(cards[0]!.id);
    const res = await answer(client, deck.id, cards[0]!.id, { resposta: 'acerto', respondido_em_local: localNow(), tempo_resposta_ms: 4200 });
    expect(res.status).toBe(200);
    expect(res.body.card).toMatchObject({ nivel: 1, revisoes: 1, acertos: 1, erros: 0 });
    expect(res.body.revisao).toMatchObject({ intervalo_minutos: 10, repetida: false });
    const [first] = await logOf(cards[0]!.id);
    expect(first).toMatchObject({ user_id: user.id, deck_id: deck.id, resposta: 'acerto', agendador: 'tabela', nivel_antes: 0, nivel_depois: 1 });
    expect(first.intervalo_minutos).toBe(10);
    expect(first.tempo_resposta_ms).toBe(4200);
    expect(first.segundos_desde_anterior).toBeNull();
    expect(first.estado_antes).toMatchObject({ nivel: 0, revisoes: 0, proxima_revisao: null });
    expect(before).not.toBe(await cardText(cards[0]!.id));

    const at = localNow();
    const wrong = await answer(client, deck.id, cards[0]!.id, { resposta: 'errei', revisoes: 1, respondido_em_local: at });
    expect(wrong.status).toBe(200);
    expect(wrong.body.card).toMatchObject({ nivel: 0, revisoes: 2, erros: 1, proxima_revisao: addMinutesLocal(at, 1) });
    const log = await logOf(cards[0]!.id);
    expect(log[1].segundos_desde_anterior).toBeGreaterThanOrEqual(0);
    expect(log[1].estado_antes).toMatchObject({ nivel: 1, revisoes: 1, acertos: 1 });
  });

  it('when the same answer is submitted twice (same chave), then one review is logged and both calls return the saved card', async () => {
    const { client, deck, cards } = await studyDeck();
    const body = { chave: randomUUID(), resposta: 'ok', respondido_em_local: localNow(), revisoes: 0 };
    const [a, b] = await Promise.all([answer(client, deck.id, cards[0]!.id, body), answer(client, deck.id, cards[0]!.id, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.revisao.repetida, b.body.revisao.repetida].sort()).toEqual([false, true]);
    expect(await logOf(cards[0]!.id)).toHaveLength(1);
    const [card] = await t.db.knex('flashcards').where({ id: cards[0]!.id });
    expect(card.revisoes).toBe(1);
  });

  it('when two different answers race for the same showing of a card, then one wins and the other is refused with 409', async () => {
    const { client, deck, cards } = await studyDeck();
    const [a, b] = await Promise.all([
      answer(client, deck.id, cards[0]!.id, { resposta: 'acerto' }),
      answer(client, deck.id, cards[0]!.id, { resposta: 'errei' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.error).toBe('Este card já foi respondido em outra aba ou dispositivo. Recarregue a página.');
    const log = await logOf(cards[0]!.id);
    expect(log).toHaveLength(1);
    const [card] = await t.db.knex('flashcards').where({ id: cards[0]!.id });
    expect(card.revisoes).toBe(1);
    expect(card.nivel).toBe(log[0].nivel_depois);
  });

  it('when writing the log fails, then the card update is rolled back too', async () => {
    const { client, deck, cards } = await studyDeck();
    const before = await cardText(cards[0]!.id);
    await t.db.knex.raw(`create or replace function test_fail_review() returns trigger language plpgsql as $$ begin raise exception 'log write failed'; end $$`);
    await t.db.knex.raw(
      `create trigger test_fail_review before insert on flashcard_revisoes for each row when (new.tempo_resposta_ms = 4242) execute function test_fail_review()`,
    );
    try {
      const res = await answer(client, deck.id, cards[0]!.id, { tempo_resposta_ms: 4242 });
      expect(res.status).toBe(500);
    } finally {
      await t.db.knex.raw('drop trigger test_fail_review on flashcard_revisoes');
      await t.db.knex.raw('drop function test_fail_review()');
    }
    expect(await cardText(cards[0]!.id)).toBe(before);
    expect(await logOf(cards[0]!.id)).toHaveLength(0);
  });

  it.each([
    [{ resposta: 'talvez' }, 'Resposta inválida.'],
    [{ chave: 'abc' }, 'Chave da resposta inválida.'],
    [{ respondido_em_local: '2026-11-24T10:00:00Z' }, 'Hora da resposta inválida (use AAAA-MM-DD HH:mm:ss).'],
    [{ respondido_em_local: '2020-01-01 10:00:00' }, 'O relógio deste aparelho parece errado: acerte a data e a hora e tente de novo.'],
    [{ revisoes: -1 }, 'Revisões não pode ser negativo.'],
  ])('when the answer is %j, then 400 with a Portuguese message and nothing is logged', async (body, message) => {
    const { client, deck, cards } = await studyDeck();
    const res = await answer(client, deck.id, cards[0]!.id, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await logOf(cards[0]!.id)).toHaveLength(0);
  });

  it("when someone answers another user's card, then 404 and neither card nor log changes", async () => {
    const { deck, cards } = await studyDeck();
    const other = await loggedIn(t.app, t.db.knex);
    const before = await cardText(cards[0]!.id);
    const res = await answer(other.client, deck.id, cards[0]!.id, {});
    expect(res.status).toBe(404);
    expect(await cardText(cards[0]!.id)).toBe(before);
    expect(await logOf(cards[0]!.id)).toHaveLength(0);
  });
});

describe('undo', () => {
  it('when the last two answers are undone, then each card is back byte for byte and the log marks them undone', async () => {
    const { client, deck, cards } = await studyDeck(2);
    const first = randomUUID();
    const second = randomUUID();
    const third = randomUUID();
    expect((await answer(client, deck.id, cards[0]!.id, { chave: first, resposta: 'acerto' })).status).toBe(200);
    const afterFirst = await cardText(cards[0]!.id);
    const fresh1 = await cardText(cards[1]!.id);
    expect((await answer(client, deck.id, cards[1]!.id, { chave: second, resposta: 'dificil' })).status).toBe(200);
    expect((await answer(client, deck.id, cards[0]!.id, { chave: third, resposta: 'errei', revisoes: 1 })).status).toBe(200);

    // Only the last answer can be taken back.
    const early = await client.post(`/api/flashcards/respostas/${second}/desfazer`);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Só é possível desfazer a sua última resposta.');

    const undo3 = await client.post(`/api/flashcards/respostas/${third}/desfazer`);
    expect(undo3.status).toBe(200);
    expect(undo3.body.card).toMatchObject({ id: cards[0]!.id, revisoes: 1, nivel: 1, erros: 0 });
    expect(await cardText(cards[0]!.id)).toBe(afterFirst);
    const undo2 = await client.post(`/api/flashcards/respostas/${second}/desfazer`);
    expect(undo2.status).toBe(200);
    expect(await cardText(cards[1]!.id)).toBe(fresh1);

    const again = await client.post(`/api/flashcards/respostas/${second}/desfazer`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Esta resposta já foi desfeita.');
    const undone = await t.db.knex('flashcard_revisoes').whereIn('chave', [first, second, third]).orderBy('id').pluck('desfeita_em');
    expect(undone.map(Boolean)).toEqual([false, true, true]);
  });

  it('when an FSRS card is undone, then its FSRS state comes back exactly as well', async () => {
    const { client, deck, cards } = await studyDeck();
    expect((await client.put(`/api/decks/${deck.id}/agendador`, { agendador: 'fsrs', retencao_desejada: 0.9 })).status).toBe(200);
    expect((await answer(client, deck.id, cards[0]!.id, { resposta: 'ok' })).status).toBe(200);
    const before = await cardText(cards[0]!.id);
    const chave = randomUUID();
    const res = await answer(client, deck.id, cards[0]!.id, { chave, resposta: 'errei', revisoes: 1 });
    expect(res.body.card.fsrs.lapses + res.body.card.fsrs.reps).toBeGreaterThan(0);
    expect((await client.post(`/api/flashcards/respostas/${chave}/desfazer`)).status).toBe(200);
    expect(await cardText(cards[0]!.id)).toBe(before);
  });

  it("when another user tries to undo someone's answer, then 404 and the card keeps the answer", async () => {
    const { client, deck, cards } = await studyDeck();
    const chave = randomUUID();
    await answer(client, deck.id, cards[0]!.id, { chave });
    const after = await cardText(cards[0]!.id);
    const other = await loggedIn(t.app, t.db.knex);
    const res = await other.client.post(`/api/flashcards/respostas/${chave}/desfazer`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Resposta não encontrada.');
    expect(await cardText(cards[0]!.id)).toBe(after);
  });
});

describe('scheduler per deck', () => {
  it('when a deck switches to FSRS, then answers are scheduled by FSRS and the cards keep their counters and log', async () => {
    const { client, deck, cards } = await studyDeck();
    await answer(client, deck.id, cards[0]!.id, { resposta: 'acerto' });
    const res = await client.put(`/api/decks/${deck.id}/agendador`, { agendador: 'fsrs', retencao_desejada: 0.85 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ agendador: 'fsrs', retencao_desejada: 0.85 });
    expect((await client.get(`/api/decks/${deck.id}`)).body).toMatchObject({ agendador: 'fsrs', retencao_desejada: 0.85 });
    const [card] = (await client.get(`/api/flashcards/${deck.id}`)).body;
    expect(card).toMatchObject({ revisoes: 1, acertos: 1, nivel: 1 });
    const next = await answer(client, deck.id, cards[0]!.id, { resposta: 'acerto', revisoes: 1 });
    expect(next.status).toBe(200);
    expect(next.body.card.fsrs).toMatchObject({ reps: 1 });
    // FSRS-6's first "Easy" is days away; the table's level-2 acerto is 20 minutes.
    expect(next.body.revisao.intervalo_minutos).toBeGreaterThan(1440);
    const log = await logOf(cards[0]!.id);
    expect(log.map((r: { agendador: string }) => r.agendador)).toEqual(['tabela', 'fsrs']);
  });

  it.each([
    [{ agendador: 'sm2' }, 'Escolha o agendador: tabela ou fsrs.'],
    [{ agendador: 'fsrs', retencao_desejada: 0.5 }, 'A retenção desejada deve estar entre 0,80 e 0,97.'],
    [{ agendador: 'fsrs', retencao_desejada: 0.99 }, 'A retenção desejada deve estar entre 0,80 e 0,97.'],
  ])('when the scheduler is %j, then 400', async (body, message) => {
    const { client, deck } = await studyDeck(0);
    const res = await client.put(`/api/decks/${deck.id}/agendador`, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});

describe('study statistics', () => {
  it('when a learner has studied on consecutive days, then reviews per day, streaks, retention, forecast and maturity come from the log', async () => {
    const { client, deck, cards, user } = await studyDeck(3);
    const knex = t.db.knex;
    const rows = [
      // Three consecutive days ending yesterday, and one older isolated day.
      ['2026-03-01 10:00:00', 'acerto', null, 10],
      ['2026-03-03 10:00:00', 'errei', 86_400, 1],
      ['2026-03-04 09:00:00', 'ok', 80_000, 1440],
      ['2026-03-04 09:05:00', 'ok', 300, 1440],
      ['2026-03-05 08:00:00', 'facil', 90_000, 30 * 1440],
    ] as const;
    for (const [i, [local, resposta, since, minutes]] of rows.entries()) {
      await knex('flashcard_revisoes').insert({
        user_id: user.id,
        deck_id: deck.id,
        flashcard_id: cards[i % 2]!.id,
        chave: randomUUID(),
        resposta,
        agendador: 'tabela',
        respondido_em_local: local,
        nivel_antes: 0,
        nivel_depois: 1,
        estado_antes: '{}',
        proxima_revisao: local,
        intervalo_minutos: minutes,
        segundos_desde_anterior: since,
      });
      // The day totals each answer keeps (what the answer endpoint adds in the same transaction).
      const test = since !== null && since >= 12 * 3600;
      await knex.raw(
        `insert into flashcard_estudo_dias as e (user_id, deck_id, dia, revisoes, testes, lembradas) values (?, ?, ?::date, 1, ?, ?)
         on conflict (user_id, deck_id, dia) do update set revisoes = e.revisoes + 1, testes = e.testes + excluded.testes, lembradas = e.lembradas + excluded.lembradas`,
        [user.id, deck.id, local.slice(0, 10), test ? 1 : 0, test && resposta !== 'errei' ? 1 : 0],
      );
    }
    await knex('flashcards').where({ id: cards[0]!.id }).update({ revisoes: 3, proxima_revisao: '2026-03-02 12:00:00' });
    await knex('flashcards').where({ id: cards[1]!.id }).update({ revisoes: 2, proxima_revisao: '2026-03-20 12:00:00' });

    const res = await client.get('/api/flashcards/estatisticas?agora=2026-03-06%2010:00:00');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      hoje: '2026-03-06',
      por_dia: [
        { dia: '2026-03-01', revisoes: 1 },
        { dia: '2026-03-03', revisoes: 1 },
        { dia: '2026-03-04', revisoes: 2 },
        { dia: '2026-03-05', revisoes: 1 },
      ],
      sequencia_atual: 3,
      maior_sequencia: 3,
      previsao: [
        { dia: '2026-03-06', cards: 1 },
        { dia: '2026-03-20', cards: 1 },
      ],
      retencao: { revisoes: 3, lembradas: 2 },
      // cards[0]'s last answer: 30 days (mature); cards[1]'s: 1440 min (young); cards[2] never answered.
      maturidade: { novos: 1, aprendendo: 0, jovens: 1, maduros: 1 },
      para_hoje: 1,
    });
    expect(res.body.retencao.taxa).toBeCloseTo(2 / 3);

    const later = await client.get('/api/flashcards/estatisticas?agora=2026-03-08%2010:00:00');
    expect(later.body).toMatchObject({ sequencia_atual: 0, maior_sequencia: 3 });

    const perDeck = await client.get(`/api/flashcards/estatisticas?agora=2026-03-06%2010:00:00&deckId=${deck.id}`);
    expect(perDeck.body.por_dia).toHaveLength(4);
    const otherDeck = await createDeck(client);
    const empty = await client.get(`/api/flashcards/estatisticas?agora=2026-03-06%2010:00:00&deckId=${otherDeck.id}`);
    expect(empty.body).toMatchObject({ por_dia: [], sequencia_atual: 0, previsao: [], retencao: { revisoes: 0, taxa: null } });
  });

  it("when the statistics ask for another user's deck, then 404", async () => {
    const { deck } = await studyDeck(0);
    const other = await loggedIn(t.app, t.db.knex);
    const res = await other.client.get(`/api/flashcards/estatisticas?deckId=${deck.id}`);
    expect(res.status).toBe(404);
  });

  it('when answers are given and one is undone, then the day totals count only the answers in force', async () => {
    const { client, deck, cards } = await studyDeck(2);
    const chave = randomUUID();
    const today = localNow().slice(0, 10);
    await answer(client, deck.id, cards[0]!.id, {});
    await answer(client, deck.id, cards[1]!.id, { chave });
    const agora = encodeURIComponent(localNow());
    expect((await client.get(`/api/flashcards/estatisticas?agora=${agora}`)).body.por_dia).toEqual([{ dia: today, revisoes: 2 }]);
    await client.post(`/api/flashcards/respostas/${chave}/desfazer`);
    expect((await client.get(`/api/flashcards/estatisticas?agora=${agora}`)).body.por_dia).toEqual([{ dia: today, revisoes: 1 }]);
    expect((await client.get(`/api/flashcards/estatisticas?agora=${agora}&deckId=${deck.id}`)).body).toMatchObject({ sequencia_atual: 1 });
  });
});
