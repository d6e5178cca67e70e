import { api } from '@/lib/api-client';

/** DELETE /api/flashcards/{deckId}/{cardId} (204). */
export async function deleteCard(deckId: number, cardId: number): Promise<void> {
  await api.delete(`/api/flashcards/${deckId}/${cardId}`);
}
