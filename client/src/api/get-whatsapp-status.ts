import { whatsappStatusSchema, type WhatsappStatus } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/whatsapp/status (staff): whether messages can leave the queue, and which variables are missing. */
export async function getWhatsappStatus(signal?: AbortSignal): Promise<WhatsappStatus> {
  const { data } = await api.get('/api/whatsapp/status', { signal });
  return whatsappStatusSchema.parse(data);
}
