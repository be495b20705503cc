import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_TIMEOUT_MS, networkWithin, pageApiUrl, servesShellAtOnce } from './navigation-rules';

describe('which navigations get the shell at once', () => {
  it('member, desk, admin and sign-in pages, and the installed app start', () => {
    for (const path of [
      '/user',
      '/user/my-courses',
      '/admin/courses',
      '/check-in',
      '/auth/login',
      '/?quelle=app',
    ])
      expect(servesShellAtOnce(new URL(path, 'https://studio.test'))).toBe(true);
  });

  it('not the public pages, which the server renders', () => {
    for (const path of ['/', '/kurse', '/courses/3', '/7-wochen-challenge', '/users', '/administration'])
      expect(servesShellAtOnce(new URL(path, 'https://studio.test'))).toBe(false);
  });

  it("not the page editor's document, whose policy only the server's answer carries (decision 0207)", () => {
    for (const path of ['/admin/pages/home', '/admin/pages/ueber-uns/'])
      expect(servesShellAtOnce(new URL(path, 'https://studio.test'))).toBe(false);
    expect(servesShellAtOnce(new URL('/admin/pages', 'https://studio.test'))).toBe(true);
  });
});

describe('the network within a time limit', () => {
  afterEach(() => vi.useRealTimers());

  it('answers with the network when it is in time', async () => {
    const answer = new Response('page');
    await expect(networkWithin(new Request('https://studio.test/'), 1000, async () => answer)).resolves.toBe(
      answer,
    );
  });

  it('gives up after the time limit on a weak signal', async () => {
    vi.useFakeTimers();
    const never = () => new Promise<Response>(() => undefined);
    const result = networkWithin(new Request('https://studio.test/'), NAVIGATION_TIMEOUT_MS, never);
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeUndefined();
  });

  it('gives up at once when the network fails (offline)', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(
      networkWithin(new Request('https://studio.test/'), 60_000, failing),
    ).resolves.toBeUndefined();
  });
});

describe('pageApiUrl', () => {
  it("names the page document the shell needs for a public page's address, and nothing for other addresses", () => {
    expect(pageApiUrl('http://127.0.0.1:4173/')).toBe('http://127.0.0.1:4173/api/v1/pages/home');
    expect(pageApiUrl('http://127.0.0.1:4173/impressum?x=1#y')).toBe(
      'http://127.0.0.1:4173/api/v1/pages/impressum',
    );
    expect(pageApiUrl('http://127.0.0.1:4173/7-wochen-challenge')).toBe(
      'http://127.0.0.1:4173/api/v1/pages/7-wochen-challenge',
    );
    expect(pageApiUrl('http://127.0.0.1:4173/blog/hiit-am-morgen')).toBeNull();
    expect(pageApiUrl('http://127.0.0.1:4173/Impressum')).toBeNull();
  });
});
