// Installing the app: the manifest's screenshots exist in their stated sizes, 'App installieren' appears when the
// browser offers installation and hands over to the browser's dialog, and Safari on an iPhone gets the hint to use
// Teilen → Zum Home-Bildschirm. (Chromium's own installability check is in offline.spec.ts.)
//
// UPDATE_MANIFEST_SCREENSHOTS=1 npx playwright test install  renders public/screenshots/ anew from the seeded app
// (run `npm run build` first); otherwise that step is skipped.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { openContext, test } from './support/test';

// These journeys need the service worker (offline use, updates, installing): playwright.config.ts blocks it.
test.use({ serviceWorkers: 'allow' });

const PUBLIC = new URL('../../public/', import.meta.url);

interface ManifestScreenshot {
  src: string;
  sizes: string;
  type: string;
  form_factor?: string;
  label?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: URL): string {
  const data = readFileSync(file);
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`;
}

test('the manifest is German, standalone, with icons and a narrow and a wide screenshot of the right size', async ({
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ sizes: string; purpose: string }>;
    screenshots: ManifestScreenshot[];
  };
  expect(manifest).toMatchObject({
    name: 'Kraftraum Studio',
    short_name: 'Kraftraum',
    lang: 'de',
    start_url: '/?quelle=app',
    scope: '/',
    display: 'standalone',
    theme_color: '#FF6B35',
    background_color: '#FFFFFF',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  expect(manifest.screenshots.map((shot) => shot.form_factor)).toEqual(['narrow', 'wide']);
  for (const shot of manifest.screenshots) {
    expect(shot.type).toBe('image/png');
    expect(shot.label).toBeTruthy();
    expect(pngSize(new URL(`.${shot.src}`, PUBLIC))).toBe(shot.sizes);
    expect((await request.get(shot.src)).ok()).toBe(true);
  }
});

test.describe('on a desktop Chromium', () => {
  test('"App installieren" appears when the browser offers installation and opens its dialog', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Aktuelle Woche' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'App installieren' })).toHaveCount(0);
    await expect(page.getByText('Zum Home-Bildschirm')).toHaveCount(0);

    // What Chromium fires when the app is installable (a test profile never does: it is incognito-like).
    await page.evaluate(`(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      offer.prompt = () => { window.__installPrompted = true; return Promise.resolve(); };
      offer.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
      window.dispatchEvent(offer);
    })()`);
    const install = page.getByRole('button', { name: 'App installieren' });
    await expect(install).toBeVisible();
    await install.click();
    expect(await page.evaluate('window.__installPrompted === true')).toBe(true);
    await expect(install).toHaveCount(0);
  });
});

test.describe('on an iPhone in Safari', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });

  test('the start page explains how to put the app on the home screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(/Tippe unten auf Teilen und dann auf Zum Home-Bildschirm/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'App installieren' })).toHaveCount(0);
  });
});

/** The week grid on the start page (wide), the catalogue's first day on a phone (narrow). */
async function scrollToSchedule(page: Page, narrow: boolean) {
  await page.goto(narrow ? '/kurse' : '/');
  const target = narrow
    ? page.locator('.catalogue__day').first()
    : page.getByRole('region', { name: 'Aktuelle Woche' });
  await expect(target.getByRole('link').first()).toBeVisible();
  const box = await target.boundingBox();
  // The grid's heading just below the sticky header (4 rem).
  await page.evaluate(`window.scrollTo(0, ${Math.round((box?.y ?? 0) - 80)})`);
  await page.waitForTimeout(300);
}

test.describe('manifest screenshots', () => {
  test.skip(
    !process.env.UPDATE_MANIFEST_SCREENSHOTS,
    'set UPDATE_MANIFEST_SCREENSHOTS=1 to render them again',
  );

  for (const [name, width, height] of [
    ['narrow', 360, 740],
    ['wide', 1280, 800],
  ] as const) {
    test(`renders the ${name} screenshot`, async ({ browser }) => {
      const context = await openContext(browser, {
        viewport: { width, height },
        deviceScaleFactor: 1,
        locale: 'de-DE',
        timezoneId: 'Europe/Berlin',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await scrollToSchedule(page, name === 'narrow');
      await page.screenshot({ path: new URL(`screenshots/${name}.png`, PUBLIC).pathname });
      await context.close();
    });
  }
});
