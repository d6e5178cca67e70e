import { forwardResponseSchema, type ForwardRequest, type ForwardResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /webhook/enviar-whatsapp: the server queues the reply for the user's WhatsApp (202). */
export async function forwardWhatsapp(input: ForwardRequest): Promise<ForwardResponse> {
  const { data } = await api.post('/webhook/enviar-whatsapp', input);
  return forwardResponseSchema.parse(data);
}
