// Signs and verifies members' check-in codes. The key is derived from JWT_SECRET with HKDF-SHA256 under its
// own label, so it is never the token key itself and every process that shares JWT_SECRET verifies the same
// codes. The code is 'K1.<user id>.<first 128 bits of HMAC-SHA256 over the id, base64url>' (decision 0040).
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export class CheckInCodes {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', jwtSecret, 'kraftraum-studio', 'check-in-code/v1', 32));
  }

  private signature(userId: number): string {
    return createHmac('sha256', this.key)
      .update(`check-in:${userId}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }

  sign(userId: number): string {
    return `K1.${userId}.${this.signature(userId)}`;
  }

  /**
   * Whether the signature belongs to the user id. The signature is compared as text, not decoded: base64url
   * ignores the low bits of its last character, so a decoded comparison would accept an altered code.
   */
  verify(userId: number, signature: string): boolean {
    const expected = Buffer.from(this.signature(userId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
