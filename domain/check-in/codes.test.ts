import { describe, expect, it } from 'vitest';
import { encodeShortCode, formatShortCode, normalizeShortCode, parseCheckInCode } from './codes';

describe('check-in codes', () => {
  it('reads a signed code with the user id and the signature', () => {
    expect(parseCheckInCode(' K1.42.abcdefghijklmnopqrstuv ')).toEqual({
      kind: 'signed',
      userId: 42,
      signature: 'abcdefghijklmnopqrstuv',
    });
  });

  it('reads a typed short code in any case, with spaces or a hyphen, and I/L/O typed for 1/0', () => {
    expect(parseCheckInCode('abcd-1234')).toEqual({ kind: 'short', shortCode: 'ABCD1234' });
    expect(normalizeShortCode('abcd 1234')).toBe('ABCD1234');
    expect(normalizeShortCode('ABCD-IL0O')).toBe('ABCD1100');
  });

  it('refuses anything of another shape', () => {
    for (const raw of [
      '',
      'K1.0.abcdefghijklmnopqrstuv',
      'K1.42.short',
      'ABCDEFG',
      'ABCDEFGHJ',
      'ABCD123U',
    ]) {
      expect(parseCheckInCode(raw), raw).toBeNull();
    }
  });

  it('encodes five bytes as eight Crockford characters that normalise to themselves', () => {
    expect(encodeShortCode(new Uint8Array([0, 0, 0, 0, 0]))).toBe('00000000');
    expect(encodeShortCode(new Uint8Array([255, 255, 255, 255, 255]))).toBe('ZZZZZZZZ');
    const code = encodeShortCode(new Uint8Array([1, 35, 69, 103, 137]));
    expect(code).toHaveLength(8);
    expect(normalizeShortCode(code)).toBe(code);
    expect(formatShortCode('ABCD1234')).toBe('ABCD-1234');
  });
});
