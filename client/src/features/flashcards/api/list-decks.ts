import { z } from 'zod';
import { deckSummarySchema, type DeckSummary } from '@app/contracts';
import { api } from '@/lib/api-client';
import { toLocalDateTime } from '@/features/flashcards/scheduler/local-time';

/** GET /api/decks with the browser's local time, against which the server counts due cards. */
export async function listDecks(now: Date = new Date(), signal?: AbortSignal): Promise<DeckSummary[]> {
  const { data } = await api.get('/api/decks', { params: { agora: toLocalDateTime(now) }, signal });
  return z.array(deckSummarySchema).parse(data);
}
