import { skipToken, useQuery } from '@tanstack/react-query';
import type { DeletionStatusView } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { getDeletionStatus } from '@/features/deletion-requests/api/get-deletion-status';

export type DeletionLookup =
  | { state: 'missing-code' }
  | { state: 'loading' }
  | { state: 'found'; request: DeletionStatusView }
  | { state: 'not-found' }
  | { state: 'error' };

/** Looks up a deletion request by confirmation code; `retry` repeats a failed lookup. */
export function useDeletionStatus(code: string): { lookup: DeletionLookup; retry: () => void } {
  const query = useQuery({
    queryKey: queryKeys.deletionRequests.status(code),
    queryFn: code ? ({ signal }) => getDeletionStatus(code, signal) : skipToken,
  });

  const lookup: DeletionLookup = !code
    ? { state: 'missing-code' }
    : query.isFetching || query.isPending
      ? { state: 'loading' }
      : query.isError
        ? { state: 'error' }
        : query.data
          ? { state: 'found', request: query.data }
          : { state: 'not-found' };
  return { lookup, retry: () => void query.refetch() };
}
