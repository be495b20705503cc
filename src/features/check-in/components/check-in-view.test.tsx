// The check-in view with the queue: a tap while offline waits ('wartet auf Verbindung') without a request, stays
// over a remount (a reload), and is sent exactly once with its stored Idempotency-Key when the connection returns.
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckInSession } from '#domain/schemas/check-in';
import { installFakeApi, json } from '../../../testing/fake-api';
import { checkInQueue } from '../queue';
import { CheckInView } from './check-in-view';

let online = false;
beforeEach(() => {
  online = false;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(async () => {
  for (const entry of await checkInQueue.list()) await checkInQueue.replay(entry.actorId, async () => ({}));
});

function session(status: 'confirmed' | 'attended'): CheckInSession {
  const start = new Date(Date.now() + 30 * 60_000);
  return {
    id: 5,
    courseId: 1,
    courseTitle: 'Yoga Flow',
    scheduledAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
    durationMinutes: 60,
    trainerName: 'Lena Berger',
    maxParticipants: 10,
    cancelledAt: null,
    counts: { booked: 1, checkedIn: status === 'attended' ? 1 : 0, waitlist: 0, noShow: 0 },
    participants: [
      {
        bookingId: 77,
        userId: 3,
        firstName: 'Max',
        lastName: 'Mitglied',
        status,
        position: null,
        checkedInAt: status === 'attended' ? new Date().toISOString() : null,
      },
    ],
  };
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CheckInView actorId={1} ready />
    </QueryClientProvider>,
  );
}

describe('CheckInView', () => {
  it('queues a tap while offline and sends it once, with its key, when the connection returns', async () => {
    let attended = false;
    const api = installFakeApi({
      'GET /api/v1/check-in/sessions': () => json(200, [session(attended ? 'attended' : 'confirmed')]),
      'POST /api/v1/bookings/77/check-in': () => {
        attended = true;
        return json(200, { booking: {}, member: {}, alreadyCheckedIn: false });
      },
    });
    const first = show();
    await userEvent.click(await screen.findByRole('button', { name: /^Max Mitglied: Gebucht/ }));
    expect(await screen.findByRole('button', { name: 'Max Mitglied: wartet auf Verbindung' })).toHaveProperty(
      'disabled',
      true,
    );
    const [queued] = await checkInQueue.list(1);
    expect(queued).toMatchObject({ bookingId: 77, memberName: 'Max Mitglied' });

    // A reload: the view is gone and comes back; the entry is still waiting and nothing was sent.
    first.unmount();
    show();
    expect(await screen.findByText(/Noch nicht übertragen \(1\)/)).toBeTruthy();
    expect(api.count('POST /api/v1/bookings/77/check-in')).toBe(0);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('button', { name: 'Max Mitglied: Eingecheckt' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Noch nicht übertragen/)).toBeNull());
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get('Idempotency-Key')).toBe(queued!.key);
  });
});
