import { z } from 'zod';
import { deletionRequestSchema, type DeletionRequest } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/deletion-requests (cred, admin): facebook_id, confirmation_code, recebido_em, newest first. */
export async function listDeletionRequests(signal?: AbortSignal): Promise<DeletionRequest[]> {
  const { data } = await api.get('/api/deletion-requests', { signal });
  return z.array(deletionRequestSchema).parse(data);
}
