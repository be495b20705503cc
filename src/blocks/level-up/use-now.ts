// Today from the visitor's clock, refreshed every minute so a page left open flips its countdown at midnight
// (Berlin days are taken by the domain functions that read it).
import { useEffect, useState } from 'react';

export const NOW_REFRESH_MS = 60_000;

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), NOW_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
