import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { deckSchema } from './schemas';

const responseSchema = z.object({ decks: z.array(deckSchema) });

/** POST /api/decks/exemplos: adds the starter decks the student does not have yet. */
export async function addDemoDecks(): Promise<number> {
  const { data } = await api.post('/api/decks/exemplos');
  return responseSchema.parse(data).decks.length;
}
