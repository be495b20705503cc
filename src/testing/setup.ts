// Setup of the ui test project: DOM queries, a clean document after every test, and the browser APIs jsdom lacks
// that the app uses: matchMedia (answers "no match", i.e. the mobile layout) and scrollTo (jsdom has no layout).
import '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
});
