import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { Delivery } from '../logic/delivery';

const deliveriesSchema = z.object({
  envios: z.array(
    z.object({
      id: z.number(),
      mensagem_id: z.number().nullable(),
      status: z.enum(['na_fila', 'enviado', 'falhou']),
      via_modelo: z.boolean(),
      motivo: z.string().nullable(),
    }),
  ),
});

/** GET /api/whatsapp/envios?userId=: delivery state of every reply forwarded to this user. */
export async function listDeliveries(userId: number): Promise<Delivery[]> {
  const { data } = await api.get('/api/whatsapp/envios', { params: { userId } });
  return deliveriesSchema.parse(data).envios;
}
