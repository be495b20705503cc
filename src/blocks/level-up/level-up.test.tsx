import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockProps } from '../../components/blocks/block';
import { levelUpBlocks } from '.';
import { LevelUpHero } from './level-up-hero';
import { LevelUpProgram } from './level-up-program';

const levelUpHeroBlock = levelUpBlocks['level-up-hero']!;
const levelUpProgramBlock = levelUpBlocks['level-up-program']!;

const START = '2027-03-08';

function renderHero(props: object = {}) {
  return render(
    <MemoryRouter>
      <LevelUpHero {...blockProps(levelUpHeroBlock, { nextEventDate: START, ...props })} />
    </MemoryRouter>,
  );
}

function renderProgram(props: object = {}) {
  return render(
    <MemoryRouter>
      <LevelUpProgram {...blockProps(levelUpProgramBlock, { eventDate: START, ...props })} />
    </MemoryRouter>,
  );
}

const countdown = () => screen.getByTestId('level-up-countdown').querySelector('p')?.textContent;

/** Each program day's status word, in order. */
const dayStatuses = () =>
  within(screen.getByRole('list', { name: 'Ablauf der Woche' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.lu-status')?.textContent?.replace('Status: ', ''));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Level Up hero countdown', () => {
  it.each([
    ['2027-02-26T10:00:00+01:00', 'Noch 10 Tage'],
    ['2027-03-07T23:30:00+01:00', 'Noch 1 Tage'],
    ['2027-03-08T00:05:00+01:00', 'Heute startet es!'],
    ['2027-03-08T21:00:00+01:00', 'Heute startet es!'],
    ['2027-03-11T09:00:00+01:00', 'Event läuft'],
    ['2027-03-15T09:00:00+01:00', 'Nächstes Event'],
  ])('on %s shows %s', (now, label) => {
    vi.setSystemTime(new Date(now));
    renderHero();
    expect(countdown()).toBe(label);
  });

  it("shows 'Nächstes Event' without a date and the spec's figures", () => {
    vi.setSystemTime(new Date('2027-02-26T10:00:00+01:00'));
    renderHero({ nextEventDate: '' });
    expect(countdown()).toBe('Nächstes Event');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Level Up Week');
    expect(screen.getByText('94 %')).toBeTruthy();
    expect(screen.getByText('85 %')).toBeTruthy();
    expect(screen.getByText('500+')).toBeTruthy();
    expect(screen.getByText('7 Tage')).toBeTruthy();
    expect(screen.getByText('86 von 150 Plätzen')).toBeTruthy();
  });

  it('turns to the start day at Berlin midnight while the page stays open', () => {
    vi.setSystemTime(new Date('2027-03-07T23:59:30+01:00'));
    renderHero();
    expect(countdown()).toBe('Noch 1 Tage');
    act(() => vi.advanceTimersByTime(60_000));
    expect(countdown()).toBe('Heute startet es!');
  });
});

describe('Level Up program', () => {
  it('before the event: no day is today, all seven planned; 7 days, 7 focus cards, 14 workshops', () => {
    vi.setSystemTime(new Date('2027-02-26T10:00:00+01:00'));
    renderProgram();
    expect(dayStatuses()).toEqual(Array(7).fill('geplant'));
    const days = within(screen.getByRole('list', { name: 'Ablauf der Woche' })).getAllByRole('listitem');
    expect(days.filter((day) => day.getAttribute('aria-current'))).toHaveLength(0);
    expect(days[0]?.textContent).toContain('Mo., 8. März');
    expect(days[6]?.textContent).toContain('So., 14. März');
    const workshops = screen.getByRole('list', { name: '14 Workshops' });
    expect(within(workshops).getAllByRole('heading', { level: 4 })).toHaveLength(14);
    expect(screen.getByRole('heading', { level: 3, name: 'Tagesfokus' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Wochenplan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Jetzt Platz sichern/ }).getAttribute('href')).toBe(
      '/kontakt?source=level-up-week',
    );
  });

  it('on day 4 of the event: days 1–3 completed, 4 today, 5–7 planned', () => {
    vi.setSystemTime(new Date('2027-03-11T07:00:00+01:00'));
    renderProgram();
    expect(dayStatuses()).toEqual([
      'abgeschlossen',
      'abgeschlossen',
      'abgeschlossen',
      'heute',
      'geplant',
      'geplant',
      'geplant',
    ]);
  });

  it('after the event every day is completed; an explicit current day wins over the date', () => {
    vi.setSystemTime(new Date('2027-04-01T07:00:00+02:00'));
    const { unmount } = renderProgram();
    expect(dayStatuses()).toEqual(Array(7).fill('abgeschlossen'));
    unmount();
    renderProgram({ currentDay: 6 });
    expect(dayStatuses()).toEqual([...Array(5).fill('abgeschlossen'), 'heute', 'geplant']);
  });
});
