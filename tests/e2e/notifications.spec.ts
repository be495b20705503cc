// Notifications and my data in the profile (issue 21), in real Chromium: push switched on with the member's tap
// (Chromium cannot reach a real push service here, so PushManager.subscribe answers with a test subscription),
// a push delivered to the registered worker through the DevTools protocol shows the German notification, and
// its click opens the session's course page; the new sections at 360 px without horizontal scroll or a serious
// axe finding; the ZIP download and 'Konto löschen'.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { openSignedIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { adminToken, createCourse, deleteCourse, registerMember } from './support/bookings';
import { WHOLE_CHROMIUM } from './support/browsers';
import { waitForServiceWorker } from './support/schedule';

const TEST_SUBSCRIPTION = {
  endpoint: 'https://127.0.0.1:9/push/e2e-device',
  keys: {
    // A valid P-256 point and a 16-byte secret; nothing is ever sent there in this spec.
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/** Chromium has no push service here: subscribe answers with the test subscription (before the app loads). */
async function stubPushManager(page: Page) {
  await page.addInitScript(`(() => {
    const subscription = ${JSON.stringify(TEST_SUBSCRIPTION)};
    let subscribed = false;
    const fake = () => ({ endpoint: subscription.endpoint, toJSON: () => subscription });
    PushManager.prototype.subscribe = async function () { subscribed = true; return fake(); };
    PushManager.prototype.getSubscription = async function () { return subscribed ? fake() : null; };
  })();`);
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

// The headless shell shows no notification: this file runs in the whole Chromium (tests/e2e/support/browsers.ts).
test.use({ launchOptions: WHOLE_CHROMIUM });

test.describe('push in the installed app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('push switched on with a tap; a delivered push shows the German notification, its click opens the course page', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.slow();
    const token = await adminToken(request);
    const course = await createCourse(request, token, [{ hoursAhead: 30, seats: 5 }], { title: 'Push-Yoga' });
    try {
      const member = await registerMember(request, 'Paula');
      await context.grantPermissions(['notifications'], { origin: baseURL! });
      await stubPushManager(page);
      await openSignedIn(page, member);
      await page.goto('/user/profile');
      await waitForServiceWorker(page);
      const section = page.getByRole('region', { name: 'Benachrichtigungen', exact: true });
      await expect(section.getByText('Noch kein Gerät.')).toBeVisible();
      await section.getByRole('button', { name: 'Benachrichtigungen auf diesem Gerät einschalten' }).click();
      await expect(
        section.getByText('Benachrichtigungen sind auf diesem Gerät eingeschaltet.'),
      ).toBeVisible();
      await expect(section.getByRole('listitem')).toHaveCount(1);
      // Playwright's desktop Chrome says Windows in its user agent.
      await expect(section.getByRole('listitem')).toContainText('Chrome auf Windows');

      // The server's payload for a session the studio cancelled, delivered to the registered worker.
      const cdp = await context.newCDPSession(page);
      const registrationId = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL!) && !r.isDeleted);
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      const session = course.sessions[0]!;
      const url = `/courses/${course.id}?courseSettingsId=${session.id}`;
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(baseURL!).origin,
        registrationId: await registrationId,
        data: JSON.stringify({
          title: 'Kurs abgesagt: Push-Yoga',
          body: 'Mo., 30.11. um 07:00 Uhr fällt leider aus. Deine Buchung ist storniert, du musst nichts tun.',
          url,
          tag: 'booking-1',
        }),
      });
      await expect
        .poll(() =>
          page.evaluate(`navigator.serviceWorker.ready
            .then((r) => r.getNotifications())
            .then((list) => list.map((n) => ({ title: n.title, body: n.body, icon: n.icon, badge: n.badge, data: n.data })))`),
        )
        .toEqual([
          {
            title: 'Kurs abgesagt: Push-Yoga',
            body: 'Mo., 30.11. um 07:00 Uhr fällt leider aus. Deine Buchung ist storniert, du musst nichts tun.',
            icon: `${baseURL}/icons/app-192.png`,
            badge: `${baseURL}/icons/badge-96.png`,
            data: { url },
          },
        ]);

      // Its click (headless Chromium shows no notification to tap: the worker gets the notificationclick event
      // for that notification) navigates the open window to the course page.
      const worker = context.serviceWorkers().find((w) => w.url().startsWith(baseURL!))!;
      await worker.evaluate(`self.registration.getNotifications().then(([notification]) => {
        self.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
      })`);
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: 'Push-Yoga' })).toBeVisible();

      // Removing the device empties the list.
      await page.goto('/user/profile');
      const list = page.getByRole('region', { name: 'Benachrichtigungen', exact: true });
      await list.getByRole('button', { name: 'Chrome auf Windows entfernen' }).click();
      await expect(list.getByText('Noch kein Gerät.')).toBeVisible();
    } finally {
      await deleteCourse(request, token, course.id);
    }
  });
});

test('the profile’s new sections at 360 px: no horizontal scroll, no serious axe finding; the ZIP, then Konto löschen', async ({
  page,
  request,
}) => {
  test.slow();
  const member = await registerMember(request, 'Karla');
  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedIn(page, member);
  await page.goto('/user/profile');
  const push = page.getByRole('region', { name: 'Benachrichtigungen', exact: true });
  await expect(push.getByText('Noch kein Gerät.')).toBeVisible();
  await expect(page.getByLabel('Erinnerung vor jedem gebuchten Kurs')).toBeChecked();
  await noHorizontalScroll(page);
  for (const name of ['Benachrichtigungen', 'E-Mails und Erinnerungen', 'Meine Daten', 'Konto löschen']) {
    const region = page.getByRole('region', { name, exact: true });
    await region.scrollIntoViewIfNeeded();
    await expect(region).toBeVisible();
  }
  await expectAccessible(page, 'main', 'profile at 360 px');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  expect((await download).suggestedFilename()).toMatch(/^meine-daten-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText('Deine Daten wurden heruntergeladen.')).toBeVisible();

  const remove = page.getByRole('region', { name: 'Konto löschen' });
  await remove.getByLabel('Passwort zur Bestätigung').fill('nicht-mein-passwort');
  await remove.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(remove.getByText('Das aktuelle Passwort ist nicht korrekt.').first()).toBeVisible();
  await noHorizontalScroll(page);
  await expectAccessible(page, 'main', 'profile at 360 px with the error');
  await remove.getByLabel('Passwort zur Bestätigung').fill(member.password);
  await remove.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page).toHaveURL('/');
  // The account is gone: signing in with it fails.
  const signInAgain = await request.post('/api/users/login', {
    data: { userName: member.email, password: member.password },
  });
  expect(signInAgain.status()).toBe(401);
});
