import { conversationStateSchema, type ConversationState } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/conversa/{userId}/devolver: the assistant answers this person again (a visible staff action). */
export async function handBack(userId: number): Promise<void> {
  await api.post(`/api/conversa/${userId}/devolver`);
}

/** POST /api/conversa/{userId}/assumir: the team takes the conversation; the assistant stops answering. */
export async function takeOver(userId: number): Promise<ConversationState> {
  const { data } = await api.post(`/api/conversa/${userId}/assumir`);
  return conversationStateSchema.parse(data);
}

/** POST /api/conversa/{accountId}/unir: after checking, this account is this WhatsApp lead (audited). */
export async function mergeLead(accountId: number, leadId: number): Promise<void> {
  await api.post(`/api/conversa/${accountId}/unir`, { leadId });
}
