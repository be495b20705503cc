// The offline check-in queue against IndexedDB (fake-indexeddb): entries survive a "reload" (a new queue over a
// newly opened store), are sent once each with the key made when queued, and stay when the network is gone.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { CheckInQueue, createIdbQueueStorage, type SendCheckIn } from './queue';

const ACTOR = 2;

function entry(bookingId: number, actorId = ACTOR) {
  return {
    actorId,
    bookingId,
    courseSettingsId: 7,
    memberName: `Mitglied ${bookingId}`,
    courseTitle: 'Yoga',
  };
}

function recorder(fail?: (bookingId: number) => unknown): SendCheckIn & { calls: [number, string][] } {
  const calls: [number, string][] = [];
  const send = async (bookingId: number, key: string) => {
    calls.push([bookingId, key]);
    const error = fail?.(bookingId);
    if (error) throw error;
    return {};
  };
  return Object.assign(send, { calls });
}

afterEach(async () => {
  const queue = new CheckInQueue(createIdbQueueStorage());
  const storage = createIdbQueueStorage();
  for (const waiting of await queue.list()) await storage.remove(waiting.key);
});

describe('check-in queue', () => {
  it('keeps check-ins over a reload and replays each exactly once with the key made when queued', async () => {
    const before = new CheckInQueue(createIdbQueueStorage());
    const queued = [];
    for (const id of [11, 12, 13]) queued.push(await before.enqueue(entry(id)));
    expect(new Set(queued.map((q) => q.key)).size).toBe(3);

    // A reload: a new queue over a newly opened IndexedDB store.
    const after = new CheckInQueue(createIdbQueueStorage());
    expect((await after.list(ACTOR)).map((q) => q.bookingId)).toEqual([11, 12, 13]);

    const send = recorder();
    const [first, second] = await Promise.all([after.replay(ACTOR, send), after.replay(ACTOR, send)]);
    expect(first).toBe(second); // the second call joined the running replay
    expect(send.calls).toEqual(queued.map((q) => [q.bookingId, q.key]));
    expect(await after.list()).toEqual([]);

    await after.replay(ACTOR, send);
    expect(send.calls).toHaveLength(3);
  });

  it('does not queue the same booking twice', async () => {
    const queue = new CheckInQueue(createIdbQueueStorage());
    const a = await queue.enqueue(entry(21));
    const b = await queue.enqueue(entry(21));
    expect(b.key).toBe(a.key);
    expect(await queue.list()).toHaveLength(1);
  });

  it('stops on a lost connection and sends the rest later with the same keys', async () => {
    const queue = new CheckInQueue(createIdbQueueStorage());
    const one = await queue.enqueue(entry(31));
    const two = await queue.enqueue(entry(32));
    const offline = recorder(() => new ApiError('NETWORK', { status: 0 }));
    const result = await queue.replay(ACTOR, offline);
    expect(result).toMatchObject({ sent: 0, stopped: true });
    expect(offline.calls).toEqual([[31, one.key]]);
    expect(await queue.list()).toHaveLength(2);

    const online = recorder();
    expect(await queue.replay(ACTOR, online)).toMatchObject({ sent: 2, stopped: false });
    expect(online.calls).toEqual([
      [31, one.key],
      [32, two.key],
    ]);
  });

  it('keeps an entry the server could not take yet (401, 5xx) and drops a final refusal with its message', async () => {
    const queue = new CheckInQueue(createIdbQueueStorage());
    await queue.enqueue(entry(41));
    const expired = recorder(() => new ApiError('UNAUTHORIZED', { status: 401 }));
    expect(await queue.replay(ACTOR, expired)).toMatchObject({ stopped: true });
    expect(await queue.list()).toHaveLength(1);

    const refused = recorder(
      () => new ApiError('CHECK_IN_CANCELLED', { status: 409, message: 'Die Buchung wurde storniert.' }),
    );
    const result = await queue.replay(ACTOR, refused);
    expect(result.failed.map((f) => [f.entry.bookingId, f.message])).toEqual([
      [41, 'Die Buchung wurde storniert.'],
    ]);
    expect(await queue.list()).toEqual([]);
  });

  it("sends only the signed-in user's entries", async () => {
    const queue = new CheckInQueue(createIdbQueueStorage());
    await queue.enqueue(entry(51, 9));
    await queue.enqueue(entry(52));
    const send = recorder();
    await queue.replay(ACTOR, send);
    expect(send.calls.map(([id]) => id)).toEqual([52]);
    expect((await queue.list()).map((q) => q.bookingId)).toEqual([51]);
  });
});
