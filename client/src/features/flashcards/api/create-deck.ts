import { api } from '../../../lib/api-client';
import { deckSchema, type Deck, type DeckInput } from './schemas';

export async function createDeck(input: DeckInput): Promise<Deck> {
  const { data } = await api.post('/api/decks', input);
  return deckSchema.parse(data);
}
