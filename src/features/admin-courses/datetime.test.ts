import { describe, expect, it } from 'vitest';
import { fieldsOf, instantOf } from './datetime';

describe('Berlin date and time fields', () => {
  it('reads 18:00 as Berlin time in winter and in summer', () => {
    expect(instantOf('2026-11-30', '18:00')).toBe('2026-11-30T17:00:00.000Z');
    expect(instantOf('2026-06-01', '18:00')).toBe('2026-06-01T16:00:00.000Z');
  });

  it('refuses incomplete fields and round-trips an instant', () => {
    expect(instantOf('', '18:00')).toBeNull();
    expect(instantOf('2026-11-30', '18')).toBeNull();
    expect(fieldsOf('2026-11-30T17:00:00.000Z')).toEqual({ date: '2026-11-30', time: '18:00' });
  });
});
