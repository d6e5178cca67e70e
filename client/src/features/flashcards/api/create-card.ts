import { api } from '../../../lib/api-client';
import { flashcardSchema, type Flashcard } from './schemas';

export async function createCard(deckId: number, card: { frente: string; verso: string }): Promise<Flashcard> {
  const { data } = await api.post(`/api/flashcards/${deckId}`, card);
  return flashcardSchema.parse(data);
}
