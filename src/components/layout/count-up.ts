// The count-up of seed 001 §9: from 0 to the value over 2000 ms, each card 100 ms after the one before it,
// eased out, starting when the number scrolls into view. Under prefers-reduced-motion the value stands at once.
import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';

export const COUNT_UP_DURATION_MS = 2000;
export const COUNT_UP_STAGGER_MS = 100;

/** Eased progress (0 to 1) after `elapsed` ms of a `duration` ms animation. */
export function countUpProgress(elapsed: number, duration = COUNT_UP_DURATION_MS): number {
  if (elapsed <= 0) return 0;
  if (elapsed >= duration) return 1;
  const t = elapsed / duration;
  return 1 - (1 - t) ** 3;
}

export function useCountUp(
  target: number,
  { enabled = true, delay = 0, duration = COUNT_UP_DURATION_MS } = {},
) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const animate = enabled && !reduced && Number.isFinite(target);
  // null: the value as it is. The server's page (and one without JavaScript) shows the real number; the
  // count-up from 0 starts when the number comes into view.
  const [value, setValue] = useState<number | null>(null);
  const ref = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!animate) return;
    let frame = 0;
    let start = 0;
    const tick = (now: number) => {
      if (!start) start = now + delay;
      const progress = countUpProgress(now - start, duration);
      setValue(target * progress);
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    const begin = () => {
      frame = requestAnimationFrame(tick);
    };
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      begin();
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        begin();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [animate, target, delay, duration]);

  // Without animation the value stands as it is; the state only carries the moving number.
  return { value: animate && value !== null ? value : target, ref };
}
