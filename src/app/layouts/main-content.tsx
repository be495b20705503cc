// The <main> landmark every layout renders: target of the skip link, and where focus goes after a client-side
// navigation so screen readers start reading the new page (not the old scroll position).
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export const MAIN_CONTENT_ID = 'main-content';

export function MainContent({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <main ref={ref} id={MAIN_CONTENT_ID} tabIndex={-1} className={className}>
      {children}
    </main>
  );
}

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Zum Inhalt springen
    </a>
  );
}
