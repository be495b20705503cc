import { describe, expect, it } from 'vitest';
import { HtmlCache, RENDER_CACHE_TTL_MS } from './html-cache';

function clockAt(start: number) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const page = (body: string) => ({ status: 200, body });

describe('the rendered-page cache', () => {
  it('serves a page for at most RENDER_CACHE_TTL_MS, the most a seat count lags in another process', () => {
    const clock = clockAt(Date.UTC(2026, 10, 24, 6));
    const cache = new HtmlCache(clock);
    cache.set('/kurse', page('a'), cache.currentGeneration());
    clock.advance(RENDER_CACHE_TTL_MS - 1);
    expect(cache.get('/kurse')?.body).toBe('a');
    clock.advance(1);
    expect(cache.get('/kurse')).toBeUndefined();
  });

  it('forgets everything at a write, and keeps no page whose render began before it', () => {
    const clock = clockAt(0);
    const cache = new HtmlCache(clock);
    cache.set('/', page('before'), cache.currentGeneration());
    const startedBeforeWrite = cache.currentGeneration();
    cache.clear();
    expect(cache.get('/')).toBeUndefined();
    cache.set('/kurse', page('stale'), startedBeforeWrite);
    expect(cache.get('/kurse')).toBeUndefined();
    cache.set('/kurse', page('fresh'), cache.currentGeneration());
    expect(cache.get('/kurse')?.body).toBe('fresh');
  });

  it('holds a bounded number of pages, dropping the oldest', () => {
    const cache = new HtmlCache(clockAt(0), RENDER_CACHE_TTL_MS, 3);
    for (const url of ['/a', '/b', '/c', '/d']) cache.set(url, page(url), cache.currentGeneration());
    expect(cache.size).toBe(3);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/d')?.body).toBe('/d');
  });
});
