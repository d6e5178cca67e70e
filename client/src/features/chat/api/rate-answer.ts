import type { RateAnswerResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/conversa/mensagens/{id}/avaliacao: "Isso respondeu?" 👍 (true) or 👎 (false) on an assistant reply. */
export async function rateAnswer(messageId: number, util: boolean): Promise<RateAnswerResponse> {
  const { data } = await api.post(`/api/conversa/mensagens/${messageId}/avaliacao`, { util });
  return data as RateAnswerResponse;
}
