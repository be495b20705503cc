import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { ChunkErrorPage } from './chunk-error-page';
import { MemoryRouter } from 'react-router-dom';

const reload = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('ChunkErrorPage', () => {
  it('reloads the page once for a build whose chunk is missing', () => {
    render(<ChunkErrorPage />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.chunkReloadBuild)).toBe(env.buildId);
    expect(screen.getByText('Neue Version wird geladen…')).toBeTruthy();
  });

  it('offers the update instead when this build already reloaded', () => {
    sessionStorage.setItem(STORAGE_KEYS.chunkReloadBuild, env.buildId);
    render(<ChunkErrorPage />);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Neue Version verfügbar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jetzt aktualisieren' })).toBeTruthy();
  });

  it('never reloads offline', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    // Inside the router, as the route error boundary shows it: the offline page links to the course week.
    render(
      <MemoryRouter>
        <ChunkErrorPage />
      </MemoryRouter>,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Offline nicht verfügbar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Kursplan' })).toBeTruthy();
  });
});
