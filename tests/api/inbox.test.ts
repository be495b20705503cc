// Leads and contact messages on every engine: validation, storage first, delivery to a real SMTP server
// started here (also after it was down), the admin inboxes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, until, type TestSmtp } from '../support/smtp';
import { QUESTIONNAIRE_LEAD } from './lead-fixtures';
import { outboxAtRest } from './outbox';
import {
  bearer,
  createTestApp,
  createTestAppWithSmtp,
  demo,
  dialects,
  errorOf,
  login,
  type TestApp,
} from './helpers';

const validMessage = {
  name: 'Lena Löwe',
  email: 'lena@example.de',
  phoneNumber: '',
  subject: '',
  message:
    'Ich möchte ein Probetraining machen.\n\n---\nSeite: /kontakt\nHerkunft: Direkt\nUTM-Quelle: –\nZeit: 22.11.2026, 10:00',
  privacyConsent: true,
  marketingConsent: false,
};

describe.each(dialects())('contact form on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestAppWithSmtp>>;
  let smtp: TestSmtp;
  beforeAll(async () => {
    t = await createTestAppWithSmtp(dialect, { config: { mailTo: 'theke@kraftraum.de' } });
    smtp = t.smtp;
  });
  afterAll(async () => t?.close());

  const post = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/email/contact-form', payload });
  const storedCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('contactMessages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a valid message and sends it to the studio with the tracking block', async () => {
    const response = await post(validMessage);
    expect(response.statusCode).toBe(201);
    await until(() => smtp.received.length === 1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['theke@kraftraum.de']);
    expect(mail.raw).toContain('Subject: Kontaktanfrage: Kontaktanfrage');
    expect(mail.raw).toContain('Reply-To: lena@example.de');
    expect(mail.raw).toContain('Herkunft: Direkt');
    const [row] = await t.database.db.selectFrom('contactMessages').selectAll().execute();
    expect(row).toMatchObject({ subject: 'Kontaktanfrage', phoneNumber: null, email: 'lena@example.de' });
    await until(
      async () =>
        !!(await t.database.db.selectFrom('contactMessages').select('sentAt').executeTakeFirst())?.sentAt,
    );
  });

  it('answers 400 with every field message of the table and stores nothing', async () => {
    const before = await storedCount();
    const response = await post({ name: '', email: '', message: '', privacyConsent: false });
    expect(response.statusCode).toBe(400);
    expect((errorOf(response).details as { message: string }[]).map((d) => d.message)).toEqual([
      'Name ist erforderlich',
      'E-Mail-Adresse ist erforderlich',
      'Nachricht ist erforderlich',
      'Datenschutzerklärung muss akzeptiert werden',
    ]);
    const invalid = await post({ ...validMessage, email: 'lena(at)example.de' });
    expect(errorOf(invalid).details).toEqual([
      { path: 'email', message: 'Bitte gib eine gültige E-Mail-Adresse ein' },
    ]);
    expect(await storedCount()).toBe(before);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    // The earlier tests' mails first: then any mail after the post would be the bot's.
    await outboxAtRest(t.app, t.database.db);
    const before = await storedCount();
    const sent = smtp.received.length;
    const response = await post({ ...validMessage, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    await outboxAtRest(t.app, t.database.db);
    expect(await storedCount()).toBe(before);
    expect(smtp.received.length).toBe(sent);
  });

  it('keeps a message while the SMTP server is down and sends it once, when it is back', async () => {
    const down = await startSmtp();
    const port = down.port;
    await down.stop();
    const app = await createTestApp(dialect, {
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailRetryMs: 200, intakeRateLimit: 1000 },
    });
    try {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/v1/email/contact-form',
        payload: validMessage,
      });
      expect(response.statusCode).toBe(201);
      await until(async () => {
        const row = await app.database.db.selectFrom('mailOutbox').selectAll().executeTakeFirst();
        return !!row && row.sendAttempts >= 1 && !!row.lastError;
      });
      expect(
        (await app.database.db.selectFrom('contactMessages').select('sentAt').executeTakeFirst())!.sentAt,
      ).toBeNull();
      const back = await startSmtp(port);
      try {
        await until(() => back.received.length === 1, 15_000);
        await outboxAtRest(app.app, app.database.db);
        expect(back.received).toHaveLength(1);
        const row = await app.database.db.selectFrom('contactMessages').selectAll().executeTakeFirstOrThrow();
        expect(row.sentAt).not.toBeNull();
      } finally {
        await back.stop();
      }
    } finally {
      await app.close();
    }
  });

  it('lists messages newest first for an admin, marks them handled, and refuses members', async () => {
    await post({ ...validMessage, subject: 'Zweite Nachricht' });
    const admin = await login(t.app, demo.admin);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/messages', headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    const messages = list.json() as { id: number; subject: string; handledAt: string | null }[];
    expect(messages[0]!.subject).toBe('Zweite Nachricht');
    const marked = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/messages/${messages[0]!.id}`,
      headers: bearer(admin),
      payload: { handled: true },
    });
    expect(marked.json().handledAt).not.toBeNull();
    const member = await login(t.app, demo.member);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/messages', headers: bearer(member) })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/v1/messages/999999',
          headers: bearer(admin),
          payload: { handled: true },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe.each(dialects())('leads on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { intakeRateLimit: 1000 } });
  });
  afterAll(async () => t?.close());

  const funnel = {
    source: 'funnel',
    goals: ['ems', 'get-fit'],
    contract: { name: 'HIGH PERFORMER', badge: 'STARK BEGRENZT', price: 135, monthly: 585, features: [] },
    timeSlot: { id: 'dienstag-1900' },
    contact: { name: 'Jonas Neu', email: 'jonas@example.de', phone: '0171 2345678' },
  };

  it('stores a funnel lead with the tier the rule recommends and shows it to admins', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/leads', payload: funnel });
    expect(response.statusCode).toBe(201);
    expect(response.json().recommendedTier).toBe('HIGH PERFORMER');
    const admin = await login(t.app, demo.admin);
    const leads = (
      await t.app.inject({ method: 'GET', url: '/api/v1/leads', headers: bearer(admin) })
    ).json();
    expect(leads[0]).toMatchObject({
      source: 'funnel',
      name: 'Jonas Neu',
      recommendedTier: 'HIGH PERFORMER',
      trialSlot: 'dienstag-1900',
      handledAt: null,
      userId: null,
    });
  });

  it('refuses an invalid lead with the field messages and stores nothing', async () => {
    const before = (await t.database.db.selectFrom('leads').selectAll().execute()).length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: {
        ...funnel,
        goals: [],
        timeSlot: { id: 'sonntag-0300' },
        contact: { name: '', email: 'ohne-at', phone: '' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect((errorOf(response).details as { message: string }[]).map((d) => d.message)).toEqual(
      expect.arrayContaining([
        'Bitte wähle mindestens ein Ziel aus',
        'Bitte wähle einen Termin für das Probetraining',
        'Name ist erforderlich',
        'Bitte gib eine gültige E-Mail-Adresse ein',
        'Handynummer ist erforderlich',
      ]),
    );
    // The run's clock stands on Wednesday 2026-11-25: a slot that has begun, one past the 14 days, a Thursday.
    for (const id of ['2026-11-24T19:00', '2026-12-14T18:00', '2026-11-26T18:00']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/v1/leads',
        payload: { ...funnel, timeSlot: { id } },
      });
      expect(refused.statusCode, id).toBe(400);
      expect(errorOf(refused).details, id).toEqual([
        expect.objectContaining({ path: expect.stringContaining('timeSlot') }),
      ]);
    }
    expect((await t.database.db.selectFrom('leads').selectAll().execute()).length).toBe(before);
  });

  it('keeps the tier the visitor chose over the recommendation, and the dated slot (issue 37)', async () => {
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { ...funnel, goals: ['regular-training'], timeSlot: { id: '2026-11-30T18:00' } },
    });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().recommendedTier).toBe('HIGH PERFORMER');
    const recommended = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: {
        ...funnel,
        contract: undefined,
        goals: ['regular-training', 'personal-training'],
        timeSlot: { id: '2026-12-09T18:00' },
      },
    });
    expect(recommended.statusCode).toBe(201);
    expect(recommended.json().recommendedTier).toBe('HYBRID PRO');
    const rows = await t.database.db
      .selectFrom('leads')
      .select(['recommendedTier', 'trialSlot'])
      .where('id', 'in', [chosen.json().id, recommended.json().id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { recommendedTier: 'HIGH PERFORMER', trialSlot: '2026-11-30T18:00' },
      { recommendedTier: 'HYBRID PRO', trialSlot: '2026-12-09T18:00' },
    ]);
  });

  it('lets only admins read leads and mark them handled', async () => {
    const member = await login(t.app, demo.member);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/leads', headers: bearer(member) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/leads' })).statusCode).toBe(401);
    const admin = await login(t.app, demo.admin);
    const [lead] = (
      await t.app.inject({ method: 'GET', url: '/api/v1/leads', headers: bearer(admin) })
    ).json();
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/leads/${lead.id}`,
      headers: bearer(admin),
      payload: { handled: 'ja' },
    });
    expect(bad.statusCode).toBe(400);
    const marked = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/leads/${lead.id}`,
      headers: bearer(admin),
      payload: { handled: true },
    });
    expect(marked.json().handledAt).not.toBeNull();
  });
});

describe.each(dialects())('campaign leads on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { intakeRateLimit: 1000 } });
  });
  afterAll(async () => t?.close());

  const questionnaire = QUESTIONNAIRE_LEAD;
  const selfCheck = {
    source: 'self-check',
    answers: {
      goal: 'muskeln',
      frequency: 'selten',
      pushups: 25,
      summer: 'ja',
      followUp: 'fitter',
      barriers: ['motivation'],
      otherReasons: '',
    },
    contact: { name: 'Theo Selbstcheck', email: 'theo@example.de', phone: '0171 1112223' },
  };
  const postLead = (payload: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: payload as Record<string, unknown>,
      headers: key ? { 'idempotency-key': key } : {},
    });
  const stored = () => t.database.db.selectFrom('leads').selectAll().execute();

  it('stores a questionnaire and a self-check lead without tier or slot and lists them for admins', async () => {
    const first = await postLead(questionnaire);
    expect(first.statusCode).toBe(201);
    expect(first.json().recommendedTier).toBeNull();
    expect((await postLead(selfCheck)).statusCode).toBe(201);

    const admin = await login(t.app, demo.admin);
    const leads = (
      await t.app.inject({ method: 'GET', url: '/api/v1/leads', headers: bearer(admin) })
    ).json() as Record<string, unknown>[];
    const byName = (name: string) => leads.find((lead) => lead.name === name);
    expect(byName('Mara Fragebogen')).toMatchObject({
      source: 'questionnaire',
      email: 'mara@example.de',
      phone: null,
      recommendedTier: null,
      trialSlot: null,
      payload: questionnaire,
    });
    expect(byName('Theo Selbstcheck')).toMatchObject({
      source: 'self-check',
      phone: '0171 1112223',
      recommendedTier: null,
      trialSlot: null,
      payload: selfCheck,
    });
  });

  it('answers 400 with the German field messages for invalid answers and contact, and stores nothing', async () => {
    const before = (await stored()).length;
    const response = await postLead({
      ...questionnaire,
      answers: {
        ...questionnaire.answers,
        age: 15,
        gender: 'robot',
        fitness: 11,
        pushups: 201,
        summer: 'ja',
        followUp: 'change',
        barriers: ['zeit', 'faulheit'],
        otherReasons: 'x'.repeat(1001),
      },
      contact: { name: ' ', email: 'mara(at)example.de' },
    });
    expect(response.statusCode).toBe(400);
    const details = errorOf(response).details as { path: string; message: string }[];
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'answers.age', message: 'Bitte gib ein Alter von 16 bis 99 Jahren an' },
        { path: 'answers.gender', message: 'Bitte wähle ein Geschlecht aus' },
        { path: 'answers.fitness', message: 'Bitte wähle einen Wert von 1 bis 10' },
        { path: 'answers.pushups', message: 'Bitte gib 0 bis 200 Liegestütze an' },
        {
          path: 'answers.barriers.1',
          message: 'Bitte wähle nur Gründe aus der Liste, jeden nur einmal',
        },
        { path: 'answers.otherReasons', message: 'Bitte schreib höchstens 1000 Zeichen' },
        { path: 'contact.name', message: 'Name ist erforderlich' },
        { path: 'contact.email', message: 'Bitte gib eine gültige E-Mail-Adresse ein' },
      ]),
    );
    const mismatch = await postLead({
      ...selfCheck,
      answers: { ...selfCheck.answers, summer: 'nein', followUp: 'bleibt', pushups: -1 },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch).details).toEqual(
      expect.arrayContaining([{ path: 'answers.pushups', message: 'Bitte gib 0 bis 200 Liegestütze an' }]),
    );
    const followUp = await postLead({
      ...selfCheck,
      answers: { ...selfCheck.answers, summer: 'nein', followUp: 'bleibt' },
    });
    expect(errorOf(followUp).details).toEqual([
      { path: 'answers.followUp', message: 'Die Antwort passt nicht zur Sommer-Frage' },
    ]);
    expect((await stored()).length).toBe(before);
  });

  it('stores a lead once per Idempotency-Key and refuses the key for another lead', async () => {
    const before = (await stored()).length;
    const key = 'outbox-3f1c2b7e-idem';
    const first = await postLead(selfCheck, key);
    const repeat = await postLead(selfCheck, key);
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().id).toBe(first.json().id);
    expect((await stored()).length).toBe(before + 1);

    const reused = await postLead({ ...selfCheck, contact: { ...selfCheck.contact, name: 'Jemand' } }, key);
    expect(reused.statusCode).toBe(422);
    expect(errorOf(reused).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await postLead(selfCheck, 'kurz')).statusCode).toBe(400);
    // Without a key every post is a new lead.
    await postLead(selfCheck);
    await postLead(selfCheck);
    expect((await stored()).length).toBe(before + 3);
  });
});
