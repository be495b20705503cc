import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Course } from '#domain/schemas/courses';
import { at, course, courseApi, jsonResponse } from '../test-data';
import { CourseCatalogue } from './course-catalogue';

// Wednesday 25 November 2026: the catalogue covers Wednesday 25 to Sunday 6 December.
const NOW = new Date('2026-11-25T12:00:00Z');
const courses: Course[] = [
  course('Yoga Flow', [at(2026, 11, 23, 18), at(2026, 11, 26, 19)], { difficulty: 1 }),
  course('Spinning Intervall', [{ scheduledAt: at(2026, 11, 25, 18, 30), trainerName: 'Jonas Weber' }], {
    difficulty: 3,
  }),
  course('Krafttraining Basics', [
    { scheduledAt: at(2026, 12, 1, 17, 30), trainerName: 'Tina Trainer', bookingsCount: 12 },
  ]),
];

let client: QueryClient;

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/kurse', Component: CourseCatalogue }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = courseApi((url) =>
    jsonResponse(
      200,
      url.searchParams.get('startDate')?.startsWith('2026-11-23') ? courses.slice(0, 2) : courses.slice(2),
    ),
  );
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('CourseCatalogue', () => {
  it('lists the sessions from today to the end of next week, grouped by day', async () => {
    renderAt('/kurse');
    expect(await screen.findByText('3 Termine')).toBeTruthy();
    expect(titles()).toEqual(['Spinning Intervall', 'Yoga Flow', 'Krafttraining Basics']);
    expect(screen.getByRole('heading', { level: 2, name: 'Heute, Mittwoch, 25. November' })).toBeTruthy();
    expect(screen.getByText('Ausgebucht – Warteliste offen')).toBeTruthy();
  });

  it('applies the filters of the address and ignores the invalid ones', async () => {
    renderAt('/kurse?category=wellness&level=nonsense&instructor=lena');
    expect(await screen.findByText('1 Termin')).toBeTruthy();
    expect(titles()).toEqual(['Yoga Flow']);
    expect((screen.getByLabelText('Kategorie') as HTMLSelectElement).value).toBe('wellness');
    expect((screen.getByLabelText('Level') as HTMLSelectElement).value).toBe('');
  });

  it('writes a changed filter into the address and resets it', async () => {
    const router = renderAt('/kurse?utm_source=flyer');
    await screen.findByText('3 Termine');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Level'), 'advanced');
    expect(router.state.location.search).toBe('?utm_source=flyer&level=advanced');
    expect(titles()).toEqual(['Spinning Intervall']);

    await user.click(screen.getByLabelText('Nur Kurse mit freien Plätzen'));
    await user.type(screen.getByLabelText('Trainer'), 'Tina ');
    expect(router.state.location.search).toBe(
      '?utm_source=flyer&level=advanced&instructor=Tina&available=true',
    );
    expect((screen.getByLabelText('Trainer') as HTMLInputElement).value).toBe('Tina ');
    expect(screen.getByText('Keine passenden Kurse')).toBeTruthy();

    await user.click(screen.getAllByRole('button', { name: 'Filter zurücksetzen' })[0]!);
    expect(router.state.location.search).toBe('?utm_source=flyer');
    expect((screen.getByLabelText('Trainer') as HTMLInputElement).value).toBe('');
    expect(titles()).toHaveLength(3);
  });

  it('shows a course’s own category and filters by it, whatever its spelling (issue 37)', async () => {
    const ems = course('EMS-Training', [at(2026, 11, 27, 10)], { category: 'EMS' });
    vi.stubGlobal(
      'fetch',
      courseApi((url) =>
        jsonResponse(
          200,
          url.searchParams.get('startDate')?.startsWith('2026-11-23') ? [...courses.slice(0, 2), ems] : [],
        ),
      ).fetch,
    );
    renderAt('/kurse?category=ems');
    expect(await screen.findByText('1 Termin')).toBeTruthy();
    expect(titles()).toEqual(['EMS-Training']);
    const select = screen.getByLabelText('Kategorie') as HTMLSelectElement;
    expect(select.value).toBe('EMS');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Alle',
      'Wellness',
      'Cardio',
      'Kraft',
      'Fitness',
      'EMS',
    ]);
    expect(screen.getByText('EMS', { selector: '.badge' })).toBeTruthy();
  });

  it('ignores a category no session of the schedule carries', async () => {
    renderAt('/kurse?category=zumba');
    expect(await screen.findByText('3 Termine')).toBeTruthy();
    expect((screen.getByLabelText('Kategorie') as HTMLSelectElement).value).toBe('');
  });
});
