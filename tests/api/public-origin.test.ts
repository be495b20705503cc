// One origin for absolute URLs (decision 0141): the calendar link and the blog feed come from PUBLIC_URL, or from
// the request's host only when ALLOWED_HOSTS names it, or else from APP_URL's origin. A foreign Host header never
// reaches them. (Rendered pages and their cache: tests/e2e/server-render.spec.ts.)
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demo, dialects, login, type TestApp } from './helpers';

const FOREIGN = 'evil.example';

describe.each(dialects())('the public origin on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** The member's calendar link and the feed's entry links, asked for under the given Host header. */
  async function linksUnder(app: TestApp, host: string) {
    const token = await login(app.app, demo.member);
    const calendar = (
      await app.app.inject({ url: '/api/v1/calendar/link', headers: { ...bearer(token), host } })
    ).json() as { url: string; webcalUrl: string };
    const feed = (await app.app.inject({ url: '/blog/feed.xml', headers: { host } })).body;
    const feedLinks = [...feed.matchAll(/<(?:link href|id)[ =>]"?([^"<]+)/g)].map((m) => m[1]!);
    return { calendar, feedLinks, feed };
  }

  it('falls back to APP_URL’s origin: a foreign Host reaches neither the calendar link nor the feed', async () => {
    t = await createTestApp(dialect, { config: { appUrl: 'https://app.kraftraum.de' } });
    const { calendar, feedLinks, feed } = await linksUnder(t, FOREIGN);
    expect(calendar.url).toMatch(/^https:\/\/app\.kraftraum\.de\/api\/calendar\//);
    expect(calendar.webcalUrl).toMatch(/^webcal:\/\/app\.kraftraum\.de\//);
    expect(feedLinks.length).toBeGreaterThan(1);
    expect(feed).not.toContain(FOREIGN);
    for (const link of feedLinks) expect(link).toMatch(/^https:\/\/app\.kraftraum\.de\//);
  });

  it('uses the request’s host when ALLOWED_HOSTS names it, and the first named host otherwise', async () => {
    t = await createTestApp(dialect, { config: { allowedHosts: ['studio.example', 'www.studio.example'] } });
    const named = await linksUnder(t, 'www.studio.example');
    expect(named.calendar.url).toMatch(/^http:\/\/www\.studio\.example\/api\/calendar\//);
    const foreign = await linksUnder(t, FOREIGN);
    expect(foreign.calendar.url).toMatch(/^http:\/\/studio\.example\/api\/calendar\//);
    expect(foreign.feed).not.toContain(FOREIGN);
    expect(JSON.stringify(foreign.calendar)).not.toContain(FOREIGN);
  });

  it('uses PUBLIC_URL whatever the Host header says, also in the API document', async () => {
    t = await createTestApp(dialect, { config: { publicUrl: 'https://kraftraum.de' } });
    const { calendar, feed } = await linksUnder(t, FOREIGN);
    expect(calendar.url).toMatch(/^https:\/\/kraftraum\.de\/api\/calendar\//);
    expect(feed).not.toContain(FOREIGN);
    const doc = (await t.app.inject({ url: '/api/docs/json', headers: { host: FOREIGN } })).json() as {
      servers: { url: string }[];
    };
    expect(doc.servers).toEqual([{ url: 'https://kraftraum.de', description: 'Das Studio' }]);
  });
});
