// Issue 24, item 2 (decision 0180): a visitor's first visit is usable before and without JavaScript. With
// JavaScript off, the contact form at /kontakt is a plain form the browser posts: the server answers 303 to its
// German success page and the message is in the admin inbox; an invalid post gets the German error page (400)
// naming the field, and nothing is stored. A visitor's 'Buchen' is a link to the sign-in that, once signed in,
// leads back to the course.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openContext, test } from './support/test';
import { submitSignIn } from './support/accounts';
import { adminToken, createCourse, deleteCourse, registerMember, sessionUrl } from './support/bookings';
import { unique } from '../support/unique';

test.use({ javaScriptEnabled: false });

interface Message {
  id: number;
  email: string;
  message: string;
}

/** The admin inbox (GET /api/v1/messages), newest first. */
async function inbox(request: APIRequestContext): Promise<Message[]> {
  const response = await request.get('/api/v1/messages?limit=100', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Message[];
}

/** The form's post and the server's first answer to it (before the browser follows a redirect). */
function formPost(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/formular/kontakt',
  );
}

test('without JavaScript the contact form sends: 303, the German success page, the message in the admin inbox', async ({
  page,
  request,
}) => {
  const text = `Ohne JavaScript geschrieben ${unique()}`;
  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await page.getByLabel('Name').fill('Nora Ohnescript');
  await page.getByLabel('E-Mail-Adresse').fill('nora@example.de');
  await page.getByLabel('Nachricht').fill(text);
  await page.getByRole('checkbox', { name: /Datenschutzerklärung gelesen/ }).check();
  const posted = formPost(page);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  expect((await posted).status()).toBe(303);

  await expect(page).toHaveURL(/\/formular\/kontakt\/gesendet\?seite=%2Fkontakt$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nachricht erfolgreich gesendet!' }),
  ).toBeVisible();
  await expect(page.getByText('Vielen Dank für deine Nachricht.')).toBeVisible();
  // The page is in the site's stylesheet: its link is styled as the site's primary button.
  const back = page.getByRole('link', { name: 'Zurück zur Seite' });
  await expect(back).toHaveClass(/btn--primary/);
  await expect(back).toHaveCSS('display', 'inline-flex');

  const stored = (await inbox(request)).find((message) => message.message.startsWith(text));
  expect(stored).toMatchObject({ email: 'nora@example.de' });
  // The tracking block the JSON path appends, from the form's page.
  expect(stored!.message).toMatch(/Seite: \/kontakt\nReferrer: Direkt\nUTM-Quelle: –\nZeitpunkt: /);

  await back.click();
  await expect(page).toHaveURL('/kontakt');
});

test('without JavaScript an invalid post shows the German error page with the field message, 400, nothing stored', async ({
  page,
  request,
}) => {
  const text = `Ohne Adresse ${unique()}`;
  await page.goto('/kontakt');
  await page.getByLabel('Name').fill('Nora Ohnescript');
  await page.getByLabel('Nachricht').fill(text);
  await page.getByRole('checkbox', { name: /Datenschutzerklärung gelesen/ }).check();
  const posted = formPost(page);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  expect((await posted).status()).toBe(400);

  await expect(page.getByRole('heading', { level: 1, name: 'Nachricht nicht gesendet' })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveText(['E-Mail-Adresse: E-Mail-Adresse ist erforderlich']);
  expect((await inbox(request)).some((message) => message.message.startsWith(text))).toBe(false);
  await page.getByRole('link', { name: 'Zurück zum Formular' }).click();
  await expect(page).toHaveURL('/kontakt');
  await expect(page.getByRole('button', { name: 'Nachricht senden' })).toBeVisible();
});

test("a visitor's 'Buchen' is a link to the sign-in, and signing in leads back to the course", async ({
  page,
  request,
  browser,
}) => {
  const token = await adminToken(request);
  const course = await createCourse(request, token, [{ hoursAhead: 30, seats: 3 }]);
  try {
    const member = await registerMember(request, 'Olga');
    const url = sessionUrl(course, course.sessions[0]!);

    // Without JavaScript: the server's page, the link, and the sign-in page it leads to.
    await page.goto(url);
    const card = page.locator('.booking-panel__card');
    await expect(card.getByText('Noch 3 Plätze')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Buchen' })).toHaveCount(0);
    const book = card.getByRole('link', { name: 'Buchen', exact: true });
    await expect(book).toHaveAttribute('href', `/auth/login?redirect=${encodeURIComponent(url)}`);
    await book.click();
    await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(url)}`);

    // Signing in needs the app: the same address with JavaScript, and the member is back on the course.
    // (A new context takes the file's options, JavaScript off included, unless told otherwise.)
    const withScript = await openContext(browser, { javaScriptEnabled: true });
    try {
      const signIn = await withScript.newPage();
      await signIn.goto(page.url());
      await submitSignIn(signIn, member);
      await expect(signIn).toHaveURL(url);
      // Signed in, 'Buchen' is the member's button again.
      await expect(
        signIn.locator('.booking-panel__card').getByRole('button', { name: 'Buchen', exact: true }),
      ).toBeEnabled();
    } finally {
      await withScript.close();
    }
  } finally {
    await deleteCourse(request, token, course.id);
  }
});
