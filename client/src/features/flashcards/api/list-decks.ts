import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { toLocalDateTime } from '../scheduler/local-time';
import { deckSummarySchema, type DeckSummary } from './schemas';

/** GET /api/decks with the browser's local time, against which the server counts due cards. */
export async function listDecks(now: Date = new Date()): Promise<DeckSummary[]> {
  const { data } = await api.get('/api/decks', { params: { agora: toLocalDateTime(now) } });
  return z.array(deckSummarySchema).parse(data);
}
