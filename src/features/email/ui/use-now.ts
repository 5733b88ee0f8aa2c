import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every minute: a summary that turns 7 days old while the page is
 * open shows 'Generate New Summary' without a reload.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
