// Join online (issue 31) on every engine: one order makes exactly one account, membership, contract and mail,
// also for 20 parallel requests under one Idempotency-Key; refusals in German (the IBAN's checksum, a term beyond
// 24 months, the age, the start); the cancellation page answers the same for a known and an unknown e-mail; the
// withdrawal on day 14 at 23:59 is accepted and at 00:00 of day 15 refused; the value owed after an express start;
// the IBAN appears in no log line and no answer but the desk's contract view; the PDF names what the law asks.
// The clock is frozen at Monday 30 November 2026, 10:00 in Berlin.
import { randomUUID } from 'node:crypto';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import type {
  AdminContractDetail,
  Contract,
  ContractOrder,
  ContractOrderResult,
} from '#domain/contracts/schemas';
import { berlinToInstant } from '#domain/time';
import { parseMail, until } from '../support/smtp';
import {
  bearer,
  createTestApp,
  createTestAppWithSmtp,
  demo,
  dialects,
  errorOf,
  login,
  testClock,
  type TestApp,
} from './helpers';
import { contractOrder, ORDER_IBAN_SPACED } from './contract-fixtures';

const NOW = berlinToInstant(2026, 11, 30, 10, 0);
const IBAN = 'DE89370400440532013000';
let keyCounter = 0;
const newKey = () => `order-key-${randomUUID()}-${++keyCounter}`;

describe.each(dialects())('contracts on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  const clock = testClock(NOW);
  /** Every answer a non-admin caller got, to search for the IBAN. */
  const publicAnswers: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock, config: { intakeRateLimit: 1000 } });
    adminToken = await login(t.app, demo.admin);
  });
  afterAll(async () => t?.close());
  beforeEach(() => clock.set(NOW));

  async function typeId(name: string): Promise<number> {
    const row = await t.database.db
      .selectFrom('membershipTypes')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function orderBody(email: string, overrides: Partial<ContractOrder> = {}): Promise<ContractOrder> {
    return contractOrder(await typeId('HYBRID PRO'), email, overrides);
  }

  async function order(body: ContractOrder, key = newKey(), token?: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.contracts,
      headers: { 'idempotency-key': key, ...(token ? bearer(token) : {}) },
      payload: body,
    });
    publicAnswers.push(response.body);
    return response;
  }

  async function counts(email: string) {
    const db = t.database.db;
    const users = await db.selectFrom('users').select('id').where('email', '=', email).execute();
    const ids = users.map((u) => u.id);
    const n = async (query: Promise<unknown[]>) => (await query).length;
    return {
      accounts: users.length,
      memberships: ids.length
        ? await n(db.selectFrom('memberships').select('id').where('userId', 'in', ids).execute())
        : 0,
      contracts: await n(db.selectFrom('contracts').select('id').where('email', '=', email).execute()),
      mails: await n(
        db
          .selectFrom('mailOutbox')
          .select('id')
          .where('recipient', '=', email)
          .where('kind', '=', 'contract-concluded')
          .execute(),
      ),
    };
  }

  async function contractRow(contractNumber: string) {
    return t.database.db
      .selectFrom('contracts')
      .selectAll()
      .where('contractNumber', '=', contractNumber)
      .executeTakeFirstOrThrow();
  }

  describe('POST /api/v1/contracts', () => {
    it('makes one account, membership, contract and mail, and answers a repeat of the key the same', async () => {
      const email = 'erika.einmal@example.de';
      const body = await orderBody(email);
      const key = newKey();
      const first = await order(body, key);
      expect(first.statusCode, first.body).toBe(201);
      const answer = first.json() as ContractOrderResult;
      expect(answer.contractNumber).toMatch(/^KR-[A-Z2-7]{8}$/);
      expect(answer.startsOn).toBe('2026-12-01');
      // Concluded Monday 30 Nov: 14 days → Monday 14 Dec (§ 355 Abs. 2, § 187 Abs. 1 BGB).
      expect(answer.withdrawalDeadline).toBe('2026-12-14');
      // December pro rata from the 1st (the whole month) + the Startpaket, due 5 days after the order (the default
      // pre-notification): Saturday 5 Dec, so the next TARGET2 business day, Monday 7 Dec.
      expect(answer.firstDebit).toEqual({ date: '2026-12-07', amountCents: 10_900 + 2_900 });
      const repeat = await order(body, key);
      expect(repeat.statusCode).toBe(201);
      expect(repeat.body).toBe(first.body);
      // A retry after midnight, when the start 1 Dec would be refused as too early, still answers the same.
      clock.set(berlinToInstant(2026, 12, 1, 0, 0));
      const late = await order(body, key);
      expect(late.statusCode).toBe(201);
      expect(late.body).toBe(first.body);
      clock.set(NOW);
      expect(await counts(email)).toEqual({ accounts: 1, memberships: 1, contracts: 1, mails: 1 });

      const row = await contractRow(answer.contractNumber);
      expect(row).toMatchObject({
        typeName: 'HYBRID PRO',
        monthlyPriceCents: 10_900,
        setupFeeCents: 2_900,
        minimumTermMonths: 6,
        noticePeriodWeeks: 4,
        totalPriceCents: 6 * 10_900 + 2_900,
        minimumTermEndsOn: '2027-05-31',
        ibanLast4: '3000',
        ibanMasked: 'DE89 •••• •••• •••• ••30 00',
        mandateReference: `M-${answer.contractNumber}`,
        agbVersion: 1,
        withdrawalVersion: 1,
        status: 'active',
        expressStartRequestedAt: null,
      });
      // At rest only encrypted.
      expect(row.ibanEncrypted).toMatch(/^v1:/);
      expect(row.ibanEncrypted).not.toContain('0532013000');
      const membership = await t.database.db
        .selectFrom('memberships')
        .selectAll()
        .where('id', '=', row.membershipId!)
        .executeTakeFirstOrThrow();
      expect(membership).toMatchObject({ startsOn: '2026-12-01', endsOn: null });
      // The new account's mail carries the set-password link and the PDF.
      const mail = await t.database.db
        .selectFrom('mailOutbox')
        .selectAll()
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow();
      const payload = JSON.parse(mail.payload) as { link: string; pdf: string };
      expect(payload.link).toMatch(/\/auth\/set-password#token=/);
      expect(payload.pdf.length).toBeGreaterThan(1000);
    });

    it('makes exactly one of each for 20 parallel requests with one key, all answered alike', async () => {
      const email = 'erika.parallel@example.de';
      const body = await orderBody(email);
      const key = newKey();
      const responses = await Promise.all(Array.from({ length: 20 }, () => order(body, key)));
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      expect(new Set(responses.map((r) => r.body)).size).toBe(1);
      expect(await counts(email)).toEqual({ accounts: 1, memberships: 1, contracts: 1, mails: 1 });
    });

    it('refuses the same key with another body (422)', async () => {
      const key = newKey();
      expect((await order(await orderBody('erika.key@example.de'), key)).statusCode).toBe(201);
      const other = await order(await orderBody('erika.key@example.de', { firstName: 'Anna' }), key);
      expect(other.statusCode).toBe(422);
      expect(errorOf(other).code).toBe('IDEMPOTENCY_KEY_REUSED');
    });

    it('refuses an IBAN with a wrong checksum in German and stores nothing', async () => {
      const email = 'erika.iban@example.de';
      const response = await order(await orderBody(email, { iban: 'DE89 3704 0044 0532 0130 01' }));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).details).toEqual([
        { path: 'iban', message: 'Bitte gib eine gültige IBAN ein (Prüfziffer oder Länge stimmen nicht)' },
      ]);
      expect(await counts(email)).toEqual({ accounts: 0, memberships: 0, contracts: 0, mails: 0 });
    });

    it('refuses a start before tomorrow without the wish to start at once, a minor and a missing key', async () => {
      const today = await order(await orderBody('erika.heute@example.de', { startsOn: '2026-11-30' }));
      expect(errorOf(today).details).toEqual([
        {
          path: 'startsOn',
          message: 'Der früheste Starttermin ist morgen – oder du möchtest sofort beginnen',
        },
      ]);
      const minor = await order(await orderBody('erika.jung@example.de', { dateOfBirth: '2008-12-01' }));
      expect(errorOf(minor).details).toEqual([
        { path: 'dateOfBirth', message: 'Für einen Vertrag online musst du mindestens 18 Jahre alt sein' },
      ]);
      // 18 on 30 Nov 2026 (born 30 Nov 2008): old enough (§ 187 Abs. 2 S. 2 BGB).
      expect(
        (await order(await orderBody('erika.18@example.de', { dateOfBirth: '2008-11-30' }))).statusCode,
      ).toBe(201);
      const noKey = await t.app.inject({
        method: 'POST',
        url: API_PATHS.contracts,
        payload: await orderBody('erika.ohne@example.de'),
      });
      expect(noKey.statusCode).toBe(400);
      expect(JSON.stringify(errorOf(noKey).details)).toContain('Der Idempotency-Key fehlt');
    });

    it('puts the contract on an existing account without saying so: same answer, no second account, no link', async () => {
      const response = await order(
        await orderBody(demo.member.email, { firstName: 'Max', lastName: 'Mitglied' }),
      );
      expect(response.statusCode).toBe(201);
      expect(Object.keys(response.json() as object).sort()).toEqual([
        'contractNumber',
        'firstDebit',
        'startsOn',
        'withdrawalDeadline',
      ]);
      expect((await counts(demo.member.email)).accounts).toBe(1);
      const mail = await t.database.db
        .selectFrom('mailOutbox')
        .selectAll()
        .where('recipient', '=', demo.member.email)
        .where('kind', '=', 'contract-concluded')
        .executeTakeFirstOrThrow();
      expect((JSON.parse(mail.payload) as { link: string }).link).toBe('');
    });
  });

  describe('membership types', () => {
    it('refuses an initial term beyond 24 months and a weekly price that contradicts the monthly one, in German', async () => {
      const base = {
        name: 'Langläufer',
        categories: ['fitness'],
        monthlyPriceCents: 5000,
        soldOnline: true,
      };
      const tooLong = await t.app.inject({
        method: 'POST',
        url: API_PATHS.membershipTypes,
        headers: bearer(adminToken),
        payload: { ...base, minimumTermMonths: 25 },
      });
      expect(tooLong.statusCode).toBe(400);
      expect(errorOf(tooLong).details).toEqual([
        {
          path: 'minimumTermMonths',
          message: 'Die Mindestlaufzeit muss zwischen 1 und 24 Monaten liegen (§ 309 Nr. 9 BGB)',
        },
      ]);
      const weekly = await t.app.inject({
        method: 'POST',
        url: API_PATHS.membershipTypes,
        headers: bearer(adminToken),
        payload: { ...base, minimumTermMonths: 24, weeklyPriceCents: 1500 },
      });
      expect(errorOf(weekly).details).toEqual([
        {
          path: 'weeklyPriceCents',
          message: 'Der Wochenpreis passt nicht zum Monatspreis (Monatspreis × 12 ÷ 52, auf ganze Euro)',
        },
      ]);
      const ok = await t.app.inject({
        method: 'POST',
        url: API_PATHS.membershipTypes,
        headers: bearer(adminToken),
        payload: { ...base, minimumTermMonths: 24, weeklyPriceCents: 1200 },
      });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json()).toMatchObject({
        soldOnline: true,
        minimumTermMonths: 24,
        noticePeriodWeeks: 4,
        setupFeeCents: 0,
      });
    });

    it('lists the seeded tiers with their terms on the public read', async () => {
      const types = (
        await t.app.inject({ method: 'GET', url: API_PATHS.publicMembershipTypes })
      ).json() as Array<{
        name: string;
        soldOnline: boolean;
        setupFeeCents: number;
        minimumTermMonths: number;
        noticePeriodWeeks: number;
      }>;
      expect(
        types
          .filter((type) => ['CORE', 'HYBRID PRO', 'HIGH PERFORMER'].includes(type.name))
          .map(({ name, soldOnline, setupFeeCents, minimumTermMonths, noticePeriodWeeks }) => [
            name,
            soldOnline,
            setupFeeCents,
            minimumTermMonths,
            noticePeriodWeeks,
          ]),
      ).toEqual([
        ['CORE', true, 2900, 12, 4],
        ['HYBRID PRO', true, 2900, 6, 4],
        ['HIGH PERFORMER', true, 2900, 12, 4],
      ]);
    });
  });

  describe('POST /api/v1/contracts/cancellations', () => {
    it('answers a known and an unknown e-mail identically; only the owner gets the confirmation with the end date', async () => {
      const email = 'erika.kuendigt@example.de';
      const { contractNumber } = (await order(await orderBody(email))).json() as ContractOrderResult;
      const cancel = (mail: string, number: string | null) =>
        t.app.inject({
          method: 'POST',
          url: API_PATHS.contractCancellations,
          payload: {
            firstName: 'Erika',
            lastName: 'Mustermann',
            email: mail,
            contractNumber: number,
            kind: 'ordinary',
          },
        });
      const unknown = await cancel('niemand@example.de', 'KR-AAAAAAAA');
      const known = await cancel(email, contractNumber);
      publicAnswers.push(unknown.body, known.body);
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({ receivedAt: NOW.toISOString() });

      // Received 30 Nov, on time for the initial term (6 months from 1 Dec, notice 4 weeks): ends 31 May 2027.
      const row = await contractRow(contractNumber);
      expect(row).toMatchObject({ status: 'cancelled', cancellationKind: 'ordinary', endsOn: '2027-05-31' });
      const membership = await t.database.db
        .selectFrom('memberships')
        .select('endsOn')
        .where('id', '=', row.membershipId!)
        .executeTakeFirstOrThrow();
      expect(membership.endsOn).toBe('2027-05-31');
      const mails = await t.database.db
        .selectFrom('mailOutbox')
        .select(['recipient', 'payload'])
        .where('kind', '=', 'contract-cancelled')
        .execute();
      expect(mails.map((m) => m.recipient)).toEqual([email]);
      expect(mails[0]!.payload).toContain('30.11.2026, 10:00 Uhr');
      expect(mails[0]!.payload).toContain('31.05.2027');
    });

    it('tells a signed-in member the end date of their own contract; without a number the names identify it', async () => {
      const email = 'erika.angemeldet@example.de';
      const { contractNumber } = (await order(await orderBody(email))).json() as ContractOrderResult;
      const user = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const token = await t.app.signAccessToken({
        id: user.id,
        email,
        firstName: user.firstName,
        lastName: user.lastName,
        roles: ['User'],
        isActive: true,
      });
      const response = await t.app.inject({
        method: 'POST',
        url: API_PATHS.contractCancellations,
        headers: bearer(token),
        payload: {
          firstName: 'erika',
          lastName: 'MUSTERMANN',
          email,
          kind: 'extraordinary',
          reason: 'Umzug ins Ausland',
        },
      });
      expect(response.statusCode, response.body).toBe(202);
      // Extraordinary (§ 314 BGB) without a wished date: the day of receipt.
      expect(response.json()).toEqual({ receivedAt: NOW.toISOString(), endsOn: '2026-11-30' });
      expect((await contractRow(contractNumber)).status).toBe('cancelled');
      const missingReason = await t.app.inject({
        method: 'POST',
        url: API_PATHS.contractCancellations,
        payload: { firstName: 'Erika', lastName: 'Mustermann', email, kind: 'extraordinary' },
      });
      expect(errorOf(missingReason).details).toEqual([
        {
          path: 'reason',
          message:
            'Für eine außerordentliche Kündigung gib bitte den wichtigen Grund an (1 bis 2000 Zeichen)',
        },
      ]);
    });
  });

  describe('withdrawal (§ 356a BGB)', () => {
    const withdraw = (contractNumber: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.contractWithdrawals,
        payload: { contractNumber, email },
      });

    it('accepts a withdrawal on day 14 at 23:59 and refuses one at 00:00 of day 15, with the same answer', async () => {
      const inTime = 'erika.widerruf@example.de';
      const late = 'erika.zuspaet@example.de';
      const a = (await order(await orderBody(inTime))).json() as ContractOrderResult;
      const b = (await order(await orderBody(late))).json() as ContractOrderResult;

      clock.set(berlinToInstant(2026, 12, 14, 23, 59));
      const accepted = await withdraw(a.contractNumber, inTime);
      expect(accepted.statusCode).toBe(202);
      expect((await contractRow(a.contractNumber)).status).toBe('withdrawn');

      clock.set(berlinToInstant(2026, 12, 15, 0, 0));
      const refused = await withdraw(b.contractNumber, late);
      const unknown = await withdraw('KR-ZZZZZZZZ', late);
      publicAnswers.push(accepted.body, refused.body, unknown.body);
      expect(refused.statusCode).toBe(202);
      expect(refused.body).toBe(unknown.body);
      expect((await contractRow(b.contractNumber)).status).toBe('active');
      const lateMail = await t.database.db
        .selectFrom('mailOutbox')
        .select('payload')
        .where('recipient', '=', late)
        .where('kind', '=', 'contract-withdrawal-late')
        .executeTakeFirstOrThrow();
      expect(lateMail.payload).toContain('14.12.2026');

      // The accepted one: the membership never starts (withdrawn before 1 Dec? no: on 14 Dec, it ran 1–14 Dec).
      const row = await contractRow(a.contractNumber);
      expect(row).toMatchObject({ endsOn: '2026-12-14', withdrawalProRataCents: 0 });
      const ack = await t.database.db
        .selectFrom('mailOutbox')
        .select('payload')
        .where('recipient', '=', inTime)
        .where('kind', '=', 'contract-withdrawn')
        .executeTakeFirstOrThrow();
      expect(ack.payload).toContain('14.12.2026, 23:59 Uhr');
    });

    it('states the value owed after an express start (§ 357a Abs. 2 BGB) and refuses the member late with 409', async () => {
      const email = 'erika.sofort@example.de';
      const answer = (
        await order(await orderBody(email, { startImmediately: true, startsOn: undefined }))
      ).json() as ContractOrderResult;
      expect(answer.startsOn).toBe('2026-11-30');
      const user = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const token = await t.app.signAccessToken({
        id: user.id,
        email,
        firstName: user.firstName,
        lastName: user.lastName,
        roles: ['User'],
        isActive: true,
      });
      const mine = (
        await t.app.inject({ method: 'GET', url: API_PATHS.myContracts, headers: bearer(token) })
      ).json() as Contract[];
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        canWithdraw: true,
        status: 'active',
        ibanMasked: 'DE89 •••• •••• •••• ••30 00',
      });
      expect(mine[0]!.expressStartRequestedAt).toBe(NOW.toISOString());

      // Withdrawn on Saturday 5 Dec: 30 Nov – 5 Dec are 6 days; 109 € × 12 ÷ 365 × 6 = 21,50 €.
      clock.set(berlinToInstant(2026, 12, 5, 12, 0));
      const response = await t.app.inject({
        method: 'POST',
        url: API_PATHS.contractWithdrawal(mine[0]!.id),
        headers: bearer(token),
      });
      publicAnswers.push(response.body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        receivedAt: berlinToInstant(2026, 12, 5, 12, 0).toISOString(),
        proRataCents: 2150,
        endsOn: '2026-12-05',
      });
      const ack = await t.database.db
        .selectFrom('mailOutbox')
        .select('payload')
        .where('recipient', '=', email)
        .where('kind', '=', 'contract-withdrawn')
        .executeTakeFirstOrThrow();
      expect(ack.payload).toContain('21,50 €');

      const other = 'erika.spaet@example.de';
      clock.set(NOW);
      expect((await order(await orderBody(other))).statusCode).toBe(201);
      const otherUser = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', other)
        .executeTakeFirstOrThrow();
      const otherToken = await t.app.signAccessToken({
        id: otherUser.id,
        email: other,
        firstName: otherUser.firstName,
        lastName: otherUser.lastName,
        roles: ['User'],
        isActive: true,
      });
      const otherContract = await t.database.db
        .selectFrom('contracts')
        .select('id')
        .where('userId', '=', otherUser.id)
        .executeTakeFirstOrThrow();
      clock.set(berlinToInstant(2026, 12, 15, 0, 0));
      const tooLate = await t.app.inject({
        method: 'POST',
        url: API_PATHS.contractWithdrawal(otherContract.id),
        headers: bearer(otherToken),
      });
      expect(tooLate.statusCode).toBe(409);
      expect(errorOf(tooLate).message).toBe(
        'Die Widerrufsfrist ist am 14.12.2026 abgelaufen. Du kannst den Vertrag über „Verträge hier kündigen“ kündigen.',
      );
      // Another member's contract is not found.
      const foreign = await t.app.inject({
        method: 'POST',
        url: API_PATHS.contractWithdrawal(otherContract.id),
        headers: bearer(token),
      });
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('the PDF and the desk', () => {
    it('the PDF names the member, the tier, the prices, the masked IBAN and the mandate reference', async () => {
      const email = 'erika.pdf@example.de';
      const { contractNumber } = (await order(await orderBody(email))).json() as ContractOrderResult;
      const row = await contractRow(contractNumber);
      const pdf = await t.app.inject({
        method: 'GET',
        url: API_PATHS.contractPdf(row.id),
        headers: bearer(adminToken),
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
      const { text } = await parser.getText();
      await parser.destroy();
      for (const expected of [
        'Erika Mustermann',
        'HYBRID PRO',
        '109,00 €',
        '29,00 €',
        '683,00 €',
        'DE89 •••• •••• •••• ••30 00',
        `M-${contractNumber}`,
        'DE98ZZZ09999999999',
        'Widerrufsbelehrung',
        'Muster-Widerrufsformular',
        'Allgemeine Geschäftsbedingungen',
      ])
        expect(text, expected).toContain(expected);
      expect(text.replace(/\s/g, '')).not.toContain(IBAN);
      // The model form once, after the instructions from the published page.
      expect(text.split('Unzutreffendes streichen')).toHaveLength(2);
      // The same bytes went into the mail.
      const mail = await t.database.db
        .selectFrom('mailOutbox')
        .select('payload')
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow();
      expect(
        Buffer.from((JSON.parse(mail.payload) as { pdf: string }).pdf, 'base64').equals(pdf.rawPayload),
      ).toBe(true);
    });

    it('lists contracts for the desk and shows the full IBAN only in its contract view; members get 403', async () => {
      const list = await t.app.inject({
        method: 'GET',
        url: `${API_PATHS.contracts}?limit=2`,
        headers: bearer(adminToken),
      });
      expect(list.statusCode).toBe(200);
      const page = list.json() as Array<{ id: number; ibanMasked: string }>;
      expect(page).toHaveLength(2);
      expect(list.body).not.toContain(IBAN);
      const detail = await t.app.inject({
        method: 'GET',
        url: API_PATHS.contract(page[0]!.id),
        headers: bearer(adminToken),
      });
      expect((detail.json() as AdminContractDetail).iban).toBe(IBAN);
      const memberToken = await login(t.app, demo.member);
      const refused = await t.app.inject({
        method: 'GET',
        url: API_PATHS.contract(page[0]!.id),
        headers: bearer(memberToken),
      });
      publicAnswers.push(refused.body);
      expect(refused.statusCode).toBe(403);
    });

    it('lets the admin change the legal data (checked creditor id, audited), members not', async () => {
      const current = (await t.app.inject({ method: 'GET', url: API_PATHS.legal })).json() as Record<
        string,
        unknown
      >;
      const { agbVersion: _a, withdrawalVersion: _w, ...data } = current;
      const put = (payload: object, token = adminToken) =>
        t.app.inject({ method: 'PUT', url: API_PATHS.legalSettings, headers: bearer(token), payload });
      const wrong = await put({ ...data, creditorId: 'DE99ZZZ09999999999' });
      expect(errorOf(wrong).details).toEqual([
        {
          path: 'creditorId',
          message: 'Bitte gib eine gültige Gläubiger-Identifikationsnummer an (z. B. DE98ZZZ09999999999)',
        },
      ]);
      const saved = await put({ ...data, minimumAge: 16 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ minimumAge: 16, creditorId: 'DE98ZZZ09999999999' });
      const memberToken = await login(t.app, demo.member);
      expect((await put({ ...data }, memberToken)).statusCode).toBe(403);
      expect((await put({ ...data })).statusCode).toBe(200);
    });

    it('records the AGB version published when the contract is concluded: an edit in the editor is a new version', async () => {
      const draft = (
        await t.app.inject({ method: 'GET', url: API_PATHS.pageDraft('agb'), headers: bearer(adminToken) })
      ).json() as { version: number; document: { blocks: unknown[] } & Record<string, unknown> };
      const saved = await t.app.inject({
        method: 'PUT',
        url: API_PATHS.page('agb'),
        headers: bearer(adminToken),
        payload: {
          baseVersion: draft.version,
          document: { ...draft.document, description: 'AGB, Fassung mit neuer Beschreibung.' },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const published = await t.app.inject({
        method: 'POST',
        url: API_PATHS.pagePublish('agb'),
        headers: bearer(adminToken),
        payload: { baseVersion: (saved.json() as { version: number }).version },
      });
      expect(published.statusCode, published.body).toBe(200);
      const { agbVersion } = (await t.app.inject({ method: 'GET', url: API_PATHS.legal })).json() as {
        agbVersion: number;
      };
      expect(agbVersion).toBeGreaterThan(1);
      const { contractNumber } = (
        await order(await orderBody('erika.agb@example.de'))
      ).json() as ContractOrderResult;
      expect((await contractRow(contractNumber)).agbVersion).toBe(agbVersion);
    });

    it('GET /api/v1/legal names the demo legal data and the published version of the Widerrufsbelehrung', async () => {
      const legal = await t.app.inject({ method: 'GET', url: API_PATHS.legal });
      expect(legal.json()).toMatchObject({
        creditorId: 'DE98ZZZ09999999999',
        minimumAge: 18,
        withdrawalVersion: 1,
      });
    });
  });

  it('has the IBAN in no log line and no answer but the desk contract view (with and without spaces)', () => {
    const spaced = ORDER_IBAN_SPACED;
    const digits = IBAN.slice(4);
    const haystacks = [...t.logs, ...publicAnswers];
    expect(haystacks.length).toBeGreaterThan(20);
    for (const text of haystacks) {
      expect(text).not.toContain(IBAN);
      expect(text).not.toContain(spaced);
      expect(text).not.toContain(digits);
      expect(text.replace(/\s/g, '')).not.toContain(digits);
    }
  });
});

describe.each(dialects())('the contract mail on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestAppWithSmtp>>;
  beforeAll(async () => {
    t = await createTestAppWithSmtp(dialect, {
      clock: testClock(NOW),
      config: { appUrl: 'http://studio.test' },
    });
  });
  afterAll(async () => t?.close());

  it('reaches the SMTP server with the contract PDF and the set-password link, which the outbox then forgets', async () => {
    const typeRow = await t.database.db
      .selectFrom('membershipTypes')
      .select('id')
      .where('name', '=', 'CORE')
      .executeTakeFirstOrThrow();
    const email = 'erika.smtp@example.de';
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.contracts,
      headers: { 'idempotency-key': 'smtp-order-0001' },
      payload: {
        typeId: typeRow.id,
        startsOn: '2026-12-01',
        firstName: 'Erika',
        lastName: 'Mustermann',
        dateOfBirth: '1990-05-17',
        street: 'Heidestraße 17',
        postalCode: '51147',
        city: 'Köln',
        email,
        phone: '0151 2345678',
        accountHolder: 'Erika Mustermann',
        iban: IBAN,
        acceptTerms: true,
        mandateConsent: true,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { contractNumber } = response.json() as ContractOrderResult;
    await until(() => t.smtp.received.some((m) => m.to.includes(email)));
    const raw = t.smtp.received.find((m) => m.to.includes(email))!.raw;
    const mail = parseMail(raw);
    expect(mail.subject).toBe(`Dein Mitgliedschaftsvertrag ${contractNumber}`);
    expect(mail.text).toContain(
      'Gesamtpreis für die Mindestlaufzeit: 857,00 € (12 Monate × 69,00 € + 29,00 € Startpaket)',
    );
    expect(mail.text).toMatch(/http:\/\/studio\.test\/auth\/set-password#token=/);
    expect(mail.attachments.map((a) => [a.filename, a.contentType.split(';')[0]])).toEqual([
      [`Vertrag-${contractNumber}.pdf`, 'application/pdf'],
    ]);
    expect(raw.replace(/\s/g, '')).not.toContain(IBAN);
    // The PDF's bytes, base64 in the MIME part.
    const part = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)![1]!;
    const parser = new PDFParse({ data: new Uint8Array(Buffer.from(part.replace(/\s/g, ''), 'base64')) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Erika Mustermann');
    expect(text).toContain('CORE');
    expect(text).toContain(`M-${contractNumber}`);
    await until(async () => {
      const row = await t.database.db
        .selectFrom('mailOutbox')
        .select(['sentAt', 'payload'])
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow();
      return row.sentAt !== null;
    });
    const sent = await t.database.db
      .selectFrom('mailOutbox')
      .select('payload')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(sent.payload)).toMatchObject({ link: '', pdf: '' });
  });
});
