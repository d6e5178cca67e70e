import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { isApiError } from '@/lib/api-client';
import { listDeletionRequests } from '@/features/deletion-requests/api/list-deletion-requests';
import { retryWhen } from '@/features/deletion-requests/logic/retry';

const isForbidden = (error: unknown) => isApiError(error) && error.status === 403;

/** The Facebook deletion requests for the admin (docs/product.md, Error messages: a 403 is retried twice, 500 ms apart). */
export function useDeletionRequests() {
  return useQuery({
    queryKey: queryKeys.deletionRequests.list,
    queryFn: ({ signal }) => retryWhen(() => listDeletionRequests(signal), { shouldRetry: isForbidden, signal }),
    meta: { errorMessage: '[deletion-requests] could not load the deletion requests:' },
  });
}
