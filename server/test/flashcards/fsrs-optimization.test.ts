import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { fsrsNext, fsrsReplay, type FsrsState, type Resposta } from '@app/contracts';
import { useTestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';
import { onPglite } from '../support/test-db.js';
import { createDeck } from './helpers.js';

const t = useTestApp();
const DAY_MS = 86_400_000;

/**
 * A seeded study log: `cards` new cards each answered `perCard` times by a simple forgetting-curve learner (recall
 * 0.9^(t/S), S ×2.5 on success, reset on a lapse), starting in the past so the answers spread over months
 * (`sameDay`: all of a card's answers on its first day).
 */
async function seedLog(knex: Knex, userId: number, deckId: number, cards: number, perCard: number, seed = 1, sameDay = false) {
  let state = seed;
  const rnd = () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
  const inserted: Array<{ id: number }> = await knex('flashcards')
    .insert(Array.from({ length: cards }, (_, i) => ({ deck_id: deckId, frente: `F${i}`, verso: `V${i}`, ordem: i })))
    .returning('id');
  const start = Date.UTC(2025, 0, 1, 9);
  const rows = [];
  for (const [c, card] of inserted.entries()) {
    let day = c % 60;
    let stability = 1;
    let interval = 0;
    for (let k = 0; k < perCard; k += 1) {
      const recalled = k === 0 || rnd() < Math.pow(0.9, interval / stability);
      const resposta: Resposta = k === 0 ? 'ok' : recalled ? (rnd() < 0.3 ? 'acerto' : 'ok') : 'errei';
      const at = new Date(start + day * DAY_MS);
      const local = at.toISOString().slice(0, 19).replace('T', ' ');
      rows.push({
        user_id: userId,
        deck_id: deckId,
        flashcard_id: card.id,
        chave: randomUUID(),
        resposta,
        agendador: 'tabela',
        respondido_em: at,
        respondido_em_local: local,
        nivel_antes: 0,
        nivel_depois: 1,
        estado_antes: JSON.stringify({ revisoes: k }),
        proxima_revisao: local,
        intervalo_minutos: 1440,
      });
      if (k > 0) stability = recalled ? stability * 2.5 : Math.max(0.5, stability * 0.3);
      interval = Math.max(1, Math.round(stability));
      day += sameDay ? 0 : interval;
    }
  }
  for (let i = 0; i < rows.length; i += 500) await knex('flashcard_revisoes').insert(rows.slice(i, i + 500));
  return inserted.map((r) => r.id);
}

/** A card's answers in force, oldest first, as the replay takes them. */
async function answersOf(knex: Knex, cardId: number) {
  const rows: Array<{ resposta: Resposta; respondido_em: Date }> = await knex('flashcard_revisoes')
    .where({ flashcard_id: cardId })
    .whereNull('desfeita_em')
    .orderBy([{ column: 'respondido_em' }, { column: 'id' }])
    .select('resposta', 'respondido_em');
  return rows.map((r) => ({ resposta: r.resposta, at: new Date(r.respondido_em) }));
}

const fsrsOf = async (knex: Knex, cardId: number) =>
  ((await knex('flashcards').where({ id: cardId }).first('fsrs')) as { fsrs: FsrsState | null }).fsrs;

describe('"Otimizar com o meu histórico" (FSRS weights from the learner\'s log)', () => {
  it('when the deck has fewer than 1 000 usable answers, then the fit is refused with both numbers and nothing is stored', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const deck = await createDeck(client);
    const cardIds = await seedLog(t.db.knex, user.id, deck.id, 100, 8);
    // An undone answer and a card first studied before the log existed do not count.
    const lastOfFirst = await t.db.knex('flashcard_revisoes').where({ flashcard_id: cardIds[0] }).max('id as id').first();
    await t.db.knex('flashcard_revisoes').where({ id: lastOfFirst!.id }).update({ desfeita_em: new Date() });
    await t.db
      .knex('flashcard_revisoes')
      .where({ flashcard_id: cardIds[1] })
      .update({ estado_antes: t.db.knex.raw(`jsonb_build_object('revisoes', 3)`) });
    const status = await client.get(`/api/decks/${deck.id}/fsrs`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      minimo: 1000,
      revisoes: { deck: 800 - 1 - 8, todos: 800 - 1 - 8 },
      deck: { id: deck.id, fsrs_parametros: null },
    });

    const res = await client.post(`/api/decks/${deck.id}/fsrs/otimizar`, {});
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'São necessárias 1000 revisões para otimizar; você tem 791 neste deck.' });
    expect(await t.db.knex('decks').where({ id: deck.id }).first('fsrs_parametros', 'fsrs_otimizado_em')).toEqual({
      fsrs_parametros: null,
      fsrs_otimizado_em: null,
    });
  });

  it('when the deck has enough answers, then FSRS weights are fitted, kept with the date and count, and schedule its cards', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const deck = await createDeck(client);
    const cardIds = await seedLog(t.db.knex, user.id, deck.id, 150, 8);
    // Cards only ever answered on their first day (fsrs-rs cannot learn from them and panicked on them once).
    await seedLog(t.db.knex, user.id, deck.id, 10, 2, 9, true);
    expect((await client.put(`/api/decks/${deck.id}/agendador`, { agendador: 'fsrs', retencao_desejada: 0.9 })).status).toBe(200);

    const res = await client.post(`/api/decks/${deck.id}/fsrs/otimizar`, { origem: 'deck' });
    expect(res.status).toBe(200);
    const weights = res.body.deck.fsrs_parametros as number[];
    expect(weights).toHaveLength(21);
    expect(weights.every(Number.isFinite)).toBe(true);
    expect(res.body.deck).toMatchObject({ fsrs_revisoes_usadas: 1220, agendador: 'fsrs' });
    expect(Date.parse(res.body.deck.fsrs_otimizado_em)).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect((await client.get(`/api/decks/${deck.id}`)).body.fsrs_parametros).toEqual(weights);

    // A card in review: the next interval comes from the fitted weights, not from FSRS-6's defaults.
    const last = new Date(Date.now() - 10 * DAY_MS);
    const state: FsrsState = {
      due: new Date(Date.now() - DAY_MS).toISOString(),
      stability: 9,
      difficulty: 5,
      elapsed_days: 0,
      scheduled_days: 9,
      learning_steps: 0,
      reps: 5,
      lapses: 0,
      state: 2,
      last_review: last.toISOString(),
    };
    const cardId = cardIds[0]!;
    await t.db
      .knex('flashcards')
      .where({ id: cardId })
      .update({
        fsrs: JSON.stringify(state),
        revisoes: 8,
        nivel: 5,
        ultima_revisao: last,
        proxima_revisao: '2025-01-01 09:00:00',
      });
    const now = new Date();
    const answered = await client.post(`/api/flashcards/${deck.id}/${cardId}/respostas`, {
      chave: randomUUID(),
      resposta: 'ok',
      respondido_em_local: now.toISOString().slice(0, 19).replace('T', ' '),
      revisoes: 8,
    });
    expect(answered.status).toBe(200);
    const fitted = fsrsNext(state, 'ok', now, 0.9, weights).minutes;
    const defaults = fsrsNext(state, 'ok', now, 0.9).minutes;
    expect(fitted).not.toBe(defaults);
    expect(answered.body.revisao.intervalo_minutos).toBe(fitted);

    // Back to the defaults.
    const reset = await client.delete(`/api/decks/${deck.id}/fsrs/parametros`);
    expect(reset.status).toBe(200);
    expect(reset.body.deck).toMatchObject({ fsrs_parametros: null, fsrs_otimizado_em: null, fsrs_revisoes_usadas: null });
  });

  it('when this deck has too few answers but all the learner\'s decks together have enough, then "todos" fits on the whole log', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const small = await createDeck(client);
    const other = await createDeck(client, { assunto: 'Genética' });
    await seedLog(t.db.knex, user.id, small.id, 40, 8, 3);
    await seedLog(t.db.knex, user.id, other.id, 100, 8, 5);
    // Someone else's log never counts.
    const stranger = await loggedIn(t.app, t.db.knex);
    await seedLog(t.db.knex, stranger.user.id, (await createDeck(stranger.client)).id, 30, 8, 7);

    expect((await client.get(`/api/decks/${small.id}/fsrs`)).body.revisoes).toEqual({ deck: 320, todos: 1120 });
    expect((await client.post(`/api/decks/${small.id}/fsrs/otimizar`, { origem: 'deck' })).status).toBe(422);
    const res = await client.post(`/api/decks/${small.id}/fsrs/otimizar`, { origem: 'todos' });
    expect(res.status).toBe(200);
    expect(res.body.deck).toMatchObject({ id: small.id, fsrs_revisoes_usadas: 1120 });
    expect(await t.db.knex('decks').where({ id: other.id }).first('fsrs_parametros')).toEqual({ fsrs_parametros: null });
  });

  it('when the origin is not deck or todos, then 400 in Portuguese', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const deck = await createDeck(client);
    const res = await client.post(`/api/decks/${deck.id}/fsrs/otimizar`, { origem: 'tudo' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/origem/);
  });

  it('when weights are fitted or reset, then the FSRS cards get the memory state their answers give with them; due dates, table cards and cards older than the log stay', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const deck = await createDeck(client);
    const cardIds = await seedLog(t.db.knex, user.id, deck.id, 150, 8, 11);
    expect((await client.put(`/api/decks/${deck.id}/agendador`, { agendador: 'fsrs', retencao_desejada: 0.85 })).status).toBe(
      200,
    );
    // Forty cards FSRS already schedules, with the state FSRS-6's defaults gave their answers; the rest studied under the table.
    const inFsrs = cardIds.slice(0, 40);
    for (const id of inFsrs) {
      const fsrs = fsrsReplay(await answersOf(t.db.knex, id), 0.85);
      await t.db
        .knex('flashcards')
        .where({ id })
        .update({ fsrs: JSON.stringify(fsrs), proxima_revisao: '2026-12-01 08:00:00' });
    }
    // One of them has an undone last answer (the replay leaves it out)...
    const undoneCard = inFsrs[1]!;
    const last = await t.db.knex('flashcard_revisoes').where({ flashcard_id: undoneCard }).max('id as id').first();
    await t.db.knex('flashcard_revisoes').where({ id: last!.id }).update({ desfeita_em: new Date() });
    // ...and one was first studied before the log existed: its history is incomplete, so its state stays as it is.
    const olderThanLog = inFsrs[2]!;
    await t.db
      .knex('flashcard_revisoes')
      .where({ flashcard_id: olderThanLog })
      .update({ estado_antes: t.db.knex.raw(`jsonb_build_object('revisoes', 3)`) });
    const olderState = await fsrsOf(t.db.knex, olderThanLog);

    const res = await client.post(`/api/decks/${deck.id}/fsrs/otimizar`, { origem: 'deck' });
    expect(res.status).toBe(200);
    expect(res.body.cards_recalculados).toBe(39);
    const weights = res.body.deck.fsrs_parametros as number[];
    for (const id of inFsrs.filter((c) => c !== olderThanLog)) {
      expect(await fsrsOf(t.db.knex, id)).toEqual(fsrsReplay(await answersOf(t.db.knex, id), 0.85, weights));
    }
    const first = (await fsrsOf(t.db.knex, inFsrs[0]!))!;
    expect(first.stability).not.toBe(fsrsReplay(await answersOf(t.db.knex, inFsrs[0]!), 0.85)!.stability);
    expect((await fsrsOf(t.db.knex, undoneCard))!.reps).toBe(7);
    expect(await fsrsOf(t.db.knex, olderThanLog)).toEqual(olderState);
    for (const id of cardIds.slice(40)) expect(await fsrsOf(t.db.knex, id)).toBeNull();
    const due = await t.db.knex('flashcards').whereIn('id', inFsrs).distinct('proxima_revisao');
    expect(due.map((r: { proxima_revisao: string }) => r.proxima_revisao)).toEqual(['2026-12-01 08:00:00']);

    // Back to the defaults: the same cards, recomputed with FSRS-6's weights again.
    const reset = await client.delete(`/api/decks/${deck.id}/fsrs/parametros`);
    expect(reset.status).toBe(200);
    expect(reset.body.cards_recalculados).toBe(39);
    expect(await fsrsOf(t.db.knex, inFsrs[0]!)).toEqual(fsrsReplay(await answersOf(t.db.knex, inFsrs[0]!), 0.85));
    expect(await fsrsOf(t.db.knex, olderThanLog)).toEqual(olderState);
  });

  // PGlite is one embedded connection: a transaction held open by the test would stop the answer from reaching it at all.
  it.skipIf(onPglite)(
    'when an answer arrives while new weights are being saved, then it waits for them and schedules with them',
    async () => {
      const { user, client } = await loggedIn(t.app, t.db.knex);
      const deck = await createDeck(client);
      const [cardId] = await seedLog(t.db.knex, user.id, deck.id, 1, 3, 13);
      expect((await client.put(`/api/decks/${deck.id}/agendador`, { agendador: 'fsrs', retencao_desejada: 0.9 })).status).toBe(
        200,
      );
      const state = fsrsReplay(await answersOf(t.db.knex, cardId!), 0.9)!;
      await t.db
        .knex('flashcards')
        .where({ id: cardId })
        .update({ fsrs: JSON.stringify(state), revisoes: 3 });
      const weights = [
        0.5, 1.8, 4.2, 12, 6.4, 0.83, 3.01, 0.001, 1.87, 0.17, 0.8, 1.48, 0.06, 0.26, 1.65, 0.6, 1.87, 0.54, 0.09, 0.07, 0.3,
      ];

      // What saving a fit does first, held open: the deck's new weights written and its FSRS cards locked.
      const saving = await t.db.knex.transaction();
      let answered;
      const now = new Date();
      try {
        await saving('decks')
          .where({ id: deck.id })
          .update({ fsrs_parametros: JSON.stringify(weights) });
        await saving('flashcards').where({ deck_id: deck.id }).whereNotNull('fsrs').forUpdate().select('id');
        const answering = client.post(`/api/flashcards/${deck.id}/${cardId}/respostas`, {
          chave: randomUUID(),
          resposta: 'ok',
          respondido_em_local: now.toISOString().slice(0, 19).replace('T', ' '),
          revisoes: 3,
        });
        // The answer is waiting on the card's lock before the weights are committed.
        for (let waiting = 0; waiting === 0;) {
          const row = await t.db.knex.raw(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          waiting = (row.rows as { n: number }[])[0]!.n;
        }
        await saving.commit();
        answered = await answering;
      } catch (error) {
        await saving.rollback();
        throw error;
      }
      expect(answered.status).toBe(200);
      const withFit = fsrsNext(state, 'ok', now, 0.9, weights).minutes;
      expect(withFit).not.toBe(fsrsNext(state, 'ok', now, 0.9).minutes);
      // Computed from an instant a few ms before the server's: the interval in minutes is the same.
      expect(answered.body.revisao.intervalo_minutos).toBe(withFit);
    },
  );
});
