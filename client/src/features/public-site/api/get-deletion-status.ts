import { z } from 'zod';
import { api, isApiError } from '../../../lib/api-client';

export const deletionStatusSchema = z.object({
  confirmation_code: z.string(),
  status: z.enum(['recebida', 'em_andamento', 'concluida']),
  recebido_em: z.string(),
  concluido_em: z.string().nullable(),
});

export type DeletionStatus = z.infer<typeof deletionStatusSchema>;

/** GET /api/deletion-status/:code → the request, or null when no request has that code (404). */
export async function getDeletionStatus(code: string, signal?: AbortSignal): Promise<DeletionStatus | null> {
  try {
    const { data } = await api.get(`/api/deletion-status/${encodeURIComponent(code)}`, { signal });
    return deletionStatusSchema.parse(data);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
