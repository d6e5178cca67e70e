import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSite, SitePhotoKind } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { getAdminSite } from '@/features/site-content/api/get-admin-site';
import { loadSiteExample } from '@/features/site-content/api/load-site-example';
import { saveSite } from '@/features/site-content/api/save-site';
import { uploadSitePhoto } from '@/features/site-content/api/upload-site-photo';

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

/** One photo upload; the answer's path goes into the form, and the site uses it once the admin saves. */
export const useUploadSitePhoto = () =>
  useMutation({ mutationFn: ({ file, tipo }: { file: File; tipo: SitePhotoKind }) => uploadSitePhoto(file, tipo) });
