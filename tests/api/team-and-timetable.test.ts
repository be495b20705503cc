// Content that agrees with itself (issue 14): every trainer of the seeded timetable is on the about page's team,
// under the same name. Not engine-specific; it lives with the server tests because it reads the server's seed.
import { describe, expect, it } from 'vitest';
import { DEMO_COURSES } from '../../server/db/seed';
import { DEFAULT_TEAM } from '../../domain/blocks/kinds/about';

describe('the about page team and the timetable', () => {
  it('names every trainer of the seeded sessions as a member of the team', () => {
    const trainers = [...new Set(DEMO_COURSES.map((course) => course.trainer))].sort();
    const team = DEFAULT_TEAM.map((member) => member.name);
    expect(trainers.length).toBeGreaterThan(0);
    expect(trainers.filter((name) => !team.includes(name))).toEqual([]);
  });

  it('keeps eight coaches averaging seven years (seed 002 §9)', () => {
    expect(DEFAULT_TEAM).toHaveLength(8);
    const average =
      DEFAULT_TEAM.reduce((sum, member) => sum + (member.yearsExperience ?? 0), 0) / DEFAULT_TEAM.length;
    expect(average).toBe(7);
  });
});
