import { describe, expect, it } from 'vitest';
import { COURSE_CACHE_TTL_MS } from '#domain/constants';
import { KEPT_COPY_TTL_MS, keptCopyIsStale } from './freshness';

describe('when a kept copy (the week, a page, the menus) is fetched again', () => {
  const now = new Date('2026-11-25T08:00:00Z');
  const servedAgo = (ms: number) =>
    new Response('[]', { headers: { Date: new Date(now.getTime() - ms).toUTCString() } });

  it('when there is none, or its date cannot be read', () => {
    expect(keptCopyIsStale(undefined, now)).toBe(true);
    expect(keptCopyIsStale(new Response('[]'), now)).toBe(true);
  });

  it('when it is older than the app keeps a course list fresh, not before', () => {
    expect(KEPT_COPY_TTL_MS).toBe(COURSE_CACHE_TTL_MS);
    expect(keptCopyIsStale(servedAgo(KEPT_COPY_TTL_MS + 1_000), now)).toBe(true);
    expect(keptCopyIsStale(servedAgo(KEPT_COPY_TTL_MS - 1_000), now)).toBe(false);
    expect(keptCopyIsStale(servedAgo(0), now)).toBe(false);
  });
});
