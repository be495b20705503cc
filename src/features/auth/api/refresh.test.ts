import { describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '#domain/schemas/users';
import { MEMBER } from '../../../testing/fake-api';
import { createRefresher, REFRESH_LOCK_NAME, type LockManagerLike } from './refresh';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const answer = (token: string): LoginResponse => ({ token, user: MEMBER });

/** A lock manager like the browser's: one holder per name at a time, the others queue. */
function fakeLocks() {
  const names: string[] = [];
  let tail = Promise.resolve<unknown>(undefined);
  const manager: LockManagerLike = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const run = tail.then(callback, callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
  return { manager, names };
}

describe('the refresher', () => {
  it('sends one refresh for any number of callers while it is in flight', async () => {
    const pending = deferred<LoginResponse>();
    const fetcher = vi.fn(() => pending.promise);
    const refresh = createRefresher(fetcher, () => undefined);

    const results = Promise.all([refresh(), refresh(), refresh()]);
    pending.resolve(answer('t1'));
    expect((await results).map((result) => result.token)).toEqual(['t1', 't1', 't1']);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('sends a new refresh once the previous one has finished (each uses the newest cookie)', async () => {
    const fetcher = vi.fn().mockResolvedValueOnce(answer('t1')).mockResolvedValueOnce(answer('t2'));
    const refresh = createRefresher(fetcher, () => undefined);
    expect((await refresh()).token).toBe('t1');
    expect((await refresh()).token).toBe('t2');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('shares a failure too, and the next call tries again', async () => {
    const fetcher = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(answer('t2'));
    const refresh = createRefresher(fetcher, () => undefined);
    const [first, second] = await Promise.allSettled([refresh(), refresh()]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('rejected');
    expect((await refresh()).token).toBe('t2');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('runs inside the cross-tab lock, so two tabs never send the same cookie', async () => {
    const { manager, names } = fakeLocks();
    let running = 0;
    let most = 0;
    const fetcher = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return answer('t');
    };
    // Two tabs: two refreshers (each with its own in-flight promise) sharing one lock manager.
    const tabA = createRefresher(fetcher, () => manager);
    const tabB = createRefresher(fetcher, () => manager);
    await Promise.all([tabA(), tabB()]);
    expect(names).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
    expect(most).toBe(1);
  });
});
