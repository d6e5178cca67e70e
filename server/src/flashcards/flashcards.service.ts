import type { Knex } from 'knex';
import type { Actor } from '../lib/auth.js';
import { HttpError } from '../lib/errors.js';
import type { TtsService } from '../tts/index.js';
import { parseCardsCsv } from './csv-import.js';
import { DEMO_DECKS } from './demo-decks.js';
import type { CardRow, DeckRow, DeckSummaryRow, FlashcardsRepository } from './flashcards.repository.js';
import type { CardAudioInput, CardUpdate, DeckInput } from './flashcards.schemas.js';

const DECK_NOT_FOUND = 'Deck não encontrado.';
const CARD_NOT_FOUND = 'Card não encontrado.';
/** The spec's TTS voice for card sides. */
const CARD_VOICE = 'nova';

export interface ImportResult {
  importados: number;
}

/** Every operation acts only on the actor's own decks: someone else's deck or card is a plain 404. */
export function flashcardsService(knex: Knex, repo: FlashcardsRepository, tts: Pick<TtsService, 'speak'>) {
  async function ownedDeck(actor: Actor, deckId: number): Promise<DeckRow> {
    const deck = await repo.findDeck(actor.id, deckId);
    if (!deck) throw new HttpError(404, DECK_NOT_FOUND);
    return deck;
  }

  return {
    ownedDeck,

    listDecks(actor: Actor, agora: string | undefined): Promise<DeckSummaryRow[]> {
      return repo.listDecks(actor.id, agora);
    },

    createDeck(actor: Actor, input: DeckInput): Promise<DeckRow> {
      return repo.insertDeck(actor.id, input);
    },

    async updateDeck(actor: Actor, deckId: number, input: DeckInput): Promise<DeckRow> {
      const deck = await repo.updateDeck(actor.id, deckId, input);
      if (!deck) throw new HttpError(404, DECK_NOT_FOUND);
      return deck;
    },

    async deleteDeck(actor: Actor, deckId: number): Promise<void> {
      if (!(await repo.deleteDeck(actor.id, deckId))) throw new HttpError(404, DECK_NOT_FOUND);
    },

    /** Adds the starter decks the student does not have yet (same matéria and assunto), in one transaction. */
    async addDemoDecks(actor: Actor): Promise<DeckRow[]> {
      return knex.transaction(async (trx) => {
        const owned: Array<{ materia: string; assunto: string }> = await trx('decks').where({ user_id: actor.id }).select('materia', 'assunto');
        const have = new Set(owned.map((d) => `${d.materia}\n${d.assunto}`));
        const created: DeckRow[] = [];
        for (const demo of DEMO_DECKS) {
          if (have.has(`${demo.deck.materia}\n${demo.deck.assunto}`)) continue;
          const deck = await repo.insertDeck(actor.id, { ...demo.deck, ano: new Date().getFullYear() }, trx);
          await repo.insertCards(trx, deck.id, 0, demo.cards);
          created.push(deck);
        }
        return created;
      });
    },

    async listCards(actor: Actor, deckId: number): Promise<CardRow[]> {
      const cards = await repo.listOwnedCards(actor.id, deckId);
      if (!cards) throw new HttpError(404, DECK_NOT_FOUND);
      return cards;
    },

    /** A single card, appended after the last one. */
    async createCard(actor: Actor, deckId: number, card: { frente: string; verso: string }): Promise<CardRow> {
      return knex.transaction(async (trx) => {
        if (!(await repo.lockDeck(trx, actor.id, deckId))) throw new HttpError(404, DECK_NOT_FOUND);
        return repo.insertCard(trx, deckId, { ...card, ordem: await repo.nextOrdem(trx, deckId) });
      });
    },

    async updateCard(actor: Actor, deckId: number, cardId: number, changes: CardUpdate): Promise<CardRow> {
      const card = await repo.updateCard(actor.id, deckId, cardId, changes);
      if (!card) throw new HttpError(404, CARD_NOT_FOUND);
      return card;
    },

    async deleteCard(actor: Actor, deckId: number, cardId: number): Promise<void> {
      if (!(await repo.deleteCard(actor.id, deckId, cardId))) throw new HttpError(404, CARD_NOT_FOUND);
    },

    async reorder(actor: Actor, deckId: number, ids: number[]): Promise<void> {
      const outcome = await repo.reorder(actor.id, deckId, ids);
      if (outcome === 'not-found') throw new HttpError(404, DECK_NOT_FOUND);
      if (outcome === 'mismatch') throw new HttpError(409, 'A lista de cards mudou desde que a página foi aberta. Recarregue a página.');
    },

    /** All or nothing: the whole file is validated first, then inserted after the last card in one transaction. */
    async importCsv(actor: Actor, deckId: number, bytes: Buffer): Promise<ImportResult> {
      await ownedDeck(actor, deckId);
      const cards = await parseCardsCsv(bytes);
      await knex.transaction(async (trx) => {
        if (!(await repo.lockDeck(trx, actor.id, deckId))) throw new HttpError(404, DECK_NOT_FOUND);
        await repo.insertCards(trx, deckId, await repo.nextOrdem(trx, deckId), cards);
      });
      return { importados: cards.length };
    },

    /**
     * Speech for one side of the owner's card. The stored text is spoken (the request's copy only says what the
     * client shows), so this endpoint cannot be used to synthesise arbitrary text.
     */
    async cardAudio(actor: Actor, input: CardAudioInput): Promise<{ path: string }> {
      const card = await repo.findCard(actor.id, input.deckId, input.cardId);
      if (!card) throw new HttpError(404, CARD_NOT_FOUND);
      const audio = await tts.speak({ userId: actor.id, text: card[input.tipo], voice: CARD_VOICE });
      if (!(await repo.linkAudio(card.id, input.tipo, audio.audioId))) throw new HttpError(404, CARD_NOT_FOUND);
      return { path: `/api/audio/${audio.audioId}` };
    },
  };
}
export type FlashcardsService = ReturnType<typeof flashcardsService>;
