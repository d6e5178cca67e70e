import { useCallback, useEffect, useRef, useState } from 'react';
import { getSocket } from '../../../lib/socket';
import { listTickets, type Ticket, type TicketsPage } from '../api/list-tickets';

/** Bursts of `chamado-atualizado` (a chat exchange, a status change) become one reload. */
const RELOAD_DEBOUNCE_MS = 150;

/**
 * One page of the ticket list, reloaded on every `chamado-atualizado` (SPEC §4.2) and after a reconnection.
 * Failures are only logged (SPEC §8); the last good page stays on screen.
 */
export function useTickets() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<TicketsPage | null>(null);
  const [loading, setLoading] = useState(true);
  const pageRef = useRef(page);
  const latestRequest = useRef(0);

  const load = useCallback(async (pagina: number) => {
    const request = ++latestRequest.current;
    try {
      const result = await listTickets(pagina);
      if (request !== latestRequest.current) return;
      // The list shrank under us (e.g. an account was deleted): show its last page instead of an empty one.
      if (result.chamados.length === 0 && pagina > 1 && result.total > 0) {
        setPage(result.paginas);
        return;
      }
      setData(result);
    } catch (error) {
      console.error('[chamados] falha ao carregar a lista:', error);
    } finally {
      if (request === latestRequest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    pageRef.current = page;
    void load(page);
  }, [page, load]);

  useEffect(() => {
    const socket = getSocket();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void load(pageRef.current), RELOAD_DEBOUNCE_MS);
    };
    let connectedBefore = socket.connected;
    const onConnect = () => {
      if (connectedBefore) reload();
      connectedBefore = true;
    };
    socket.on('chamado-atualizado', reload);
    socket.on('connect', onConnect);
    return () => {
      clearTimeout(timer);
      socket.off('chamado-atualizado', reload);
      socket.off('connect', onConnect);
    };
  }, [load]);

  /** Applies what the server accepted to the row on screen (before the realtime reload arrives). */
  const patchRow = useCallback((userId: number, change: Partial<Ticket>) => {
    setData(
      (current) =>
        current && { ...current, chamados: current.chamados.map((t) => (t.user_id === userId ? { ...t, ...change } : t)) },
    );
  }, []);

  return { page, setPage, data, loading, patchRow };
}
