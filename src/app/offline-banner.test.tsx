import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatUpdatedAt, newestUpdate, OfflineBanner } from './offline-banner';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  setOnline(true);
  vi.useRealTimers();
});

describe('OfflineBanner', () => {
  it('appears offline with the time of the newest data and disappears online', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T13:05:00Z'));
    const client = new QueryClient();
    client.setQueryData(['courses', 'list', 'a'], [1], { updatedAt: Date.parse('2026-11-25T12:40:00Z') });
    client.setQueryData(['courses', 'list', 'b'], [1], { updatedAt: Date.parse('2026-11-25T11:00:00Z') });
    render(
      <QueryClientProvider client={client}>
        <OfflineBanner />
      </QueryClientProvider>,
    );
    expect(screen.queryByText(/Offline/)).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByRole('status').textContent).toBe('Offline – zuletzt aktualisiert 13:40');
    act(() => setOnline(true));
    expect(screen.queryByText(/Offline/)).toBeNull();
  });

  it('says when nothing is stored', () => {
    setOnline(false);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OfflineBanner />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Offline – noch keine Daten auf diesem Gerät gespeichert')).toBeTruthy();
  });
});

describe('formatUpdatedAt', () => {
  it('shows the Berlin time today and the date with it on another day', () => {
    const now = Date.parse('2026-11-25T13:05:00Z');
    expect(formatUpdatedAt(Date.parse('2026-11-25T06:30:00Z'), now)).toBe('07:30');
    expect(formatUpdatedAt(Date.parse('2026-11-24T20:15:00Z'), now)).toBe('24.11., 21:15');
  });
});

describe('newestUpdate', () => {
  it('prefers the data on screen over other cached data', () => {
    const client = new QueryClient();
    client.setQueryData(['x'], 1, { updatedAt: 200 });
    expect(newestUpdate(client.getQueryCache())).toBe(200);
    expect(newestUpdate(new QueryClient().getQueryCache())).toBe(0);
  });

  it('leaves page documents out: they are the text of the site, not data that ages', () => {
    const client = new QueryClient();
    client.setQueryData(['pages', 'published', 'home'], { slug: 'home' }, { updatedAt: 500 });
    expect(newestUpdate(client.getQueryCache())).toBe(0);
    client.setQueryData(['courses', 'list', 'a'], [1], { updatedAt: 300 });
    expect(newestUpdate(client.getQueryCache())).toBe(300);
  });
});
