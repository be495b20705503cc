import { describe, it, expect } from 'vitest';
import {
  BOOKING_DEADLINE_MINUTES,
  BUILD_MANIFEST_POLL_MS,
  CANCELLATION_DEADLINE_MINUTES,
  CONSENT_EXPIRY_DAYS,
  COURSE_CACHE_TTL_MS,
  DEFAULT_COURSE_DURATION_MINUTES,
  DEFAULT_MAX_PARTICIPANTS,
  LOGOUT_DELAY_MS,
  PASSWORD_MIN_LENGTH,
  STUDIO_LOCALE,
  STUDIO_NAME,
  STUDIO_TIME_ZONE,
  WEEK_DAYS,
  WEEK_START_HOUR,
} from './constants';

describe('the business constants of seed 000 §9 and DECISIONS', () => {
  it('requires passwords of at least 6 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
  });

  it('keeps the course list cached for 300000 ms (5 minutes)', () => {
    expect(COURSE_CACHE_TTL_MS).toBe(300000);
    expect(COURSE_CACHE_TTL_MS).toBe(5 * 60 * 1000);
  });

  it('delays the logout by 300 ms', () => {
    expect(LOGOUT_DELAY_MS).toBe(300);
  });

  it('gives a session 20 seats by default', () => {
    expect(DEFAULT_MAX_PARTICIPANTS).toBe(20);
  });

  it('polls the build manifest every 3600000 ms (one hour)', () => {
    expect(BUILD_MANIFEST_POLL_MS).toBe(3600000);
  });

  it('lets a cookie consent expire after 180 days', () => {
    expect(CONSENT_EXPIRY_DAYS).toBe(180);
  });

  it('gives a course a default length of 60 minutes, replacing the fixed 55', () => {
    expect(DEFAULT_COURSE_DURATION_MINUTES).toBe(60);
    expect(DEFAULT_COURSE_DURATION_MINUTES).not.toBe(55);
  });

  it('closes cancelling 120 minutes and booking 0 minutes before the start', () => {
    expect(CANCELLATION_DEADLINE_MINUTES).toBe(120);
    expect(BOOKING_DEADLINE_MINUTES).toBe(0);
  });

  it('runs the week view over 7 days starting at 03:00', () => {
    expect(WEEK_DAYS).toBe(7);
    expect(WEEK_START_HOUR).toBe(3);
  });

  it('shows times de-DE in Europe/Berlin under a non-empty studio name', () => {
    expect(STUDIO_TIME_ZONE).toBe('Europe/Berlin');
    expect(STUDIO_LOCALE).toBe('de-DE');
    expect(STUDIO_NAME.trim()).not.toBe('');
  });
});
