import { historyResponseSchema, type StoredMessage } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/chat/historico/{userId}: the conversation, oldest first (the person's chat and the staff's history panel). */
export async function getHistory(userId: number, signal?: AbortSignal): Promise<StoredMessage[]> {
  const { data } = await api.get(`/api/chat/historico/${userId}`, { signal });
  return historyResponseSchema.parse(data).mensagens;
}
