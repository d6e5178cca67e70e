import { respostaRapidaSchema, type NovaRespostaRapida, type RespostaRapida } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/respostas-rapidas: a 409 when the shortcut is taken. */
export async function createQuickReply(body: NovaRespostaRapida): Promise<RespostaRapida> {
  const { data } = await api.post('/api/respostas-rapidas', body);
  return respostaRapidaSchema.parse(data);
}
