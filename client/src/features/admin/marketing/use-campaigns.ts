import { useCallback, useEffect, useState } from 'react';
import { getCampaign, type CampaignDetail } from '../api/get-campaign';
import { listCampaigns, type Campaign } from '../api/list-campaigns';
import { hasPending } from './templates';

/** How often the page asks for fresh counts while messages are still queued. */
export const POLL_MS = 3000;
/** Without WhatsApp credentials nothing leaves the queue: the page still looks, less often. */
export const IDLE_POLL_MS = 15_000;

/**
 * Recent campaigns plus the details (failures) of the selected one — the newest by default. Polls every
 * `pollMs` while anything is still queued, and stops once every recipient was sent or failed.
 */
export function useCampaigns(pollMs = POLL_MS) {
  const [campaigns, setCampaigns] = useState<Campaign[] | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [detail, setDetail] = useState<CampaignDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    (async () => {
      setRefreshing(true);
      try {
        const list = await listCampaigns(controller.signal);
        if (controller.signal.aborted) return;
        setCampaigns(list);
        setFailed(false);
        const id = selectedId ?? list[0]?.id ?? null;
        if (id !== null) {
          const next = await getCampaign(id, controller.signal);
          if (controller.signal.aborted) return;
          setDetail(next);
        }
        setUpdatedAt(new Date());
        if (hasPending(list)) timer = window.setTimeout(refresh, pollMs);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('[admin] falha ao consultar campanhas:', error);
        setFailed(true);
        setCampaigns((prev) => prev ?? []);
        timer = window.setTimeout(refresh, pollMs * 3);
      } finally {
        if (!controller.signal.aborted) setRefreshing(false);
      }
    })();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [tick, selectedId, refresh, pollMs]);

  const select = useCallback((id: number) => {
    setSelectedId(id);
    setDetail((d) => (d?.id === id ? d : null));
  }, []);

  /** After a send: show the new campaign and start polling. */
  const showCampaign = useCallback(
    (id: number) => {
      setSelectedId(id);
      setDetail(null);
      refresh();
    },
    [refresh],
  );

  return {
    campaigns,
    detail,
    selectedId: selectedId ?? campaigns?.[0]?.id ?? null,
    failed,
    updatedAt,
    refreshing,
    refresh,
    select,
    showCampaign,
  };
}
