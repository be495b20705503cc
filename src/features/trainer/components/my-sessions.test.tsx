// 'Meine Termine' (issue 22, 37): today's sessions apart from the next days and today's finished ones, each with its
// counts; the open
// substitute requests: a trainer takes another's (not their own), an admin without the Trainer role only assigns.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubstituteRequest, TrainerSession, TrainerAgenda } from '#domain/schemas/trainer';
import { installFakeApi, json } from '../../../testing/fake-api';
import { agendaParts, MySessions } from './my-sessions';

function session(id: number, scheduledAt: string, title: string): TrainerSession {
  return {
    id,
    courseId: id,
    courseTitle: title,
    scheduledAt,
    endsAt: new Date(Date.parse(scheduledAt) + 3_600_000).toISOString(),
    durationMinutes: 60,
    trainerName: 'Tina Trainer',
    trainerId: 2,
    maxParticipants: 10,
    cancelledAt: null,
    counts: { booked: 2, checkedIn: 1, waitlist: 3, noShow: 0 },
    substituteRequestId: null,
  };
}

/** Tuesday 24 November 2026, 12:00 Berlin: the screen's 'now' (only Date is faked; timers run). */
const NOW = new Date('2026-11-24T11:00:00.000Z');

const WEEK: TrainerAgenda = {
  today: '2026-11-24',
  start: '2026-11-23T23:00:00.000Z',
  end: '2026-12-07T23:00:00.000Z',
  sessions: [
    session(3, '2026-11-24T07:00:00.000Z', 'Frühsport'),
    session(1, '2026-11-24T16:30:00.000Z', 'Krafttraining Basics'),
    session(2, '2026-12-01T18:00:00.000Z', 'Langhantel Strength'),
  ],
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function request(id: number, askerId: number, asker: string): SubstituteRequest {
  return {
    id,
    courseSettingId: 10 + id,
    courseId: 3,
    courseTitle: `Yoga ${id}`,
    scheduledAt: '2026-11-26T17:00:00.000Z',
    reason: 'Krank',
    status: 'open',
    requestedBy: { id: askerId, name: asker },
    createdAt: '2026-11-24T07:00:00.000Z',
    takenBy: null,
    takenAt: null,
  };
}

function show(props: { admin: boolean; trainer: boolean }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MySessions userId={2} {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MySessions', () => {
  it('shows today apart from the week, with counts, and lets a trainer take another trainer’s request', async () => {
    let taken = false;
    const api = installFakeApi({
      'GET /api/v1/trainer/sessions': () => json(200, WEEK),
      'GET /api/v1/trainer/substitute-requests': () =>
        json(
          200,
          taken
            ? [request(5, 2, 'Tina Trainer')]
            : [request(4, 7, 'Lena Berger'), request(5, 2, 'Tina Trainer')],
        ),
      'POST /api/v1/trainer/substitute-requests/4/take': () => {
        taken = true;
        return json(200, {
          request: {
            ...request(4, 7, 'Lena Berger'),
            status: 'taken',
            takenBy: { id: 2, name: 'Tina Trainer' },
          },
          notified: 2,
        });
      },
    });
    show({ admin: false, trainer: true });
    const today = await screen.findByRole('region', { name: 'Heute' });
    // Today's finished session comes last, after the next days.
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    const past = screen.getByRole('region', { name: 'Heute schon vorbei' });
    expect(within(past).getByRole('link', { name: /Frühsport/ })).toBeTruthy();
    expect(within(today).queryByText(/Frühsport/)).toBeNull();
    expect(regions.indexOf(past.getAttribute('aria-labelledby'))).toBeGreaterThan(
      regions.indexOf(
        screen.getByRole('region', { name: 'Die nächsten 13 Tage' }).getAttribute('aria-labelledby'),
      ),
    );
    expect(within(today).getByRole('link', { name: /Krafttraining Basics/ })).toHaveProperty(
      'href',
      expect.stringMatching(/\/trainer\/termine\/1$/),
    );
    expect(today.textContent).toContain('2 von 10 gebucht · 3 auf der Warteliste · 1 eingecheckt');
    const week = screen.getByRole('region', { name: 'Die nächsten 13 Tage' });
    expect(within(week).getByRole('link', { name: /Langhantel Strength/ })).toBeTruthy();
    expect(within(today).queryByText(/Langhantel/)).toBeNull();

    const requests = screen.getByRole('region', { name: 'Offene Vertretungsanfragen' });
    await within(requests).findByText(/Angefragt von Lena Berger/);
    // Only another trainer's request can be taken; the own one says so.
    expect(within(requests).getAllByRole('button', { name: /^Vertretung übernehmen/ })).toHaveLength(1);
    expect(within(requests).getByText(/Deine Anfrage/)).toBeTruthy();
    await userEvent.click(within(requests).getByRole('button', { name: /^Vertretung übernehmen: .*Yoga 4/ }));
    expect(await screen.findByText(/Yoga 4 am .* übernimmt jetzt Tina Trainer\./)).toBeTruthy();
    expect(api.count('POST /api/v1/trainer/substitute-requests/4/take')).toBe(1);
  });

  it('gives an admin without the Trainer role the assignment, not the take', async () => {
    installFakeApi({
      'GET /api/v1/trainer/sessions': () => json(200, { ...WEEK, sessions: [] }),
      'GET /api/v1/trainer/substitute-requests': () => json(200, [request(4, 7, 'Lena Berger')]),
      'GET /api/v1/trainers': () => json(200, [{ id: 9, name: 'Jonas Weber' }]),
    });
    show({ admin: true, trainer: false });
    expect(await screen.findByText('Heute stehen keine Termine für dich an.')).toBeTruthy();
    const requests = screen.getByRole('region', { name: 'Offene Vertretungsanfragen' });
    expect(await within(requests).findByRole('combobox', { name: 'Vertretung zuweisen' })).toBeTruthy();
    expect(within(requests).queryByRole('button', { name: /^Vertretung übernehmen/ })).toBeNull();
  });
});

describe('agendaParts', () => {
  it('puts a running session under today, a finished one last, and the next days between', () => {
    const running = session(1, '2026-11-24T10:30:00.000Z', 'Läuft');
    const ended = session(2, '2026-11-24T09:00:00.000Z', 'Vorbei'); // ends 11:00 UTC: over at NOW
    const later = session(3, '2026-11-25T08:00:00.000Z', 'Morgen');
    const parts = agendaParts([ended, running, later], '2026-11-24', NOW.getTime());
    expect(parts.today.map((s) => s.id)).toEqual([1]);
    expect(parts.coming.map((s) => s.id)).toEqual([3]);
    expect(parts.past.map((s) => s.id)).toEqual([2]);
  });
});
