import { flashcardSchema, type CardUpdate, type Flashcard } from '@app/contracts';
import { api } from '@/lib/api-client';

/** PUT /api/flashcards/{deckId}/{cardId}: texts and ordem on edit, or the full card after a study answer. */
export async function updateCard(deckId: number, cardId: number, changes: CardUpdate): Promise<Flashcard> {
  const { data } = await api.put(`/api/flashcards/${deckId}/${cardId}`, changes);
  return flashcardSchema.parse(data);
}
