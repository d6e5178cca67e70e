import { isApiError } from '@/lib/api-client';

/** The request never got an answer (no network, or it gave up waiting): the device copy takes over. */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.status === undefined;
}
