import { api } from '../../../lib/api-client';
import { deckSchema, type Deck } from './schemas';

export async function getDeck(deckId: number): Promise<Deck> {
  const { data } = await api.get(`/api/decks/${deckId}`);
  return deckSchema.parse(data);
}
