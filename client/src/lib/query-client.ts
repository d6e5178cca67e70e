import { notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorMessage`: what the console says when this query fails (the screens only log data failures, docs/product.md, Error messages). */
    queryMeta: { errorMessage?: string };
  }
}

// A cache change reaches the screen in the same turn as the code that made it (a deleted deck leaves the list
// together with its confirmation), not one timer later.
notifyManager.setScheduler(queueMicrotask);

/**
 * The app's data cache. No automatic retries and no refetch on window focus: screens ask again only when they
 * did before (on mount, on a realtime event, on a timer, on a button), now with a cache between visits.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorMessage) console.error(query.meta.errorMessage, error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
