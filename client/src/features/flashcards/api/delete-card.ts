import { api } from '../../../lib/api-client';

export async function deleteCard(deckId: number, cardId: number): Promise<void> {
  await api.delete(`/api/flashcards/${deckId}/${cardId}`);
}
