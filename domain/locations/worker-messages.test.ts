import { describe, expect, it } from 'vitest';
import { isKeepLocationWeekMessage, KEEP_LOCATION_WEEK } from './worker-messages';

describe("the app's message to keep a location's week", () => {
  it('is taken with a slug of the locations’ pattern', () => {
    expect(isKeepLocationWeekMessage({ type: KEEP_LOCATION_WEEK, slug: 'nord-ost' })).toBe(true);
  });

  it('is refused with another type, a malformed slug or none', () => {
    for (const data of [
      null,
      'nord',
      { type: 'SKIP_WAITING', slug: 'nord' },
      { type: KEEP_LOCATION_WEEK },
      { type: KEEP_LOCATION_WEEK, slug: '../api' },
      { type: KEEP_LOCATION_WEEK, slug: 'Nord' },
      { type: KEEP_LOCATION_WEEK, slug: 'a'.repeat(61) },
    ])
      expect(isKeepLocationWeekMessage(data), JSON.stringify(data)).toBe(false);
  });
});
