import { respostasRapidasSchema, type RespostaRapida } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/respostas-rapidas?userId=: the quick replies with {nome}, {assessor}, {documentos_faltando} filled. */
export async function listQuickReplies(userId: number, signal?: AbortSignal): Promise<RespostaRapida[]> {
  const { data } = await api.get('/api/respostas-rapidas', { params: { userId }, signal });
  return respostasRapidasSchema.parse(data).respostas;
}
