import { api } from '../../../lib/api-client';
import { deckSchema, type Deck, type DeckInput } from './schemas';

export async function updateDeck(deckId: number, input: DeckInput): Promise<Deck> {
  const { data } = await api.put(`/api/decks/${deckId}`, input);
  return deckSchema.parse(data);
}
