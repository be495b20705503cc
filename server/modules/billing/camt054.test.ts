import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DomainError } from '#domain/errors/domain-error';
import { CAMT_MESSAGES, decimalToCents, parseCamt054 } from './camt054';

// Hand-written notifications in tests/fixtures/camt054 (README there says what each holds).
const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/camt054/${name}`, import.meta.url), 'utf8');

/** The German message of the validation error a file raises. */
function refusal(xml: string): string {
  try {
    parseCamt054(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('VALIDATION');
    expect((error as DomainError).status).toBe(400);
    return (error as DomainError).details![0]!.message;
  }
  throw new Error('parseCamt054 accepted the file');
}

describe('parseCamt054 (ISO 20022 BankToCustomerDebitCreditNotification)', () => {
  it('.001.08: every booked return, two of them in one entry; credits and pending entries are not returns', () => {
    expect(parseCamt054(fixture('returns.camt.054.001.08.xml'))).toEqual([
      { endToEndId: '2026-000123', amountCents: 1010, reasonCode: 'MD06', bookedOn: '2026-12-08' },
      { endToEndId: '2026-000125', amountCents: 6900, reasonCode: 'AM04', bookedOn: '2026-12-08' },
      // Booked at 23:30 UTC on 9 December: 00:30 on the 10th in Berlin.
      { endToEndId: '2026-000124', amountCents: 1_234_567, reasonCode: 'AC04', bookedOn: '2026-12-10' },
    ]);
  });

  it('.001.02 with a namespace prefix: a return (TxAmt) and a reversal without return information (entry amount)', () => {
    expect(parseCamt054(fixture('returns.camt.054.001.02.xml'))).toEqual([
      { endToEndId: '2026-000121', amountCents: 8684, reasonCode: 'AC04', bookedOn: '2026-12-07' },
      { endToEndId: '2026-000122', amountCents: 1, reasonCode: null, bookedOn: '2026-12-08' },
    ]);
  });

  it('a file that returns nothing gives []', () => {
    expect(parseCamt054(fixture('no-returns.camt.054.001.08.xml'))).toEqual([]);
  });

  it('refuses garbage in German', () => {
    expect(refusal(fixture('garbage.txt'))).toBe(CAMT_MESSAGES.malformed);
    expect(refusal('')).toBe(CAMT_MESSAGES.malformed);
    expect(refusal('<Document><BkToCstmrDbtCdtNtfctn>')).toBe(CAMT_MESSAGES.malformed);
  });

  it.each([
    ['an account statement (camt.053)', 'camt.053.001.08'],
    ['a bank file of our own (pain.008)', 'pain.008.001.08'],
    ['camt.054 of another standard body', null],
  ])('refuses %s', (_why, message) => {
    const xml = fixture('no-returns.camt.054.001.08.xml').replace(
      'urn:iso:std:iso:20022:tech:xsd:camt.054.001.08',
      message ? `urn:iso:std:iso:20022:tech:xsd:${message}` : 'urn:example:camt.054.001.08',
    );
    expect(refusal(xml)).toBe(CAMT_MESSAGES.notCamt054);
  });

  it('refuses a camt.054 namespace around another message', () => {
    const xml = fixture('no-returns.camt.054.001.08.xml').replaceAll(
      'BkToCstmrDbtCdtNtfctn',
      'BkToCstmrStmt',
    );
    expect(refusal(xml)).toBe(CAMT_MESSAGES.notCamt054);
  });

  it('refuses a document type declaration, so no entity is ever expanded (billion laughs, external entities)', () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE Document [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY file SYSTEM "file:///etc/passwd">
]>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>&lol2;&file;</MsgId></GrpHdr></BkToCstmrDbtCdtNtfctn></Document>`;
    expect(refusal(laughs)).toBe(CAMT_MESSAGES.doctype);
  });

  it('refuses an amount that is not euros and cents', () => {
    const xml = fixture('returns.camt.054.001.08.xml').replace(
      '<Amt Ccy="EUR">10.10</Amt>',
      '<Amt Ccy="EUR">10.101</Amt>',
    );
    expect(refusal(xml)).toBe(CAMT_MESSAGES.amount.replace('{amount}', '10.101'));
  });

  it('refuses a return without an end-to-end id', () => {
    const xml = fixture('returns.camt.054.001.08.xml').replace('<EndToEndId>2026-000124</EndToEndId>', '');
    expect(refusal(xml)).toBe(CAMT_MESSAGES.endToEndId);
  });
});

describe('decimalToCents (exact, from the digits)', () => {
  it.each([
    ['69.00', 6900],
    ['69', 6900],
    ['69.5', 6950],
    ['0.01', 1],
    ['10.10', 1010],
    ['12345.67', 1_234_567],
    ['0.29', 29], // 0.29 × 100 is 28.999999999999996 in floating point
    ['1.15', 115], // 1.15 × 100 is 114.99999999999999
  ])('%s → %i', (amount, cents) => {
    expect(decimalToCents(amount)).toBe(cents);
  });

  it.each(['-1.00', '1,00', '1.001', '', '1e3', ' 1.00'])('refuses %j', (amount) => {
    expect(() => decimalToCents(amount)).toThrow(DomainError);
  });
});
