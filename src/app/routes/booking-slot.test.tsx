import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { berlinToInstant } from '#domain/time';
import { setSession } from '../../features/auth/session-store';
import { installFakeApi, json, fakeToken, MEMBER } from '../../testing/fake-api';
import { BookableWeekGrid } from './booking-slot';

// Monday 23 November 2026, 13:00 Berlin.
const NOW = new Date('2026-11-23T12:00:00Z');
const at = (day: number, hour: number) => berlinToInstant(2026, 11, day, hour, 0).toISOString();

const COURSES = [
  {
    id: 7,
    title: 'Yoga Flow',
    bookable: true,
    durationMinutes: 60,
    courseSettings: [
      { id: 70, scheduledAt: at(24, 18), trainerName: 'Lena Berger', maxParticipants: 12, bookingsCount: 9 },
      { id: 71, scheduledAt: at(26, 18), trainerName: 'Lena Berger', maxParticipants: 12, bookingsCount: 12 },
    ],
  },
];

let client: QueryClient;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderHome() {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<BookableWeekGrid />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The grid entry of one session, by its day heading. */
async function entryOn(day: RegExp) {
  const column = await screen.findByRole('listitem', { name: day });
  return within(column).getAllByRole('listitem')[0]!;
}

// The grid renders both layouts and week-grid.css shows one by width; jsdom applies no media query, so the
// desktop's stylesheet choice is made here: the phone list is display: none.
let desktopOnly: HTMLStyleElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  desktopOnly = document.createElement('style');
  desktopOnly.textContent = '.week-grid__layout--list { display: none; }';
  document.head.append(desktopOnly);
});

afterEach(() => {
  client.clear();
  vi.useRealTimers();
  desktopOnly.remove();
});

describe('the booking button in the week grid', () => {
  it('signed out, shows seats left per entry and leads to the sign-in page and back', async () => {
    installFakeApi({ 'GET /api/v1/courses': () => json(200, COURSES) });
    renderHome();
    const tuesday = await entryOn(/^Dienstag/);
    expect(within(tuesday).getByText('Noch 3 Plätze')).toBeTruthy();
    const thursday = await entryOn(/^Donnerstag/);
    expect(within(thursday).getByText('Ausgebucht')).toBeTruthy();

    // The course title is the entry's first link; a visitor's 'Buchen' is a link to the sign-in and back (it works
    // before and without JavaScript, decision 0180), named after the course, and no button.
    expect(
      within(tuesday)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label') ?? link.textContent),
    ).toEqual(['Yoga Flow', 'Buchen: Yoga Flow']);
    expect(within(tuesday).queryAllByRole('button')).toEqual([]);
    const book = within(tuesday).getByRole('link', { name: 'Buchen: Yoga Flow' });
    expect(book.getAttribute('href')).toBe('/auth/login?redirect=%2F');
    await userEvent.setup().click(book);
    expect(screen.getByTestId('where').textContent).toBe('/auth/login?redirect=%2F');
  });

  it('signed in, shows the member’s own booking with "Stornieren" and the waitlist where full', async () => {
    setSession({ token: fakeToken(), user: MEMBER });
    installFakeApi({
      'GET /api/v1/courses': () => json(200, COURSES),
      'GET /api/v1/bookings/me': () =>
        json(200, [
          {
            id: 5,
            userId: MEMBER.id,
            courseId: 7,
            courseSettingsId: 70,
            status: 'confirmed',
            position: null,
            bookingDate: NOW.toISOString(),
            notes: null,
            courseTitle: 'Yoga Flow',
            trainerName: 'Lena Berger',
            scheduledAt: at(24, 18),
            durationMinutes: 60,
            cancelledAt: null,
            promotedAt: null,
          },
        ]),
    });
    renderHome();
    const tuesday = await entryOn(/^Dienstag/);
    expect(await within(tuesday).findByRole('button', { name: 'Stornieren: Yoga Flow' })).toBeTruthy();
    const thursday = await entryOn(/^Donnerstag/);
    expect(within(thursday).getByRole('button', { name: 'Auf die Warteliste: Yoga Flow' })).toBeTruthy();
  });
});
