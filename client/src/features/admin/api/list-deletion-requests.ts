import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const deletionRequestSchema = z.object({
  id: z.number(),
  facebook_id: z.string(),
  confirmation_code: z.string(),
  recebido_em: z.string(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

/** GET /api/deletion-requests (cred, admin): facebook_id, confirmation_code, recebido_em, newest first. */
export async function listDeletionRequests(signal?: AbortSignal): Promise<DeletionRequest[]> {
  const { data } = await api.get('/api/deletion-requests', { signal });
  return z.array(deletionRequestSchema.loose()).parse(data);
}
