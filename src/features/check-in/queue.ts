// The offline check-in queue (issue 6, docs/decisions/0041-front-desk-client.md). A tap on a name is written to
// IndexedDB first, with the Idempotency-Key made at that moment, and only then sent; the entry leaves the queue
// when the server answered (success, or a refusal that no repeat can change). A reload, a dropped connection or a
// request cut off half-way leaves the entry in place, and the next replay sends it again with the same key, so
// the server counts it once. Replays run one at a time (single flight) and only for the user who queued them.
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { newIdempotencyKey } from '../../lib/idempotency-key';

/** IndexedDB place of the queue; nothing else is stored there. */
export const CHECK_IN_QUEUE_STORE = { database: 'studio-check-in-queue', objectStore: 'entries' } as const;

export interface QueuedCheckIn {
  /** The Idempotency-Key, made when queued; also the entry's key in the store. */
  key: string;
  /** Who tapped: entries of another account on this device are not sent in their name. */
  actorId: number;
  bookingId: number;
  courseSettingsId: number;
  /** Shown while the entry waits (after a reload the day's list may not be loadable). */
  memberName: string;
  courseTitle: string;
  queuedAt: string;
}

export interface QueueStorage {
  list(): Promise<QueuedCheckIn[]>;
  put(entry: QueuedCheckIn): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The queue in IndexedDB (idb-keyval), opened on first use. */
export function createIdbQueueStorage(): QueueStorage {
  let opened: UseStore | undefined;
  const store = () =>
    (opened ??= createStore(CHECK_IN_QUEUE_STORE.database, CHECK_IN_QUEUE_STORE.objectStore));
  return {
    list: async () => (await entries<string, QueuedCheckIn>(store())).map(([, entry]) => entry),
    put: (entry) => set(entry.key, entry, store()),
    remove: (key) => del(key, store()),
  };
}

/** A check-in the server refused for good (e.g. a cancelled booking); shown once, then dismissed. */
export interface FailedCheckIn {
  entry: QueuedCheckIn;
  message: string;
}

export interface ReplayResult {
  sent: number;
  failed: FailedCheckIn[];
  /** true when a request found no connection (or no valid session): the rest waits for the next replay. */
  stopped: boolean;
}

export type SendCheckIn = (bookingId: number, idempotencyKey: string) => Promise<unknown>;

/**
 * Whether a failed send may succeed later: no answer, an expired session, a server error or a throttle keep the
 * entry; any other refusal (404, 409, 422, 403) is final.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500;
}

type Listener = () => void;

export class CheckInQueue {
  private listeners = new Set<Listener>();
  private running: Promise<ReplayResult> | null = null;
  private lastStamp = 0;

  constructor(
    private readonly storage: QueueStorage,
    private readonly newKey: () => string = () => newIdempotencyKey(),
  ) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }

  /** The entries waiting, oldest first. */
  async list(actorId?: number): Promise<QueuedCheckIn[]> {
    const all = await this.storage.list();
    return all
      .filter((entry) => actorId === undefined || entry.actorId === actorId)
      .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  }

  /** Stores a check-in with a fresh Idempotency-Key; a booking already waiting is not queued twice. */
  async enqueue(input: Omit<QueuedCheckIn, 'key' | 'queuedAt'>): Promise<QueuedCheckIn> {
    const waiting = (await this.storage.list()).find(
      (entry) => entry.bookingId === input.bookingId && entry.actorId === input.actorId,
    );
    if (waiting) return waiting;
    // Strictly increasing stamps keep the order of taps made within one millisecond.
    this.lastStamp = Math.max(Date.now(), this.lastStamp + 1);
    const entry: QueuedCheckIn = {
      ...input,
      key: this.newKey(),
      queuedAt: new Date(this.lastStamp).toISOString(),
    };
    await this.storage.put(entry);
    this.notify();
    return entry;
  }

  /** Sends the actor's entries in order; one replay at a time (a second call joins the running one). */
  replay(actorId: number, send: SendCheckIn): Promise<ReplayResult> {
    this.running ??= this.run(actorId, send).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(actorId: number, send: SendCheckIn): Promise<ReplayResult> {
    const result: ReplayResult = { sent: 0, failed: [], stopped: false };
    for (const entry of await this.list(actorId)) {
      try {
        await send(entry.bookingId, entry.key);
        result.sent += 1;
      } catch (error) {
        if (isRetryable(error)) {
          result.stopped = true;
          break;
        }
        result.failed.push({ entry, message: errorMessage(error, { fallback: 'Check-in fehlgeschlagen' }) });
      }
      await this.storage.remove(entry.key);
      this.notify();
    }
    return result;
  }
}

/** The app's queue. */
export const checkInQueue = new CheckInQueue(createIdbQueueStorage());
