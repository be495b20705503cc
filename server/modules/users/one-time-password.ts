// The one-time password of an account made at the desk: read out or printed for the member, so no characters
// that look alike (0/o, 1/l/i), in three groups of four: about 59 bits from a CSPRNG.
import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function oneTimePassword(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}
