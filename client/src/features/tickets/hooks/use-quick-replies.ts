import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { listQuickReplies } from '@/features/tickets/api/list-quick-replies';

/** The quick replies filled for the open conversation's person (empty while loading or on failure). */
export function useQuickReplies(userId: number | null) {
  const query = useQuery({
    queryKey: queryKeys.quickReplies.forUser(userId ?? 0),
    queryFn: ({ signal }) => listQuickReplies(userId!, signal),
    enabled: userId !== null,
    meta: { errorMessage: '[tickets] could not load the quick replies:' },
  });
  return query.data ?? [];
}
