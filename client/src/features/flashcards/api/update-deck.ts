import { deckSchema, type Deck, type DeckInput } from '@app/contracts';
import { api } from '@/lib/api-client';

/** PUT /api/decks/{deckId}. */
export async function updateDeck(deckId: number, input: DeckInput): Promise<Deck> {
  const { data } = await api.put(`/api/decks/${deckId}`, input);
  return deckSchema.parse(data);
}
