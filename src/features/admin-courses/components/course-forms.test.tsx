// The admin's course form speaks the public vocabulary (issue 14): the difficulty labels of the course pages,
// German plurals, and an empty submit that names what is missing without any format name.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { upcomingText } from './course-admin';
import { CourseFormModal, CourseLocationsContext } from './course-forms';

const CHAIN = [
  { id: 1, name: 'Kraftraum Mitte' },
  { id: 2, name: 'Kraftraum Nord' },
  { id: 3, name: 'Kraftraum Süd' },
];

function renderForm(chain?: { locationIds?: number[] }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CourseLocationsContext.Provider value={chain ? CHAIN : []}>
          <CourseFormModal onClose={() => undefined} locationIds={chain?.locationIds} />
        </CourseLocationsContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CourseFormModal', () => {
  it('offers the difficulty levels with the names the public pages use', () => {
    renderForm();
    const select = screen.getByLabelText('Schwierigkeit');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 – Anfänger', '2 – Fortgeschritten', '3 – Profi']);
  });

  it('answers an empty submit in plain German, never with a format name', async () => {
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kurs anlegen' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Bitte Datum und Uhrzeit des Termins angeben');
    expect(summary.textContent).toContain('Titel ist erforderlich');
    expect(document.body.textContent).not.toMatch(/ISO|8601|schema|zod/i);
  });
});

describe('CourseFormModal in a chain (issue 34)', () => {
  const offered = () =>
    within(screen.getByLabelText('Standort'))
      .getAllByRole('option')
      .map((o) => o.textContent);

  it('offers an admin every location, and a manager only theirs, their own first', () => {
    renderForm({});
    expect(offered()).toEqual(['Kraftraum Mitte', 'Kraftraum Nord', 'Kraftraum Süd']);
  });

  it('keeps the choice for a manager of one location, so the course is made at theirs', () => {
    renderForm({ locationIds: [2] });
    expect(offered()).toEqual(['Kraftraum Nord']);
    expect((screen.getByLabelText('Standort') as HTMLSelectElement).value).toBe('2');
  });
});

describe('upcomingText', () => {
  it('counts the sessions ahead in German', () => {
    expect(upcomingText(0)).toBe('keine kommenden Termine');
    expect(upcomingText(1)).toBe('1 kommender Termin');
    expect(upcomingText(12)).toBe('12 kommende Termine');
  });
});
