import { describe, expect, it } from 'vitest';
import { parseCheckInCode } from '#domain/check-in/codes';
import { CheckInCodes } from './check-in-codes';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

describe('signed check-in codes', () => {
  const codes = new CheckInCodes(SECRET);

  it('are short, URL-safe and read back as the same member', () => {
    const code = codes.sign(42);
    expect(code).toMatch(/^K1\.42\.[A-Za-z0-9_-]{22}$/);
    expect(encodeURIComponent(code)).toBe(code);
    const parsed = parseCheckInCode(code);
    expect(parsed).toMatchObject({ kind: 'signed', userId: 42 });
    expect(codes.verify(42, (parsed as { signature: string }).signature)).toBe(true);
  });

  it('refuse another member id with a valid signature, and any altered character', () => {
    const signature = codes.sign(42).split('.')[2]!;
    expect(codes.verify(43, signature)).toBe(false);
    for (let i = 0; i < signature.length; i++) {
      const altered = signature.slice(0, i) + (signature[i] === 'A' ? 'B' : 'A') + signature.slice(i + 1);
      expect(codes.verify(42, altered), `character ${i}`).toBe(false);
    }
  });

  it('depend on the server secret: another secret signs differently', () => {
    const other = new CheckInCodes(`${SECRET}-other`);
    expect(other.sign(42)).not.toBe(codes.sign(42));
    expect(other.verify(42, codes.sign(42).split('.')[2]!)).toBe(false);
  });
});
