// Setup of the ui test project: DOM queries, a clean document, storage and session after every test, and the
// browser APIs jsdom lacks that the app uses: matchMedia (answers "no match", i.e. the mobile layout) and scrollTo
// (jsdom has no layout).
import '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetSessionStore } from '../features/auth/session-store';
import { routerNavigation } from '../app/router-navigation';
import { wireNavigation } from '../lib/navigation';

// The components' links and navigation are React Router's, as in the app (decision 0212).
wireNavigation(routerNavigation);

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => {
    const list = new EventTarget() as MediaQueryList;
    return Object.assign(list, {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    });
  };
}

window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  resetSessionStore();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});
