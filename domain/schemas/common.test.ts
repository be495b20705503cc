import { describe, it, expect } from 'vitest';
import { z } from './zod';
import { ErrorResponseSchema, fieldIssues, IdSchema, InstantSchema } from './common';

describe('ids', () => {
  it('accept positive integers, also as path or query strings', () => {
    expect(IdSchema.parse(7)).toBe(7);
    expect(IdSchema.parse('42')).toBe(42);
  });

  it("reject zero, negatives, fractions and non-numbers with 'Ungültige ID'", () => {
    for (const value of [0, -1, 1.5, 'abc', '']) {
      const result = IdSchema.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Ungültige ID');
    }
  });
});

describe('instants', () => {
  it('accept ISO 8601 with Z or an offset', () => {
    expect(InstantSchema.safeParse('2026-03-30T08:00:00Z').success).toBe(true);
    expect(InstantSchema.safeParse('2026-03-30T08:00:00.000Z').success).toBe(true);
    expect(InstantSchema.safeParse('2026-03-30T10:00:00+02:00').success).toBe(true);
  });

  it('reject a wall time without a zone and other non-ISO strings', () => {
    for (const value of ['2026-03-30T08:00:00', '2026-03-30 08:00', '30.03.2026 08:00', 'morgen']) {
      const result = InstantSchema.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Ungültiges Datum oder ungültige Uhrzeit');
    }
  });
});

describe('the error envelope', () => {
  it('has the DECISIONS shape { error: { code, message } } with optional details', () => {
    expect(
      ErrorResponseSchema.safeParse({
        error: { code: 'BOOKING_FULL', message: 'Der Kurs ist bereits ausgebucht.' },
      }).success,
    ).toBe(true);
    expect(ErrorResponseSchema.safeParse({ code: 'BOOKING_FULL', message: 'x' }).success).toBe(false);
  });

  it('turns zod issues into dotted paths with their messages', () => {
    const schema = z.object({ a: z.object({ b: z.string().check(z.minLength(1, 'Pflichtfeld')) }) });
    const result = schema.safeParse({ a: { b: '' } });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldIssues(result.error)).toEqual([{ path: 'a.b', message: 'Pflichtfeld' }]);
  });
});
