// An image in a page (issue 13 "Done when"): an admin uploads a photo in the page editor, places it in a gallery
// block, saves and publishes; a visitor's page shows it as the site's own images are shown (AVIF and WebP
// renditions of the upload, width and height set). The page with the gallery is made over the API first: dragging
// a block from Puck's drawer is Puck's part, not ours.
import { expect } from '@playwright/test';
import { openContext, test } from './support/test';
import sharp from 'sharp';
import { API_PATHS } from '#domain/api-paths';
import { DEMO, openSignedIn } from './support/accounts';
import { adminToken } from './support/bookings';
import { unique } from '../support/unique';

test('an admin uploads a photo into a gallery block and publishes it; visitors see its renditions', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const slug = `galerie-${unique()}`;
  const created = await request.post(API_PATHS.pages, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: {
      document: {
        slug,
        title: 'Galerie',
        description: 'Bilder aus dem Studio.',
        blocks: [{ type: 'image-gallery', props: { title: 'Unsere Galerie' } }],
      },
    },
  });
  expect(created.status()).toBe(201);
  // A real photo-sized PNG (1200 × 800), made here.
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();

  await openSignedIn(page, DEMO.admin, `/admin/pages/${slug}`);
  await page.frameLocator('iframe#preview-frame').getByRole('heading', { name: 'Unsere Galerie' }).click();
  await page.getByRole('button', { name: /^Eintrag 1\b/ }).click();
  const field = page.getByRole('group', { name: 'Bild' }).first();
  await field.getByLabel('Datei hochladen').setInputFiles({
    name: 'studio-foto.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await expect(field.getByRole('status')).toContainText('studio-foto.png hochgeladen und ausgewählt.');
  // The canvas shows the upload at once.
  await expect(
    page
      .frameLocator('iframe#preview-frame')
      .locator('source[type="image/avif"][srcset*="/uploads/"]')
      .first(),
  ).toBeAttached();

  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entwurf gespeichert' })).toBeVisible();
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Veröffentlicht: Besucher sehen' })).toBeVisible();

  const visitorContext = await openContext(browser);
  const visitor = await visitorContext.newPage();
  const response = await visitor.goto(`/${slug}`);
  expect(response?.status()).toBe(200);
  const picture = visitor.locator('picture').filter({ has: visitor.locator('source[srcset*="/uploads/"]') });
  await expect(picture).toHaveCount(1);
  const avif = await picture.locator('source[type="image/avif"]').getAttribute('srcset');
  const webp = await picture.locator('source[type="image/webp"]').getAttribute('srcset');
  expect(avif).toMatch(/\/uploads\/[0-9a-f]+-\d+\.avif \d+w/);
  expect(webp).toMatch(/\/uploads\/[0-9a-f]+-\d+\.webp \d+w/);
  const img = picture.locator('img');
  await expect(img).toHaveAttribute('width', /\d+/);
  await expect(img).toHaveAttribute('height', /\d+/);
  // The browser really loads one of the renditions.
  await expect
    .poll(() => img.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  expect(
    await img.evaluate((element) => (element as unknown as { currentSrc: string }).currentSrc),
  ).toContain('/uploads/');
  await visitorContext.close();
});
