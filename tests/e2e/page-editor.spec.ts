// The page editor (issue 13 "Done when"): an admin changes the home hero headline in the editor, previews it, saves
// a draft (a visitor in a second browser context still sees the old headline), publishes (the visitor sees the new
// one after a reload, and so does the server-rendered HTML), restores the earlier version and publishes it; at
// 768 px the fields are still reached and edited. A member on /admin/pages sees 'Zugriff verweigert.'.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openContext, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

const OLD = 'Stärker als gestern.';
const NEW = 'Neue Überschrift aus dem Editor';

/** Puck draws the page in an iframe. */
const canvasHeadline = (page: Page) =>
  page.frameLocator('iframe#preview-frame').getByRole('heading', { level: 1 });

/** A click on the page's h1 in the canvas selects its block; returns the block's 'Überschrift' field. */
async function selectHeadingBlock(page: Page) {
  await canvasHeadline(page).click();
  const field = page.getByRole('textbox', { name: 'Überschrift', exact: true });
  await expect(field).toBeVisible();
  return field;
}

async function serverHtml(request: APIRequestContext): Promise<string> {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  return response.text();
}

test('an admin edits, saves, publishes and restores the home hero; a visitor sees each published state', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const visitorContext = await openContext(browser);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  const visitorHeadline = visitor.getByRole('heading', { level: 1 });
  await expect(visitorHeadline).toContainText(OLD);

  await openSignedIn(page, DEMO.admin, '/admin/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Seiten' })).toBeVisible();
  const homeRow = page.locator('tr[data-slug="home"]');
  await expect(homeRow).toContainText('Veröffentlicht');
  await homeRow.getByRole('link', { name: 'Startseite' }).click();
  await expect(page).toHaveURL('/admin/pages/home');

  const save = page.getByRole('button', { name: 'Entwurf speichern' });
  await expect(save).toBeDisabled();
  let headline = await selectHeadingBlock(page);
  await expect(headline).toHaveValue(OLD);
  await headline.fill(NEW);
  await expect(save).toBeEnabled();
  await expect(canvasHeadline(page)).toContainText(NEW);

  // Undo and redo are Puck's history.
  await page.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(canvasHeadline(page)).toContainText(OLD);
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Wiederholen' }).click();
  await expect(canvasHeadline(page)).toContainText(NEW);
  await expect(save).toBeEnabled();

  // The preview shows the working copy as the site renders it.
  await page.getByRole('button', { name: 'Vorschau' }).click();
  const preview = page.getByRole('region', { name: 'Vorschau' });
  await expect(preview.getByRole('heading', { level: 1 })).toContainText(NEW);
  await page.getByRole('button', { name: 'Zurück zum Bearbeiten' }).click();
  await expect(preview).toBeHidden();

  // The server refuses a script link with a German message next to the editor; nothing is saved.
  const link = page.getByRole('textbox', { name: 'Erster Button: Link', exact: true });
  await link.fill('javascript:alert(1)');
  await save.click();
  await expect(page.getByRole('alert')).toContainText('Block 1 (Hero):');
  await expect(page.getByTestId('page-status')).toContainText('Version 1');
  await link.fill('/kurse');

  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Entwurf gespeichert' })).toBeVisible();
  await expect(page.getByTestId('page-status')).toContainText('Version 2');
  await visitor.reload();
  await expect(visitorHeadline).toContainText(OLD);
  expect(await serverHtml(request)).not.toContain(NEW);

  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Veröffentlicht: Besucher sehen' })).toBeVisible();
  await visitor.reload();
  await expect(visitorHeadline).toContainText(NEW);
  expect(await serverHtml(request)).toContain(NEW);

  // The history: restore version 1 (the seeded page) as the working copy, then publish it.
  await page.getByRole('button', { name: 'Versionen' }).click();
  const versions = page.getByRole('region', { name: 'Versionen' });
  await expect(versions.locator('[data-version="2"]')).toContainText('gespeichert · Alex Admin');
  await expect(versions.locator('[data-version]').first()).toContainText(
    'live – Besucher sehen diese Version',
  );
  await versions.getByRole('button', { name: 'Version 1 wiederherstellen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 wiederhergestellt' })).toBeVisible();
  headline = await selectHeadingBlock(page);
  await expect(headline).toHaveValue(OLD);
  await visitor.reload();
  await expect(visitorHeadline).toContainText(NEW);

  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Veröffentlicht: Besucher sehen' })).toBeVisible();
  await visitor.reload();
  await expect(visitorHeadline).toContainText(OLD);
  expect(await serverHtml(request)).not.toContain(NEW);

  // At 768 px the canvas and the fields are still reachable: select the hero, edit, save.
  await page.setViewportSize({ width: 768, height: 1024 });
  headline = await selectHeadingBlock(page);
  await headline.scrollIntoViewIfNeeded();
  await headline.fill('Überschrift am Tablet');
  await expect(page.getByRole('button', { name: 'Entwurf speichern' })).toBeEnabled();
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entwurf gespeichert' })).toBeVisible();
  expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(
    0,
  );
  await visitorContext.close();
});

test('a new page opens as a draft; a save on a stale version gets 409 and a German message, and the edits are not lost', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // First a new page: address and title, and the editor opens on the empty draft.
  await openSignedIn(page, DEMO.admin, '/admin/pages');
  await page.getByLabel('Adresse (z. B. sommer-aktion)').fill('sommer-aktion');
  await page.getByLabel('Titel', { exact: true }).fill('Sommer-Aktion');
  await page.getByRole('button', { name: 'Neue Seite' }).click();
  await expect(page).toHaveURL('/admin/pages/sommer-aktion');
  await expect(page.getByTestId('page-status')).toContainText('Nicht veröffentlicht · Entwurf: Version 1');

  await page.goto('/admin/pages/kontakt');
  const other = await context.newPage();
  await other.goto('/admin/pages/kontakt');

  // Both open the same version; the other tab saves first.
  const mine = await selectHeadingBlock(page);
  const theirs = await selectHeadingBlock(other);
  await theirs.fill('Von der Kollegin gespeichert');
  await other.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Entwurf gespeichert' })).toBeVisible();

  await mine.fill('Meine Änderung');
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('inzwischen von jemand anderem gespeichert');
  await expect(alert).toContainText('Deine Änderungen sind nicht verloren');
  await expect(mine).toHaveValue('Meine Änderung');

  await alert.getByRole('button', { name: 'Neueste Fassung laden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Neueste Fassung' })).toBeVisible();
  await expect(canvasHeadline(page)).toContainText('Von der Kollegin gespeichert');
  await page
    .getByRole('region', { name: 'Gesicherte Fassung' })
    .getByRole('button', { name: 'Wiederherstellen' })
    .click();
  await expect(canvasHeadline(page)).toContainText('Meine Änderung');
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entwurf gespeichert' })).toBeVisible();
});

test('a member who opens /admin/pages sees "Zugriff verweigert."', async ({ page }) => {
  await openSignedIn(page, DEMO.member);
  await page.goto('/admin/pages');
  await expect(page.getByText('Zugriff verweigert.')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('tr[data-slug]')).toHaveCount(0);
});
