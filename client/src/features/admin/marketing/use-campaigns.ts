import { useCallback, useEffect, useState } from 'react';
import { getCampaign, type CampaignDetail } from '../api/get-campaign';
import { listCampaigns, type Campaign } from '../api/list-campaigns';
import { hasPending } from './templates';

/** How often the page asks for fresh counts while messages are still queued. */
export const POLL_MS = 3000;

/**
 * Recent campaigns plus the details (failures) of the selected one — the newest by default. Polls every
 * POLL_MS while anything is still queued, and stops once every recipient was sent or failed.
 */
export function useCampaigns() {
  const [campaigns, setCampaigns] = useState<Campaign[] | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [detail, setDetail] = useState<CampaignDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);

  const refresh = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    (async () => {
      try {
        const list = await listCampaigns(controller.signal);
        if (controller.signal.aborted) return;
        setCampaigns(list);
        setFailed(false);
        const id = selectedId ?? list[0]?.id ?? null;
        if (id !== null) {
          const next = await getCampaign(id, controller.signal);
          if (!controller.signal.aborted) setDetail(next);
        }
        if (hasPending(list)) timer = window.setTimeout(refresh, POLL_MS);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('[admin] falha ao consultar campanhas:', error);
        setFailed(true);
        setCampaigns((prev) => prev ?? []);
        timer = window.setTimeout(refresh, POLL_MS * 3);
      }
    })();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [tick, selectedId, refresh]);

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

  return { campaigns, detail, selectedId: selectedId ?? campaigns?.[0]?.id ?? null, failed, select, showCampaign };
}
