// The contract pages' forms posted without JavaScript (issue 31, decision 0192) on every engine: the checkout's
// fields become the order's body and the JSON route answers it in-process (303 to the confirmation page; the same
// fields posted twice make one contract; a wrong IBAN gets the German page naming the field, and nothing is
// stored); the withdrawal asks once more before it is declared; the cancellation answers the same receipt for an
// unknown contract; none of it is an API route. The clock is frozen at Monday 30 November 2026, 10:00 in Berlin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_PATHS } from '#domain/routing';
import { berlinToInstant } from '#domain/time';
import { createTestApp, dialects, testClock, type TestApp } from './helpers';

const FORM = 'application/x-www-form-urlencoded';
const NOW = berlinToInstant(2026, 11, 30, 10, 0);

describe.each(dialects())('the contract forms without JavaScript on %s', (dialect) => {
  let t: TestApp;
  let hybridPro: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: testClock(NOW), config: { intakeRateLimit: 1000 } });
    hybridPro = (
      await t.database.db
        .selectFrom('membershipTypes')
        .select('id')
        .where('name', '=', 'HYBRID PRO')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t?.close());

  const post = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': FORM },
      payload: new URLSearchParams(fields).toString(),
    });
  const contractsOf = (email: string) =>
    t.database.db.selectFrom('contracts').selectAll().where('email', '=', email).execute();

  /** What the browser posts for a filled checkout: checkboxes only when ticked, with their value. */
  const checkout = (email: string, iban = 'DE89 3704 0044 0532 0130 00') => ({
    typeId: String(hybridPro),
    seite: '/mitglied-werden/hybrid-pro',
    startsOn: '2026-12-01',
    firstName: 'Nora',
    lastName: 'Ohneskript',
    dateOfBirth: '1990-04-12',
    street: 'Lindenstraße 5',
    postalCode: '10969',
    city: 'Berlin',
    email,
    phone: '030 1234567',
    accountHolder: 'Nora Ohneskript',
    iban,
    mandateConsent: 'true',
    acceptTerms: 'on',
  });

  it('orders: 303 to the confirmation page with the answer; the same fields twice make one contract', async () => {
    const email = `noscript-${dialect}@example.de`;
    const first = await post(FORM_PATHS.contract, checkout(email));
    expect(first.statusCode, first.body).toBe(303);
    const location = new URL(first.headers.location as string, 'http://x');
    expect(location.pathname).toBe('/mitglied-werden/hybrid-pro/bestaetigt');
    expect(location.searchParams.get('vertrag')).toMatch(/^KR-[A-Z2-7]{8}$/);
    expect(location.searchParams.get('beginn')).toBe('2026-12-01');
    expect(location.searchParams.get('abbuchung')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(location.searchParams.get('betrag'))).toBeGreaterThan(0);
    expect(location.searchParams.get('widerruf')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // A double tap or a reload repeating the post: the same key (the fields' digest), the same contract.
    const again = await post(FORM_PATHS.contract, checkout(email));
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(first.headers.location);
    expect(await contractsOf(email)).toHaveLength(1);
  });

  it('refuses a wrong IBAN with the German page naming the field, and stores nothing; the IBAN is not in it', async () => {
    const email = `noscript-iban-${dialect}@example.de`;
    const response = await post(FORM_PATHS.contract, checkout(email, 'DE89 3704 0044 0532 0130 01'));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="de">');
    expect(response.body).toContain('<strong>IBAN:</strong>');
    expect(response.body).toContain('href="/mitglied-werden/hybrid-pro"');
    expect(response.body.replace(/\s+/g, '')).not.toContain('DE89370400440532013001');
    expect(await contractsOf(email)).toHaveLength(0);
  });

  it('withdraws only after the confirmation step, then answers with the receipt and its time', async () => {
    const email = `noscript-widerruf-${dialect}@example.de`;
    const ordered = await post(FORM_PATHS.contract, checkout(email));
    const contractNumber = new URL(ordered.headers.location as string, 'http://x').searchParams.get(
      'vertrag',
    )!;

    const ask = await post(FORM_PATHS.withdrawal, { contractNumber, email });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('Widerruf bestätigen');
    expect(ask.body).toContain(`action="${FORM_PATHS.withdrawal}"`);
    expect(ask.body).toContain('name="bestaetigt" value="true"');
    expect(ask.body).toContain('Widerruf jetzt erklären');
    // Nothing declared yet.
    expect((await contractsOf(email))[0]!.status).toBe('active');

    const declared = await post(FORM_PATHS.withdrawal, { contractNumber, email, bestaetigt: 'true' });
    expect(declared.statusCode).toBe(303);
    expect(declared.headers.location).toBe(
      `${FORM_PATHS.withdrawalDone}?am=${encodeURIComponent(NOW.toISOString())}`,
    );
    expect((await contractsOf(email))[0]!.status).toBe('withdrawn');
    const receipt = await t.app.inject({ url: declared.headers.location as string });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('Dein Widerruf ist eingegangen');
    expect(receipt.body).toContain('Eingegangen am 30.11.2026, 10:00 Uhr.');
  });

  it('answers a cancellation of an unknown contract with the same receipt as a known one', async () => {
    const email = `noscript-kuendigung-${dialect}@example.de`;
    const ordered = await post(FORM_PATHS.contract, checkout(email));
    const contractNumber = new URL(ordered.headers.location as string, 'http://x').searchParams.get(
      'vertrag',
    )!;
    const cancel = (fields: Record<string, string>) =>
      post(FORM_PATHS.cancellation, {
        firstName: 'Nora',
        lastName: 'Ohneskript',
        kind: 'ordinary',
        ...fields,
      });

    const known = await cancel({ email, contractNumber });
    const unknown = await cancel({ email: `niemand-${dialect}@example.de`, contractNumber: 'KR-AAAAAAAA' });
    expect(known.statusCode).toBe(303);
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe(known.headers.location);
    expect((await contractsOf(email))[0]!.status).toBe('cancelled');

    // An extraordinary cancellation without its reason: the German page names the field.
    const noReason = await cancel({ email, contractNumber, kind: 'extraordinary' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('<strong>Wichtiger Grund:</strong>');
  });
});
