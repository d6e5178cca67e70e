import { deletionStatusSchema, type DeletionStatusView } from '@app/contracts';
import { api, isApiError } from '@/lib/api-client';

/** GET /api/deletion-status/:code → the request, or null when no request has that code (404). */
export async function getDeletionStatus(code: string, signal?: AbortSignal): Promise<DeletionStatusView | null> {
  try {
    const { data } = await api.get(`/api/deletion-status/${encodeURIComponent(code)}`, { signal });
    return deletionStatusSchema.parse(data);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
