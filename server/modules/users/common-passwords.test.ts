// The shipped common-password list.
import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from './common-passwords';

describe('the common-password list', () => {
  it('has at least 10,000 entries', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it('knows the classics and German favourites in any case', () => {
    for (const password of [
      '123456',
      'password',
      'qwertz',
      'Passwort',
      'HALLO123',
      'schalke04',
      'iloveyou',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets an unusual password pass', () => {
    expect(isCommonPassword('Blauer-Kettlebell-Morgen-42')).toBe(false);
  });
});
