import {
  resendResponseSchema,
  sendTemplateResponseSchema,
  whatsappConversaSchema,
  type SendTemplateRequest,
  type SendTemplateResponse,
  type WhatsappConversa,
} from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/whatsapp/conversas/{userId}: the 24-hour window and the templates staff may pick. */
export async function getWhatsappConversation(userId: number, signal?: AbortSignal): Promise<WhatsappConversa> {
  const { data } = await api.get(`/api/whatsapp/conversas/${userId}`, { signal });
  return whatsappConversaSchema.parse(data);
}

/** POST /api/whatsapp/modelo: an approved template for the conversation (202, queued). */
export async function sendTemplate(input: SendTemplateRequest): Promise<SendTemplateResponse> {
  const { data } = await api.post('/api/whatsapp/modelo', input);
  return sendTemplateResponseSchema.parse(data);
}

/** POST /api/whatsapp/envios/{id}/reenviar: a failed reply queued again. */
export async function resendEnvio(envioId: number): Promise<{ id: number }> {
  const { data } = await api.post(`/api/whatsapp/envios/${envioId}/reenviar`);
  return resendResponseSchema.parse(data);
}
