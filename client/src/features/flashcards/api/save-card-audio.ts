import { z } from 'zod';
import { api } from '../../../lib/api-client';

const audioPathSchema = z.object({ path: z.string().startsWith('/') });

export type CardSide = 'frente' | 'verso';

/** POST /api/tts/salvar: the stored speech of one side of a card, as a same-origin path. */
export async function saveCardAudio(input: { text: string; deckId: number; cardId: number; tipo: CardSide }): Promise<string> {
  const { data } = await api.post('/api/tts/salvar', input, { timeout: 60_000 });
  return audioPathSchema.parse(data).path;
}
