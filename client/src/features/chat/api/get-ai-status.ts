import { aiStatusResponseSchema, type StatusIa } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/chat/status-ia/{userId}: the AI answers only when this is 'Ligada'. */
export async function getAiStatus(userId: number): Promise<StatusIa> {
  const { data } = await api.get(`/api/chat/status-ia/${userId}`);
  return aiStatusResponseSchema.parse(data).status_ia;
}
