// The desk tablet on the studio Wi-Fi reaches the server over plain http by a host name (HOST=0.0.0.0): not a
// secure context, so crypto.randomUUID does not exist there. A check-in queued on such a page still gets its
// Idempotency-Key (src/lib/idempotency-key.ts) and reaches the server. The host name studio.test is mapped to
// 127.0.0.1 in a Chromium of its own, launched here with --host-resolver-rules.
import { chromium, expect } from '@playwright/test';
import { openContext, test } from './support/test';
import { createConsentRecord } from '../../domain/consent/consent';
import { runClock } from '../support/clock';
import { DEMO, submitSignIn } from './support/accounts';
import { checkInSessions, recordCheckInKeys, removeMadeCourses, sessionWithClients } from './support/desk';

const PORT = Number(process.env.PW_PORT ?? 4780);
const TABLET_ORIGIN = `http://studio.test:${PORT}`;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test.afterEach(async ({ request }) => removeMadeCourses(request));

test('a check-in queued on a plain-http desk tablet gets its key and reaches the server', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const { admin, session, names } = await sessionWithClients(request, 'WLAN-Zirkel', ['Wanda']);
  const name = names[0]!.join(' ');

  const launchOptions = test.info().project.use.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--host-resolver-rules=MAP studio.test 127.0.0.1',
      // Chromium would first try https:// for a typed http:// address; the tablet's server has no TLS.
      '--disable-features=HttpsUpgrades',
    ],
  });
  try {
    const context = await openContext(browser, {
      baseURL: TABLET_ORIGIN,
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
      serviceWorkers: 'block',
      storageState: {
        cookies: [],
        origins: [
          {
            origin: TABLET_ORIGIN,
            localStorage: [
              { name: 'studio.consent', value: JSON.stringify(createConsentRecord(false, runClock().now())) },
            ],
          },
        ],
      },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const checkInPosts = recordCheckInKeys(page);

    await page.goto('/auth/login?redirect=%2Fcheck-in');
    // The premise: this page is not a secure context and has no crypto.randomUUID.
    expect(await page.evaluate('window.isSecureContext')).toBe(false);
    expect(await page.evaluate('typeof crypto.randomUUID')).toBe('undefined');
    await submitSignIn(page, DEMO.admin);
    await expect(page).toHaveURL(`${TABLET_ORIGIN}/check-in`, { timeout: 30_000 });

    const block = page.getByRole('region', { name: new RegExp(session.title) });
    await expect(block.getByRole('button', { name: new RegExp(`^${name}: Gebucht`) })).toBeVisible({
      timeout: 15_000,
    });

    // Queued while the Wi-Fi is gone, then sent when it is back.
    await context.setOffline(true);
    await block.getByRole('button', { name: new RegExp(`^${name}: Gebucht`) }).click();
    await expect(block.getByRole('button', { name: `${name}: wartet auf Verbindung` })).toBeVisible();
    await context.setOffline(false);
    await expect(block.getByRole('button', { name: `${name}: Eingecheckt` })).toBeVisible({
      timeout: 15_000,
    });

    expect(checkInPosts).toHaveLength(1);
    expect(checkInPosts[0]).toMatch(UUID_V4);
    expect(errors).toEqual([]);
    const onServer = (await checkInSessions(request, admin)).find((s) => s.id === session.sessionId)!;
    expect(onServer.participants.map((p) => p.status)).toEqual(['attended']);
    await context.close();
  } finally {
    await browser.close();
  }
});
