import { describe, expect, it } from 'vitest';
import { atLocations } from './at-locations';

describe("a course at one of a manager's locations (issue 34)", () => {
  it.each([
    { locationIds: [2], locationId: 2, at: true },
    { locationIds: [2, 3], locationId: 3, at: true },
    { locationIds: [2], locationId: 1, at: false },
    { locationIds: [], locationId: 1, at: false },
    // An answer from before locations names none: the list keeps it (the server decides).
    { locationIds: [2], locationId: undefined, at: true },
  ])('$locationIds, course at $locationId: $at', ({ locationIds, locationId, at }) => {
    expect(atLocations(locationIds, { locationId })).toBe(at);
  });
});
