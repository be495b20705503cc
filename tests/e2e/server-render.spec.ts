// Issue 12: public pages arrive as complete HTML (readable without JavaScript), with their own link previews and
// honest statuses; the client takes them over without a second fetch or a hydration error; member and admin
// pages stay client-rendered and personal data never reaches server HTML; a booking shows in a fresh page at once.
import { request as httpRequest } from 'node:http';
import { expect, type APIRequestContext, type ConsoleMessage } from '@playwright/test';
import { test } from './support/test';
import { isTakenOver, scrollIntoView } from './support/hydration';
import {
  adminToken,
  bookOverApi,
  createCourse,
  deleteCourse,
  registerMember,
  sessionUrl,
} from './support/bookings';
import { unique } from '../support/unique';

const WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];

/** This week's sessions as the API lists them (Monday 03:00 to Sunday, Berlin), titles only. */
async function titlesThisWeek(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/v1/courses');
  expect(response.ok()).toBe(true);
  const courses = (await response.json()) as Array<{ title: string }>;
  return [...new Set(courses.map((course) => course.title))];
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads the week, the course list and the campaign pages', async ({ page, request }) => {
    const titles = await titlesThisWeek(request);
    expect(titles.length).toBeGreaterThan(0);

    await page.goto('/');
    const week = page.locator('.week-grid');
    await expect(week.getByRole('heading', { name: 'Aktuelle Woche' })).toBeVisible();
    // Days already past sit in a collapsed <details> (seed 001's phone layout); it opens without JavaScript. Both
    // layouts are in the HTML and CSS shows one (issue 20): only what is visible at this width counts.
    const past = week.getByText(/Frühere Tage dieser Woche/).filter({ visible: true });
    if ((await past.count()) > 0) await past.click();
    for (const day of WEEKDAYS)
      await expect(week.getByText(day, { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(week.getByText(titles[0]!).filter({ visible: true }).first()).toBeVisible();
    await expect(
      week
        .getByText(/Noch \d+ Pl|Ausgebucht|\d+ von \d+ Pl/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();

    await page.goto('/kurse');
    await expect(page.getByRole('heading', { level: 1, name: 'Kurse' })).toBeVisible();
    // Each session's title (a course named like its category, 'Personal Training', is also a filter option and a
    // badge since issue 37: the title is the heading's link).
    const list = page.locator('.catalogue-entry__title');
    for (const title of titles) await expect(list.getByText(title, { exact: true }).first()).toBeVisible();

    const pages: Array<[string, RegExp, string]> = [
      ['/7-wochen-challenge', /./, '100€ Cashback'],
      ['/ueber-uns', /./, 'Unser Team'],
      ['/kontakt', /Kontakt/, 'Nachricht'],
      ['/level-up-week', /Level Up/, 'Workshops'],
      ['/cookie-einstellungen', /Cookie-Einstellungen/, 'Externe Medien'],
    ];
    for (const [path, heading, text] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByText(text).first(), path).toBeVisible();
    }
  });

  test('the Impressum is a page of its own, linked from the footer; the privacy page links the cookie settings', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL('/impressum');
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await expect(page.getByText('Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)')).toBeVisible();
    for (const text of ['Kraftraum Studio GmbH, Musterstraße 12, 10115 Berlin', 'E-Mail: hallo@kraftraum.de'])
      await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText(/Registergericht: Amtsgericht/)).toBeVisible();
    await expect(page.getByText(/Umsatzsteuer-Identifikationsnummer gemäß § 27 a/)).toBeVisible();
    await expect(page.getByText(/Verantwortlich nach § 18 Abs. 2 MStV/)).toBeVisible();

    await page.goto('/datenschutz');
    const collection = page.getByRole('region', { name: /Datenerfassung auf dieser Website/ });
    await collection.getByRole('link', { name: 'Cookie-Einstellungen ändern' }).click();
    await expect(page).toHaveURL('/cookie-einstellungen');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie-Einstellungen' })).toBeVisible();
  });
});

test('unknown addresses answer 404 with the not-found page in the first HTML', async ({ request }) => {
  for (const path of [
    '/diese-seite-gibt-es-nicht',
    '/kurse/2026/woche',
    '/courses/999999',
    '/courses/kein-kurs',
    // The home page lives at '/', and a slug that cannot be a page is not asked for.
    '/home',
    '/Gross-Geschrieben',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toMatch(/Seite nicht gefunden|Kurs nicht gefunden|Kurs wurde nicht gefunden/);
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
  }
  expect((await request.get('/')).status()).toBe(200);
});

test('every public page has its own title, description, canonical URL and preview tags', async ({
  request,
}) => {
  const seen = new Set<string>();
  for (const path of [
    '/',
    '/kurse',
    '/7-wochen-challenge',
    '/level-up-week',
    '/ueber-uns',
    '/kontakt',
    '/datenschutz',
    '/impressum',
    '/cookie-einstellungen',
  ]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const title = /<title>([^<]+)<\/title>/.exec(head)?.[1];
    expect(title, path).toMatch(/ \| Kraftraum Studio$/);
    expect(seen.has(title!), `${path} repeats the title ${title}`).toBe(false);
    seen.add(title!);
    expect(head.match(/<title>/g), path).toHaveLength(1);
    expect(head, path).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
    expect(head, path).toMatch(
      new RegExp(`<link rel="canonical" href="http://[^"]+${path === '/' ? '/' : path}"/>`),
    );
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image'])
      expect(head, `${path} ${property}`).toMatch(
        new RegExp(`<meta property="${property}" content="[^"]+"/>`),
      );
    const image = /<meta property="og:image" content="([^"]+)"/.exec(head)![1]!;
    expect(new URL(image).pathname, path).toMatch(/^\/images\/.+\.webp$/);
    expect((await request.get(new URL(image).pathname)).status(), image).toBe(200);
  }
  // /courses is the same page as /kurse, which is the address we link (DECISIONS "Courses").
  const courses = await (await request.get('/courses')).text();
  expect(courses).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/kurse"\/>/);
});

/** GET a path with a Host header of our choosing (the browser and Playwright's request set their own). */
function getWithHost(baseURL: string, path: string, host: string): Promise<string> {
  const { port, hostname } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    httpRequest({ hostname, port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });
}

test('a foreign Host header reaches no absolute URL: not in its own answer, not in the next visitor’s page', async ({
  request,
  baseURL,
}) => {
  const foreign = 'evil.example';
  for (const path of ['/ueber-uns', '/kurse']) {
    // The foreign request comes first, so a cache keyed by its Host (or filled from it) would serve the next one.
    const own = await getWithHost(baseURL!, path, foreign);
    expect(own, path).toContain('<link rel="canonical"');
    expect(own, path).not.toContain(foreign);
    const next = await (await request.get(path)).text();
    expect(next, path).not.toContain(foreign);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(next)?.[1];
    expect(new URL(canonical!).origin, path).toBe(new URL(baseURL!).origin);
    expect(/<meta property="og:url" content="([^"]+)"/.exec(next)?.[1], path).toBe(canonical);
  }
});

test('the client takes the pages over without an error and without fetching what the page holds', async ({
  page,
}) => {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // A document answered 404 logs its own status; the worker is blocked in these journeys on purpose.
    if (message.type() === 'error' && !/status of 404|Service Worker/.test(message.text()))
      problems.push(`${page.url()}: ${message.text()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  const courseCalls: string[] = [];
  const pageCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/v1/courses') courseCalls.push(request.url());
    // The page's document came with it (decision 0130): never asked for again.
    if (pathname.startsWith('/api/v1/pages')) pageCalls.push(request.url());
    // The studio's membership types on the tiers block came with the page too (issue 19).
    if (pathname.startsWith('/api/v1/membership-types')) pageCalls.push(request.url());
  });
  // The first server-rendered element of the page, kept as it was before the client started.
  await page.addInitScript(
    "document.addEventListener('DOMContentLoaded', () => { window.firstMain = document.querySelector('main'); })",
  );

  for (const path of ['/', '/courses', '/7-wochen-challenge', '/ueber-uns', '/impressum', '/gibt-es-nicht']) {
    courseCalls.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // React kept the server's nodes (a hydration mismatch would have rendered the page afresh).
    const kept = await page.evaluate(
      "window.firstMain !== null && window.firstMain === document.querySelector('main') && window.firstMain.isConnected",
    );
    expect(kept, `${path}: the server's <main> was replaced`).toBe(true);
    // The weeks the page shows came with it (the page's data block); only another week may be fetched ahead
    // (the week grid's prefetch of next week).
    const sentStarts = (await page.evaluate(
      "JSON.parse(document.getElementById('ssr-data')?.textContent ?? 'null')?.queries.queries.map((query) => query.queryKey[2]?.startDate).filter(Boolean) ?? []",
    )) as string[];
    const refetched = courseCalls.filter((url) =>
      sentStarts.some((start) => new URL(url).searchParams.get('startDate') === start),
    );
    expect(refetched, `${path} fetched what the server sent`).toEqual([]);
  }
  expect(pageCalls).toEqual([]);
  expect(problems).toEqual([]);
});

test('member and admin pages come as the bare app shell, with nothing personal in them', async ({
  request,
}) => {
  const member = await registerMember(request, 'Vertraulich');
  const signIn = await request.post('/api/users/login', {
    data: { userName: member.email, password: member.password },
  });
  expect(signIn.ok()).toBe(true);
  for (const path of ['/user', '/user/my-courses', '/user/profile', '/admin', '/check-in']) {
    const response = await request.get(path, { headers: { Authorization: `Bearer ${member.token}` } });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).not.toContain('id="ssr-data"');
    expect(html, path).not.toContain(member.email);
    expect(html, path).not.toContain('Vertraulich');
  }
});

test('a booking shows its new seat count in a freshly rendered page at once', async ({ request }) => {
  const token = await adminToken(request);
  const course = await createCourse(request, token, [{ hoursAhead: 30, seats: 5 }]);
  try {
    const url = sessionUrl(course, course.sessions[0]!);
    const seats = async () => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const html = await response.text();
      return {
        text: /(\d+) von 5 Plätzen frei/.exec(html)?.[1],
        cache: response.headers()['x-render-cache'],
      };
    };
    expect(await seats()).toEqual({ text: '5', cache: 'miss' });
    // The page is cached: a burst of visitors costs one render.
    expect(await seats()).toEqual({ text: '5', cache: 'hit' });
    const member = await registerMember(request, 'Sitzplatz');
    await bookOverApi(request, member, course.sessions[0]!.id);
    // The booking emptied the cache of this process: the very next render counts the seat.
    expect(await seats()).toEqual({ text: '4', cache: 'miss' });
  } finally {
    await deleteCourse(request, token, course.id);
  }
});

test('a page of the database: a draft stays hidden, a publish shows in the next rendered page at once', async ({
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const slug = `e2e-seite-${unique()}`;
  const document = (heading: string) => ({
    slug,
    title: 'E2E-Seite',
    description: 'Eine Seite, die der Browsertest anlegt und wieder löscht.',
    blocks: [{ type: 'page-header', props: { heading } }],
  });
  const rendered = async () => {
    const response = await request.get(`/${slug}`);
    const html = await response.text();
    return { status: response.status(), heading: /<h1[^>]*>([^<]*)</.exec(html)?.[1] };
  };
  const created = await request.post('/api/v1/pages', {
    headers,
    data: { document: document('Erste Fassung') },
  });
  expect(created.status()).toBe(201);
  try {
    expect((await rendered()).status).toBe(404);
    expect(
      (await request.post(`/api/v1/pages/${slug}/publish`, { headers, data: { baseVersion: 1 } })).status(),
    ).toBe(200);
    expect(await rendered()).toEqual({ status: 200, heading: 'Erste Fassung' });
    const saved = await request.put(`/api/v1/pages/${slug}`, {
      headers,
      data: { document: document('Zweite Fassung'), baseVersion: 2 },
    });
    expect(saved.status()).toBe(200);
    // Saved is not published: visitors keep the first version.
    expect((await rendered()).heading).toBe('Erste Fassung');
    await request.post(`/api/v1/pages/${slug}/publish`, { headers, data: { baseVersion: 3 } });
    expect(await rendered()).toEqual({ status: 200, heading: 'Zweite Fassung' });
  } finally {
    await request.delete(`/api/v1/pages/${slug}`, { headers });
  }
  expect((await rendered()).status).toBe(404);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the sections below the fold of a long page are taken over as they near the viewport', async ({
    page,
  }) => {
    const hydrated = (selector: string) => isTakenOver(page.locator(selector));
    await page.goto('/7-wochen-challenge');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => hydrated('.site-header')).toBe(true);
    // Below the first screen: server HTML, readable, not yet taken over.
    expect(await hydrated('#story')).toBe(false);
    expect(await hydrated('#contact')).toBe(false);
    await expect(page.locator('#contact')).toBeAttached();
    await scrollIntoView(page.locator('#story'));
    await expect.poll(() => hydrated('#story')).toBe(true);
    await scrollIntoView(page.locator('#contact'));
    await expect.poll(() => hydrated('#contact')).toBe(true);
    // The hero's money animation is for a pointer: its code comes with the first one over it.
    expect(await hydrated('#challenge')).toBe(false);
    await page.locator('#challenge .cashback-badge').hover();
    await expect.poll(() => hydrated('#challenge')).toBe(true);
  });
});
