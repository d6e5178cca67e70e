import { useEffect, useState } from 'react';

/** The current time, ticking every `everyMs`: for "há 5 min" texts that must move while the screen stays open. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
