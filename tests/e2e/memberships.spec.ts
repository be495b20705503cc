// Memberships decide who books what (issue 19), as the studio and a new member live it: the desk turns a funnel
// lead into a member with CORE; the member sets a password from the invitation mail (a real SMTP server), sees
// CORE on the dashboard, sees before any tap why an EMS session is not bookable, books a yoga session; the desk
// pauses the membership and the member's next booking is refused with the pause's last day; the desk changes
// CORE's weekly price and the public tiers (rendered on the server) show it. Two pages (desk and member), one
// journey; then the new screens at three widths with axe.
import { expect as baseExpect, type Page } from '@playwright/test';
import { openContext, test } from './support/test';
import { formatDateShort, addDays, berlinDate } from '../../domain/time';
import type { TestSmtp } from '../support/smtp';
import { DEMO, openSignedIn, submitSignIn, uniqueEmail } from './support/accounts';
import { expectNoSevereViolations } from './support/axe';
import { resizeTo } from './support/documents';
import {
  createCourse,
  deleteCourse,
  hoursAheadSameDayDeadline,
  registerMember,
  sessionUrl,
  type TestCourse,
} from './support/bookings';
import { mailsTo, openMailbox } from './support/mailbox';
import { cachedAdminToken, membershipType } from './support/memberships';
import { unique } from '../support/unique';
import { runClock } from '../support/clock';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

let mailbox: TestSmtp;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => mailbox?.stop());

const made: TestCourse[] = [];
let corePrices: { weeklyPriceCents: number | null; monthlyPriceCents: number | null } | null = null;
test.afterEach(async ({ request }) => {
  const token = await cachedAdminToken(request);
  for (const course of made.splice(0)) await deleteCourse(request, token, course.id);
  if (corePrices !== null) {
    // CORE's prices as the seed has them, for the specs after this one.
    const core = await membershipType(request, 'CORE');
    const full = (await (
      await request.get('/api/v1/membership-types', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as Array<Record<string, unknown> & { id: number }>;
    const { id, updatedAt, ...write } = full.find((t) => t.id === core.id)!;
    void updatedAt;
    await request.put(`/api/v1/membership-types/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { ...write, ...corePrices },
    });
    corePrices = null;
  }
});

const bookingCard = (page: Page) => page.locator('.booking-panel__card');

test('a funnel lead becomes a CORE member, sets a password, books yoga but not EMS, is paused, and the tiers show a new price', async ({
  page,
  browser,
  request,
}) => {
  const suffix = unique();
  const admin = await cachedAdminToken(request);
  const yoga = await createCourse(
    request,
    admin,
    [
      { hoursAhead: hoursAheadSameDayDeadline(26), seats: 6 },
      { hoursAhead: hoursAheadSameDayDeadline(50), seats: 6 },
    ],
    { title: `Yoga am Abend ${suffix}` },
  );
  const ems = await createCourse(request, admin, [{ hoursAhead: hoursAheadSameDayDeadline(27), seats: 4 }], {
    title: `Strom-Zirkel ${suffix}`,
    category: 'EMS',
  });
  made.push(yoga, ems);

  // A visitor leaves a funnel lead (CORE recommended).
  const email = uniqueEmail('lead');
  const lead = await request.post('/api/v1/leads', {
    data: {
      source: 'funnel',
      goals: ['regular-training'],
      contract: { name: 'CORE' },
      timeSlot: { id: 'montag-1800' },
      contact: { name: `Nora Neu${suffix}`, email, phone: '0151 2345678' },
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);

  // The desk turns the lead into a member with CORE.
  await openSignedIn(page, DEMO.admin, '/admin/leads');
  const entry = page.getByRole('listitem').filter({ hasText: `Nora Neu${suffix}` });
  await entry.getByRole('button', { name: 'Öffnen' }).click();
  await entry.getByRole('button', { name: /^Als Mitglied anlegen/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Als Mitglied anlegen' });
  await expect(dialog.getByLabel('Vorname')).toHaveValue('Nora');
  await expect(dialog.getByLabel('Nachname')).toHaveValue(`Neu${suffix}`);
  await expect(dialog.getByLabel('Mitgliedschaft', { exact: true })).toHaveValue(
    String((await membershipType(request, 'CORE')).id),
  );
  await dialog.getByRole('button', { name: 'Mitglied anlegen und einladen' }).click();
  await expect(entry.getByRole('status')).toContainText(`Nora Neu${suffix} ist jetzt Mitglied mit CORE.`);

  // The member sets a password from the invitation mail.
  // The lead got the funnel's confirmation before; the invitation comes after it.
  const invitation = /http:\/\/\S+\/auth\/set-password#token=[\w-]+/;
  let link = '';
  await expect
    .poll(async () => {
      const mails = await mailsTo(mailbox, email);
      link = mails.map((mail) => invitation.exec(mail.text)?.[0]).find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  const memberDevice = await openContext(browser);
  const member = await memberDevice.newPage();
  await member.goto(link);
  await expect(
    member.getByRole('heading', { level: 1, name: 'Willkommen – lege dein Passwort fest' }),
  ).toBeVisible();
  await expect(member).toHaveURL('/auth/set-password');
  const password = 'Mein-Start-2026!';
  await member.getByLabel('Neues Passwort', { exact: true }).fill(password);
  await member.getByLabel('Neues Passwort bestätigen').fill(password);
  await member.getByRole('button', { name: 'Passwort speichern' }).click();
  await member.getByRole('link', { name: 'Jetzt anmelden' }).click();
  await submitSignIn(member, { email, password });
  await expect(member).toHaveURL('/user');

  // CORE on the dashboard, with what it covers.
  const mine = member.getByRole('region', { name: 'Meine Mitgliedschaft' });
  await expect(mine.getByRole('heading', { name: /CORE/ })).toBeVisible();
  await expect(mine).toContainText('Umfasst: Wellness, Cardio, Kraft, Fitness');
  await expect(mine).toContainText('unbefristet');

  // EMS: the reason before the tap, no 'Buchen'.
  await member.goto(sessionUrl(ems, ems.sessions[0]!));
  const emsCard = bookingCard(member);
  await expect(emsCard.getByRole('status')).toHaveText('Deine Mitgliedschaft umfasst keine EMS-Kurse.');
  await expect(emsCard.getByRole('button', { name: 'Buchen', exact: true })).toHaveCount(0);

  // Yoga: booked.
  await member.goto(sessionUrl(yoga, yoga.sessions[0]!));
  const yogaCard = bookingCard(member);
  await yogaCard.getByRole('button', { name: 'Buchen', exact: true }).click();
  await expect(yogaCard.getByRole('status')).toHaveText('Gebucht – dein Platz ist reserviert');

  // The desk pauses the membership from today for two weeks.
  const today = berlinDate(runClock().now());
  const until = addDays(today, 14);
  await page.goto('/admin/participants');
  await page.getByLabel('Klienten suchen').fill(email);
  await page.getByRole('button', { name: new RegExp(`^Öffnen.*Nora Neu${suffix}`) }).click();
  const detail = page.getByRole('region', { name: `Nora Neu${suffix}` });
  await detail.getByRole('button', { name: /^Ruhen lassen/ }).click();
  const pause = page.getByRole('dialog', { name: 'Ruhezeit festlegen: CORE' });
  await pause.getByLabel('Ruht vom').fill(today);
  await pause.getByLabel('Ruht bis').fill(until);
  await pause.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    detail.getByText(`CORE ruht vom ${formatDateShort(today)} bis ${formatDateShort(until)}.`),
  ).toBeVisible();
  await expect(detail).toContainText('Ruht');

  // The member's next booking is refused with the pause's last day: said before the tap, and by the server.
  const refusal = `Deine Mitgliedschaft ruht bis ${formatDateShort(until)}.`;
  await member.goto(sessionUrl(yoga, yoga.sessions[1]!));
  await expect(bookingCard(member).getByRole('status')).toHaveText(refusal);
  await expect(bookingCard(member).getByRole('button', { name: 'Buchen', exact: true })).toHaveCount(0);
  const memberToken = (await (
    await request.post('/api/users/login', { data: { userName: email, password } })
  ).json()) as { token: string };
  const refused = await request.post('/api/v1/bookings', {
    headers: { Authorization: `Bearer ${memberToken.token}` },
    data: { courseSettingsId: yoga.sessions[1]!.id },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(refusal);
  await member.goto('/user');
  await expect(mine).toContainText(`Ruht vom ${formatDateShort(today)} bis ${formatDateShort(until)}`);
  await memberDevice.close();

  // The desk changes CORE's prices (the weekly figure must match the monthly one, issue 31: 78 × 12 ÷ 52 = 18);
  // the public tiers show them, in the server's HTML too.
  const seeded = await membershipType(request, 'CORE');
  corePrices = { weeklyPriceCents: seeded.weeklyPriceCents, monthlyPriceCents: seeded.monthlyPriceCents };
  await page.goto('/admin/mitgliedschaften');
  await page.getByRole('button', { name: /^Bearbeiten.*CORE/ }).click();
  const form = page.getByRole('dialog', { name: 'CORE bearbeiten' });
  await form.getByLabel('Preis pro Woche (€)').fill('18');
  await form.getByLabel('Preis im Monat (€)').fill('78');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Mitgliedschaft CORE wurde gespeichert.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'CORE' }).first()).toContainText(
    '18 € pro Woche',
  );

  const html = await (await request.get('/')).text();
  const coreCard = /<article[^>]*aria-label="Mitgliedschaft CORE"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
  expect(coreCard).toContain('18€');
  await page.goto('/');
  await expect(page.getByRole('article', { name: 'Mitgliedschaft CORE' })).toContainText('18€');
});

test('the membership screens fit 360, 768 and 1280 px and have no serious or critical axe finding', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, DEMO.admin, '/admin');
  const WIDE = 'document.documentElement.scrollWidth - window.innerWidth';
  // Each screen loaded once at 360 px (where axe runs) and widened to 768 and 1280 (decision 0220).
  const WIDTHS = [360, 768, 1280] as const;
  const open = async (path: string) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(path);
  };
  for (const path of ['/admin/mitgliedschaften', '/admin/einstellungen']) {
    await open(path);
    for (const width of WIDTHS) {
      await resizeTo(page, width, `${path} at ${width} px`, 900);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/wird geladen|werden geladen/)).toHaveCount(0);
      expect(await page.evaluate(WIDE), `${path} at ${width} px`).toBeLessThanOrEqual(0);
      if (width === 360) await expectNoSevereViolations(page, path);
    }
  }
  // The type form and the desk's panel with its dialogs.
  await open('/admin/mitgliedschaften');
  await page.getByRole('button', { name: /^Bearbeiten.*HYBRID PRO/ }).click();
  const form = page.getByRole('dialog', { name: 'HYBRID PRO bearbeiten' });
  for (const width of WIDTHS) {
    await resizeTo(page, width, `type form at ${width} px`, 900);
    await expect(form.getByLabel('Name')).toHaveValue('HYBRID PRO');
    expect(await page.evaluate(WIDE), `type form at ${width} px`).toBeLessThanOrEqual(0);
    if (width === 360) await expectNoSevereViolations(page, 'type form');
  }
  await form.getByRole('button', { name: 'Abbrechen' }).click();

  await open('/admin/participants');
  await page.getByLabel('Klienten suchen').fill(DEMO.member.email);
  await page.getByRole('button', { name: /^Öffnen.*Max/ }).click();
  const detail = page.getByRole('region', { name: /^Max / });
  for (const width of WIDTHS) {
    await resizeTo(page, width, `client screen at ${width} px`, 900);
    await expect(detail.getByRole('heading', { name: /HYBRID PRO/ })).toBeVisible();
    await expect(page.getByText(/wird geladen|werden geladen/)).toHaveCount(0);
    expect(await page.evaluate(WIDE), `client screen at ${width} px`).toBeLessThanOrEqual(0);
    if (width === 360) await expectNoSevereViolations(page, 'client screen with memberships');
  }

  // The member's dashboard with HYBRID PRO and the 10er-Karte, at the three widths.
  const memberDevice = await openContext(page.context().browser()!, {
    viewport: { width: 360, height: 900 },
  });
  const member = await memberDevice.newPage();
  await openSignedIn(member, DEMO.member, '/user');
  for (const width of WIDTHS) {
    await resizeTo(member, width, `dashboard at ${width} px`, 900);
    const mine = member.getByRole('region', { name: 'Meine Mitgliedschaft' });
    await expect(mine.getByRole('heading', { name: /HYBRID PRO/ })).toBeVisible();
    await expect(mine.getByRole('heading', { name: /10er-Karte/ })).toBeVisible();
    await expect(mine).toContainText(/Noch \d+ von 10 Buchungen/);
    expect(await member.evaluate(WIDE), `dashboard at ${width} px`).toBeLessThanOrEqual(0);
    if (width === 360) await expectNoSevereViolations(member, '/user with memberships');
  }
  await memberDevice.close();

  // An account without a membership: it says so, shows the studio's tiers and the way to a trial training.
  const newcomer = await registerMember(request, 'Olivia', { membership: false });
  const newDevice = await openContext(page.context().browser()!);
  const fresh = await newDevice.newPage();
  await fresh.goto('/auth/login?redirect=%2Fuser');
  await submitSignIn(fresh, newcomer);
  await expect(fresh).toHaveURL('/user');
  for (const width of [360, 768, 1280]) {
    await fresh.setViewportSize({ width, height: 900 });
    const mine = fresh.getByRole('region', { name: 'Meine Mitgliedschaft' });
    await expect(mine).toContainText('Du hast noch keine Mitgliedschaft.');
    await expect(mine.getByRole('article', { name: 'Mitgliedschaft HYBRID PRO' })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Probetraining vereinbaren' })).toBeVisible();
    expect(await fresh.evaluate(WIDE), `dashboard without membership at ${width} px`).toBeLessThanOrEqual(0);
    if (width === 360) await expectNoSevereViolations(fresh, '/user without membership');
  }
  await newDevice.close();
});
