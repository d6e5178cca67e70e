import { conversationStateSchema, type ConversationState } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/conversa/{userId}/estado: who answers the person now, and the notice they read while a person will. */
export async function getConversationState(userId: number, signal?: AbortSignal): Promise<ConversationState> {
  const { data } = await api.get(`/api/conversa/${userId}/estado`, { signal });
  return conversationStateSchema.parse(data);
}
