import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { getPreferences, setMarketingConsent } from '@/features/preferences/api/marketing-consent';
import { listConsents } from '@/features/preferences/api/list-consents';

/** The student's stored consent to marketing messages: null while unknown. */
export function useMarketingConsent(): boolean | null {
  const { data } = useQuery({
    queryKey: queryKeys.preferences,
    queryFn: ({ signal }) => getPreferences(signal),
    meta: { errorMessage: '[preferences] could not load the preferences:' },
  });
  return data?.receber_marketing ?? null;
}

/** Saves the consent; what the server stored becomes the cached preference. */
export function useSetMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: boolean) => setMarketingConsent(next),
    onSuccess: async (saved) => {
      queryClient.setQueryData<Preferences>(queryKeys.preferences, saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.consentHistory });
    },
  });
}

/** The recorded consent choices (the ledger), refreshed after each change. */
export function useConsentHistory() {
  return useQuery({
    queryKey: queryKeys.consentHistory,
    queryFn: ({ signal }) => listConsents(signal),
    meta: { errorMessage: '[preferences] could not load the consent history:' },
  });
}
