// An answer handed unchanged to many requests (a read they share, server/lib/single-flight.ts) is turned into
// JSON once: the first response writes its text, the others send the same text. Such an answer must never be
// changed after it was handed out (no caller does; the shared reads build new objects every time).
const shared = new WeakMap<object, string | null>();

/** Marks `payload` as shared; answers it unchanged. */
export function sharedPayload<T extends object>(payload: T): T {
  if (!shared.has(payload)) shared.set(payload, null);
  return payload;
}

/** The response serializer: text as it is, a shared payload's JSON made once, anything else as JSON. */
export function serializePayload(data: unknown): string {
  if (typeof data === 'string') return data;
  if (typeof data !== 'object' || data === null || !shared.has(data)) return JSON.stringify(data);
  let text = shared.get(data);
  if (text == null) {
    text = JSON.stringify(data);
    shared.set(data, text);
  }
  return text;
}
