// What the Level Up Week and the generic timeline and event cards show, derived from their props: the status of
// an item (the rules are domain/campaign/level-up.ts; this file only picks which one applies and names it in
// German), the seed's timeline layout constants (seed 002 §9), and calendar dates shown as German text.
import {
  dayStatus,
  eventStartDay,
  programCurrentDay,
  stepStatus,
  type ItemStatus,
} from '#domain/campaign/level-up';
import type { CardSize } from '#domain/blocks/kinds/level-up';

/** The program's status words, read by everyone (the colour only repeats them). */
export const DAY_STATUS_TEXT: Record<ItemStatus, string> = {
  completed: 'abgeschlossen',
  active: 'heute',
  pending: 'geplant',
};

/** The step timeline's status words. */
export const STEP_STATUS_TEXT: Record<ItemStatus, string> = {
  completed: 'abgeschlossen',
  active: 'aktueller Schritt',
  pending: 'ausstehend',
};

/**
 * The program's current day: an explicit day (1–8) from the document wins; 0 means "from the event date and
 * today" (domain: 1 without a date, 0 before the event, 1–7 while it runs, 8 afterwards).
 */
export function resolveCurrentDay(currentDay: number, eventDate: string, now: Date): number {
  return currentDay > 0 ? currentDay : programCurrentDay(eventDate, now);
}

export function programDayStatus(day: number, currentDay: number): ItemStatus {
  return dayStatus(day, currentDay);
}

export interface StepFlags {
  step?: number;
  status?: ItemStatus | '';
  active?: boolean;
  completed?: boolean;
}

/**
 * A timeline card's status: what the item states itself (status, else completed, else active) wins, so an
 * editor can pin one; otherwise it follows the current step (domain stepStatus). An item without a step is
 * numbered by its position (1-based).
 */
export function resolveStepStatus(item: StepFlags, index: number, currentStep: number): ItemStatus {
  if (item.status) return item.status;
  if (item.completed) return 'completed';
  if (item.active) return 'active';
  return stepStatus(item.step ?? index + 1, currentStep);
}

/** Seed 002 §9: the connector between timeline cards is 80, 96 or 112 px by card size. */
export const CONNECTOR_HEIGHT_PX: Record<CardSize, number> = { sm: 80, md: 96, lg: 112 };

/** Seed 001 §9: cards appear one after another, 100 ms apart … */
export const STAGGER_MS = 100;
/** … and seed 002 §9: never later than 700 ms, however long the list. */
export const MAX_ANIMATION_DELAY_MS = 700;

export const animationDelayMs = (index: number) => Math.min(index * STAGGER_MS, MAX_ANIMATION_DELAY_MS);

const longDate = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDate = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

const utcDay = (isoDay: string, plusDays = 0) => {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays));
};

/** 'Montag, 8. März 2027' for an event date ('YYYY-MM-DD' or an instant, as Berlin day); '' without one. */
export function formatEventDate(date: string): string {
  const day = eventStartDay(date);
  return day ? longDate.format(utcDay(day)) : '';
}

/** 'Mo., 8. März' for the program's day N (1-based) counted from the event's start day; '' without a date. */
export function formatProgramDay(eventDate: string, day: number): string {
  const start = eventStartDay(eventDate);
  return start ? shortDate.format(utcDay(start, day - 1)) : '';
}

/** The machine-readable date of the program's day N, for <time dateTime>. */
export function isoProgramDay(eventDate: string, day: number): string | undefined {
  const start = eventStartDay(eventDate);
  return start
    ? utcDay(start, day - 1)
        .toISOString()
        .slice(0, 10)
    : undefined;
}
