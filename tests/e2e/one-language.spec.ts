// One language on the screens issue 37 (item 6) changed: the error pages, the admin's start page and the leads
// list speak German (goals by name, the trial slot with its date, no 'Empfehlungs-Funnel'), at 360, 768 and
// 1280 px with no serious or critical axe finding.
import { expect, type Page } from '@playwright/test';
import { API_PATHS } from '#domain/api-paths';
import { test } from './support/test';
import { DEMO, openSignedIn, uniqueEmail } from './support/accounts';
import { expectAccessible } from './support/axe';

const WIDTHS = [360, 768, 1280];

async function atEveryWidth(page: Page, label: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, undefined, `${label} at ${width} px`);
  }
}

test('the 404 and 403 pages say their status in German', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
  await atEveryWidth(page, 'the 404 page');

  await openSignedIn(page, DEMO.member);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Zugriff verweigert' })).toBeVisible();
  await expect(page.getByText('Forbidden')).toHaveCount(0);
  await atEveryWidth(page, 'the 403 page');
});

test("the admin's start page and the leads list are German: goals by name, the trial slot with its date", async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('leads-deutsch');
  const name = `Greta Ziele ${email.split('@')[0]}`;
  const posted = await page.request.post(API_PATHS.leads, {
    data: {
      source: 'funnel',
      goals: ['regular-training', 'personal-training'],
      contract: { name: 'HIGH PERFORMER' },
      // The run's clock stands on Wednesday 2026-11-25 (decision 0196).
      timeSlot: { id: '2026-12-02T18:00' },
      contact: { name, email, phone: '0170 7654321' },
    },
  });
  expect(posted.status()).toBe(201);

  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedIn(page, DEMO.admin, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Studio-Übersicht' })).toBeVisible();
  await atEveryWidth(page, "the admin's start page");

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/leads');
  await expect(page.getByText(/Empfehlungs-Funnel/)).toHaveCount(0);
  const entry = page.getByRole('listitem').filter({ hasText: name });
  await expect(entry.getByText('Probetraining: Mittwoch, 2. Dezember 2026, 18:00–19:00 Uhr')).toBeVisible({
    timeout: 15_000,
  });
  await expect(entry.getByText('HIGH PERFORMER')).toBeVisible();
  await entry.getByRole('button', { name: 'Öffnen' }).click();
  await expect(
    entry.getByText('Regelmäßig in Gruppenkursen trainieren, Mit persönlichem Trainer trainieren'),
  ).toBeVisible();
  await expect(entry.getByText('regular-training')).toHaveCount(0);
  // The visitor chose HIGH PERFORMER; the goals alone call for HYBRID PRO.
  await expect(entry.getByText('HYBRID PRO')).toBeVisible();
  await expect(entry.getByText('Tarifberatung mit Probetraining').first()).toBeVisible();
  await atEveryWidth(page, 'the leads list');
});
