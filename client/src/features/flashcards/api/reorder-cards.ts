import type { ReorderRequest } from '@app/contracts';
import { api } from '@/lib/api-client';

/**
 * Saves the renumbered order (position = ordem) of every card of the deck in one server transaction:
 * the batch form of "renumber all cards and save each" (docs/product.md, Deck and card editing), so a failure never leaves half an order.
 */
export async function reorderCards(deckId: number, orderedIds: number[]): Promise<void> {
  const body: ReorderRequest = { ids: orderedIds };
  await api.put(`/api/flashcards/${deckId}/ordem`, body);
}
