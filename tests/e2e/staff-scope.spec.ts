// Staff scoped to locations (issue 34 item 4, decision 0205): a manager of the first location signs in, lands in
// the admin area with the desk's screens only, and at the desk's client search finds the members of their location
// but no member of another location, searched by name. The second location, the manager's role and location and
// the members' home studios are written straight into the test server's SQLite file (the locations API is another
// branch's) and the location is removed again afterwards, so the other journeys see one location as before.
import { expect as baseExpect } from '@playwright/test';
import { test } from './support/test';
import { withDatabase } from './support/database';
import { DEMO, openSignedIn } from './support/accounts';
import { expectNoSevereViolations } from './support/axe';
import { apiToken, createClient } from './support/desk';
import { unique } from '../support/unique';
import { runClock } from '../support/clock';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const MARK = `nord-${unique()}`.toLowerCase();

test.afterEach(() => {
  withDatabase((db) =>
    db.transaction(() => {
      const location = db.prepare('select id from locations where slug = ?').get(MARK) as
        { id: number } | undefined;
      if (!location) return;
      db.prepare('update users set home_location_id = null where home_location_id = ?').run(location.id);
      db.prepare('delete from user_locations where location_id = ?').run(location.id);
      db.prepare('delete from locations where id = ?').run(location.id);
    })(),
  );
});

test('a manager of Mitte finds no client of another location at the desk, and the screen passes axe at 360, 768 and 1280 px', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, DEMO.admin);
  const suffix = unique()
    .replace(/[^a-z0-9]/gi, '')
    .slice(-6);
  const nordName = `Nordlicht${suffix}`;
  const mitteName = `Mittelweg${suffix}`;
  const nordClient = await createClient(request, admin, 'Nils', nordName);
  const mitteClient = await createClient(request, admin, 'Mara', mitteName);
  const managerClient = await createClient(request, admin, 'Lea', `Leitung${suffix}`);

  const managerEmail = withDatabase((db) =>
    db.transaction(() => {
      const now = runClock().now().toISOString();
      const first = (
        db.prepare('select id from locations order by sort_order, id limit 1').get() as { id: number }
      ).id;
      const nord = db
        .prepare(
          `insert into locations (slug, name, street, postal_code, city, phone, email, opening_hours, map_url,
             sort_order, created_at, updated_at)
           values (?, 'Kraftraum Nord', 'Hafenstraße 5', '20457', 'Hamburg', '040 123456', 'nord@kraftraum.de',
             '[]', null, 10, ?, ?) returning id`,
        )
        .get(MARK, now, now) as { id: number };
      db.prepare('update users set home_location_id = ? where id = ?').run(nord.id, nordClient.id);
      db.prepare('update users set home_location_id = ? where id = ?').run(first, mitteClient.id);
      // The manager signs in with the demo member's password (its hash copied: no hashing in the test).
      const hash = (
        db.prepare('select password_hash from users where email = ?').get(DEMO.member.email) as {
          password_hash: string;
        }
      ).password_hash;
      db.prepare(
        `update users set roles = '["Manager"]', password_hash = ?, must_change_password = 0,
           home_location_id = ? where id = ?`,
      ).run(hash, first, managerClient.id);
      db.prepare('insert into user_locations (user_id, location_id) values (?, ?)').run(
        managerClient.id,
        first,
      );
      return (db.prepare('select email from users where id = ?').get(managerClient.id) as { email: string })
        .email;
    })(),
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(
    page,
    { email: managerEmail, password: DEMO.member.password, firstName: 'Lea' },
    '/admin/participants',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Klienten-Verwaltung' })).toBeVisible();
  // The manager's menu: the desk's screens, none of the chain-wide ones.
  const nav = page.getByRole('navigation', { name: 'Verwaltung' });
  await expect(nav.getByRole('link', { name: 'Klienten' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Check-in' })).toBeVisible();
  for (const chainWide of ['Beiträge', 'Seiten', 'Einstellungen', 'Mitgliedschaften'])
    await expect(nav.getByRole('link', { name: chainWide })).toHaveCount(0);

  const search = page.getByLabel('Klienten suchen');
  const table = page.getByRole('table');
  // Nord's member, searched by name: nothing.
  await search.fill(nordName);
  await expect(page.getByText('Keine Klienten gefunden.')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: nordName })).toHaveCount(0);
  await expectNoSevereViolations(page, '/admin/participants, a search with no match, 1280 px');

  // Their own location's member is found, and opens without the roles (an admin's to give).
  await search.fill(mitteName);
  const row = table.getByRole('row').filter({ hasText: mitteName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Öffnen/ }).click();
  const form = page.getByRole('form', { name: 'Daten des Klienten' });
  await expect(form.getByLabel('Nachname')).toHaveValue(mitteName);
  await expect(form.getByRole('group', { name: 'Rollen' })).toHaveCount(0);
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSevereViolations(page, `/admin/participants with a client open, ${width} px`);
  }

  // Part of Nord's member's name, as a desk types it: still nothing of Nord.
  await page.setViewportSize({ width: 360, height: 800 });
  await search.fill(`licht${suffix}`);
  await expect(page.getByText('Keine Klienten gefunden.')).toBeVisible();
  await expectNoSevereViolations(page, '/admin/participants, a search with no match, 360 px');

  // A chain-wide page asked for by address: the 403 page inside the manager's admin area.
  await page.goto('/admin/beitraege');
  await expect(page.getByRole('heading', { name: 'Zugriff verweigert' })).toBeVisible();
  await expectNoSevereViolations(page, 'the 403 page in the admin area, 360 px');

  // The course admin opens for the manager without the admin's audit trail (no refused call on the screen).
  await page.setViewportSize({ width: 1280, height: 900 });
  await nav.getByRole('link', { name: 'Kurse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kurs-Verwaltung' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSevereViolations(page, '/admin/courses as a manager, 1280 px');
});
