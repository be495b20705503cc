// The one source of Idempotency-Keys for every client write that may be repeated (a booking, a check-in, a
// queued check-in replayed later, a lead from the outbox): a random UUID v4. crypto.randomUUID exists only in
// secure contexts (https, localhost), but the desk tablet reaches the server over plain http on the studio Wi-Fi
// (HOST=0.0.0.0); crypto.getRandomValues works everywhere, so the UUID is built from it there.

type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/** A new random UUID v4 (the source is a parameter for the tests). */
export function newIdempotencyKey(source: RandomSource = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
