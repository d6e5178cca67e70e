import { z } from 'zod';
import { api } from '../../../lib/api-client';

const queuedSchema = z.object({ id: z.number(), status: z.literal('na_fila') });

/** POST /webhook/enviar-whatsapp: the server queues the reply for the user's WhatsApp (202). */
export async function forwardWhatsapp(input: { numero: string; mensagem: string; userId: number; mensagemId?: number }) {
  const { data } = await api.post('/webhook/enviar-whatsapp', input);
  return queuedSchema.parse(data);
}
