import { cardAudioResponseSchema, type CardAudioRequest } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/tts/salvar: the stored speech of one side of a card, as a same-origin path. */
export async function saveCardAudio(input: CardAudioRequest): Promise<string> {
  const { data } = await api.post('/api/tts/salvar', input, { timeout: 60_000 });
  return cardAudioResponseSchema.parse(data).path;
}
