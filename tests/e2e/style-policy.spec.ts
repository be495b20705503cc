// Issue 36 item 6, decision 0207: the Content-Security-Policy's styles. No document allows a <style> element, a
// style attribute or a style sheet of another host, except what it needs: a rendered public page its own style
// attributes by hash (they still apply), the page editor's document inline styles (Puck writes <style> elements).
// The browser reports every refused style; none may be refused on the public pages, the admin's screens, the blog editor (TipTap writes no <style> of its own) or the page editor (entered from the
// list, it is loaded as a document of its own).
import { expect } from '@playwright/test';
import { refusedStyles, test } from './support/test';
import { SEED_PAGES } from '../../server/db/seed-pages/index';
import { DEMO, openSignedIn } from './support/accounts';

/** An element's computed value of a CSS property (run in the page). */
function computedStyle(node: unknown, property: string): string {
  const view = globalThis as unknown as {
    getComputedStyle(element: unknown): { getPropertyValue(name: string): string };
  };
  return view.getComputedStyle(node).getPropertyValue(property);
}

test('no style is refused on any screen, and rendered style attributes still apply', async ({ page }) => {
  test.setTimeout(120_000);
  const refused = refusedStyles(page);

  const home = await page.goto('/');
  const policy = home!.headers()['content-security-policy']!;
  const styleSrc = policy.split(';').find((directive) => directive.trim().startsWith('style-src '))!;
  expect(styleSrc.trim()).toBe("style-src 'self'");
  expect(policy).toMatch(/style-src-attr 'unsafe-hashes'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(policy).not.toContain("'unsafe-inline'");
  // The icons' size is a style attribute of the server's HTML: allowed by its hash, so it applies.
  const icon = page.locator('[data-icon][style*="--icon-size"]').first();
  await expect(icon).toBeAttached();
  expect(await icon.evaluate(computedStyle, '--icon-size')).not.toBe('');

  const paths = [
    ...SEED_PAGES.map((seeded) => (seeded.slug === 'home' ? '/' : `/${seeded.slug}`)),
    '/kurse',
    '/blog',
  ];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('main').first()).toBeVisible();
  }

  // The admin's screens, the blog editor and, from the page list, the page editor.
  await openSignedIn(page, DEMO.admin, '/admin');
  for (const path of ['/admin/courses', '/admin/auswertung', '/admin/menues', '/admin/blog/neu']) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
  }
  await page.goto('/admin/blog');
  await page
    .getByRole('link', { name: /Neuer Beitrag/ })
    .first()
    .click();
  const body = page.locator('.ProseMirror').first();
  await expect(body).toBeVisible();
  // ProseMirror's own rules come from the app's style sheet now, not from a <style> element TipTap would write.
  expect(await body.evaluate(computedStyle, 'white-space')).toMatch(/pre-wrap|break-spaces/);
  expect(await page.locator('style').count()).toBe(0);

  await page.goto('/admin/pages');
  // A mark on this document: gone after the click if the editor came as a document of its own.
  await page.evaluate('window.listDocument = true');
  await page.locator('tr[data-slug="home"]').getByRole('link', { name: 'Startseite' }).click();
  await expect(page).toHaveURL('/admin/pages/home');
  await expect(page.frameLocator('iframe#preview-frame').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate('window.listDocument === true')).toBe(false);
  // Puck's own <style> elements are there and allowed in this document.
  expect(await page.locator('style').count()).toBeGreaterThan(0);

  expect(refused).toEqual([]);
});
