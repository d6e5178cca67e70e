import { useState } from 'react';
import { isApiError } from '@/lib/api-client';

export type FormOutcomeState = ReturnType<typeof useFormOutcome>;

/**
 * What a settings form's last submit came to. `run` clears both, then marks it done when the action succeeds, or keeps
 * the server's message (else `fallback`) as the failure.
 */
export function useFormOutcome(fallback: string) {
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setFailure(null);
    setDone(false);
    try {
      await action();
      setDone(true);
    } catch (error) {
      setFailure((isApiError(error) && error.serverMessage) || fallback);
    }
  };
  return { done, failure, run, dismiss: () => setDone(false) };
}
