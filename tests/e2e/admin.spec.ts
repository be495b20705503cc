// The front desk (issue 6) as the admin uses it, against the real server: a weekly series of 12 sessions seen on
// the public week grid, one session's trainer changed, one with a booking cancelled, a client made at the desk,
// booked in and checked in; and a member refused on every /admin page and admin call.
import { expect } from '@playwright/test';
import { openContext, test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import { apiToken, bookingsOfUser, deskBook, removeAfterTest, removeMadeCourses } from './support/desk';
import { unique } from '../support/unique';
import { runClock } from '../support/clock';

// The series made here is deleted again: the schedule journeys expect the seeded week unchanged.
test.afterEach(async ({ request }) => removeMadeCourses(request));

/** Berlin date and time fields of an instant, as the admin types them. */
function berlinFields(instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

test('the admin plans a weekly series, changes and cancels sessions, and books and checks in a new client', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  // The desk's check-in lists today's sessions, and the series starts in 10 minutes: the run's clock
  // (tests/support/clock.ts) starts on a morning, so that start is always today.
  const suffix = unique();
  const title = `Serie ${suffix}`;
  const admin = await apiToken(request, DEMO.admin);
  removeAfterTest(admin, title);
  const first = berlinFields(new Date(runClock().now().getTime() + 10 * 60_000));

  await openSignedIn(page, DEMO.admin, '/admin/courses');
  await expect(page).toHaveTitle(/^Kurs-Verwaltung/);
  await page.getByRole('button', { name: 'Neuer Kurs' }).click();
  const form = page.getByRole('dialog', { name: 'Neuer Kurs' });
  await form.getByLabel('Titel').fill(title);
  await form.getByLabel('Datum').fill(first.date);
  await form.getByLabel('Uhrzeit').fill(first.time);
  await form.getByLabel('Trainer').fill('Lena Berger');
  await form.getByLabel('Max. Teilnehmer').fill('10');
  await form.getByLabel('Anzahl Wochen').fill('12');
  await form.getByRole('button', { name: 'Kurs anlegen' }).click();
  await expect(form).toHaveCount(0, { timeout: 15_000 });

  const course = page.getByRole('region', { name: title });
  await expect(course.getByText('12 kommende Termine')).toBeVisible();
  await expect(course.getByRole('row')).toHaveCount(13); // header + 12 sessions
  // The record's history names who did it.
  await course.getByRole('button', { name: 'Verlauf anzeigen' }).click();
  await expect(course.getByText(/Terminserie angelegt von Alex Admin/)).toBeVisible();
  await expect(course.getByText(/Kurs angelegt von Alex Admin/)).toBeVisible();

  // The public week grid shows the new course (the admin's writes refreshed the schedule cache).
  await page.getByRole('link', { name: 'Zur Website' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(title).first()).toBeVisible({ timeout: 15_000 });

  // Edit the first session's trainer.
  await page.goto('/admin/courses');
  const rows = course.getByRole('row');
  await rows
    .nth(1)
    .getByRole('button', { name: /^Termin bearbeiten/ })
    .click();
  const sessionForm = page.getByRole('dialog', { name: 'Termin bearbeiten' });
  await sessionForm.getByLabel('Trainer').fill('Tina Trainer');
  await sessionForm.getByRole('button', { name: 'Termin speichern' }).click();
  await expect(sessionForm).toHaveCount(0);
  await expect(rows.nth(1)).toContainText('Tina Trainer');
  await expect(rows.nth(2)).toContainText('Lena Berger');

  // Cancel the second session, which the demo member has booked: the admin is asked first.

  const memberToken = await apiToken(request, DEMO.member);
  const me = (await (
    await request.get('/api/users', { headers: { Authorization: `Bearer ${memberToken}` } })
  ).json()) as { id: number };
  const list = (await (
    await request.get('/api/v1/courses?includeCancelled=true', {
      headers: { Authorization: `Bearer ${admin}` },
    })
  ).json()) as { title: string; courseSettings: { id: number; scheduledAt: string }[] }[];
  const sessions = list
    .find((c) => c.title === title)!
    .courseSettings.sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  expect(sessions).toHaveLength(12);
  const booking = await deskBook(request, admin, me.id, sessions[1]!.id);
  await page.reload();
  await rows
    .nth(2)
    .getByRole('button', { name: /^Absagen/ })
    .click();
  const ask = page.getByRole('dialog', { name: 'Termin absagen?' });
  await expect(ask).toContainText('Eine Buchung wird storniert');
  await ask.getByRole('button', { name: 'Termin absagen' }).click();
  await expect(ask).toHaveCount(0);
  await expect(rows.nth(2)).toContainText('Abgesagt');
  const memberBooking = (await bookingsOfUser(request, admin, me.id)).find((b) => b.id === booking.id)!;
  expect(memberBooking).toMatchObject({ status: 'cancelled', notes: 'Kurs abgesagt' });
  // The member sees it on their own device: the booking says 'Kurs abgesagt', not just 'Storniert'.
  const memberDevice = await openContext(browser);
  const memberPage = await memberDevice.newPage();
  await openSignedIn(memberPage, DEMO.member, '/user/my-courses');
  const cancelledEntry = memberPage.getByRole('listitem').filter({ hasText: title });
  await expect(cancelledEntry).toContainText('Kurs abgesagt', { timeout: 15_000 });
  await memberDevice.close();

  // A client made at the desk: the one-time password is shown once.
  await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Klienten' }).click();
  await expect(page).toHaveTitle(/^Klienten-Verwaltung/);
  await page.getByRole('button', { name: 'Neuer Klient' }).click();
  const newClient = page.getByRole('dialog', { name: 'Neuer Klient' });
  await newClient.getByLabel('Vorname').fill('Paula');
  await newClient.getByLabel('Nachname').fill(`Theke${suffix}`);
  await newClient.getByLabel('E-Mail-Adresse').fill(`paula-${suffix}@example.de`);
  await newClient.getByRole('button', { name: 'Klient anlegen' }).click();
  const created = page.getByRole('dialog', { name: 'Klient angelegt' });
  await expect(created.getByTestId('one-time-password')).toHaveText(/^[\w-]{12,}$/);
  await created.getByRole('button', { name: 'Notiert, schließen' }).click();

  // Issue 19: a client books only with a membership; the desk assigns CORE from today.
  const detail = page.getByRole('region', { name: `Paula Theke${suffix}` });
  await detail.getByRole('button', { name: 'Mitgliedschaft zuweisen' }).click();
  const assign = page.getByRole('dialog', { name: 'Mitgliedschaft zuweisen' });
  await assign.getByLabel('Mitgliedschaft', { exact: true }).selectOption({ label: 'CORE' });
  await assign.getByRole('button', { name: 'Zuweisen' }).click();
  await expect(detail.getByText(`Paula Theke${suffix} hat jetzt CORE`, { exact: false })).toBeVisible();

  // Book them into the first session of the series.
  const booking2 = detail.getByRole('form', { name: 'Einbuchen' });
  const option = booking2.getByRole('option', { name: new RegExp(title) }).first();
  await booking2.getByLabel('Termin').selectOption((await option.getAttribute('value'))!);
  await booking2.getByRole('button', { name: 'Einbuchen' }).click();
  await expect(detail.getByText(`Paula ist für ${title} eingebucht.`)).toBeVisible();
  await expect(detail.getByText(/Anstehend: 1/)).toBeVisible();

  // Check them in.
  await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Check-in' }).click();
  await expect(page).toHaveTitle(/^Check-in/);
  await page.getByLabel('Teilnehmer suchen').fill(`Theke${suffix}`);
  await page.getByRole('button', { name: new RegExp(`^Paula Theke${suffix}: Gebucht`) }).click();
  await expect(page.getByRole('button', { name: `Paula Theke${suffix}: Eingecheckt` })).toBeVisible({
    timeout: 15_000,
  });
});

test('a member is refused on every admin page and every admin call', async ({ page, request }) => {
  const member = await apiToken(request, DEMO.member);
  const headers = { Authorization: `Bearer ${member}` };
  for (const [method, path] of [
    ['GET', '/api/users/all'],
    ['POST', '/api/users'],
    ['GET', '/api/v1/audit'],
    ['POST', '/api/v1/desk/bookings'],
    ['POST', '/api/v1/courses/1/series'],
    ['PUT', '/api/v1/course-settings/1'],
    ['POST', '/api/v1/course-settings/1/cancel'],
    ['GET', '/api/v1/check-in/sessions'],
    ['GET', '/api/v1/users/1/bookings'],
  ] as const) {
    const response = await request.fetch(path, { method, headers, data: method === 'GET' ? undefined : {} });
    expect(response.status(), `${method} ${path}`).toBe(403);
  }

  await openSignedIn(page, DEMO.member);
  for (const path of ['/admin', '/admin/courses', '/admin/bookings', '/admin/participants']) {
    await page.goto(path);
    await expect(page.getByText('Zugriff verweigert.')).toBeVisible({ timeout: 15_000 });
  }
});
