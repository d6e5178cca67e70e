import { deckSchema, type Deck, type DeckInput } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/decks. */
export async function createDeck(input: DeckInput): Promise<Deck> {
  const { data } = await api.post('/api/decks', input);
  return deckSchema.parse(data);
}
