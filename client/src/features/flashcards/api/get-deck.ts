import { deckSchema, type Deck } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/decks/{deckId}: someone else's deck is a 404. */
export async function getDeck(deckId: number, signal?: AbortSignal): Promise<Deck> {
  const { data } = await api.get(`/api/decks/${deckId}`, { signal });
  return deckSchema.parse(data);
}
