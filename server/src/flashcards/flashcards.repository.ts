import type { CardSide, FsrsState, Resposta, Scheduler } from '@app/contracts';
import type { Knex } from 'knex';
import type { CardUpdate, DeckInput, DeckSchedulingInput } from './flashcards.schemas.js';
import type { LoggedAnswer } from './fsrs-optimizer.js';
import type { ReplayAnswer } from './fsrs-memory.js';

export interface DeckRow {
  id: number;
  materia: string;
  assunto: string;
  autor: string;
  grupo: string | null;
  subgrupo: string | null;
  ano: number;
  agendador: Scheduler;
  retencao_desejada: number;
  fsrs_parametros: number[] | null;
  /** ISO instant. */
  fsrs_otimizado_em: string | null;
  fsrs_revisoes_usadas: number | null;
}

export interface DeckSummaryRow extends DeckRow {
  total_cards: number;
  cards_novos: number;
  cards_para_revisar: number;
}

export interface CardRow {
  id: number;
  deck_id: number;
  frente: string;
  verso: string;
  ordem: number;
  /** Local wall-clock 'YYYY-MM-DD HH:mm:ss' (timestamp without time zone, returned as text). */
  proxima_revisao: string | null;
  revisoes: number;
  acertos: number;
  erros: number;
  nivel: number;
  ultima_revisao: Date | null;
  ultimo_acerto: Date | null;
  ultimo_erro: Date | null;
  fsrs: FsrsState | null;
}

/** One study answer of the log (flashcard_revisoes). */
export interface ReviewRow {
  id: number;
  flashcard_id: number | null;
  deck_id: number | null;
  chave: string;
  intervalo_minutos: number;
  desfeita_em: Date | null;
}

/** What an answer adds to (or an undo takes from) its day in flashcard_estudo_dias. */
export interface StudyDayChange {
  user_id: number;
  deck_id: number;
  /** The learner's local date 'YYYY-MM-DD'. */
  dia: string;
  resposta: string;
  segundos_desde_anterior: number | null;
}

/** An answer given at least this long after the card's previous one tests recall (true retention). */
export const RECALL_MIN_SECONDS = 12 * 3600;

export interface NewReview {
  user_id: number;
  deck_id: number;
  flashcard_id: number;
  chave: string;
  resposta: Resposta;
  agendador: Scheduler;
  respondido_em: Date;
  respondido_em_local: string;
  nivel_antes: number;
  nivel_depois: number;
  estado_antes: unknown;
  proxima_revisao: string;
  intervalo_minutos: number;
  segundos_desde_anterior: number | null;
  tempo_resposta_ms: number | null;
}

/** The review fields of a card, as one jsonb value that casts back to the very same column values (undo). */
const REVIEW_SNAPSHOT = `jsonb_build_object(
  'nivel', f.nivel, 'revisoes', f.revisoes, 'acertos', f.acertos, 'erros', f.erros,
  'proxima_revisao', f.proxima_revisao, 'ultima_revisao', f.ultima_revisao,
  'ultimo_acerto', f.ultimo_acerto, 'ultimo_erro', f.ultimo_erro, 'fsrs', f.fsrs)`;

const DECK_COLUMNS = [
  'id',
  'materia',
  'assunto',
  'autor',
  'grupo',
  'subgrupo',
  'ano',
  'agendador',
  'retencao_desejada',
  'fsrs_parametros',
  'fsrs_otimizado_em',
  'fsrs_revisoes_usadas',
] as const;

/** numeric comes back from pg as a string, timestamptz as a Date. */
function toDeck<T extends { retencao_desejada: unknown; fsrs_otimizado_em: unknown }>(
  row: T,
): T & { retencao_desejada: number; fsrs_otimizado_em: string | null } {
  const at = row.fsrs_otimizado_em;
  return {
    ...row,
    retencao_desejada: Number(row.retencao_desejada),
    fsrs_otimizado_em: at instanceof Date ? at.toISOString() : at ? new Date(String(at)).toISOString() : null,
  };
}

/** Changes an owner's deck (its fields or its scheduling); undefined when the deck is not theirs. */
async function updateOwnDeck(
  db: Knex,
  userId: number,
  deckId: number,
  changes: DeckInput | DeckSchedulingInput,
): Promise<DeckRow | undefined> {
  const [row] = await db('decks')
    .where({ id: deckId, user_id: userId })
    .update({ ...changes, atualizado_em: db.fn.now() })
    .returning([...DECK_COLUMNS]);
  return row ? toDeck(row as DeckRow) : undefined;
}

/**
 * The answers "Otimizar com o meu histórico" may learn from: the user's answers in force (not undone) of cards
 * that still exist and whose whole history is in the log (an answer of theirs found the card new).
 */
function optimizerAnswersOf(db: Knex, userId: number, deckId: number | null) {
  const q = db('flashcard_revisoes as r')
    .where('r.user_id', userId)
    .whereNull('r.desfeita_em')
    .whereNotNull('r.flashcard_id')
    .whereExists(
      db('flashcard_revisoes as p')
        .whereRaw('p.flashcard_id = r.flashcard_id')
        .where('p.user_id', userId)
        .whereNull('p.desfeita_em')
        .whereRaw(`(p.estado_antes->>'revisoes')::int = 0`),
    );
  return deckId === null ? q : q.where('r.deck_id', deckId);
}
const CARD_COLUMNS = [
  'id',
  'deck_id',
  'frente',
  'verso',
  'ordem',
  'proxima_revisao',
  'revisoes',
  'acertos',
  'erros',
  'nivel',
  'ultima_revisao',
  'ultimo_acerto',
  'ultimo_erro',
  'fsrs',
] as const;
const INSERT_BATCH = 1000;

/*
 * The two reads behind the deck panel are fixed texts sent as named prepared statements
 * (`options({ name })`, handed to pg's query config): knex builds nothing per call and Postgres parses
 * and plans each once per connection. Same statements, same rows as the builder's.
 */
const LIST_DECKS_SQL = `select ${DECK_COLUMNS.map((c) => `d.${c}`).join(', ')},
  count(f.id)::int as total_cards,
  (count(f.id) filter (where f.proxima_revisao is null))::int as cards_novos,
  (count(f.id) filter (where f.proxima_revisao <= coalesce(?::timestamp, localtimestamp)))::int as cards_para_revisar
  from decks as d left join flashcards as f on f.deck_id = d.id
  where d.user_id = ? group by d.id order by d.grupo, d.subgrupo, d.materia, d.assunto, d.id`;
const LIST_OWNED_CARDS_SQL = `select d.id as owned_deck, ${CARD_COLUMNS.map((c) => `f.${c}`).join(', ')}
  from decks as d left join flashcards as f on f.deck_id = d.id
  where d.id = ? and d.user_id = ? order by f.ordem, f.id`;


function ownedCard(db: Knex, userId: number, deckId: number, cardId: number) {
  return db('flashcards as f').join('decks as d', 'd.id', 'f.deck_id').where({ 'f.id': cardId, 'f.deck_id': deckId, 'd.user_id': userId });
}

/** Queries of decks and cards, always scoped to the owner; rules and transactions are in flashcards.service.ts. */
export function flashcardsRepository(db: Knex) {
  return {
    /** Every deck of the owner with its card counts, in one grouped query. */
    async listDecks(userId: number, agora: string | undefined): Promise<DeckSummaryRow[]> {
      const { rows } = await db.raw<{ rows: DeckSummaryRow[] }>(LIST_DECKS_SQL, [agora ?? null, userId]).options({ name: 'list-decks' });
      return rows.map(toDeck);
    },

    async findDeck(userId: number, deckId: number): Promise<DeckRow | undefined> {
      const row = await db('decks').where({ id: deckId, user_id: userId }).first(...DECK_COLUMNS);
      return row ? toDeck(row as DeckRow) : undefined;
    },

    /** Locks the owner's deck row for the rest of the transaction (serialises appends to one deck). */
    async lockDeck(userId: number, deckId: number): Promise<boolean> {
      const row = await db('decks').where({ id: deckId, user_id: userId }).forUpdate().first('id');
      return Boolean(row);
    },

    /** Matéria and assunto of each of the owner's decks. */
    async deckSubjects(userId: number): Promise<Array<{ materia: string; assunto: string }>> {
      return db('decks').where({ user_id: userId }).select('materia', 'assunto');
    },

    async insertDeck(userId: number, deck: DeckInput): Promise<DeckRow> {
      const [row] = await db('decks')
        .insert({ ...deck, user_id: userId })
        .returning([...DECK_COLUMNS]);
      return toDeck(row as DeckRow);
    },

    updateDeck(userId: number, deckId: number, deck: DeckInput): Promise<DeckRow | undefined> {
      return updateOwnDeck(db, userId, deckId, deck);
    },

    updateDeckScheduling(userId: number, deckId: number, scheduling: DeckSchedulingInput): Promise<DeckRow | undefined> {
      return updateOwnDeck(db, userId, deckId, scheduling);
    },

    /** How many answers the optimiser could use: from this deck, and from all the user's decks. */
    async countOptimizerAnswers(userId: number, deckId: number): Promise<{ deck: number; todos: number }> {
      const row = (await optimizerAnswersOf(db, userId, null)
        .first(db.raw('count(*)::int as todos'), db.raw('(count(*) filter (where r.deck_id = ?))::int as deck', [deckId]))) as
        | { deck: number; todos: number }
        | undefined;
      return { deck: Number(row?.deck ?? 0), todos: Number(row?.todos ?? 0) };
    },

    /** Those answers in the optimiser's order: by card, then by time of answer. */
    async optimizerAnswers(userId: number, deckId: number | null): Promise<LoggedAnswer[]> {
      const rows: Array<LoggedAnswer & { revisoes_antes: number | string }> = await optimizerAnswersOf(db, userId, deckId)
        .orderBy([{ column: 'r.flashcard_id' }, { column: 'r.respondido_em' }, { column: 'r.id' }])
        .select(
          'r.flashcard_id',
          'r.resposta',
          db.raw(`to_char(r.respondido_em_local, 'YYYY-MM-DD') as dia`),
          db.raw(`(r.estado_antes->>'revisoes')::int as revisoes_antes`),
        );
      return rows.map((r) => ({ ...r, revisoes_antes: Number(r.revisoes_antes) }));
    },

    /** The deck's fitted FSRS weights, or null to go back to the defaults. */
    async saveFsrsParameters(
      userId: number,
      deckId: number,
      fit: { parametros: number[]; revisoes: number } | null,
    ): Promise<DeckRow | undefined> {
      const [row] = await db('decks')
        .where({ id: deckId, user_id: userId })
        .update({
          fsrs_parametros: fit ? JSON.stringify(fit.parametros) : null,
          fsrs_otimizado_em: fit ? db.fn.now() : null,
          fsrs_revisoes_usadas: fit ? fit.revisoes : null,
          atualizado_em: db.fn.now(),
        })
        .returning([...DECK_COLUMNS]);
      return row ? toDeck(row as DeckRow) : undefined;
    },

    /** Locks the deck's cards FSRS schedules (those with a state) for the rest of the transaction, in id order. */
    async lockFsrsCards(deckId: number): Promise<void> {
      await db('flashcards').where({ deck_id: deckId }).whereNotNull('fsrs').orderBy('id').forUpdate().select('id');
    },

    /** The answers in force of the deck's cards FSRS schedules, by card then time of answer (the replay's order). */
    async fsrsCardAnswers(userId: number, deckId: number): Promise<ReplayAnswer[]> {
      const rows: Array<ReplayAnswer & { revisoes_antes: number | string }> = await db('flashcard_revisoes as r')
        .join('flashcards as f', 'f.id', 'r.flashcard_id')
        .where({ 'f.deck_id': deckId, 'r.user_id': userId })
        .whereNotNull('f.fsrs')
        .whereNull('r.desfeita_em')
        .orderBy([{ column: 'r.flashcard_id' }, { column: 'r.respondido_em' }, { column: 'r.id' }])
        .select('r.flashcard_id', 'r.resposta', 'r.respondido_em', db.raw(`(r.estado_antes->>'revisoes')::int as revisoes_antes`));
      return rows.map((r) => ({ ...r, respondido_em: new Date(r.respondido_em), revisoes_antes: Number(r.revisoes_antes) }));
    },

    /** New FSRS states for cards, a statement per thousand cards. */
    async updateCardsFsrs(states: ReadonlyArray<{ id: number; fsrs: FsrsState }>): Promise<void> {
      for (let i = 0; i < states.length; i += 1000) {
        const chunk = states.slice(i, i + 1000);
        await db.raw(
          `update flashcards as f set fsrs = v.fsrs from (values ${chunk.map(() => '(?::int, ?::jsonb)').join(', ')}) as v(id, fsrs)
           where f.id = v.id`,
          chunk.flatMap((s) => [s.id, JSON.stringify(s.fsrs)]),
        );
      }
    },

    async deleteDeck(userId: number, deckId: number): Promise<boolean> {
      return (await db('decks').where({ id: deckId, user_id: userId }).delete()) > 0;
    },

    /**
     * The owner's cards in one round trip: undefined when the deck is not theirs (or does not exist),
     * [] for an empty deck (the left join then yields one row without a card).
     */
    async listOwnedCards(userId: number, deckId: number): Promise<CardRow[] | undefined> {
      const { rows } = await db
        .raw<{ rows: Array<CardRow & { owned_deck: number }> }>(LIST_OWNED_CARDS_SQL, [deckId, userId])
        .options({ name: 'list-owned-cards' });
      if (rows.length === 0) return undefined;
      return rows.filter((r) => r.id !== null).map(({ owned_deck: _deck, ...card }) => card);
    },

    async findCard(userId: number, deckId: number, cardId: number): Promise<CardRow | undefined> {
      return ownedCard(db, userId, deckId, cardId).first(CARD_COLUMNS.map((c) => `f.${c}`));
    },

    /** Locks a card of the owner's deck for the rest of the transaction and returns its texts. */
    async lockCard(userId: number, deckId: number, cardId: number): Promise<Pick<CardRow, 'frente' | 'verso'> | undefined> {
      return ownedCard(db, userId, deckId, cardId).forUpdate().first('f.frente', 'f.verso');
    },

    /** Locks a card of the owner's deck for the rest of the transaction: the whole card and its review snapshot. */
    async lockFullCard(userId: number, deckId: number, cardId: number): Promise<(CardRow & { snapshot: unknown }) | undefined> {
      return ownedCard(db, userId, deckId, cardId)
        .forUpdate('f')
        .first(...CARD_COLUMNS.map((c) => `f.${c}`), db.raw(`${REVIEW_SNAPSHOT} as snapshot`));
    },

    /** Any answer of the user with this idempotency key. */
    async findReview(userId: number, chave: string): Promise<ReviewRow | undefined> {
      return db('flashcard_revisoes')
        .where({ user_id: userId, chave })
        .first('id', 'flashcard_id', 'deck_id', 'chave', 'intervalo_minutos', 'desfeita_em');
    },

    async insertReview(review: NewReview): Promise<void> {
      await db('flashcard_revisoes').insert({ ...review, estado_antes: JSON.stringify(review.estado_antes) });
    },

    /** +1 or −1 on the answer's day: its review, and whether it tested recall and was remembered. */
    async bumpStudyDay(change: StudyDayChange, delta: 1 | -1): Promise<void> {
      const test = change.segundos_desde_anterior !== null && change.segundos_desde_anterior >= RECALL_MIN_SECONDS;
      const remembered = test && change.resposta !== 'errei';
      await db.raw(
        `insert into flashcard_estudo_dias as e (user_id, deck_id, dia, revisoes, testes, lembradas) values (?, ?, ?::date, ?, ?, ?)
         on conflict (user_id, deck_id, dia) do update set
           revisoes = e.revisoes + excluded.revisoes, testes = e.testes + excluded.testes, lembradas = e.lembradas + excluded.lembradas`,
        [change.user_id, change.deck_id, change.dia, delta, test ? delta : 0, remembered ? delta : 0],
      );
    },

    /** The user's most recent answer that was not undone (the only one "Desfazer" may take back). */
    async latestActiveReview(userId: number): Promise<{ id: number } | undefined> {
      return db('flashcard_revisoes').where({ user_id: userId }).whereNull('desfeita_em').orderBy('id', 'desc').first('id');
    },

    /** Puts the card's review fields back exactly as the answer found them and marks the answer undone. */
    async restoreBeforeReview(reviewId: number, cardId: number): Promise<CardRow> {
      await db.raw(
        `update flashcards as f set
           nivel = (r.estado_antes->>'nivel')::int,
           revisoes = (r.estado_antes->>'revisoes')::int,
           acertos = (r.estado_antes->>'acertos')::int,
           erros = (r.estado_antes->>'erros')::int,
           proxima_revisao = (r.estado_antes->>'proxima_revisao')::timestamp,
           ultima_revisao = (r.estado_antes->>'ultima_revisao')::timestamptz,
           ultimo_acerto = (r.estado_antes->>'ultimo_acerto')::timestamptz,
           ultimo_erro = (r.estado_antes->>'ultimo_erro')::timestamptz,
           fsrs = nullif(r.estado_antes->'fsrs', 'null'::jsonb)
         from flashcard_revisoes as r
         where r.id = ? and f.id = ?`,
        [reviewId, cardId],
      );
      await db('flashcard_revisoes').where({ id: reviewId }).update({ desfeita_em: db.fn.now() });
      return db('flashcards').where({ id: cardId }).first(...CARD_COLUMNS) as Promise<CardRow>;
    },

    /** Locks an answer of the user (undo), with what its day row counted. */
    async lockReview(
      userId: number,
      chave: string,
    ): Promise<(ReviewRow & { dia: string; resposta: string; segundos_desde_anterior: number | null }) | undefined> {
      return db('flashcard_revisoes')
        .where({ user_id: userId, chave })
        .forUpdate()
        .first(
          'id',
          'flashcard_id',
          'deck_id',
          'chave',
          'intervalo_minutos',
          'desfeita_em',
          'resposta',
          'segundos_desde_anterior',
          db.raw('(respondido_em_local::date)::text as dia'),
        );
    },

    /** Locks a card of one of the user's decks by its id alone. */
    async lockCardOfUser(userId: number, cardId: number): Promise<boolean> {
      const row = await db('flashcards as f')
        .join('decks as d', 'd.id', 'f.deck_id')
        .where({ 'f.id': cardId, 'd.user_id': userId })
        .forUpdate('f')
        .first('f.id');
      return Boolean(row);
    },

    async nextOrdem(deckId: number): Promise<number> {
      const row = await db('flashcards').where({ deck_id: deckId }).max('ordem as max').first();
      const max = row?.max as number | null | undefined;
      return max === null || max === undefined ? 0 : max + 1;
    },

    async insertCards(deckId: number, firstOrdem: number, cards: { frente: string; verso: string }[]): Promise<number> {
      for (let start = 0; start < cards.length; start += INSERT_BATCH) {
        const batch = cards.slice(start, start + INSERT_BATCH).map((card, i) => ({
          deck_id: deckId,
          frente: card.frente,
          verso: card.verso,
          ordem: firstOrdem + start + i,
        }));
        await db('flashcards').insert(batch);
      }
      return cards.length;
    },

    async insertCard(deckId: number, card: { frente: string; verso: string; ordem: number }): Promise<CardRow> {
      const [row] = await db('flashcards')
        .insert({ ...card, deck_id: deckId })
        .returning([...CARD_COLUMNS]);
      return row as CardRow;
    },

    async updateCard(cardId: number, changes: CardUpdate & { fsrs?: FsrsState | null }): Promise<CardRow> {
      const values = changes.fsrs === undefined ? changes : { ...changes, fsrs: changes.fsrs === null ? null : JSON.stringify(changes.fsrs) };
      const [row] = await db('flashcards').where({ id: cardId }).update(values).returning([...CARD_COLUMNS]);
      return row as CardRow;
    },

    /** Points a card side at its audio; false when the card vanished meanwhile. */
    async linkAudio(cardId: number, tipo: CardSide, audioId: string): Promise<boolean> {
      try {
        await db('flashcard_audio').insert({ flashcard_id: cardId, tipo, audio_id: audioId }).onConflict(['flashcard_id', 'tipo']).merge();
        return true;
      } catch (error) {
        if ((error as { code?: string }).code === '23503') return false;
        throw error;
      }
    },

    async unlinkAudio(cardId: number, sides: CardSide[]): Promise<void> {
      await db('flashcard_audio').where({ flashcard_id: cardId }).whereIn('tipo', sides).delete();
    },

    async deleteCard(userId: number, deckId: number, cardId: number): Promise<boolean> {
      const owned = db('decks').select('id').where({ id: deckId, user_id: userId });
      return (await db('flashcards').where({ id: cardId, deck_id: deckId }).whereIn('deck_id', owned).delete()) > 0;
    },

    async cardTexts(deckId: number): Promise<{ frente: string; verso: string }[]> {
      return db('flashcards').where({ deck_id: deckId }).select('frente', 'verso');
    },

    async cardIds(deckId: number): Promise<number[]> {
      return db('flashcards').where({ deck_id: deckId }).pluck('id');
    },

    /** Renumbers the deck's cards 0..n-1 in the order of `ids`, a batch of rows per statement. */
    async renumber(deckId: number, ids: number[]): Promise<void> {
      for (let start = 0; start < ids.length; start += INSERT_BATCH) {
        const slice = ids.slice(start, start + INSERT_BATCH);
        const values = slice.map((id, i) => `(${Number(id)}, ${start + i})`).join(', ');
        await db.raw(`update flashcards as f set ordem = v.ordem from (values ${values}) as v(id, ordem) where f.id = v.id and f.deck_id = ?`, [
          deckId,
        ]);
      }
    },
  };
}
