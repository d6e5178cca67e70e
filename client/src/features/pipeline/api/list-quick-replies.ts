import { respostasRapidasSchema, type RespostaRapida } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/respostas-rapidas: the quick replies as written (variables unfilled), for managing them. */
export async function listQuickReplies(signal?: AbortSignal): Promise<RespostaRapida[]> {
  const { data } = await api.get('/api/respostas-rapidas', { signal });
  return respostasRapidasSchema.parse(data).respostas;
}
