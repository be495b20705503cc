import { describe, expect, it } from 'vitest';
import { IdempotencyKeySchema } from '#domain/schemas/bookings';
import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('uses crypto.randomUUID where the context is secure', () => {
    expect(newIdempotencyKey({ randomUUID: () => 'from-random-uuid', getRandomValues: (a) => a })).toBe(
      'from-random-uuid',
    );
  });

  it('builds a UUID v4 from getRandomValues where randomUUID is missing (plain http on the studio Wi-Fi)', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const keys = Array.from({ length: 200 }, () => newIdempotencyKey(insecure));
    for (const key of keys) {
      expect(key).toMatch(UUID_V4);
      expect(IdempotencyKeySchema.safeParse(key).success).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });
});
