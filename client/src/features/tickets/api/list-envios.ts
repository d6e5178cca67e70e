import { enviosResponseSchema, type Envio } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/whatsapp/envios?userId=: envio state of every reply forwarded to this user. */
export async function listEnvios(userId: number, signal?: AbortSignal): Promise<Envio[]> {
  const { data } = await api.get('/api/whatsapp/envios', { params: { userId }, signal });
  return enviosResponseSchema.parse(data).envios;
}
