import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncOnlineManager } from '../../../lib/network-status';
import { installFakeApi, json } from '../../../testing/fake-api';
import { bookingKeys } from '../api/keys';
import { booking } from '../test-data';
import { CalendarSubscription } from './calendar-subscription';
import { MyBookings } from './my-bookings';

// Monday 23 November 2026, 13:00 Berlin.
const NOW = new Date('2026-11-23T12:00:00Z');

const BOOKINGS = [
  booking({
    id: 1,
    courseTitle: 'Pilates Core',
    scheduledAt: '2026-11-16T17:00:00.000Z',
    status: 'attended',
  }),
  booking({
    id: 2,
    courseTitle: 'Spinning',
    scheduledAt: '2026-11-26T17:00:00.000Z',
    status: 'pending',
    position: 2,
  }),
  booking({
    id: 3,
    courseTitle: 'Yoga Flow',
    scheduledAt: '2026-11-24T17:00:00.000Z',
    promotedAt: NOW.toISOString(),
  }),
  booking({
    id: 4,
    courseTitle: 'HIIT',
    scheduledAt: '2026-11-25T06:30:00.000Z',
    status: 'cancelled',
    notes: 'Kurs abgesagt',
  }),
  booking({ id: 5, courseTitle: 'Kraft', scheduledAt: '2026-11-20T17:00:00.000Z', status: 'no_show' }),
];

let client: QueryClient;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  syncOnlineManager();
}

function renderWith(ui: React.ReactNode) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Title and status of every booking in a group, in screen order. */
function group(name: string) {
  const section = screen.getByRole('region', { name });
  return within(section)
    .queryAllByRole('listitem')
    .map(
      (item) =>
        `${within(item).getByRole('heading').textContent}: ${item.querySelector('.badge')?.textContent}`,
    );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setOnline(true);
});

afterEach(() => {
  client.clear();
  vi.useRealTimers();
  setOnline(true);
});

describe('MyBookings', () => {
  it('lists upcoming bookings soonest first, cancelled ones apart and past ones latest first, each with its German status', async () => {
    installFakeApi({ 'GET /api/v1/bookings/me': () => json(200, BOOKINGS) });
    renderWith(<MyBookings userId={3} />);
    expect(await screen.findByRole('region', { name: 'Anstehende Kurse' })).toBeTruthy();
    expect(group('Anstehende Kurse')).toEqual([
      'Yoga Flow: Bestätigt',
      'Spinning: Platz 2 auf der Warteliste',
    ]);
    expect(group('Storniert und abgesagt')).toEqual(['HIIT: Kurs abgesagt']);
    expect(group('Vergangene Kurse')).toEqual(['Kraft: Nicht erschienen', 'Pilates Core: Teilgenommen']);
    expect(screen.getByText('Von der Warteliste nachgerückt')).toBeTruthy();
    // Calendar and cancelling only for what still counts.
    expect(screen.getAllByRole('button', { name: /^Zum Kalender hinzufügen/ })).toHaveLength(2);
    expect(
      screen
        .getAllByRole('button', { name: /^(Stornieren|Warteliste verlassen): / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Stornieren: Yoga Flow', 'Warteliste verlassen: Spinning']);
  });

  it('shows the stored bookings offline, without asking the server, and refuses to cancel', () => {
    const api = installFakeApi({});
    client.setQueryData(bookingKeys.mine(3), BOOKINGS);
    setOnline(false);
    renderWith(<MyBookings userId={3} />);
    expect(group('Anstehende Kurse')[0]).toBe('Yoga Flow: Bestätigt');
    expect(screen.getAllByRole('button', { name: 'Offline – Stornieren nicht möglich' })[0]).toHaveProperty(
      'disabled',
      true,
    );
    expect(api.calls).toHaveLength(0);
  });

  it('says so offline when nothing is stored yet', () => {
    installFakeApi({});
    setOnline(false);
    renderWith(<MyBookings userId={3} />);
    expect(screen.getByRole('status').textContent).toContain('Offline – noch keine Buchungen gespeichert.');
  });

  it('invites to the courses when there is no booking', async () => {
    installFakeApi({ 'GET /api/v1/bookings/me': () => json(200, []) });
    renderWith(<MyBookings userId={3} />);
    expect(await screen.findByText('Du hast noch keine Kurse gebucht.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kurse entdecken' }).getAttribute('href')).toBe('/kurse');
  });
});

describe('CalendarSubscription', () => {
  it('shows the private webcal link, copies it, and resets it only after a confirmation', async () => {
    const api = installFakeApi({
      'GET /api/v1/calendar/link': () =>
        json(200, {
          url: 'https://studio.test/api/calendar/alt.ics',
          webcalUrl: 'webcal://studio.test/api/calendar/alt.ics',
        }),
      'POST /api/v1/calendar/link/reset': () =>
        json(200, {
          url: 'https://studio.test/api/calendar/neu.ics',
          webcalUrl: 'webcal://studio.test/api/calendar/neu.ics',
        }),
    });
    const user = userEvent.setup(); // before the clipboard stub: user-event installs its own
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderWith(<CalendarSubscription userId={3} />);
    const field = await screen.findByLabelText('Dein privater Kalender-Link');
    expect(field).toHaveProperty('value', 'webcal://studio.test/api/calendar/alt.ics');

    await user.click(screen.getByRole('button', { name: 'Link kopieren' }));
    expect(writeText).toHaveBeenCalledWith('webcal://studio.test/api/calendar/alt.ics');
    expect(screen.getByText('Link kopiert.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Link zurücksetzen' }));
    expect(api.count('POST /api/v1/calendar/link/reset')).toBe(0);
    const dialog = screen.getByRole('dialog', { name: 'Kalender-Link zurücksetzen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zurücksetzen' }));
    await vi.waitFor(() =>
      expect(field).toHaveProperty('value', 'webcal://studio.test/api/calendar/neu.ics'),
    );
    expect(api.count('POST /api/v1/calendar/link/reset')).toBe(1);
  });
});
