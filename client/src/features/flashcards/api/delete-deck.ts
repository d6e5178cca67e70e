import { api } from '../../../lib/api-client';

export async function deleteDeck(deckId: number): Promise<void> {
  await api.delete(`/api/decks/${deckId}`);
}
