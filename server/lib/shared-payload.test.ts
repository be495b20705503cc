import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodedPayload, serializePayload, sharedPayload } from './shared-payload';

describe('serializePayload', () => {
  it('sends text as it is and other answers as JSON', () => {
    expect(serializePayload('<p>x</p>')).toBe('<p>x</p>');
    expect(serializePayload({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(serializePayload(null)).toBe('null');
  });

  it('turns a shared answer into JSON once and sends that text to every request', () => {
    const payload = sharedPayload([{ id: 1, name: 'Yoga' }]);
    const first = serializePayload(payload);
    // Were it serialised again, the changed name would show: the shared text is the first one.
    payload[0]!.name = 'geändert';
    expect(serializePayload(payload)).toBe(first);
    expect(first).toBe('[{"id":1,"name":"Yoga"}]');
  });

  it('serialises an answer that is not shared every time', () => {
    const payload = [{ id: 1, name: 'Yoga' }];
    serializePayload(payload);
    payload[0]!.name = 'Pilates';
    expect(serializePayload(payload)).toBe('[{"id":1,"name":"Pilates"}]');
  });
});

describe('encodedPayload', () => {
  const big = () =>
    sharedPayload(Array.from({ length: 200 }, (_, id) => ({ id, name: 'Rückenfit am Morgen' })));

  it('compresses a shared answer once per encoding, to the bytes of its JSON', async () => {
    const payload = big();
    const br = (await encodedPayload(payload, 'br'))!;
    const gzip = (await encodedPayload(payload, 'gzip'))!;
    expect(brotliDecompressSync(br).toString('utf8')).toBe(serializePayload(payload));
    expect(gunzipSync(gzip).toString('utf8')).toBe(serializePayload(payload));
    expect(br.length).toBeLessThan(serializePayload(payload).length / 10);
    // Kept: the same buffer again, not a new compression.
    expect(await encodedPayload(payload, 'br')).toBe(br);
  });

  it('leaves answers that are not shared, or too small to gain, as they are', () => {
    expect(encodedPayload([...big()], 'gzip')).toBeUndefined();
    expect(encodedPayload(sharedPayload([{ id: 1 }]), 'gzip')).toBeUndefined();
    expect(encodedPayload('text', 'gzip')).toBeUndefined();
  });
});
