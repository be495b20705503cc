// An answer handed unchanged to many requests (a read they share, server/lib/single-flight.ts) is turned into
// JSON once: the first response writes its text, the others send the same text. Where the client takes it, the
// text is also compressed once per encoding (decision 0226): the desk's day at 100,000 members is 358 KB of JSON,
// asked for every minute by every desk tablet. Such an answer must never be changed after it was handed out (no
// caller does; the shared reads build new objects every time).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The content encodings a shared answer is sent in (the request's choice: server/render/compress.ts). */
export type SharedEncoding = 'br' | 'gzip';

/** Below this many bytes of JSON an answer is sent as it is: compressing would gain next to nothing. */
export const COMPRESS_FROM_BYTES = 1024;

interface Kept {
  text: string | null;
  encoded: Partial<Record<SharedEncoding, Promise<Buffer>>>;
}
const shared = new WeakMap<object, Kept>();

/** Marks `payload` as shared; answers it unchanged. */
export function sharedPayload<T extends object>(payload: T): T {
  if (!shared.has(payload)) shared.set(payload, { text: null, encoded: {} });
  return payload;
}

const keptOf = (data: unknown) => (typeof data === 'object' && data !== null ? shared.get(data) : undefined);

/** Whether `data` was marked shared (sharedPayload). */
export const isShared = (data: unknown): boolean => keptOf(data) !== undefined;

/** The response serializer: text as it is, a shared payload's JSON made once, anything else as JSON. */
export function serializePayload(data: unknown): string {
  if (typeof data === 'string') return data;
  const kept = keptOf(data);
  if (!kept) return JSON.stringify(data);
  kept.text ??= JSON.stringify(data);
  return kept.text;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compressing runs on libuv's thread pool: a day list's 358 KB take some milliseconds the requests need not wait for. */
const compress: Record<SharedEncoding, (text: string) => Promise<Buffer>> = {
  // Quality 5: about gzip's speed at a smaller size (the answer is compressed once per version of it).
  br: (text) =>
    brotli(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
      },
    }),
  gzip: (text) => gzipped(text, { level: 6 }),
};

/**
 * A shared payload's JSON compressed in `encoding`, made once and kept with it (requests that ask meanwhile wait
 * for the same compression); undefined for an answer that is not shared or too small to gain.
 */
export function encodedPayload(data: unknown, encoding: SharedEncoding): Promise<Buffer> | undefined {
  const kept = keptOf(data);
  if (!kept) return undefined;
  const text = serializePayload(data);
  if (text.length < COMPRESS_FROM_BYTES) return undefined;
  kept.encoded[encoding] ??= compress[encoding](text);
  return kept.encoded[encoding];
}
