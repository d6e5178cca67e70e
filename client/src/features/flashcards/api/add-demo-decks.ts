import { demoDecksResponseSchema } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/decks/exemplos: adds the starter decks the student does not have yet; resolves with how many. */
export async function addDemoDecks(): Promise<number> {
  const { data } = await api.post('/api/decks/exemplos');
  return demoDecksResponseSchema.parse(data).decks.length;
}
