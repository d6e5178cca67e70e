import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getDashboard } from '@/features/admin/api/get-dashboard';

/** The numbers age quietly while the page stays open on a Monday morning. */
const REFRESH_MS = 60_000;

/** The admin dashboard's numbers, read again every minute while the page is open. */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.admin.dashboard,
    queryFn: ({ signal }) => getDashboard(signal),
    refetchInterval: REFRESH_MS,
    meta: { errorMessage: '[admin] could not load the dashboard:' },
  });
}
