import { useEffect, useRef } from 'react';

/**
 * Calls `onAdvance` once `interval` ms have run while `running`. Pausing keeps the time already spent,
 * so a hover in the middle of a slide resumes where it stopped (in step with a paused CSS progress bar);
 * a new `cycleKey` (another slide shown) starts a fresh interval.
 */
export function useAutoAdvance(interval: number, running: boolean, cycleKey: unknown, onAdvance: () => void) {
  const onAdvanceRef = useRef(onAdvance);
  const remainingRef = useRef(interval);
  const keyRef = useRef(cycleKey);

  useEffect(() => {
    onAdvanceRef.current = onAdvance;
  });

  useEffect(() => {
    if (keyRef.current !== cycleKey) {
      keyRef.current = cycleKey;
      remainingRef.current = interval;
    }
    if (!running) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => {
      remainingRef.current = interval;
      onAdvanceRef.current();
    }, remainingRef.current);
    return () => {
      window.clearTimeout(timer);
      remainingRef.current = Math.max(0, remainingRef.current - (Date.now() - startedAt));
    };
  }, [interval, running, cycleKey]);
}
