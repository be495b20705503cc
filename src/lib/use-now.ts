// The current time in milliseconds, refreshed every `intervalMs` while a screen is shown: the desk's check-in view
// and the trainer's session page decide from it whether a session has started or ended (render stays pure).
import { useEffect, useState } from 'react';

export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
