import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '#domain/schemas/bookings';
import { syncOnlineManager } from '../../../lib/network-status';
import { errorAnswer, installFakeApi, json } from '../../../testing/fake-api';
import { bookingKeys } from '../api/keys';
import type { BookingViewer } from '../model';
import { booking, bookableSession } from '../test-data';
import { BookingAction, type BookingActionProps } from './booking-action';
import { coreMembership, myMembershipAnswer } from '../../../testing/my-membership';

// Monday 23 November 2026, 13:00 Berlin; the session is Tuesday 18:00.
const NOW = new Date('2026-11-23T12:00:00Z');
const MEMBER: BookingViewer = { status: 'signedIn', userId: 3, activeMembership: true };
const LOGIN = '/auth/login?redirect=%2Fcourses%2F7%3FcourseSettingsId%3D70';

let client: QueryClient;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  syncOnlineManager(); // as the app does at start-up
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAction(props: Partial<BookingActionProps> = {}, mine: Booking[] | undefined = []) {
  if (mine) client.setQueryData(bookingKeys.mine(3), mine);
  const ui: ReactNode = (
    <BookingAction session={bookableSession()} viewer={MEMBER} loginHref={LOGIN} {...props} />
  );
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/courses/7?courseSettingsId=70']}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // The list in the cache is what the server said a moment ago: no refetch on mount in these tests.
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  setOnline(true);
});

afterEach(() => {
  client.clear();
  vi.useRealTimers();
  setOnline(true);
});

describe('BookingAction', () => {
  it('shows the seats left and both deadlines before the tap, and books with a new Idempotency-Key per tap', async () => {
    const api = installFakeApi({
      'POST /api/v1/bookings': () => errorAnswer(409, 'BOOKING_FULL', 'Der Kurs ist bereits ausgebucht.'),
      'GET /api/v1/bookings/me': () => json(200, []),
    });
    const onChanged = vi.fn();
    renderAction({ onChanged });
    expect(screen.getByText('Noch 3 Plätze')).toBeTruthy();
    // Seen on Monday, the Tuesday session's deadlines carry their date (issue 20).
    expect(screen.getByText('Anmeldung bis').nextElementSibling?.textContent).toBe('Di., 24.11., 18:00 Uhr');
    expect(screen.getByText('Stornieren bis').nextElementSibling?.textContent).toBe('Di., 24.11., 16:00 Uhr');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Buchen' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Der Kurs ist bereits ausgebucht.',
    );
    await user.click(screen.getByRole('button', { name: 'Buchen' }));
    await vi.waitFor(() => expect(api.count('POST /api/v1/bookings')).toBe(2));

    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts[0]!.body).toEqual({ courseSettingsId: 70, waitlist: true });
    const keys = posts.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    // A refusal means the screen was out of date: the seat counts are refreshed.
    expect(onChanged).toHaveBeenCalled();
  });

  it('says "Noch 1 Platz" for the last seat', () => {
    renderAction({ session: bookableSession({ currentParticipants: 11 }) });
    expect(screen.getByText('Noch 1 Platz')).toBeTruthy();
  });

  it('offers the waitlist when full and shows the place the server gave', async () => {
    installFakeApi({
      'POST /api/v1/bookings': () => json(201, booking({ id: 9, status: 'pending', position: 1 })),
      'GET /api/v1/bookings/me': () => json(200, [booking({ id: 9, status: 'pending', position: 1 })]),
    });
    renderAction({ session: bookableSession({ currentParticipants: 12 }) });
    expect(screen.getByText('Ausgebucht')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buchen' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Auf die Warteliste' }));
    expect(await screen.findByText('Platz 1 auf der Warteliste')).toBeTruthy();
    // Leaving the waitlist says so; the full session's seat line is not green.
    expect(screen.getByRole('button', { name: 'Warteliste verlassen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stornieren' })).toBeNull();
    expect(screen.getByText('Ausgebucht').className).toContain('booking-action__seats--full');
  });

  it('is disabled offline with the German text, and a tap sends nothing', async () => {
    const api = installFakeApi({});
    setOnline(false);
    renderAction();
    const button = screen.getByRole('button', { name: 'Offline – Buchen nicht möglich' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.setup().click(button);
    expect(api.calls).toHaveLength(0);
    act(() => setOnline(true));
    expect(screen.getByRole('button', { name: 'Buchen' })).toHaveProperty('disabled', false);
  });

  it('leads a signed-out visitor to the sign-in page with this page as redirect', async () => {
    const api = installFakeApi({});
    renderAction({ viewer: { status: 'signedOut' } }, undefined);
    expect(screen.getByText('Noch 3 Plätze')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Buchen' });
    // A real link: it works before and without JavaScript.
    expect(link.getAttribute('href')).toBe(LOGIN);
    await userEvent.setup().click(link);
    expect(screen.getByTestId('where').textContent).toBe(LOGIN);
    expect(api.calls).toHaveLength(0); // nobody's bookings are asked for
  });

  it('explains instead of booking when the membership is inactive', () => {
    renderAction({ viewer: { status: 'signedIn', userId: 3, activeMembership: false } });
    expect(screen.getByText(/Für Buchungen ist eine aktive Mitgliedschaft erforderlich\./)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the deadline before cancelling, cancels optimistically and rolls back on a refusal', async () => {
    let refuse: (response: Response) => void = () => undefined;
    installFakeApi({
      'DELETE /api/v1/bookings/5': () => new Promise<Response>((resolve) => (refuse = resolve)),
      'GET /api/v1/bookings/me': () => json(200, [booking({ id: 5 })]),
    });
    renderAction({}, [booking({ id: 5 })]);
    expect(screen.getByText('Gebucht – dein Platz ist reserviert')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Stornieren' }));

    const dialog = screen.getByRole('dialog', { name: 'Buchung stornieren?' });
    expect(dialog.textContent).toContain('Stornierungsfrist: Dienstag, 24. November, 16:00 Uhr');
    await user.click(within(dialog).getByRole('button', { name: 'Stornieren' }));

    // Optimistic: the seat is shown as given up while the server decides.
    expect(await screen.findByRole('button', { name: 'Buchen' })).toBeTruthy();
    expect(screen.queryByText('Gebucht – dein Platz ist reserviert')).toBeNull();

    await act(async () =>
      refuse(errorAnswer(409, 'CANCELLATION_DEADLINE', 'Die Stornierungsfrist ist abgelaufen.')),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Die Stornierungsfrist ist abgelaufen.');
    expect(screen.getByText('Gebucht – dein Platz ist reserviert')).toBeTruthy();
  });

  it('offers no cancelling of a seat once the deadline has passed', () => {
    vi.setSystemTime(new Date('2026-11-24T15:30:00Z'));
    renderAction({}, [booking({ id: 5 })]);
    expect(screen.queryByRole('button', { name: 'Stornieren' })).toBeNull();
    expect(screen.getByText('Die Stornierungsfrist ist abgelaufen.')).toBeTruthy();
  });
});

describe('BookingAction with the member’s memberships (issue 19)', () => {
  const mine = (pausedUntil: string | null) =>
    myMembershipAnswer([coreMembership({ pausedFrom: pausedUntil ? '2026-11-20' : null, pausedUntil })]);

  it('a session the membership does not cover says why as text, with the seats, and offers no button', () => {
    installFakeApi({ 'GET /api/v1/bookings/me': () => json(200, []) });
    renderAction({
      session: bookableSession({ title: 'EMS-Training', category: 'EMS' }),
      viewer: { ...MEMBER, membership: mine(null) },
    });
    expect(screen.getByRole('status').textContent).toBe('Deine Mitgliedschaft umfasst keine EMS-Kurse.');
    expect(screen.getByText('Noch 3 Plätze')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a pause over the session’s day names its last day; a covered session offers Buchen', () => {
    installFakeApi({ 'GET /api/v1/bookings/me': () => json(200, []) });
    const { unmount } = renderAction({
      session: bookableSession({ category: 'wellness' }),
      viewer: { ...MEMBER, membership: mine('2026-12-15') },
    });
    expect(screen.getByRole('status').textContent).toBe('Deine Mitgliedschaft ruht bis 15.12.2026.');
    expect(screen.queryByRole('button', { name: 'Buchen' })).toBeNull();
    unmount();
    renderAction({
      session: bookableSession({ category: 'wellness' }),
      viewer: { ...MEMBER, membership: mine(null) },
    });
    expect(screen.getByRole('button', { name: 'Buchen' })).toBeTruthy();
  });
});

describe('BookingAction offers the way forward of a refusal (issue 37)', () => {
  const hybrid = myMembershipAnswer([coreMembership()]);

  it('a session the membership does not cover leads to the tiers', () => {
    installFakeApi({ 'GET /api/v1/bookings/me': () => json(200, []) });
    renderAction({
      session: bookableSession({ title: 'EMS-Training', category: 'EMS' }),
      viewer: { ...MEMBER, membership: hybrid },
    });
    const ways = screen.getByRole('list', { name: 'So geht es weiter' });
    const tiers = within(ways).getByRole('link', { name: 'Mitgliedschaften ansehen' });
    expect(tiers.getAttribute('href')).toBe('/#mitgliedschaft');
    // The funnel is offered only where a page claims its anchor; this one has none.
    expect(within(ways).queryByText('Probetraining vereinbaren')).toBeNull();
  });

  it('in a week-grid entry, marks it "Nicht in deiner Mitgliedschaft" and shows the reason on activation', async () => {
    installFakeApi({ 'GET /api/v1/bookings/me': () => json(200, []) });
    renderAction({
      session: bookableSession({ title: 'EMS-Training', category: 'EMS' }),
      viewer: { ...MEMBER, membership: hybrid },
      compact: true,
    });
    const mark = screen.getByRole('button', { name: 'Nicht in deiner Mitgliedschaft: EMS-Training' });
    expect(mark.getAttribute('aria-expanded')).toBe('false');
    const hidden = (text: string) => screen.getByText(text).closest('[hidden]') !== null;
    expect(hidden('Deine Mitgliedschaft umfasst keine EMS-Kurse.')).toBe(true);
    expect(screen.queryByText('Noch 3 Plätze')).toBeNull();
    const user = userEvent.setup();
    mark.focus();
    await user.keyboard('{Enter}');
    expect(mark.getAttribute('aria-expanded')).toBe('true');
    expect(hidden('Deine Mitgliedschaft umfasst keine EMS-Kurse.')).toBe(false);
    expect(hidden('Mitgliedschaften ansehen')).toBe(false);
    await user.click(mark);
    expect(mark.getAttribute('aria-expanded')).toBe('false');
  });

  it('a card with no bookings left is topped up at the desk', () => {
    installFakeApi({ 'GET /api/v1/bookings/me': () => json(200, []) });
    const card = coreMembership({ name: '10er-Karte', credits: 10, creditsLeft: 0 });
    renderAction({
      session: bookableSession({ category: 'wellness' }),
      viewer: { ...MEMBER, membership: myMembershipAnswer([card]) },
    });
    expect(screen.getByRole('status').textContent).toBe('Deine 10er-Karte ist aufgebraucht.');
    const ways = screen.getByRole('list', { name: 'So geht es weiter' });
    expect(within(ways).getByRole('link', { name: 'Karte am Empfang aufladen' }).getAttribute('href')).toBe(
      '/kontakt',
    );
    expect(within(ways).getByRole('link', { name: 'Mitgliedschaften ansehen' })).toBeTruthy();
  });

  it('a refusal the server answers after the tap offers its ways too', async () => {
    installFakeApi({
      'POST /api/v1/bookings': () =>
        errorAnswer(403, 'MEMBERSHIP_NONE', 'Zum Buchen brauchst du eine Mitgliedschaft.'),
      'GET /api/v1/bookings/me': () => json(200, []),
    });
    renderAction({ session: bookableSession({ category: 'wellness' }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Buchen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zum Buchen brauchst du eine Mitgliedschaft.',
    );
    expect(screen.getByRole('link', { name: 'Mitgliedschaften ansehen' }).getAttribute('href')).toBe(
      '/#mitgliedschaft',
    );
  });
});
