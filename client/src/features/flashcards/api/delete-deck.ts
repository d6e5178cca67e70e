import { api } from '@/lib/api-client';

/** DELETE /api/decks/{deckId} (204): the deck and its cards. */
export async function deleteDeck(deckId: number): Promise<void> {
  await api.delete(`/api/decks/${deckId}`);
}
