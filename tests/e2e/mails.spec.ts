// Mails to people, received by a real SMTP server: the funnel visitor's confirmation, a booking member's
// confirmation with the session as .ics (read by ical.js), and the member moved up from the waitlist.
import ICAL from 'ical.js';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import type { TestSmtp } from '../support/smtp';
import { submitSignIn, uniqueEmail } from './support/accounts';
import {
  adminToken,
  bookOverApi,
  cancelOverApi,
  createCourse,
  deleteCourse,
  hoursAheadSameDayDeadline,
  registerMember,
  sessionUrl,
} from './support/bookings';
import { expectAccessible } from './support/axe';
import { untilTakenOver } from './support/hydration';
import { mailsTo, openMailbox } from './support/mailbox';

let mailbox: TestSmtp;
const made: { token: string; id: number }[] = [];
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterEach(async ({ request }) => {
  for (const course of made.splice(0)) await deleteCourse(request, course.token, course.id);
});
test.afterAll(async () => mailbox?.stop());

async function newCourse(request: Parameters<typeof createCourse>[0], seats: number) {
  const token = await adminToken(request);
  const course = await createCourse(request, token, [{ hoursAhead: hoursAheadSameDayDeadline(30), seats }]);
  made.push({ token, id: course.id });
  return course;
}

async function finishFunnel(page: Page, name: string, email: string) {
  await page.goto('/');
  // The server's HTML shows the button before the app has taken it over; a tap before then opens nothing.
  const open = page.getByRole('button', { name: 'Passende Mitgliedschaft finden' });
  await untilTakenOver(open);
  await open.click();
  const goals = page.getByRole('dialog', { name: 'Was sind Deine Ziele?' });
  await goals.getByRole('button', { name: 'EMS-Training ausprobieren' }).click();
  await goals.getByRole('button', { name: 'Weiter' }).click();
  const offer = page.getByRole('dialog', { name: 'Deine perfekte Mitgliedschaft' });
  // The run's clock stands on Wednesday 2026-11-25 (decision 0196): the slots are dated (issue 37).
  await offer.getByRole('radio', { name: /^Dienstag, 1\. Dezember 2026, 19:00–20:00 Uhr/ }).check();
  await offer.getByRole('button', { name: 'Weiter' }).click();
  const contact = page.getByRole('dialog', { name: 'Kontaktdaten' });
  await contact.getByLabel('Name').fill(name);
  await contact.getByLabel('E-Mail').fill(email);
  await contact.getByLabel('Handynummer').fill('0170 1234567');
  await contact.getByRole('button', { name: 'Abschließen' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Vielen Dank!' })
      .getByText(/Bestätigung erhältst Du in Kürze per E-Mail/),
  ).toBeVisible();
}

test('the funnel visitor receives the confirmation the thank-you step promises', async ({ page }) => {
  const email = uniqueEmail('funnel');
  await finishFunnel(page, 'Lena Funnel', email);
  const [mail] = await mailsTo(mailbox, email);
  expect(mail!.subject).toBe('Deine Anfrage bei Kraftraum Studio ist angekommen');
  expect(mail!.text).toContain('Hallo Lena Funnel,');
  expect(mail!.text).toContain('Dein Tarif: HIGH PERFORMER');
  expect(mail!.text).toContain(
    'Wunschtermin für dein Probetraining: Dienstag, 1. Dezember 2026, 19:00–20:00 Uhr',
  );
  expect(mail!.text).toContain('Kraftraum Studio · Musterstraße 12 · 10115 Berlin');
  expect(mail!.html).toContain('Musterstraße 12');
});

test('a member who books receives the confirmation with the session attached as .ics', async ({
  page,
  request,
}) => {
  const course = await newCourse(request, 5);
  const member = await registerMember(request, 'Bea');
  const session = course.sessions[0]!;
  const url = sessionUrl(course, session);
  await page.goto(`/auth/login?redirect=${encodeURIComponent(url)}`);
  await submitSignIn(page, member);
  await expect(page).toHaveURL(url);
  const card = page.locator('.booking-panel__card');
  await card.getByRole('button', { name: 'Buchen', exact: true }).click();
  await expect(card.getByRole('status')).toHaveText('Gebucht – dein Platz ist reserviert');

  const [mail] = await mailsTo(mailbox, member.email);
  expect(mail!.subject).toMatch(new RegExp(`^Buchung bestätigt: ${course.title} am `));
  expect(mail!.text).toContain('Hallo Bea,');
  expect(mail!.text).toContain('Trainer: Lena Berger');
  expect(mail!.attachments.map((a) => a.filename)).toEqual(['kurs.ics']);
  const calendar = new ICAL.Component(ICAL.parse(mail!.attachments[0]!.content));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  expect(event.summary).toBe(course.title);
  expect(event.startDate.toJSDate().toISOString()).toBe(new Date(session.scheduledAt).toISOString());
  expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(60 * 60_000);
});

test('a member moved up from the waitlist receives the news, the one who joined it nothing before', async ({
  page,
  request,
}) => {
  const course = await newCourse(request, 1);
  const session = course.sessions[0]!;
  const first = await registerMember(request, 'Erik');
  const second = await registerMember(request, 'Wanda');
  const seat = await bookOverApi(request, first, session.id);
  expect((await bookOverApi(request, second, session.id)).status).toBe('pending');
  await mailsTo(mailbox, first.email);
  expect(mailbox.received.filter((m) => m.to.includes(second.email))).toHaveLength(0);

  await cancelOverApi(request, first, seat.id);
  const [mail] = await mailsTo(mailbox, second.email);
  expect(mail!.subject).toMatch(new RegExp(`^Du bist nachgerückt: ${course.title} am `));
  expect(mail!.text).toContain('Hallo Wanda,');
  expect(mail!.text).toContain('du bist jetzt fest gebucht');

  // The mail's promise holds in the app: the member has the seat.
  await page.goto('/auth/login?redirect=%2Fuser%2Fmy-courses');
  await submitSignIn(page, second);
  await expect(page.getByRole('listitem').filter({ hasText: course.title })).toContainText(
    'Von der Warteliste nachgerückt',
  );
});

test('a member switches the booking confirmation off in the profile and books without a mail', async ({
  page,
  request,
}) => {
  const course = await newCourse(request, 5);
  const member = await registerMember(request, 'Olga');
  await page.goto('/auth/login?redirect=%2Fuser%2Fprofile');
  await submitSignIn(page, member);
  const mails = page.getByRole('region', { name: 'E-Mails' });
  const confirmation = mails.getByRole('checkbox', {
    name: 'Buchungsbestätigung mit Kalendereintrag (.ics)',
  });
  await expect(confirmation).toBeChecked();
  await expect(mails.getByRole('checkbox', { name: /Warteliste nachrücke/ })).toBeChecked();
  await confirmation.uncheck();
  await mails.getByRole('button', { name: 'E-Mail-Einstellungen speichern' }).click();
  await expect(mails.getByRole('status')).toHaveText('Deine E-Mail-Einstellungen wurden gespeichert.');
  await expectAccessible(page);
  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: 'Buchungsbestätigung mit Kalendereintrag (.ics)' }),
  ).not.toBeChecked();

  await bookOverApi(request, member, course.sessions[0]!.id);
  // A mail to someone else that was sent after the booking proves the sender ran; none went to this member.
  const witness = await registerMember(request, 'Zeuge');
  await bookOverApi(request, witness, course.sessions[0]!.id);
  await mailsTo(mailbox, witness.email);
  expect(mailbox.received.filter((m) => m.to.includes(member.email))).toHaveLength(0);
});
