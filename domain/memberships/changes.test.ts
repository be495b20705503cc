import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { endedOn, extendedTo, lastDayOf, leadNames, withAddedCredits } from './changes';
import { MEMBERSHIP_MESSAGES } from './schemas';

describe("the desk's changes of a membership", () => {
  it('ends a validity of n days on the n-th day; none runs on', () => {
    expect(lastDayOf('2026-01-30', 30)).toBe('2026-02-28');
    expect(lastDayOf('2026-01-30', 1)).toBe('2026-01-30');
    expect(lastDayOf('2026-01-30', null)).toBeNull();
  });

  it('ends on the given day, or the day before the first when that is earlier', () => {
    expect(endedOn('2026-03-01', '2026-03-15')).toBe('2026-03-15');
    expect(endedOn('2026-03-01', '2026-03-01')).toBe('2026-03-01');
    expect(endedOn('2026-03-01', '2026-02-10')).toBe('2026-02-28');
  });

  it('extends to a day from the first on, or open-ended; refuses an earlier day at the field', () => {
    expect(extendedTo('2026-03-01', '2026-12-31')).toEqual({ endsOn: '2026-12-31' });
    expect(extendedTo('2026-03-01', null)).toEqual({ endsOn: null });
    const refusal = (() => {
      try {
        extendedTo('2026-03-01', '2026-02-28');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).code).toBe('VALIDATION');
    expect((refusal as DomainError).details).toEqual([
      { path: 'endsOn', message: MEMBERSHIP_MESSAGES.endBeforeStart },
    ]);
  });

  it('adds credits to a card only, with a new last day if given', () => {
    expect(withAddedCredits(10, { credits: 5 })).toEqual({ credits: 15 });
    expect(withAddedCredits(10, { credits: 1, endsOn: '2026-06-30' })).toEqual({
      credits: 11,
      endsOn: '2026-06-30',
    });
    expect(withAddedCredits(10, { credits: 1, endsOn: null })).toEqual({ credits: 11, endsOn: null });
    expect(() => withAddedCredits(null, { credits: 5 })).toThrow(
      expect.objectContaining({ code: 'MEMBERSHIP_NO_CREDITS' }),
    );
  });

  it("splits a lead's name at its first space unless the desk typed the names", () => {
    expect(leadNames('  Maria  von Berg ', {})).toEqual({ firstName: 'Maria', lastName: 'von Berg' });
    expect(leadNames('Cher', {})).toEqual({ firstName: 'Cher', lastName: '' });
    expect(leadNames('Maria von Berg', { firstName: 'Maria', lastName: 'Berg' })).toEqual({
      firstName: 'Maria',
      lastName: 'Berg',
    });
  });
});
