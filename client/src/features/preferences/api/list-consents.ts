import { consentHistorySchema, type ConsentRecord } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/usuario/consentimentos: the logged-in person's consent choices, newest first. */
export async function listConsents(signal?: AbortSignal): Promise<ConsentRecord[]> {
  const { data } = await api.get('/api/usuario/consentimentos', { signal });
  return consentHistorySchema.parse(data).consentimentos;
}
