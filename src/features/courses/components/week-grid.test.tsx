import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Course } from '#domain/schemas/courses';
import { courseKeys } from '../api/keys';
import { at, course, courseApi, jsonResponse } from '../test-data';
import { studioWeek } from '../week';
import { CourseWeekGrid, WeeklyTimetable } from './week-grid';

// Wednesday 25 November 2026, 13:00 Berlin: the week runs Monday 23 to Sunday 29 November.
const NOW = new Date('2026-11-25T12:00:00Z');
const WEEK = studioWeek(NOW);

const demo: Course[] = [
  course('Yoga Flow', [
    at(2026, 11, 23, 18),
    { scheduledAt: at(2026, 11, 26, 19), trainerName: 'Tina Trainer' },
  ]),
  course('HIIT Functional', [at(2026, 11, 23, 6, 30), at(2026, 11, 25, 6, 30)], { durationMinutes: 45 }),
  course('Express-Zirkel', [at(2026, 11, 23, 12, 15)], { durationMinutes: 30 }),
];

let answers: Array<() => Response>;
let api: ReturnType<typeof courseApi>;
let client: QueryClient;

function renderWith(ui: ReactNode) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * Both layouts are in the DOM and week-grid.css shows one by the width; jsdom applies no media query, so the test
 * hides the other layout as the stylesheet does at that width (display: none takes it out of the role queries).
 */
function wideScreen(wide: boolean) {
  const style = document.createElement('style');
  style.textContent = `.week-grid__layout--${wide ? 'list' : 'columns'} { display: none; }`;
  document.head.append(style);
  return () => style.remove();
}

let restoreMatchMedia: () => void;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  answers = [];
  api = courseApi(() => (answers.shift() ?? (() => jsonResponse(200, demo)))());
  vi.stubGlobal('fetch', api.fetch);
  restoreMatchMedia = wideScreen(true);
});

afterEach(() => {
  restoreMatchMedia();
  client.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('CourseWeekGrid', () => {
  it('shows the week Monday to Sunday, each day sorted by start time, with the spec texts', async () => {
    renderWith(<CourseWeekGrid headerSubtitle="Alle Kurse dieser Woche" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Aktuelle Woche' })).toBeTruthy();
    expect(screen.getByText('Alle Kurse dieser Woche')).toBeTruthy();
    expect(screen.getByText('Kurse werden geladen...')).toBeTruthy();

    const days = await screen.findAllByRole('listitem', {
      name: /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)/,
    });
    expect(days.map((day) => within(day).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Montag 23.11.',
      'Dienstag 24.11.',
      'Mittwoch 25.11.Heute',
      'Donnerstag 26.11.',
      'Freitag 27.11.',
      'Samstag 28.11.',
      'Sonntag 29.11.',
    ]);
    const monday = within(days[0]!)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(monday).toEqual(['HIIT Functional', 'Express-Zirkel', 'Yoga Flow']);
    expect(within(days[0]!).getByText('06:30–07:15')).toBeTruthy();
    expect(within(days[0]!).getByText('12:15–12:45')).toBeTruthy();
    expect(within(days[3]!).getByText('Tina Trainer')).toBeTruthy();
    expect(within(days[3]!).getByText('Kraftraum Studio')).toBeTruthy();
    expect(within(days[1]!).getByText('Keine Kurse').tagName).toBe('EM');

    // The first request is this week, exactly; the second is next week, fetched in the background afterwards.
    expect(api.urls[0]!.searchParams.get('startDate')).toBe('2026-11-23T02:00:00.000Z');
    expect(api.urls[0]!.searchParams.get('endDate')).toBe('2026-11-29T22:59:59.999Z');
  });

  it('links each session to its course detail with the session id', async () => {
    renderWith(<CourseWeekGrid />);
    const link = (await screen.findAllByRole('link', { name: 'Yoga Flow' }))[0]!;
    expect(link.getAttribute('href')).toBe(
      `/courses/${demo[0]!.id}?courseSettingsId=${demo[0]!.courseSettings[0]!.id}`,
    );
  });

  it('on a phone shows today first and folds the days already past', async () => {
    restoreMatchMedia();
    restoreMatchMedia = wideScreen(false);
    renderWith(<CourseWeekGrid />);
    await screen.findAllByRole('link', { name: 'HIIT Functional' });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings[0]).toBe('Mittwoch 25.11.Heute');
    expect(screen.getByText(/Frühere Tage dieser Woche \(2 Tage\)/)).toBeTruthy();
  });

  it('shows the error with the fallback text of seed 001 §8 and recovers on "Erneut versuchen"', async () => {
    // A 5xx text is never shown: without a server text to show, the timetable's own words.
    answers.push(() => jsonResponse(503, { error: { code: 'SERVER_ERROR', message: 'kaputt' } }));
    renderWith(<CourseWeekGrid />);
    expect(await screen.findByText('Fehler beim Laden')).toBeTruthy();
    expect(screen.getByText('Fehler beim Laden der Kurse')).toBeTruthy();
    expect(screen.queryByText('Interner Serverfehler. Bitte versuche es später erneut.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findAllByRole('link', { name: 'Yoga Flow' })).toHaveLength(2);
    expect(screen.queryByText('Fehler beim Laden')).toBeNull();
  });

  it('says so when the week has no courses', async () => {
    answers.push(() => jsonResponse(200, []));
    renderWith(<CourseWeekGrid />);
    expect(await screen.findByText('Keine Kurse verfügbar')).toBeTruthy();
    expect(screen.getByText('Für diese Woche sind keine Kurse verfügbar.')).toBeTruthy();
  });

  it('uses a fresh cached week without asking the server', async () => {
    client.setQueryData(courseKeys.list(WEEK.range), demo);
    renderWith(<CourseWeekGrid />);
    expect(await screen.findAllByRole('link', { name: 'Yoga Flow' })).toHaveLength(2);
    // Only next week is fetched (in the background, for the catalogue and offline use).
    expect(api.urls.map((url) => url.searchParams.get('startDate'))).not.toContain(WEEK.range.startDate);
  });
});

describe('WeeklyTimetable', () => {
  it('loads with the forced refresh even when the cached week is fresh', async () => {
    client.setQueryData(courseKeys.list(WEEK.range), demo);
    renderWith(<WeeklyTimetable />);
    expect(screen.getByRole('region', { name: 'Wochenplan' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(api.urls.map((url) => url.searchParams.get('startDate'))).toContain(WEEK.range.startDate),
    );
  });
});
