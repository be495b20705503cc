// A block below the fold of a server-rendered page is hydrated when it nears the viewport, not with the rest of
// the page: its server HTML stays as it is (readable, styled, its anchors in place) until then, and the main thread
// is free for what the visitor sees first. React keeps server HTML inside a Suspense boundary whose content
// suspends during hydration; the wrapper outside it hydrates at once and watches the viewport. Pages rendered in
// the browser (a navigation) render every block at once, as before. The section must not re-render while its
// content waits (an update to a boundary still holding server HTML makes React render it afresh, empty), so it
// learns that it hydrates from a flag main.tsx sets, not from a hook.
import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { isHydrating } from '../ssr/hydration';

/** How far ahead of the viewport a section starts hydrating. */
const NEAR_MARGIN = '600px 0px';

interface Gate {
  promise: Promise<void>;
  open: () => void;
  /** How often the waiting part rendered: a second time means React needs the section now. */
  renders: number;
}

/** A promise React already knows to be fulfilled (its `status`), so use() does not suspend on it. */
type Tracked = Promise<void> & { status?: 'fulfilled'; value?: undefined };

function createGate(): Gate {
  let resolve: () => void = () => undefined;
  const promise: Tracked = new Promise<void>((done) => {
    resolve = done;
  });
  const open = () => {
    promise.status = 'fulfilled';
    promise.value = undefined;
    resolve();
  };
  return { promise, open, renders: 0 };
}

/**
 * Suspends the section's first hydration until the gate opens. Rendered again before that (an update reached the
 * section: a navigation, a hash link, an event inside it), it opens the gate and lets React hydrate at once, so
 * the server HTML is never swapped for an empty fallback.
 */
function WaitFor({ gate }: { gate: Gate | null }) {
  if (!gate) return null;
  gate.renders += 1;
  if (gate.renders > 1) gate.open();
  use(gate.promise);
  return null;
}

export function DeferredSection({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement | null>(null);
  // Only a first render that hydrates waits; the server and a browser navigation render at once.
  const [gate] = useState<Gate | null>(() =>
    isHydrating() && typeof IntersectionObserver !== 'undefined' ? createGate() : null,
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
