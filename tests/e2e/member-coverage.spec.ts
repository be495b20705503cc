// What a member's memberships allow, seen where they book (issue 37 items 1–3), on a 360 px phone: a new account
// whose booking is refused reaches the studio's tiers from the refusal (and the register page says what an
// account without a membership can do); the HYBRID PRO member sees an EMS session marked 'Nicht in deiner
// Mitgliedschaft' in the week and in the list before any tap, with the reason on activation, and EMS is its own
// category in the list, the filter and the course page; the profile names the memberships the dashboard shows.
// Then the changed screens at 360, 768 and 1280 px with axe, each loaded once and widened.
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/test';
import { DEMO, openSignedIn, type Account } from './support/accounts';
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
import { cachedAdminToken } from './support/memberships';
import { unique } from '../support/unique';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const made: TestCourse[] = [];
test.afterEach(async ({ request }) => {
  const token = await cachedAdminToken(request);
  for (const course of made.splice(0)) await deleteCourse(request, token, course.id);
});

/** An EMS session tomorrow (this week still: the run's clock starts on a Wednesday, decision 0196). */
async function emsCourse(request: Parameters<typeof cachedAdminToken>[0]): Promise<TestCourse> {
  const course = await createCourse(
    request,
    await cachedAdminToken(request),
    [{ hoursAhead: hoursAheadSameDayDeadline(27), seats: 2 }],
    { title: `Strom-Zirkel ${unique()}`, category: 'EMS' },
  );
  made.push(course);
  return course;
}

/** A regular group course (Wellness, from its title) tomorrow. */
async function yogaCourse(request: Parameters<typeof cachedAdminToken>[0]): Promise<TestCourse> {
  const course = await createCourse(
    request,
    await cachedAdminToken(request),
    [{ hoursAhead: hoursAheadSameDayDeadline(26), seats: 6 }],
    { title: `Yoga am Mittag ${unique()}` },
  );
  made.push(course);
  return course;
}

/** The session's entry in the start page's week (the list the phone shows). */
const weekEntry = (page: Page, title: string) =>
  page.locator('.week-grid__layout--list li.session').filter({ hasText: title });

const NOT_COVERED = /^Nicht in deiner Mitgliedschaft/;

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a new account reaches the tiers from a refused booking, and the register page says what it can do', async ({
    page,
    request,
  }) => {
    test.slow();
    // Signed out: the register page promises what an account without a membership can do.
    await page.goto('/auth/register');
    const intro = page.locator('main').getByText(/kostenlose[sn]? Konto/);
    await expect(intro).toContainText('Mitgliedschaft');
    await expect(intro).not.toContainText('buch deinen ersten Kurs in wenigen Minuten');

    const yoga = await yogaCourse(request);
    const member = await registerMember(request, 'Nele', { membership: false });
    const account: Account = { email: member.email, password: member.password, firstName: 'Nele' };
    // The course page: the refusal names the way forward as links, not just a sentence.
    await openSignedIn(page, account, sessionUrl(yoga, yoga.sessions[0]!));
    const card = page.locator('.booking-panel__card');
    await expect(card.getByRole('status')).toContainText('Mitgliedschaft');
    await expect(card.getByRole('button', { name: 'Buchen', exact: true })).toHaveCount(0);
    const forward = card.getByRole('list', { name: 'So geht es weiter' });
    await expect(forward.getByRole('button', { name: 'Probetraining vereinbaren' })).toBeVisible();
    const tiers = forward.getByRole('link', { name: 'Mitgliedschaften ansehen' });

    // The start page's week card offers the same ways forward.
    await page.goto('/');
    const entry = weekEntry(page, yoga.title);
    await expect(entry).toBeVisible();
    await expect(entry.getByRole('link', { name: /^Mitgliedschaften ansehen/ })).toBeVisible();

    // From the refusal to the tiers, each with its checkout.
    await page.goto(sessionUrl(yoga, yoga.sessions[0]!));
    await tiers.click();
    await expect(page).toHaveURL('/#mitgliedschaft');
    const section = page.locator('#mitgliedschaft');
    await expect(section.getByRole('heading', { name: 'Finde deine Mitgliedschaft' })).toBeInViewport();
    await expect(section.getByRole('link', { name: 'Mitglied werden (HYBRID PRO)' })).toBeVisible();

    // The dashboard offers the same: the trial training and each tier with its checkout.
    await page.goto('/user');
    const offer = page.getByRole('region', { name: 'Meine Mitgliedschaft' });
    await expect(offer.getByRole('button', { name: 'Probetraining vereinbaren' })).toBeVisible();
    await expect(offer.getByRole('link', { name: 'Mitglied werden (CORE)' })).toBeVisible();
    await expectNoSevereViolations(page, 'the dashboard without a membership at 360');

    // The profile does not call the account's status a membership.
    await page.goto('/user/profile');
    const facts = page.getByRole('region', { name: 'Dein Konto' });
    await expect(facts).toContainText('Mitgliedschaftkeine laufende');
    await expect(facts).not.toContainText(/Mitgliedschaft\s*aktiv/i);
  });

  test('the HYBRID PRO member sees EMS marked as not included in the week and the list before tapping', async ({
    page,
    request,
  }) => {
    test.slow();
    const ems = await emsCourse(request);
    // The week: marked before any tap, no 'Buchen'; the reason on activation, by keyboard.
    await openSignedIn(page, DEMO.member, '/');
    const entry = weekEntry(page, ems.title);
    await expect(entry).toBeVisible();
    const mark = entry.getByRole('button', { name: NOT_COVERED });
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute('aria-expanded', 'false');
    await expect(entry.getByRole('button', { name: /^Buchen/ })).toHaveCount(0);
    await expect(entry.getByText('Deine Mitgliedschaft umfasst keine EMS-Kurse.')).toBeHidden();
    await mark.focus();
    await page.keyboard.press('Enter');
    await expect(mark).toHaveAttribute('aria-expanded', 'true');
    await expect(entry.getByText('Deine Mitgliedschaft umfasst keine EMS-Kurse.')).toBeVisible();
    await expect(entry.getByRole('link', { name: /^Mitgliedschaften ansehen/ })).toBeVisible();
    // Its category is EMS, not 'Fitness'.
    await expect(entry).toContainText('Kategorie: EMS');

    // The list: the same mark, EMS as its category, and the filter can select EMS.
    await page.goto('/kurse');
    const item = page.locator('.catalogue-entry').filter({ hasText: ems.title });
    await expect(item).toBeVisible();
    await expect(item.getByText('EMS', { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: NOT_COVERED })).toBeVisible();
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('search', { name: 'Kurse filtern' }).getByLabel('Kategorie').selectOption('EMS');
    await expect(page).toHaveURL(/category=EMS/);
    await expect(item).toBeVisible();
    for (const title of await page.locator('.catalogue-entry h3').allTextContents())
      expect(['EMS-Training', ems.title]).toContain(title);

    // A regular course in the list is not marked.
    await page.goto('/kurse?category=wellness');
    await expect(page.locator('.catalogue-entry').first()).toBeVisible();
    await expect(page.getByRole('button', { name: NOT_COVERED })).toHaveCount(0);

    // The course page: EMS as its category.
    await page.goto(sessionUrl(ems, ems.sessions[0]!));
    await expect(page.locator('main')).toContainText('EMS');
    await expect(page.locator('main')).not.toContainText('Fitness');
  });

  test('the profile shows the memberships as the dashboard does', async ({ page }) => {
    await openSignedIn(page, DEMO.member);
    const mine = page.getByRole('region', { name: 'Meine Mitgliedschaft' });
    const names = mine.locator('.my-membership__item .my-membership__name');
    await expect(names).toHaveCount(2);
    // Each as the dashboard names it and in its order ('HYBRID PRO' followed by its badge 'Aktiv').
    const shown = (await names.allTextContents()).map((text) => text.replace(/\s*Aktiv$/i, '').trim());
    expect([...shown].sort()).toEqual(['10er-Karte', 'HYBRID PRO']);
    await page.goto('/user/profile');
    const facts = page.getByRole('region', { name: 'Dein Konto' });
    await expect(facts).toContainText(`Mitgliedschaft${shown.map((name) => `${name} (Aktiv)`).join(', ')}`);
    await expect(facts).not.toContainText(/Mitgliedschaft\s*aktiv/);
    const box = await facts.boundingBox();
    expect(box!.width, 'the account card fits the phone').toBeLessThanOrEqual(360);
    expect(
      await page.evaluate('document.documentElement.scrollWidth'),
      'no sideways scrolling',
    ).toBeLessThanOrEqual(360);
  });
});

const WIDTHS = [360, 768, 1280] as const;

test('the changed screens have no serious or critical axe finding at 360, 768 and 1280 px', async ({
  page,
  request,
}) => {
  // Each screen loaded once at 360 px and widened to 768 and 1280 (decision 0220): one course, one sign-in.
  test.setTimeout(240_000);
  const ems = await emsCourse(request);
  /** Opens `path` at 360 px, then at each width waits for `ready` and runs axe, the failure named by screen and width. */
  const walk = async (
    path: string,
    screen: string,
    ready: (width: number) => Promise<void>,
    open: () => Promise<unknown> = () => page.goto(path),
  ) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await open();
    for (const width of WIDTHS) {
      await resizeTo(page, width, `${screen} at ${width}`, 900);
      await ready(width);
      await expectNoSevereViolations(page, `${screen} at ${width}`);
    }
  };
  await walk('/auth/register', 'register', async () => {});
  const week = async (width: number) => {
    // The phone and the tablet show the week as a list, the desktop as columns: each its own mark.
    const layout = width < 1024 ? '.week-grid__layout--list' : '.week-grid__layout--columns';
    const mark = page
      .locator(layout)
      .locator('li.session')
      .filter({ hasText: ems.title })
      .getByRole('button', { name: NOT_COVERED });
    await expect(mark).toBeVisible();
    if ((await mark.getAttribute('aria-expanded')) === 'false') await mark.click();
    await expect(mark).toHaveAttribute('aria-expanded', 'true');
  };
  await walk('/', 'week with the mark open', week, () => openSignedIn(page, DEMO.member, '/'));
  await walk('/kurse', 'list', async () => {
    await expect(page.locator('.catalogue-entry').filter({ hasText: ems.title })).toBeVisible();
  });
  await walk(sessionUrl(ems, ems.sessions[0]!), 'course page', async () => {
    await expect(page.locator('.booking-panel__card').getByRole('status')).toContainText('EMS');
  });
  await walk('/user/profile', 'profile', async () => {
    await expect(page.getByRole('region', { name: 'Dein Konto' })).toContainText('HYBRID PRO');
  });
});
