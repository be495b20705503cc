import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { SingleFlight, VersionedFlight } from './single-flight';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SingleFlight', () => {
  it('runs the work once for concurrent callers of a key, and anew once it settled', async () => {
    const flight = new SingleFlight<number>();
    let runs = 0;
    const gate = deferred<number>();
    const work = () => {
      runs++;
      return gate.promise;
    };
    const first = flight.run('a', work);
    const second = flight.run('a', work);
    expect(second).toBe(first);
    expect(runs).toBe(1);
    gate.resolve(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    await flight.run('a', async () => {
      runs++;
      return 8;
    });
    expect(runs).toBe(2);
  });

  it('keeps keys apart', async () => {
    const flight = new SingleFlight<string>();
    const [a, b] = await Promise.all([flight.run('a', async () => 'A'), flight.run('b', async () => 'B')]);
    expect([a, b]).toEqual(['A', 'B']);
  });

  it('hands a failure to every caller that joined it and frees the key', async () => {
    const flight = new SingleFlight<number>();
    const gate = deferred<number>();
    const first = flight.run('a', () => gate.promise);
    const second = flight.run('a', async () => 1);
    gate.reject(new Error('kaputt'));
    await expect(first).rejects.toThrow('kaputt');
    await expect(second).rejects.toThrow('kaputt');
    expect(await flight.run('a', async () => 2)).toBe(2);
  });

  it('starts anew after clear() while the earlier computation still runs', async () => {
    const flight = new SingleFlight<number>();
    const earlier = deferred<number>();
    const later = deferred<number>();
    const first = flight.run('a', () => earlier.promise);
    flight.clear();
    const second = flight.run('a', () => later.promise);
    expect(second).not.toBe(first);
    earlier.resolve(1);
    expect(await first).toBe(1);
    // The earlier computation settling does not free the later one's key.
    expect(flight.run('a', async () => 99)).toBe(second);
    later.resolve(2);
    expect(await second).toBe(2);
  });
});

describe('SingleFlight keeping a result for as long as it took', () => {
  const busy = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };

  it('hands the result to a caller right after it settled, and computes anew once that time has passed', async () => {
    const flight = new SingleFlight<number>({ keepForDuration: true });
    let runs = 0;
    const work = async () => {
      runs++;
      busy(40); // blocks the event loop, as a synchronous SQLite read does
      return runs;
    };
    expect(await flight.run('a', work)).toBe(1);
    expect(await flight.run('a', work)).toBe(1);
    expect(runs).toBe(1);
    busy(50);
    expect(await flight.run('a', work)).toBe(2);
  });

  it('never keeps a failure, and keeps nothing without the option', async () => {
    const keeping = new SingleFlight<number>({ keepForDuration: true });
    let runs = 0;
    await expect(
      keeping.run('a', async () => {
        runs++;
        busy(20);
        throw new Error('kaputt');
      }),
    ).rejects.toThrow('kaputt');
    expect(await keeping.run('a', async () => ++runs)).toBe(2);
    const plain = new SingleFlight<number>();
    await plain.run('b', async () => {
      busy(20);
      return 1;
    });
    expect(await plain.run('b', async () => 2)).toBe(2);
  });
});

describe('VersionedFlight', () => {
  it('keeps a result while its version holds, joins it while it runs, and starts anew for another version', async () => {
    const flight = new VersionedFlight<string>();
    let runs = 0;
    const gate = deferred<string>();
    const first = flight.run('day', 'v1', () => {
      runs++;
      return gate.promise;
    });
    expect(flight.run('day', 'v1', async () => `run ${++runs}`)).toBe(first);
    gate.resolve('v1 list');
    expect(await first).toBe('v1 list');
    expect(await flight.run('day', 'v1', async () => `run ${++runs}`)).toBe('v1 list');
    expect(runs).toBe(1);
    expect(await flight.run('day', 'v2', async () => `run ${++runs}`)).toBe('run 2');
    // The version before is not kept beside it: a caller who read it again gets a new computation.
    expect(await flight.run('day', 'v1', async () => `run ${++runs}`)).toBe('run 3');
    expect(await flight.run('other day', 'v1', async () => `run ${++runs}`)).toBe('run 4');
  });

  it('never keeps a failure, and forgets the least recently started key beyond its limit', async () => {
    const flight = new VersionedFlight<number>(2);
    let runs = 0;
    await expect(
      flight.run('a', 'v', async () => {
        runs++;
        throw new Error('kaputt');
      }),
    ).rejects.toThrow('kaputt');
    expect(await flight.run('a', 'v', async () => ++runs)).toBe(2);
    expect(await flight.run('b', 'v', async () => ++runs)).toBe(3);
    expect(await flight.run('c', 'v', async () => ++runs)).toBe(4);
    expect(await flight.run('a', 'v', async () => ++runs)).toBe(5);
    expect(await flight.run('c', 'v', async () => ++runs)).toBe(4);
  });
});
