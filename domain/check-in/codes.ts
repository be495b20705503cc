// The shapes of a member's check-in codes (the signing is the server's): the signed code in the QR image,
// 'K1.<user id>.<22-character signature>', and the typed fallback, eight characters of Crockford base32
// (no I, L, O or U; typed I/L read as 1 and O as 0; case, spaces and hyphens do not matter).

export const SIGNED_CODE_PATTERN = /^K1\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/;
export const SHORT_CODE_LENGTH = 8;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export type ParsedCheckInCode =
  { kind: 'signed'; userId: number; signature: string } | { kind: 'short'; shortCode: string };

/** Reads a scanned or typed code; null when it has neither shape. */
export function parseCheckInCode(raw: string): ParsedCheckInCode | null {
  const value = raw.trim();
  const signed = SIGNED_CODE_PATTERN.exec(value);
  if (signed) return { kind: 'signed', userId: Number(signed[1]), signature: signed[2]! };
  const short = normalizeShortCode(value);
  return short ? { kind: 'short', shortCode: short } : null;
}

/** The canonical form of a typed short code, or null when it cannot be one. */
export function normalizeShortCode(raw: string): string | null {
  const folded = raw.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (folded.length !== SHORT_CODE_LENGTH) return null;
  return [...folded].every((c) => ALPHABET.includes(c)) ? folded : null;
}

/** Eight Crockford characters from five bytes (40 bits). */
export function encodeShortCode(bytes: Uint8Array): string {
  if (bytes.length !== 5) throw new Error('a short code takes exactly 5 bytes');
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = SHORT_CODE_LENGTH - 1; i >= 0; i--) code += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return code;
}

/** 'ABCD1234' shown as 'ABCD-1234', easier to read out at the desk. */
export function formatShortCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
