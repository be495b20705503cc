import { describe, expect, it } from 'vitest';
import { serializePayload, sharedPayload } from './shared-payload';

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
