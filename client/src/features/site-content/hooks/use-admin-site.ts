import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSite } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { getAdminSite } from '@/features/site-content/api/get-admin-site';
import { loadSiteExample } from '@/features/site-content/api/load-site-example';
import { saveSite } from '@/features/site-content/api/save-site';

export function useAdminSite() {
  return useQuery({
    queryKey: queryKeys.site.admin,
    queryFn: ({ signal }) => getAdminSite(signal),
    meta: { errorMessage: '[site] could not load the site content:' },
  });
}

/** A save or "Carregar exemplo" answers with the new state: it replaces the cached one. */
function useSiteWrite<T>(write: (input: T) => Promise<AdminSite>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (site) => queryClient.setQueryData(queryKeys.site.admin, site),
  });
}

export const useSaveSite = () => useSiteWrite(saveSite);
export const useLoadSiteExample = () => useSiteWrite(loadSiteExample);
