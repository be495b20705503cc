// The blog (issues 13 and 20): an admin writes a post in the rich-text editor (a heading, a list, bold, a link),
// uploads its cover image with the site's picker, previews it, saves a draft (visitors do not see it) and publishes
// it; it is on /blog, its own page (in the server's HTML too, the cover as the upload's renditions) and in the Atom
// feed; a script link is refused by the server; a later save is a new draft version while visitors keep reading
// the published one. An unknown slug is the 404 page; an article opened once reads offline; a member gets no
// admin blog.
import { expect } from '@playwright/test';
import { test } from './support/test';
import sharp from 'sharp';
import { API_PATHS } from '#domain/api-paths';
import { DEMO, openSignedIn } from './support/accounts';
import { adminToken } from './support/bookings';
import { expectNoSevereViolations } from './support/axe';
import { persistedQueries, waitForServiceWorker } from './support/schedule';
import { unique } from '../support/unique';

test('an admin writes, previews and publishes a post: on /blog, as its own page and in the feed', async ({
  page,
  request,
}) => {
  const stamp = unique();
  const title = `Frühsport im Park ${stamp}`;
  const slug = `fruehsport-im-park-${stamp}`;

  await openSignedIn(page, DEMO.admin, '/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('row', { name: /HIIT um halb sieben/ })).toContainText('Veröffentlicht');
  await page.getByRole('link', { name: 'Neuer Beitrag' }).click();
  await expect(page).toHaveURL('/admin/blog/neu');

  await page.getByLabel('Titel', { exact: true }).fill(title);
  // The slug follows the title.
  await expect(page.getByLabel('Adresse', { exact: true })).toHaveValue(slug);
  await page
    .getByLabel('Auszug')
    .fill('Warum wir samstags draußen trainieren und was du mitbringen solltest.');
  // The cover from the same upload picker as the page editor's.
  const photo = await sharp({
    create: { width: 1200, height: 675, channels: 3, background: { r: 40, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  const cover = page.getByRole('group', { name: 'Titelbild' });
  await cover
    .getByLabel('Datei hochladen')
    .setInputFiles({ name: 'park.png', mimeType: 'image/png', buffer: photo });
  await expect(cover.getByRole('status')).toContainText('park.png hochgeladen und ausgewählt.');

  // The body in the rich-text editor: a paragraph, a heading, a list with bold, a link.
  const tools = page.getByRole('toolbar', { name: 'Textformat' });
  const text = page.getByRole('textbox', { name: 'Text', exact: true });
  await text.click();
  await page.keyboard.type('Frische Luft tut gut.');
  await page.keyboard.press('Enter');
  await tools.getByRole('button', { name: 'Überschrift', exact: true }).click();
  await page.keyboard.type('Was du brauchst');
  await page.keyboard.press('Enter');
  await tools.getByRole('button', { name: 'Aufzählung' }).click();
  await page.keyboard.type('Laufschuhe');
  await page.keyboard.press('Enter');
  await tools.getByRole('button', { name: 'Fett' }).click();
  await page.keyboard.type('Wasser');
  await tools.getByRole('button', { name: 'Fett' }).click();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Mehr im Kursplan');
  for (let i = 0; i < 'Kursplan'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await tools.getByRole('button', { name: 'Link' }).click();
  const href = page.getByLabel('Linkadresse');
  // The editor takes no script link either.
  await href.fill('javascript:alert(1)');
  await href.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Dieser Link ist nicht erlaubt' })).toBeVisible();
  await href.fill('/kurse');
  await href.press('Enter');
  await expect(text.getByRole('link', { name: 'Kursplan' })).toHaveAttribute('href', '/kurse');

  // A server message for a field the server refused, in German, on the field.
  await page.getByLabel('Auszug').fill('kurz');
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByText('Der Auszug muss 10 bis 300 Zeichen lang sein').first()).toBeVisible();
  await expect(page.getByLabel('Auszug')).toHaveAttribute('aria-invalid', 'true');
  await page
    .getByLabel('Auszug')
    .fill('Warum wir samstags draußen trainieren und was du mitbringen solltest.');

  await page.getByRole('button', { name: 'Vorschau' }).click();
  const preview = page.getByRole('region', { name: 'Vorschau' });
  await expect(preview.getByRole('heading', { level: 2, name: 'Was du brauchst' })).toBeVisible();
  await expectNoSevereViolations(page, 'the post form with its preview');
  await expect(preview.locator('strong')).toHaveText('Wasser');
  await expect(preview.getByRole('listitem')).toHaveText(['Laufschuhe', 'Wasser']);

  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByText('Entwurf gespeichert.')).toBeVisible();
  await expect(page).toHaveURL(`/admin/blog/${slug}`);
  // A draft: visitors do not see it.
  expect((await request.get(`/api/v1/posts/${slug}`)).status()).toBe(404);
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByText(/^Beitrag veröffentlicht/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zurückziehen' })).toBeVisible();

  // The server refuses a script link sent past the editor, and keeps what it had.
  const token = await adminToken(request);
  const stored = await request.get(API_PATHS.adminPost(slug), {
    headers: { Authorization: `Bearer ${token}` },
  });
  const current = (await stored.json()) as { version: number };
  const refused = await request.put(API_PATHS.post(slug), {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      ...current,
      baseVersion: current.version,
      body: '<p><a href="javascript:alert(1)">Klick</a></p>',
      bodyFormat: 'html',
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain('Dieser Link ist nicht erlaubt.');

  // The list, newest first: the new post comes first.
  await page.goto('/blog');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expectNoSevereViolations(page, 'the blog list');
  const first = page.getByRole('main').getByRole('listitem').first();
  await expect(first.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await first.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^Von Alex Admin · \d{1,2}\. \w+ \d{4}$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Was du brauchst' })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Kraftraum Studio`);
  await expectNoSevereViolations(page, 'an article');

  // The server's own HTML: the article with its sanitised body, its head, status 200.
  const html = await request.get(`/blog/${slug}`);
  expect(html.status()).toBe(200);
  const body = await html.text();
  expect(body).toContain(`<h1>${title}</h1>`);
  expect(body).toContain('<h2>Was du brauchst</h2>');
  expect(body).toMatch(/<ul><li><p>Laufschuhe<\/p><\/li><li><p><strong>Wasser<\/strong><\/p><\/li><\/ul>/);
  expect(body).toContain('<a href="/kurse">Kursplan</a>');
  expect(body).toMatch(/<source type="image\/avif" srcset="[^"]*\/uploads\/[0-9a-f]{24}-/i);
  expect(body).not.toContain('alert(1)');
  expect(body).toContain(`<meta property="og:title" content="${title}"/>`);

  // The feed, with absolute links.
  const feed = await request.get('/blog/feed.xml');
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  const xml = await feed.text();
  const links = [...xml.matchAll(/<entry>[\s\S]*?<link href="([^"]+)"/g)].map((match) => match[1]);
  expect(links[0]).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/blog/${slug}$`));
  // /blog announces it.
  expect(await page.goto('/blog').then((response) => response?.text())).toContain(
    '<link rel="alternate" type="application/atom+xml" title="Blog – Kraftraum Studio" href="/blog/feed.xml"/>',
  );
});

test('the blog and an article are taken over without an error and without fetching them again', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Service Worker/.test(message.text()))
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  const postRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/posts')) postRequests.push(request.url());
  });
  // The server's <main>, kept as it was before the client started.
  await page.addInitScript(
    "document.addEventListener('DOMContentLoaded', () => { window.firstMain = document.querySelector('main'); })",
  );
  for (const path of ['/blog', '/blog/mobility-zehn-minuten']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(
      "window.firstMain !== null && window.firstMain === document.querySelector('main') && window.firstMain.isConnected",
    );
    expect(kept, `${path}: the server's <main> was replaced`).toBe(true);
  }
  await expect(page.getByRole('heading', { level: 1, name: /Zehn Minuten Mobility/ })).toBeVisible();
  await expect(page.getByText('Von Lena Berger')).toBeVisible();
  // The app has started (a client-side link works) and asked for nothing the pages held.
  await page.getByRole('link', { name: 'Alle Beiträge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  expect(postRequests).toEqual([]);
  expect(problems).toEqual([]);
});

test('an unknown slug is the 404 page, with HTTP 404 from the server', async ({ page, request }) => {
  expect((await request.get('/blog/gibt-es-nicht')).status()).toBe(404);
  const response = await page.goto('/blog/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page).toHaveTitle('Seite nicht gefunden | Kraftraum Studio');
  // Reached inside the app (no server render), it is the same page.
  await page.goto('/blog');
  await page.evaluate(
    "history.pushState({}, '', '/blog/auch-nicht-da'); dispatchEvent(new PopStateEvent('popstate'))",
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
});

test('a member on /admin/blog sees "Zugriff verweigert."', async ({ page }) => {
  await openSignedIn(page, DEMO.member);
  await page.goto('/admin/blog');
  await expect(page.getByText('Zugriff verweigert.')).toBeVisible({ timeout: 15_000 });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an article opened once reads offline', async ({ page, context }) => {
    await page.goto('/blog/functional-training-alltag');
    const heading = page.getByRole('heading', {
      level: 1,
      name: /Functional Training: Stark für den Alltag/,
    });
    await expect(heading).toBeVisible();
    await waitForServiceWorker(page);
    await expect.poll(() => persistedQueries(page, ['posts', 'detail'])).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Drei Bewegungsmuster für den Anfang' }),
    ).toBeVisible();
    await expect(page.getByText('Von Jonas Weber')).toBeVisible();

    // An article never opened says so instead of pretending.
    await page.goto('/blog/hiit-am-morgen');
    await expect(
      page.getByText(/Du bist offline\. Diesen Beitrag hast du noch nicht geöffnet/),
    ).toBeVisible();
    await context.setOffline(false);
  });

  test("without the stored query cache, an article read in the app comes from the worker's post cache", async ({
    page,
    context,
  }) => {
    await page.goto('/blog');
    await waitForServiceWorker(page);
    // Opened inside the app: its request goes through the worker, which keeps the answer.
    await page.getByRole('link', { name: /Zehn Minuten Mobility/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Zehn Minuten Mobility/ })).toBeVisible();
    await page.close();

    // As if the browser had evicted IndexedDB: every new page starts without the persisted cache.
    await context.addInitScript("indexedDB.deleteDatabase('studio-query-cache')");
    await context.setOffline(true);
    const fresh = await context.newPage();
    await fresh.goto('/blog/mobility-zehn-minuten');
    await expect(fresh.getByRole('heading', { level: 1, name: /Zehn Minuten Mobility/ })).toBeVisible();
    await expect(
      fresh.getByRole('heading', { level: 2, name: 'Die Routine (etwa zehn Minuten)' }),
    ).toBeVisible();
    await context.setOffline(false);
  });
});
