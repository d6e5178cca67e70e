import type { Deck, DeckSummary, Flashcard } from '@app/contracts';
import { compareLocal, type LocalDateTime } from '@/features/flashcards/scheduler/local-time';

/**
 * A kept deck as the deck list shows it without network: its counts at the local instant `now`, counted as the server
 * counts them (new: never scheduled; to review: due by now) but from the cards as this device last left them, so
 * answers given offline show at once.
 */
export function summaryOfCopy({ deck, cards }: { deck: Deck; cards: Flashcard[] }, now: LocalDateTime): DeckSummary {
  return {
    ...deck,
    total_cards: cards.length,
    cards_novos: cards.filter((card) => card.proxima_revisao === null).length,
    cards_para_revisar: cards.filter((card) => card.proxima_revisao !== null && compareLocal(card.proxima_revisao, now) <= 0).length,
  };
}
