import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '#domain/constants';
import { isCommonPassword } from './common-passwords';
import { oneTimePassword } from './one-time-password';

describe('the one-time password of an account made at the desk', () => {
  it('has three groups of four unambiguous characters, long enough and never a common password', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = oneTimePassword();
      expect(password).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(isCommonPassword(password)).toBe(false);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});
