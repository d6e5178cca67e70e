import { waitingSummarySchema, type WaitingSummary } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/conversa/aguardando (staff): how many conversations wait for a person, and since when the oldest does. */
export async function getWaitingSummary(signal?: AbortSignal): Promise<WaitingSummary> {
  const { data } = await api.get('/api/conversa/aguardando', { signal });
  return waitingSummarySchema.parse(data);
}
