import { useEffect, useRef, useState } from 'react';
import type { HelpArticleList } from '@app/contracts';
import { isApiError } from '@/lib/api-client';
import { listHelpArticles } from '@/features/help-centre/api/list-help-articles';

/** Time after the last keystroke before the search is asked (one request per pause, not per letter). */
const TYPING_PAUSE_MS = 250;

export interface HelpSearchState {
  busca: string;
  setBusca(value: string): void;
  lista: HelpArticleList | null;
  error: string | null;
  loading: boolean;
}

/**
 * The index's list and its search: starts from what the server rendered (no request), asks the server again after a
 * pause in typing, and keeps the search in the address (?busca=) so it can be shared and reloaded.
 */
export function useHelpSearch(initial: { lista: HelpArticleList; busca: string } | null): HelpSearchState {
  const [busca, setBusca] = useState(initial?.busca ?? '');
  const [lista, setLista] = useState<HelpArticleList | null>(initial?.lista ?? null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(initial === null);
  const shown = useRef<string | null>(initial ? initial.busca.trim() : null);

  useEffect(() => {
    const wanted = busca.trim();
    if (shown.current === wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        setLoading(true);
        listHelpArticles(wanted, controller.signal).then(
          (result) => {
            shown.current = wanted;
            setLista(result);
            setError(null);
            setLoading(false);
            const url = new URL(window.location.href);
            if (wanted) url.searchParams.set('busca', wanted);
            else url.searchParams.delete('busca');
            window.history.replaceState(null, '', `${url.pathname}${url.search}`);
          },
          (failure: unknown) => {
            if (controller.signal.aborted) return;
            setError(isApiError(failure) && failure.serverMessage ? failure.serverMessage : 'Não foi possível buscar agora. Tente de novo.');
            setLoading(false);
          },
        );
      },
      shown.current === null ? 0 : TYPING_PAUSE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [busca]);

  return { busca, setBusca, lista, error, loading };
}
