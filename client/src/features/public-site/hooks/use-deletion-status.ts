import { useEffect, useState } from 'react';
import { getDeletionStatus, type DeletionStatus } from '../api/get-deletion-status';

export type DeletionLookup =
  | { state: 'missing-code' }
  | { state: 'loading' }
  | { state: 'found'; request: DeletionStatus }
  | { state: 'not-found' }
  | { state: 'error' };

/** Looks up a deletion request by confirmation code; `retry` repeats a failed lookup. */
export function useDeletionStatus(code: string): { lookup: DeletionLookup; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; lookup: DeletionLookup } | null>(null);
  const key = `${code}#${attempt}`;

  useEffect(() => {
    if (!code) return;
    const controller = new AbortController();
    getDeletionStatus(code, controller.signal).then(
      (request) => setResult({ key, lookup: request ? { state: 'found', request } : { state: 'not-found' } }),
      () => {
        if (!controller.signal.aborted) setResult({ key, lookup: { state: 'error' } });
      },
    );
    return () => controller.abort();
  }, [code, key]);

  const lookup: DeletionLookup = !code ? { state: 'missing-code' } : result?.key === key ? result.lookup : { state: 'loading' };
  return { lookup, retry: () => setAttempt((a) => a + 1) };
}
