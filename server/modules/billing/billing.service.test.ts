// The retention of accounting documents (issue 33, decision 0194) as a table: § 147 Abs. 3 AO ten years for
// invoices (§ 14b Abs. 1 UStG) and other accounting documents, counted from the end of the calendar year the
// document was made in (§ 147 Abs. 4 AO).
import { describe, expect, it } from 'vitest';
import { keptUntil, RETENTION_YEARS } from './billing.service';

describe('keptUntil (§ 147 Abs. 3, 4 AO, § 14b Abs. 1 UStG)', () => {
  it.each([
    ['an invoice of 1 January', '2026-01-01', '2036-12-31'],
    ['an invoice of 31 December', '2026-12-31', '2036-12-31'],
    ['a leap day', '2028-02-29', '2038-12-31'],
    ['a contract ended in the next year', '2027-06-30', '2037-12-31'],
  ])('keeps %s until the end of the tenth year after its year', (_case, date, until) => {
    expect(keptUntil(date)).toBe(until);
  });

  it('keeps ten years, not more', () => {
    expect(RETENTION_YEARS).toBe(10);
  });
});
