import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '#domain/errors/catalogue';
import { env } from '../../config/env';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { ApiError } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { installFakeApi, json } from '../../testing/fake-api';
import { appRoutes } from '../router';
import { isChunkLoadError } from './chunk-error';
import { RouteErrorBoundary } from './route-error-boundary';

function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function throwing(error: unknown): RouteObject[] {
  return [
    {
      path: '/',
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          path: 'kaputt',
          Component: () => {
            throw error;
          },
        },
        {
          path: 'antwort',
          loader: () => {
            throw error;
          },
          Component: () => null,
        },
      ],
    },
  ];
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => {
    // React and the router report caught render errors on the console; the page is what is under test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the 500 page when a page throws', async () => {
    renderRoutes(throwing(new Error('boom')), '/kaputt');
    expect(await screen.findByRole('heading', { name: 'Interner Serverfehler' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByText(ERRORS.SERVER_ERROR.message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull(); // the internal message is never shown
    expect(document.title).toBe('Fehler | Kraftraum Studio');
  });

  it('shows the given status message and code of an error answer', async () => {
    renderRoutes(
      throwing(new Response(null, { status: 503, statusText: 'Service Unavailable' })),
      '/antwort',
    );
    expect(await screen.findByRole('heading', { name: 'Dienst nicht verfügbar' })).toBeTruthy();
    expect(screen.getByText('503')).toBeTruthy();
  });

  it('describes a client error answer with its catalogue message', async () => {
    renderRoutes(throwing(new ApiError('FORBIDDEN', { status: 403 })), '/antwort');
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeTruthy();
    expect(screen.getByText(ERRORS.FORBIDDEN.message)).toBeTruthy();
  });

  it('shows the offline page, not a server error, when the network gave no answer', async () => {
    renderRoutes(throwing(new ApiError('NETWORK', { status: 0 })), '/antwort');
    expect(await screen.findByRole('heading', { name: 'Offline nicht verfügbar' })).toBeTruthy();
    expect(screen.queryByText('500')).toBeNull();
    expect(screen.queryByText(/Interner Serverfehler/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Zum Kursplan' }).getAttribute('href')).toBe('/kurse');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('shows the 404 page for a "not found" answer', async () => {
    renderRoutes(throwing(new Response(null, { status: 404 })), '/antwort');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByText('Die Seite wurde nicht gefunden.')).toBeTruthy();
  });

  it('offers an update instead of crashing when a chunk cannot be loaded', async () => {
    // This build already reloaded once for a missing chunk (src/lib/pwa.ts claimChunkReload): no second reload.
    sessionStorage.setItem(STORAGE_KEYS.chunkReloadBuild, env.buildId);
    renderRoutes(
      [
        {
          path: '/',
          ErrorBoundary: RouteErrorBoundary,
          children: [
            {
              path: 'kurse',
              lazy: () =>
                Promise.reject(
                  new TypeError('Failed to fetch dynamically imported module: /assets/courses-1a2b.js'),
                ),
            },
          ],
        },
      ],
      '/kurse',
    );
    expect(await screen.findByRole('heading', { name: 'Neue Version verfügbar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jetzt aktualisieren' })).toBeTruthy();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/a.js',
    'error loading dynamically imported module: https://x/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('does not mistake other errors for chunk errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

/** The app's routes with the app's query client (the page loaders fill it) and a fake API with one page. */
function renderAppRoutes(path: string) {
  installFakeApi({
    'GET /api/v1/pages/ueber-uns': () =>
      json(200, {
        slug: 'ueber-uns',
        title: 'Über uns',
        description: 'Unser Studio.',
        image: null,
        blocks: [{ type: 'about-hero' }],
        version: 1,
        updatedAt: '2026-11-24T06:00:00.000Z',
      }),
  });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the app routes', { timeout: 20_000 }, () => {
  // The /:slug route's chunk holds the page-document block registry; its first import under vitest takes longer
  // than findBy's 1 s default on a busy machine.
  const LAZY = { timeout: 10_000 };
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('show the 404 page inside the site layout for an unknown path', async () => {
    renderAppRoutes('/gibt-es-nicht');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' }, LAZY)).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Seite nicht gefunden | Kraftraum Studio');
  });

  it('show a known content page by its slug', async () => {
    renderAppRoutes('/ueber-uns');
    expect(await screen.findByRole('heading', { level: 1, name: /Mehr als ein Studio/ }, LAZY)).toBeTruthy();
    expect(document.title).toBe('Über uns | Kraftraum Studio');
  });

  it('treat a course id that is not a number as not found', async () => {
    renderAppRoutes('/courses/yoga');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' }, LAZY)).toBeTruthy();
  });
});
