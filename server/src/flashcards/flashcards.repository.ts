import type { Knex } from 'knex';
import type { CardUpdate, DeckInput } from './flashcards.schemas.js';

export interface DeckRow {
  id: number;
  materia: string;
  assunto: string;
  autor: string;
  grupo: string | null;
  subgrupo: string | null;
  ano: number;
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
}

const DECK_COLUMNS = ['id', 'materia', 'assunto', 'autor', 'grupo', 'subgrupo', 'ano'] as const;
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
] as const;
const INSERT_BATCH = 1000;

export function flashcardsRepository(knex: Knex) {
  const repo = {
    /** Every deck of the owner with its card counts, in one grouped query. */
    async listDecks(userId: number, agora: string | undefined): Promise<DeckSummaryRow[]> {
      const now = agora ? knex.raw('?::timestamp', [agora]) : knex.raw('localtimestamp');
      return knex('decks as d')
        .leftJoin('flashcards as f', 'f.deck_id', 'd.id')
        .where('d.user_id', userId)
        .groupBy('d.id')
        .orderBy([{ column: 'd.grupo' }, { column: 'd.subgrupo' }, { column: 'd.materia' }, { column: 'd.assunto' }, { column: 'd.id' }])
        .select(DECK_COLUMNS.map((c) => `d.${c}`))
        .select(
          knex.raw('count(f.id)::int as total_cards'),
          knex.raw('(count(f.id) filter (where f.proxima_revisao is null))::int as cards_novos'),
          knex.raw('(count(f.id) filter (where f.proxima_revisao <= ?))::int as cards_para_revisar', [now]),
        );
    },

    async findDeck(userId: number, deckId: number, trx: Knex = knex): Promise<DeckRow | undefined> {
      return trx('decks').where({ id: deckId, user_id: userId }).first(...DECK_COLUMNS);
    },

    /** Locks the owner's deck row for the rest of the transaction (serialises appends to one deck). */
    async lockDeck(trx: Knex.Transaction, userId: number, deckId: number): Promise<boolean> {
      const row = await trx('decks').where({ id: deckId, user_id: userId }).forUpdate().first('id');
      return Boolean(row);
    },

    async insertDeck(userId: number, deck: DeckInput, trx: Knex = knex): Promise<DeckRow> {
      const [row] = await trx('decks')
        .insert({ ...deck, user_id: userId })
        .returning([...DECK_COLUMNS]);
      return row as DeckRow;
    },

    async updateDeck(userId: number, deckId: number, deck: DeckInput): Promise<DeckRow | undefined> {
      const [row] = await knex('decks')
        .where({ id: deckId, user_id: userId })
        .update({ ...deck, atualizado_em: knex.fn.now() })
        .returning([...DECK_COLUMNS]);
      return row as DeckRow | undefined;
    },

    async deleteDeck(userId: number, deckId: number): Promise<boolean> {
      return (await knex('decks').where({ id: deckId, user_id: userId }).delete()) > 0;
    },

    /**
     * The owner's cards in one round trip: undefined when the deck is not theirs (or does not exist),
     * [] for an empty deck (the left join then yields one row without a card).
     */
    async listOwnedCards(userId: number, deckId: number): Promise<CardRow[] | undefined> {
      const rows: Array<CardRow & { owned_deck: number }> = await knex('decks as d')
        .leftJoin('flashcards as f', 'f.deck_id', 'd.id')
        .where({ 'd.id': deckId, 'd.user_id': userId })
        .orderBy([{ column: 'f.ordem' }, { column: 'f.id' }])
        .select('d.id as owned_deck', ...CARD_COLUMNS.map((c) => `f.${c}`));
      if (rows.length === 0) return undefined;
      return rows.filter((r) => r.id !== null).map(({ owned_deck: _deck, ...card }) => card);
    },

    async findCard(userId: number, deckId: number, cardId: number): Promise<CardRow | undefined> {
      return knex('flashcards as f')
        .join('decks as d', 'd.id', 'f.deck_id')
        .where({ 'f.id': cardId, 'f.deck_id': deckId, 'd.user_id': userId })
        .first(CARD_COLUMNS.map((c) => `f.${c}`));
    },

    async nextOrdem(trx: Knex, deckId: number): Promise<number> {
      const row = await trx('flashcards').where({ deck_id: deckId }).max('ordem as max').first();
      const max = row?.max as number | null | undefined;
      return max === null || max === undefined ? 0 : max + 1;
    },

    async insertCards(trx: Knex, deckId: number, firstOrdem: number, cards: { frente: string; verso: string }[]): Promise<number> {
      for (let start = 0; start < cards.length; start += INSERT_BATCH) {
        const batch = cards.slice(start, start + INSERT_BATCH).map((card, i) => ({
          deck_id: deckId,
          frente: card.frente,
          verso: card.verso,
          ordem: firstOrdem + start + i,
        }));
        await trx('flashcards').insert(batch);
      }
      return cards.length;
    },

    async insertCard(trx: Knex, deckId: number, card: { frente: string; verso: string; ordem: number }): Promise<CardRow> {
      const [row] = await trx('flashcards')
        .insert({ ...card, deck_id: deckId })
        .returning([...CARD_COLUMNS]);
      return row as CardRow;
    },

    /** Updates a card of the owner's deck; a changed text drops that side's stored audio link. */
    async updateCard(userId: number, deckId: number, cardId: number, changes: CardUpdate): Promise<CardRow | undefined> {
      return knex.transaction(async (trx) => {
        const owned = await trx('flashcards as f')
          .join('decks as d', 'd.id', 'f.deck_id')
          .where({ 'f.id': cardId, 'f.deck_id': deckId, 'd.user_id': userId })
          .forUpdate()
          .first('f.frente', 'f.verso');
        if (!owned) return undefined;
        const [row] = await trx('flashcards').where({ id: cardId }).update(changes).returning([...CARD_COLUMNS]);
        const staleSides = (['frente', 'verso'] as const).filter((side) => changes[side] !== undefined && changes[side] !== owned[side]);
        if (staleSides.length > 0) await trx('flashcard_audio').where({ flashcard_id: cardId }).whereIn('tipo', staleSides).delete();
        return row as CardRow;
      });
    },

    /** Points a card side at its audio; false when the card vanished meanwhile. */
    async linkAudio(cardId: number, tipo: 'frente' | 'verso', audioId: string): Promise<boolean> {
      try {
        await knex('flashcard_audio').insert({ flashcard_id: cardId, tipo, audio_id: audioId }).onConflict(['flashcard_id', 'tipo']).merge();
        return true;
      } catch (error) {
        if ((error as { code?: string }).code === '23503') return false;
        throw error;
      }
    },

    async deleteCard(userId: number, deckId: number, cardId: number): Promise<boolean> {
      const owned = knex('decks').select('id').where({ id: deckId, user_id: userId });
      return (await knex('flashcards').where({ id: cardId, deck_id: deckId }).whereIn('deck_id', owned).delete()) > 0;
    },

    /** Renumbers the deck's cards 0..n-1 in the given order, in one transaction; the ids must be exactly the deck's cards. */
    async reorder(userId: number, deckId: number, ids: number[]): Promise<'ok' | 'not-found' | 'mismatch'> {
      return knex.transaction(async (trx) => {
        if (!(await repo.lockDeck(trx, userId, deckId))) return 'not-found';
        const current: number[] = await trx('flashcards').where({ deck_id: deckId }).pluck('id');
        const wanted = new Set(ids);
        if (current.length !== ids.length || current.some((id) => !wanted.has(id))) return 'mismatch';
        for (let start = 0; start < ids.length; start += INSERT_BATCH) {
          const slice = ids.slice(start, start + INSERT_BATCH);
          const values = slice.map((id, i) => `(${Number(id)}, ${start + i})`).join(', ');
          await trx.raw(
            `update flashcards as f set ordem = v.ordem from (values ${values}) as v(id, ordem) where f.id = v.id and f.deck_id = ?`,
            [deckId],
          );
        }
        return 'ok';
      });
    },
  };
  return repo;
}
export type FlashcardsRepository = ReturnType<typeof flashcardsRepository>;
