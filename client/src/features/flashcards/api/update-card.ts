import { api } from '../../../lib/api-client';
import { flashcardSchema, type Flashcard } from './schemas';

/** PUT /api/flashcards/{deckId}/{cardId}: texts and ordem on edit, or the full card after a study answer. */
export async function updateCard(deckId: number, cardId: number, changes: Partial<Omit<Flashcard, 'id' | 'deck_id'>>): Promise<Flashcard> {
  const { data } = await api.put(`/api/flashcards/${deckId}/${cardId}`, changes);
  return flashcardSchema.parse(data);
}
