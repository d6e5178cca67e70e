import { useCallback, useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getCampaign } from '@/features/marketing/api/get-campaign';
import { listCampaigns } from '@/features/marketing/api/list-campaigns';
import { hasPending } from '@/features/marketing/logic/templates';

/** How often the page asks for fresh counts while messages are still queued. */
export const POLL_MS = 3000;
/** Without WhatsApp credentials nothing leaves the queue: the page still looks, less often. */
export const IDLE_POLL_MS = 15_000;

/**
 * Recent campaigns plus the details (failures) of the selected one — the newest by default — read together so
 * their counts agree. Polls every `pollMs` while anything is still queued, and stops once every recipient was
 * sent or failed; after a failure it asks again, three times less often.
 */
export function useCampaigns(pollMs = POLL_MS) {
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const board = useQuery({
    queryKey: queryKeys.marketing.campaignBoard(selectedId),
    queryFn: async ({ signal }) => {
      const campaigns = await listCampaigns(signal);
      const id = selectedId ?? campaigns[0]?.id ?? null;
      return { campaigns, detail: id === null ? null : await getCampaign(id, signal) };
    },
    // Another campaign's details load under the list already on screen.
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.status === 'error' ? pollMs * 3 : hasPending(query.state.data?.campaigns ?? []) ? pollMs : false,
    meta: { errorMessage: '[marketing] could not load the campaigns:' },
  });

  // Switching to another campaign keeps saying when the counts on screen were read.
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  useEffect(() => {
    if (board.dataUpdatedAt) setUpdatedAt(new Date(board.dataUpdatedAt));
  }, [board.dataUpdatedAt]);

  /** Asks for the counts now (and, after a send, shows the new campaign). */
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.marketing.campaigns }), [queryClient]);

  // A list that could not be read shows as empty, with the failure notice.
  const campaigns = board.data?.campaigns ?? (board.isError ? [] : null);
  return {
    campaigns,
    detail: board.data?.detail ?? null,
    selectedId: selectedId ?? campaigns?.[0]?.id ?? null,
    failed: board.isError,
    updatedAt,
    refresh,
    select: setSelectedId,
  };
}
