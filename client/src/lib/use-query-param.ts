import { useCallback, useSyncExternalStore } from 'react';

/**
 * One query parameter of the address, for the public host's pages, which run without a client router
 * (docs/architecture.md, "Routes"): setting it adds a history entry, and Back restores the previous value.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export function useQueryParam(name: string): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(subscribe, () => new URLSearchParams(window.location.search).get(name));
  const set = useCallback(
    (next: string | null) => {
      const url = new URL(window.location.href);
      if (next) url.searchParams.set(name, next);
      else url.searchParams.delete(name);
      window.history.pushState(null, '', url);
      for (const listener of listeners) listener();
    },
    [name],
  );
  return [value, set];
}
