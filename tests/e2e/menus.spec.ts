// Menus as content (issue 20, decision 0152): an admin creates a page with 'Ins Menü aufnehmen', publishes it,
// orders the new link in the menu editor (a javascript: link is refused next to its field) and publishes the
// menus; a visitor finds the link in the server's HTML at once (the render cache was emptied) and, after one
// visit, in the header offline. axe checks the menu editor. A second journey reorders the links by dragging a
// handle (native drag and drop, driven by the real pointer) and finds the new order in the server's header. The
// menus are put back at the end of each: other journeys of this run read the seeded header.
import { expect, type APIRequestContext } from '@playwright/test';
import { openContext, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import { expectNoSevereViolations } from './support/axe';
import { keptAnswers, waitForServiceWorker } from './support/schedule';

test.use({ serviceWorkers: 'allow' });

async function serverHeader(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  return /<nav[^>]*aria-label="Hauptnavigation"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
}

async function putMenusBack(request: APIRequestContext) {
  const login = await request.post('/api/users/login', {
    data: { userName: DEMO.admin.email, password: DEMO.admin.password },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const draft = (await (await request.get('/api/v1/menus/draft', { headers })).json()) as { version: number };
  const restored = await request.post('/api/v1/menus/versions/1/restore', {
    headers,
    data: { baseVersion: draft.version },
  });
  const { version } = (await restored.json()) as { version: number };
  await request.post('/api/v1/menus/publish', { headers, data: { baseVersion: version } });
}

test('an admin adds a new page to the main menu; a visitor sees it server-rendered and offline', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  try {
    await openSignedIn(page, DEMO.admin, '/admin/pages');
    await page.getByLabel('Adresse (z. B. sommer-aktion)').fill('yoga-special');
    await page.getByLabel('Titel', { exact: true }).fill('Yoga-Special');
    await page.getByLabel('Ins Menü aufnehmen').check();
    await page.getByRole('button', { name: 'Neue Seite' }).click();
    await expect(page).toHaveURL('/admin/pages/yoga-special');
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Veröffentlicht: Besucher sehen' }),
    ).toBeVisible();

    // The link waits in the menus' working copy: visitors do not see it yet.
    expect(await serverHeader(request, '/')).not.toContain('/yoga-special');

    await page.goto('/admin/menues');
    await expect(page.getByRole('heading', { level: 1, name: 'Menüs' })).toBeVisible();
    const main = page.getByRole('group', { name: 'Links der Hauptnavigation' });
    const labels = main.getByLabel('Bezeichnung');
    await expect(labels).toHaveCount(5);
    await expect(labels.nth(4)).toHaveValue('Yoga-Special');
    await expect(page.getByText(/Entwurf \(Version 2\) mit Änderungen, online ist Version 1/)).toBeVisible();

    // Ordered with the buttons: two places up, then renamed.
    await main.getByRole('button', { name: 'Nach oben: Yoga-Special' }).click();
    await main.getByRole('button', { name: 'Nach oben: Yoga-Special' }).click();
    await expect(labels.nth(2)).toHaveValue('Yoga-Special');
    await labels.nth(2).fill('Yoga Special');

    // A script link is refused with its reason next to the field; removed again.
    await main.getByRole('button', { name: 'Link hinzufügen' }).click();
    await labels.nth(5).fill('Böse');
    await main.getByLabel('Adresse').nth(5).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    const refused = 'Nur Adressen dieser Website (beginnend mit /) und https-Links sind erlaubt.';
    await expect(page.getByRole('alert').filter({ hasText: refused })).toBeVisible();
    await expect(main.getByLabel('Adresse').nth(5)).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByLabel('Adresse').nth(5)).toHaveAccessibleDescription(
      new RegExp(refused.replace(/[()/.]/g, '\\$&')),
    );
    await main.getByRole('button', { name: 'Entfernen: Böse' }).click();

    await expectNoSevereViolations(page, 'the menu editor');
    const before = await serverHeader(request, '/'); // rendered and cached for a few seconds
    expect(before).not.toContain('Yoga Special');
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Die Menüs sind veröffentlicht.' }),
    ).toBeVisible();
    await expect(page.getByText('Online: Version 4, ohne ungespeicherte Änderungen')).toBeVisible();
    await expect(page.getByText(/Version 4 · veröffentlicht .* · jetzt online/)).toBeVisible();

    // The server's HTML has the new menu at once: publishing emptied the render cache.
    const header = await serverHeader(request, '/');
    expect(header).toContain('href="/yoga-special"');
    expect([...header.matchAll(/class="site-nav__link[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual([
      'Kurse',
      'Blog',
      'Yoga Special',
      'Über uns',
      'Kontakt',
    ]);

    // A visitor reads one page; offline, another page's header still has the link.
    const visitor = await openContext(browser);
    const tab = await visitor.newPage();
    await tab.goto('/kontakt');
    const nav = tab.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Yoga Special' })).toBeVisible();
    await waitForServiceWorker(tab);
    // A page of islands stores nothing itself (decision 0183): the worker keeps the menus for the offline shell.
    await expect.poll(() => keptAnswers(tab, 'studio-api-menus-v1'), { timeout: 10_000 }).toBe(1);
    await visitor.setOffline(true);
    const offline = await tab.goto('/');
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(nav.getByRole('link', { name: 'Yoga Special' })).toHaveAttribute('href', '/yoga-special');
    await nav.getByRole('link', { name: 'Kurse' }).click();
    await expect(tab.getByRole('heading', { level: 1, name: 'Kurse' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Yoga Special' })).toBeVisible();
    await visitor.close();
  } finally {
    await putMenusBack(request);
  }
});

test('an admin reorders the main menu by dragging a handle; a visitor sees the new order server-rendered', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  try {
    // Tall enough that the whole list is on screen: a native drag starts where the pointer really is.
    await page.setViewportSize({ width: 1280, height: 1400 });
    await openSignedIn(page, DEMO.admin, '/admin/menues');
    const main = page.getByRole('group', { name: 'Links der Hauptnavigation' });
    const labels = main.getByLabel('Bezeichnung');
    await expect(labels).toHaveCount(4);
    await expect(labels.nth(3)).toHaveValue('Kontakt');
    const rows = main.getByTestId('menu-link');

    // 'Kontakt' (fourth) by its handle onto 'Kurse' (first): a real pointer drag in Chromium (native drag and
    // drop: press on the handle, move in steps, release over the first row).
    const handle = rows.nth(3).getByTitle('Zum Verschieben ziehen');
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await rows.nth(0).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
    await page.mouse.move(to.x + 20, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    await expect(labels.nth(0)).toHaveValue('Kontakt');
    await expect(labels.nth(1)).toHaveValue('Kurse');
    await expect(page.getByText('Ungespeicherte Änderungen')).toBeVisible();

    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Die Menüs sind veröffentlicht.' }),
    ).toBeVisible();
    const header = await serverHeader(request, '/');
    expect([...header.matchAll(/class="site-nav__link[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual([
      'Kontakt',
      'Kurse',
      'Blog',
      'Über uns',
    ]);
  } finally {
    await putMenusBack(request);
  }
});
