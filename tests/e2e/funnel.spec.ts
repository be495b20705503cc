// The recommendation funnel on a phone (issue 37, item 5): started from a tier card it keeps that tier, the result
// page lets the visitor switch, the recommendation covers every goal, and the trial slot is a real date from the
// next 14 days, shown with its date on the thank-you step and in the mail at a real SMTP server, both saying by
// when the studio confirms. The run's clock starts on Wednesday 2026-11-25, 09:00 Berlin (decision 0196): the
// first slot at least 24 hours ahead is Monday 30 November, the last of the 14 days Wednesday 9 December.
import { expect, type Page } from '@playwright/test';
import { API_PATHS } from '#domain/api-paths';
import { test } from './support/test';
import { uniqueEmail } from './support/accounts';
import { adminToken } from './support/bookings';
import { expectAccessible } from './support/axe';
import { untilTakenOver } from './support/hydration';
import { mailsTo, openMailbox } from './support/mailbox';
import type { TestSmtp } from '../support/smtp';

test.use({ viewport: { width: 360, height: 740 } });

let mailbox: TestSmtp;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => mailbox?.stop());

const FIRST_SLOT = 'Montag, 30. November 2026, 18:00–19:00 Uhr';

async function openFromHome(page: Page, button: string | RegExp) {
  await page.goto('/');
  const open = page.getByRole('button', { name: button });
  await untilTakenOver(open);
  await open.click();
  return page.getByRole('dialog', { name: 'Was sind Deine Ziele?' });
}

async function finish(page: Page, name: string, email: string) {
  const contact = page.getByRole('dialog', { name: 'Kontaktdaten' });
  await contact.getByLabel('Name').fill(name);
  await contact.getByLabel('E-Mail').fill(email);
  await contact.getByLabel('Handynummer').fill('0170 1234567');
  const posted = page.waitForResponse((response) => response.url().endsWith(API_PATHS.leads));
  await contact.getByRole('button', { name: 'Abschließen' }).click();
  expect((await posted).status()).toBe(201);
  return page.getByRole('dialog', { name: 'Vielen Dank!' });
}

/** The newest lead of that address, as the admin API has it. */
async function storedLead(page: Page, email: string) {
  const token = await adminToken(page.request);
  const response = await page.request.get(`${API_PATHS.leads}?limit=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const leads = (await response.json()) as { email: string; recommendedTier: string; trialSlot: string }[];
  return leads.find((lead) => lead.email === email);
}

test('the funnel started from the HIGH PERFORMER card stores HIGH PERFORMER, and the mail names the trial date', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('funnel-hp');
  const goals = await openFromHome(page, 'Probetraining vereinbaren (HIGH PERFORMER)');
  // A goal the rule alone would answer with CORE.
  await goals.getByRole('button', { name: 'Regelmäßig in Gruppenkursen trainieren' }).click();
  await goals.getByRole('button', { name: 'Weiter' }).click();

  const offer = page.getByRole('dialog', { name: 'Deine perfekte Mitgliedschaft' });
  await expect(offer.getByRole('heading', { name: 'HIGH PERFORMER' })).toBeVisible();
  await expect(offer.getByRole('radio', { name: /^HIGH PERFORMER/ })).toBeChecked();
  // Real dates from the next 14 days, none sooner than 24 hours ahead.
  const slots = offer.getByRole('group', { name: /Probetraining/ }).getByRole('radio');
  await expect(slots.first()).toHaveAccessibleName(new RegExp(`^${FIRST_SLOT}`));
  await expect(slots.last()).toHaveAccessibleName(/^Mittwoch, 9\. Dezember 2026, 18:00–19:00 Uhr/);
  await expect(slots).toHaveCount(6);
  await expectAccessible(page, '[role="dialog"]', 'the result step at 360 px');
  await slots.first().check();
  await offer.getByRole('button', { name: 'Weiter' }).click();

  const thanks = await finish(page, 'Hanna Performer', email);
  await expect(thanks.getByText(FIRST_SLOT)).toBeVisible();
  await expect(thanks.getByText(/bestätigen .*bis spätestens Donnerstag, 26\. November/)).toBeVisible();
  await expectAccessible(page, '[role="dialog"]', 'the thank-you step at 360 px');

  const [mail] = await mailsTo(mailbox, email);
  expect(mail!.text).toContain('Dein Tarif: HIGH PERFORMER');
  expect(mail!.text).toContain(`Wunschtermin für dein Probetraining: ${FIRST_SLOT}`);
  expect(mail!.text).toMatch(/bestätigen .*bis spätestens Donnerstag, 26\. November 2026/);

  const lead = await storedLead(page, email);
  expect(lead?.recommendedTier).toBe('HIGH PERFORMER');
  expect(lead?.trialSlot).toBe('2026-11-30T18:00');
});

test('the recommendation covers every goal, and the result page lets the visitor switch tier', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('funnel-switch');
  const goals = await openFromHome(page, 'Passende Mitgliedschaft finden');
  await goals.getByRole('button', { name: 'Regelmäßig in Gruppenkursen trainieren' }).click();
  await goals.getByRole('button', { name: 'Mit persönlichem Trainer trainieren' }).click();
  await goals.getByRole('button', { name: 'Weiter' }).click();

  const offer = page.getByRole('dialog', { name: 'Deine perfekte Mitgliedschaft' });
  // CORE has no personal training: HYBRID PRO is the least that covers both goals.
  await expect(offer.getByRole('heading', { name: 'HYBRID PRO' })).toBeVisible();
  await expect(offer.getByRole('radio', { name: /^HYBRID PRO.*Empfehlung/ })).toBeChecked();
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, '[role="dialog"]', `the result step at ${width} px`);
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await offer.getByRole('radio', { name: /^CORE/ }).check();
  await expect(offer.getByRole('heading', { name: 'CORE' })).toBeVisible();
  await expect(offer.getByRole('heading', { name: 'HYBRID PRO' })).toHaveCount(0);
  await offer
    .getByRole('group', { name: /Probetraining/ })
    .getByRole('radio')
    .nth(1)
    .check();
  await offer.getByRole('button', { name: 'Weiter' }).click();

  const thanks = await finish(page, 'Sam Wechsel', email);
  await expect(thanks.getByText('Dienstag, 1. Dezember 2026, 19:00–20:00 Uhr')).toBeVisible();
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, '[role="dialog"]', `the thank-you step at ${width} px`);
  }
  const lead = await storedLead(page, email);
  expect(lead?.recommendedTier).toBe('CORE');
  expect(lead?.trialSlot).toBe('2026-12-01T19:00');
});
