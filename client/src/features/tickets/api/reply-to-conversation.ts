import { staffReplyResponseSchema, type StaffReplyResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/conversa/{userId}/responder: a staff reply as one action. The server stores it, shows it to the person,
 * and queues it to their WhatsApp when they are reachable there; the client never sends the phone number.
 */
export async function replyToConversation(userId: number, texto: string): Promise<StaffReplyResponse> {
  const { data } = await api.post(`/api/conversa/${userId}/responder`, { texto });
  return staffReplyResponseSchema.parse(data);
}
