import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ServerToClientEvents } from '@app/contracts';
import { getSocket } from '@/lib/socket';

/** Bursts of events (a move, a chat exchange, a status change) become one reload. */
const RELOAD_DEBOUNCE_MS = 150;

export type ReloadEvent = keyof ServerToClientEvents | 'connect';

/**
 * Reads the queries under `queryKey` again once per burst of `events` on the shared socket. Pass constants (a
 * query key and an event list declared once): the listeners are set up again whenever either changes.
 */
export function useReloadOnSocket(queryKey: QueryKey, events: readonly ReloadEvent[]) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey }), RELOAD_DEBOUNCE_MS);
    };
    for (const event of events) socket.on(event, reload);
    return () => {
      clearTimeout(timer);
      for (const event of events) socket.off(event, reload);
    };
  }, [queryClient, queryKey, events]);
}
