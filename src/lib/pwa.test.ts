import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_MANIFEST_POLL_MS } from '#domain/constants';
import { announceUpdate, dismissUpdate, fetchDeployedBuildId, startBuildWatcher, updateStore } from './pwa';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('build watcher', () => {
  let now = 0;
  const clock = () => now;
  let stop: (() => void) | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    now = 1_000_000;
    setVisibility('visible');
  });

  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  it('checks once an hour and reports a new build id once', async () => {
    const fetchBuildId = vi.fn(async () => 'build-1');
    const onNewBuild = vi.fn();
    stop = startBuildWatcher({ currentBuildId: 'build-1', fetchBuildId, onNewBuild, now: clock });

    await vi.advanceTimersByTimeAsync(BUILD_MANIFEST_POLL_MS - 1);
    expect(fetchBuildId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();

    fetchBuildId.mockResolvedValue('build-2');
    await vi.advanceTimersByTimeAsync(BUILD_MANIFEST_POLL_MS);
    expect(onNewBuild).toHaveBeenCalledWith('build-2');

    await vi.advanceTimersByTimeAsync(BUILD_MANIFEST_POLL_MS * 3);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('checks when the page returns to the foreground after more than an hour', async () => {
    const fetchBuildId = vi.fn(async () => 'build-2');
    const onNewBuild = vi.fn();
    stop = startBuildWatcher({ currentBuildId: 'build-1', fetchBuildId, onNewBuild, now: clock });

    setVisibility('hidden');
    now += BUILD_MANIFEST_POLL_MS + 1;
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledWith('build-2');
  });

  it('does not check when the page was away for an hour or less', async () => {
    const fetchBuildId = vi.fn(async () => 'build-2');
    stop = startBuildWatcher({ currentBuildId: 'build-1', fetchBuildId, onNewBuild: vi.fn(), now: clock });

    setVisibility('hidden');
    now += BUILD_MANIFEST_POLL_MS;
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuildId).not.toHaveBeenCalled();
  });

  it('keeps watching when the manifest cannot be read', async () => {
    const fetchBuildId = vi
      .fn<() => Promise<string | null>>()
      .mockResolvedValueOnce(null)
      .mockResolvedValue('b2');
    const onNewBuild = vi.fn();
    stop = startBuildWatcher({ currentBuildId: 'b1', fetchBuildId, onNewBuild, now: clock });
    await vi.advanceTimersByTimeAsync(BUILD_MANIFEST_POLL_MS);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_MANIFEST_POLL_MS);
    expect(onNewBuild).toHaveBeenCalledWith('b2');
  });
});

describe('fetchDeployedBuildId', () => {
  it('reads the build id without the HTTP cache', async () => {
    let init: RequestInit | undefined;
    const fetchImpl: typeof fetch = async (_url, requestInit) => {
      init = requestInit;
      return new Response(JSON.stringify({ buildId: 'abc', builtAt: '2026-11-22T10:00:00.000Z' }), {
        status: 200,
      });
    };
    await expect(fetchDeployedBuildId(fetchImpl)).resolves.toBe('abc');
    expect(init?.cache).toBe('no-store');
  });

  it('gives null when offline, on an error answer, or for a malformed manifest', async () => {
    await expect(
      fetchDeployedBuildId(async () => Promise.reject(new TypeError('offline'))),
    ).resolves.toBeNull();
    await expect(fetchDeployedBuildId(async () => new Response('nope', { status: 404 }))).resolves.toBeNull();
    await expect(
      fetchDeployedBuildId(async () => new Response('{"id":1}', { status: 200 })),
    ).resolves.toBeNull();
  });
});

describe('update state', () => {
  it('shows the update until the user dismisses it', () => {
    updateStore.setState({ updateAvailable: false, updating: false });
    announceUpdate();
    expect(updateStore.getState().updateAvailable).toBe(true);
    dismissUpdate();
    expect(updateStore.getState().updateAvailable).toBe(false);
  });
});
