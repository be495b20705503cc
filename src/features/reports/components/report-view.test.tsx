import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Report } from '#domain/reports/schemas';
import { reportKeys } from '../api/get-report';
import { ReportView } from './report-view';

const REPORT: Report = {
  from: '2027-03-22',
  to: '2027-04-04',
  location: null,
  locations: [{ id: 1, name: 'Kraftraum Mitte' }],
  courses: [
    {
      courseId: 1,
      title: 'Yoga Flow',
      locationId: 1,
      sessions: 2,
      capacity: 6,
      booked: 5,
      attended: 2,
      noShows: 1,
      fullSessions: 1,
      waitlisted: 3,
      waiting: 2,
    },
  ],
  slots: [{ weekday: 6, hour: 18, sessions: 1, capacity: 3, booked: 3 }],
  weeks: [{ week: '2027-03-22', newAccounts: 2, leads: 0 }],
};

function Where() {
  const location = useLocation();
  return <output aria-label="Adresse">{location.search}</output>;
}

/** A chain of two (issue 34): the same course at both, the chain's total. */
const CHAIN: Report = {
  ...REPORT,
  locations: [
    { id: 1, name: 'Kraftraum Mitte' },
    { id: 2, name: 'Kraftraum Nord' },
  ],
  courses: [REPORT.courses[0]!, { ...REPORT.courses[0]!, courseId: 2, locationId: 2, booked: 1 }],
};

/** The view at REPORT's period; nothing is fetched: the report is in the cache already, or (null) still loading. */
function renderView(report: Report | null = REPORT) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  if (report) client.setQueryData(reportKeys.period({ from: REPORT.from, to: REPORT.to }), report);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/admin/auswertung?von=${REPORT.from}&bis=${REPORT.to}`]}>
        <ReportView />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), client };
}

describe('ReportView', () => {
  it('shows each table with its caption and German numbers, and a waitlist row for a full course', () => {
    renderView();
    const courses = screen.getByRole('table', { name: 'Auslastung je Kurs, 22.03.2027 bis 04.04.2027' });
    expect(within(courses).getByRole('row', { name: 'Yoga Flow 2 6 5 83,3' })).toBeTruthy();
    const waitlist = screen.getByRole('table', { name: /^Nachfrage auf der Warteliste/ });
    expect(within(waitlist).getByRole('row', { name: 'Yoga Flow 1 3 1 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSV herunterladen: Auslastung je Kurs' })).toBeTruthy();
    // A single studio: no location filter, no location word (issue 34).
    expect(screen.queryByLabelText('Standort')).toBeNull();
    expect(screen.queryByText(/Standort/)).toBeNull();
  });

  it('offers the locations of a chain, compares them, and puts the chosen one into the address', async () => {
    const { user } = renderView(CHAIN);
    const filter = screen.getByLabelText('Standort');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alle Standorte', 'Kraftraum Mitte', 'Kraftraum Nord']);
    expect(screen.getByText(/alle Standorte/)).toBeTruthy();
    const compared = screen.getByRole('table', { name: /^Auslastung je Standort/ });
    expect(within(compared).getByRole('row', { name: 'Kraftraum Nord 2 6 1 16,7 2 1' })).toBeTruthy();
    const courses = screen.getByRole('table', { name: /^Auslastung je Kurs/ });
    expect(within(courses).getByRole('row', { name: 'Yoga Flow (Kraftraum Nord) 2 6 1 16,7' })).toBeTruthy();
    await user.selectOptions(filter, 'Kraftraum Nord');
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(screen.getByRole('status', { name: 'Adresse' }).textContent).toBe(
      `?von=${REPORT.from}&bis=${REPORT.to}&standort=2`,
    );
  });

  it('refuses an end before the start with the German message, keeping the period', async () => {
    const { user } = renderView();
    const to = screen.getByLabelText('Bis');
    await user.clear(to);
    await user.type(to, '2027-03-01');
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(screen.getByText('Das Ende des Zeitraums darf nicht vor seinem Beginn liegen')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status', { name: 'Adresse' }).textContent).toBe(
      `?von=${REPORT.from}&bis=${REPORT.to}`,
    );
  });

  it('puts a valid period into the address', async () => {
    const { user } = renderView();
    const from = screen.getByLabelText('Von');
    await user.clear(from);
    await user.type(from, '2027-03-29');
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(screen.getByRole('status', { name: 'Adresse' }).textContent).toBe(
      '?von=2027-03-29&bis=2027-04-04',
    );
  });

  it('keeps a date typed while the report is still loading once the report arrives', async () => {
    const { user, client } = renderView(null);
    expect(screen.getByText('Auswertung wird geladen …')).toBeTruthy();
    const from = screen.getByLabelText('Von');
    await user.clear(from);
    await user.type(from, '2027-03-29');
    act(() => client.setQueryData(reportKeys.period({ from: REPORT.from, to: REPORT.to }), REPORT));
    expect(await screen.findByRole('table', { name: /^Auslastung je Kurs/ })).toBeTruthy();
    expect((screen.getByLabelText('Von') as HTMLInputElement).value).toBe('2027-03-29');
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(screen.getByRole('status', { name: 'Adresse' }).textContent).toBe(
      '?von=2027-03-29&bis=2027-04-04',
    );
  });
});
