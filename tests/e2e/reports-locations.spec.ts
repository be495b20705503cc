// The Auswertung of a chain (issue 34 item 5) as an admin uses it: with a second location (written straight into
// the test server's SQLite file, with a course and a session of this week, and removed again afterwards) the
// period form has a 'Standort' filter ('Alle Standorte' first), the chain's total compares the locations, and
// choosing one shows its courses only and keeps it in the address. At 360, 768 and 1280 px nothing is wider than
// the window and axe finds nothing serious or critical.
import { expect as baseExpect } from '@playwright/test';
import { test } from './support/test';
import { addDays, berlinDate } from '../../domain/time';
import { DEMO, openSignedIn } from './support/accounts';
import { expectNoSevereViolations } from './support/axe';
import { withDatabase } from './support/database';
import { runClock } from '../support/clock';
import { unique } from '../support/unique';

const expect = baseExpect.configure({ timeout: 15_000 });
const MARK = unique();
const NORD = `Kraftraum Nord ${MARK}`;
const COURSE = `Kettenkurs ${MARK}`;

let location = 0;

test.beforeAll(() => {
  const now = runClock().now();
  const stamp = now.toISOString();
  location = withDatabase((db) =>
    db.transaction(() => {
      const { lastInsertRowid: id } = db
        .prepare(
          `insert into locations (slug, name, street, postal_code, city, phone, email, opening_hours, map_url,
                                  sort_order, created_at, updated_at)
           values (?, ?, 'Nordstraße 1', '10115', 'Berlin', '030 1234567', 'nord@example.de', '[]', null, 99, ?, ?)`,
        )
        .run(`nord-${MARK}`, NORD, stamp, stamp);
      const { lastInsertRowid: course } = db
        .prepare(
          `insert into courses (title, description, difficulty, image_url, duration_minutes, bookable, created_at,
                                updated_at, location_id)
           values (?, '', 1, null, 60, 1, ?, ?, ?)`,
        )
        .run(COURSE, stamp, stamp, id);
      db.prepare(
        `insert into course_settings (course_id, scheduled_at, trainer_name, max_participants, created_at)
         values (?, ?, 'Tina Trainer', 12, ?)`,
      ).run(course, new Date(now.getTime() + 26 * 3_600_000).toISOString(), stamp);
      return Number(id);
    })(),
  );
});

test.afterAll(() => {
  withDatabase((db) =>
    db.transaction(() => {
      db.prepare(
        'delete from course_settings where course_id in (select id from courses where location_id = ?)',
      ).run(location);
      db.prepare('delete from courses where location_id = ?').run(location);
      db.prepare('delete from locations where id = ?').run(location);
    })(),
  );
});

test("an admin compares a chain's locations in the Auswertung and reads one of them", async ({ page }) => {
  test.setTimeout(120_000);
  const today = berlinDate(runClock().now());
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(today, -weekday);
  const to = addDays(from, 13);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, DEMO.admin, `/admin/auswertung?von=${from}&bis=${to}`);

  const period = page.getByRole('form', { name: 'Zeitraum' });
  const filter = period.getByLabel('Standort');
  await expect(filter).toBeVisible();
  await expect(filter.locator('option')).toHaveText(['Alle Standorte', 'Kraftraum Mitte', NORD]);
  await expect(page.getByText(/Zeitraum: .*, alle Standorte/)).toBeVisible();

  // The chain's total: the locations compared, each course named with its location.
  const compared = page.getByRole('table', { name: /^Auslastung je Standort,/ });
  await expect(compared.getByRole('row', { name: `${NORD} 1 12 0 0,0 0 0` })).toBeVisible();
  await expect(compared.getByRole('row', { name: /^Kraftraum Mitte / })).toBeVisible();
  const courses = page.getByRole('table', { name: /^Auslastung je Kurs,/ });
  await expect(courses.getByRole('row', { name: new RegExp(`^${COURSE} \\(${NORD}\\) `) })).toBeVisible();
  await expect(courses.getByRole('row', { name: /^Yoga Flow \(Kraftraum Mitte\) / })).toBeVisible();
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(
        async () =>
          (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number,
        { message: `horizontal scroll at ${width} px` },
      )
      .toBeLessThanOrEqual(0);
    await expectNoSevereViolations(page, `the chain's Auswertung at ${width} px`);
  }

  // One location: its courses only, no comparison, the choice in the address.
  await filter.selectOption({ label: NORD });
  await period.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page).toHaveURL(`/admin/auswertung?von=${from}&bis=${to}&standort=${location}`);
  await expect(page.getByText(new RegExp(`Zeitraum: .*, Standort ${NORD}`))).toBeVisible();
  await expect(courses.getByRole('row')).toHaveCount(2);
  await expect(courses.getByRole('row', { name: `${COURSE} 1 12 0 0,0` })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Auslastung je Standort,/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Neue Konten je Woche' })).toBeVisible();
  await expect(page.getByLabel('Standort')).toHaveValue(String(location));
  await expectNoSevereViolations(page, "one location's Auswertung at 1280 px");
});
