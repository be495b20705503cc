// A link to a part of another page ('/#mitgliedschaft', the way forward of a refused booking, issue 37) lands on
// that part even when the page grows after the first scroll: ScrollRestoration scrolls to the element once, but a
// week grid or an image above it that fills in later pushes it out of view. For a few seconds after such a
// navigation the element is scrolled to again whenever the page's height changes, until the reader scrolls,
// taps or types. Back and forward (POP) keep their restored position.
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const FOLLOW_MS = 3000;

export function HashTarget() {
  const { hash, key } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type === 'POP' || hash.length < 2 || typeof ResizeObserver === 'undefined') return undefined;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return undefined;
    }
    const scroll = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
    const observer = new ResizeObserver(scroll);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const event of STOP_EVENTS) window.removeEventListener(event, stop);
    };
    const timer = setTimeout(stop, FOLLOW_MS);
    for (const event of STOP_EVENTS) window.addEventListener(event, stop, { passive: true });
    observer.observe(document.body);
    return stop;
  }, [hash, key, type]);
  return null;
}

/** What the reader does that ends the following: they have taken over the scrolling. */
const STOP_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
