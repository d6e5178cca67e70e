import { flashcardSchema, type CardText, type Flashcard } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/flashcards/{deckId}: a card at the end of the deck. */
export async function createCard(deckId: number, card: CardText): Promise<Flashcard> {
  const { data } = await api.post(`/api/flashcards/${deckId}`, card);
  return flashcardSchema.parse(data);
}
