// The contact form posted without JavaScript (decision 0180) on every engine: urlencoded fields become the JSON
// route's value, pass the same schema, land in the same inbox and outbox (a real SMTP server receives the mail)
// and are answered 303 to the German success page; invalid input gets the German error page (400) naming each
// field, a filled honeypot is answered like a success and stored nowhere, an oversized body and a flood of
// posts are refused, and none of it is an API route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_PATHS } from '#domain/routing';
import { until, type TestSmtp } from '../support/smtp';
import { bearer, createTestApp, createTestAppWithSmtp, demo, dialects, login } from './helpers';
import { outboxAtRest } from './outbox';

const FORM = 'application/x-www-form-urlencoded';

/** What the browser posts for a filled form: checkboxes only when ticked, with their value. */
const filled = {
  seite: '/kontakt?utm_source=instagram',
  herkunft: 'true',
  name: 'Lena Löwe',
  email: 'lena@example.de',
  phoneNumber: '',
  subject: '',
  message: 'Ich möchte ein Probetraining machen – geht das am Samstag?',
  website: '',
  privacyConsent: 'true',
};

describe.each(dialects())('the contact form without JavaScript on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestAppWithSmtp>>;
  let smtp: TestSmtp;
  beforeAll(async () => {
    t = await createTestAppWithSmtp(dialect, { config: { mailTo: 'theke@kraftraum.de' } });
    smtp = t.smtp;
  });
  afterAll(async () => t?.close());

  const post = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: FORM_PATHS.contact,
      headers: { 'content-type': FORM },
      payload: new URLSearchParams(fields).toString(),
    });
  const stored = () => t.database.db.selectFrom('contactMessages').selectAll().orderBy('id').execute();

  it('stores a posted message as the JSON route does and answers 303 to the German success page', async () => {
    const before = (await stored()).length;
    const response = await post({ ...filled, marketingConsent: 'on' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `${FORM_PATHS.contactSent}?seite=${encodeURIComponent('/kontakt?utm_source=instagram')}`,
    );
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({
      name: 'Lena Löwe',
      email: 'lena@example.de',
      subject: 'Kontaktanfrage',
      phoneNumber: null,
    });
    // 'on' (a box without a value) and 'true' both count as ticked.
    expect(Boolean(row.marketingConsent)).toBe(true);
    // The tracking block of the JSON path, from the form's page; without a script the referrer is unknown.
    expect(row.message).toContain('Ich möchte ein Probetraining machen – geht das am Samstag?\n\n---\n');
    expect(row.message).toContain('Seite: /kontakt?utm_source=instagram');
    expect(row.message).toContain('Referrer: Direkt');
    expect(row.message).toContain('UTM-Quelle: instagram');
    // The same outbox: the studio gets the mail.
    await until(() => smtp.received.some((mail) => mail.raw.includes('Reply-To: lena@example.de')));

    // The admin inbox lists it.
    const admin = await login(t.app, demo.admin);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/messages', headers: bearer(admin) });
    expect((list.json() as { id: number }[]).map((message) => message.id)).toContain(row.id);

    const page = await t.app.inject({ url: response.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Nachricht erfolgreich gesendet!');
    expect(page.body).toContain('Vielen Dank für deine Nachricht.');
    expect(page.body).toContain('href="/kontakt?utm_source=instagram"');
  });

  it('sends no tracking block when the block does not track, and no marketing consent when unticked', async () => {
    const { herkunft: _tracking, ...untracked } = filled;
    expect((await post({ ...untracked, message: 'Ohne Herkunft' })).statusCode).toBe(303);
    const row = (await stored()).at(-1)!;
    expect(row.message).toBe('Ohne Herkunft');
    expect(Boolean(row.marketingConsent)).toBe(false);
  });

  it('answers 400 with the German error page naming each wrong field, links back and stores nothing', async () => {
    const before = (await stored()).length;
    const response = await post({ seite: '/kontakt', name: '', email: '', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    for (const line of [
      '<strong>Name:</strong> Name ist erforderlich',
      '<strong>E-Mail-Adresse:</strong> E-Mail-Adresse ist erforderlich',
      '<strong>Nachricht:</strong> Nachricht ist erforderlich',
      '<strong>Datenschutzerklärung:</strong> Datenschutzerklärung muss akzeptiert werden',
    ])
      expect(response.body).toContain(line);
    expect(response.body).toContain(
      '<a class="btn btn--primary btn--md" href="/kontakt">Zurück zum Formular</a>',
    );

    const invalid = await post({ ...filled, email: 'lena(at)example.de' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Bitte gib eine gültige E-Mail-Adresse ein');
    expect(invalid.body).not.toContain('Name ist erforderlich');
    expect((await stored()).length).toBe(before);
  });

  it('never links back to another site', async () => {
    for (const seite of ['https://evil.example/', '//evil.example/', '/\\evil.example', '/\t/evil.example']) {
      const response = await post({ ...filled, seite, email: '' });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('href="/kontakt"');
      expect(response.body).not.toContain('evil.example');
    }
    const sent = await post({ ...filled, seite: '//evil.example/' });
    expect(sent.headers.location).toBe(`${FORM_PATHS.contactSent}?seite=%2Fkontakt`);
    const page = await t.app.inject({ url: `${FORM_PATHS.contactSent}?seite=//evil.example/` });
    expect(page.body).not.toContain('evil.example');
  });

  it('escapes what it echoes', async () => {
    const response = await post({ ...filled, seite: '/kontakt?x="><script>alert(1)</script>', email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<script>');
  });

  it('answers a filled honeypot like a success but stores and sends nothing (as the JSON route does)', async () => {
    // The earlier tests' mails first: then any mail after the post would be the bot's.
    await until(async () => (await stored()).every((row) => row.sentAt !== null));
    const before = (await stored()).length;
    const mails = smtp.received.length;
    const response = await post({ ...filled, website: 'http://spam.example' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toContain(FORM_PATHS.contactSent);
    await outboxAtRest(t.app, t.database.db);
    expect((await stored()).length).toBe(before);
    expect(smtp.received.length).toBe(mails);
  });

  it('refuses an oversized body with a German page, and JSON on the form route', async () => {
    const before = (await stored()).length;
    const huge = await post({ ...filled, message: 'ä'.repeat(40_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.headers['content-type']).toContain('text/html');
    expect(huge.body).toContain('Die Nachricht ist zu groß.');
    const json = await t.app.inject({ method: 'POST', url: FORM_PATHS.contact, payload: filled });
    expect(json.statusCode).toBe(415);
    expect(json.headers['content-type']).toContain('text/html');
    expect((await stored()).length).toBe(before);
    // The rest of the server still takes no form fields.
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email/contact-form',
      headers: { 'content-type': FORM },
      payload: new URLSearchParams(filled).toString(),
    });
    expect(api.statusCode).toBe(415);
  });

  it('is not an API route: the OpenAPI document leaves it out', async () => {
    expect(t.app.apiRoutes.filter((key) => key.includes('/formular'))).toEqual([]);
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((key) => key.includes('/formular'))).toEqual([]);
  });
});

describe.each(dialects())('the contact form’s intake limit on %s', (dialect) => {
  it('refuses posts over the intake limit with a German page, as the JSON route does', async () => {
    const t = await createTestApp(dialect, { config: { intakeRateLimit: 2 } });
    try {
      const statuses: number[] = [];
      let last = '';
      for (let i = 0; i < 3; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: FORM_PATHS.contact,
          headers: { 'content-type': FORM },
          payload: new URLSearchParams({ ...filled, message: `Nachricht ${i}` }).toString(),
        });
        statuses.push(response.statusCode);
        last = response.body;
      }
      expect(statuses).toEqual([303, 303, 429]);
      expect(last).toContain('Zu viele Anfragen.');
      expect(await t.database.db.selectFrom('contactMessages').selectAll().execute()).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});
