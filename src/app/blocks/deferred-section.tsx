// A block below the fold of a server-rendered page is hydrated when it nears the viewport, not with the rest of
// the page: its server HTML stays as it is (readable, styled, its anchors in place) until then, and the main thread
// is free for what the visitor sees first. React keeps server HTML inside a Suspense boundary whose content
// suspends during hydration; the wrapper outside it hydrates at once and watches the viewport. Pages rendered in
// the browser (a navigation) render every block at once, as before.
import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIsClient } from '../../lib/use-is-client';

/** How far ahead of the viewport a section starts hydrating. */
const NEAR_MARGIN = '600px 0px';

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

function WaitFor({ gate }: { gate: Gate | null }) {
  if (gate) use(gate.promise);
  return null;
}

export function DeferredSection({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement | null>(null);
  const isClient = useIsClient();
  // Only a first render that hydrates waits; the server and a browser navigation render at once.
  const [gate] = useState<Gate | null>(() =>
    !isClient && typeof window !== 'undefined' && typeof IntersectionObserver !== 'undefined'
      ? createGate()
      : null,
  );

  useEffect(() => {
    const element = ref.current;
    if (!gate || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    // Focus or a click inside the server HTML before it hydrated: hydrate now, so it reacts.
    const openNow = () => gate.open();
    element.addEventListener('focusin', openNow);
    element.addEventListener('pointerdown', openNow);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', openNow);
      element.removeEventListener('pointerdown', openNow);
    };
  }, [gate]);

  return (
    <div ref={ref} className="deferred-section">
      <Suspense fallback={null}>
        <WaitFor gate={gate} />
        {children}
      </Suspense>
    </div>
  );
}
