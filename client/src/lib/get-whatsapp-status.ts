import { z } from 'zod';
import type { WhatsappStatus } from '@app/contracts';
import { api } from './api-client';

const statusSchema = z.object({ configurado: z.boolean(), faltando: z.array(z.string()) }) satisfies z.ZodType<WhatsappStatus>;

/** GET /api/whatsapp/status (staff): whether messages can leave the queue, and which variables are missing. */
export async function getWhatsappStatus(signal?: AbortSignal): Promise<WhatsappStatus> {
  const { data } = await api.get('/api/whatsapp/status', { signal });
  return statusSchema.parse(data);
}
