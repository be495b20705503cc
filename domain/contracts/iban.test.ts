import { describe, expect, it } from 'vitest';
import {
  formatIban,
  isValidCreditorId,
  isValidIban,
  mandateReference,
  maskIban,
  nextMandateReference,
  normalizeIban,
} from './iban';

// The IBANs are the published examples of their national banks (ISO 13616 check digits); the creditor identifier
// is the Deutsche Bundesbank's test identifier.

describe('isValidIban (ISO 13616: mod 97 and the country’s length)', () => {
  it.each([
    ['DE89370400440532013000', true, 'a German example'],
    ['DE89 3704 0044 0532 0130 00', true, 'with spaces'],
    ['de89 3704 0044 0532 0130 00', true, 'in lower case'],
    ['DE89\u00a03704\u00a00044\u00a00532\u00a00130\u00a000', true, 'with non-breaking spaces from a paste'],
    ['AT611904300234573201', true, 'Austria (20 characters)'],
    ['NL91ABNA0417164300', true, 'the Netherlands (letters in the account)'],
    ['FR1420041010050500013M02606', true, 'France (27 characters)'],
    ['DE89370400440532013001', false, 'one digit changed: wrong checksum'],
    ['DE98370400440532013000', false, 'check digits changed'],
    ['DE8937040044053201300', false, 'one character short for Germany'],
    ['DE893704004405320130000', false, 'one character long for Germany'],
    ['XX89370400440532013000', false, 'no such country'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (input, expected) => {
    expect(isValidIban(input)).toBe(expected);
  });
});

describe('normalizeIban, formatIban, maskIban', () => {
  it('normalizes what a member types to the electronic form', () => {
    expect(normalizeIban(' de89 3704-0044 0532 0130 00 ')).toBe('DE89370400440532013000');
  });

  it('groups in fours', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it.each([
    ['DE89370400440532013000', 'DE89 •••• •••• •••• ••30 00'],
    ['de89 3704 0044 0532 0130 00', 'DE89 •••• •••• •••• ••30 00'],
    ['AT611904300234573201', 'AT61 •••• •••• •••• 3201'],
    ['FR1420041010050500013M02606', 'FR14 •••• •••• •••• •••• •••2 606'],
  ])('masks %s as %s', (iban, expected) => {
    expect(maskIban(iban)).toBe(expected);
  });

  it('shows no more than country, check digits and the last four characters', () => {
    const masked = maskIban('DE89370400440532013000').replace(/[\s•]/g, '');
    expect(masked).toBe('DE893000');
  });
});

describe('isValidCreditorId (SEPA Gläubiger-Identifikationsnummer, EPC262)', () => {
  it.each([
    ['DE98ZZZ09999999999', true, 'the Bundesbank’s test identifier'],
    ['de98zzz09999999999', true, 'in lower case'],
    ['DE98 ZZZ 09999999999', true, 'with spaces'],
    ['DE98ABC09999999999', true, 'the business code is not part of the check'],
    ['DE97ZZZ09999999999', false, 'wrong check digits'],
    ['DE98ZZZ09999999998', false, 'national identifier changed'],
    ['DE98ZZZ0999999999', false, 'one character short for Germany'],
    ['DE98ZZZ', false, 'no national identifier'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (id, expected) => {
    expect(isValidCreditorId(id)).toBe(expected);
  });
});

describe('mandateReference', () => {
  it.each([
    ['2027-000123', 'M-2027-000123'],
    ['kr 12/ab', 'M-KR12AB'],
  ])('%s → %s', (contractNumber, expected) => {
    expect(mandateReference(contractNumber)).toBe(expected);
  });

  it('refuses a contract number that leaves nothing or more than 35 characters', () => {
    expect(() => mandateReference('')).toThrow(RangeError);
    expect(() => mandateReference('///')).toThrow(RangeError);
    expect(() => mandateReference('1'.repeat(34))).toThrow(RangeError);
    expect(mandateReference('1'.repeat(33))).toHaveLength(35);
  });
});

describe('nextMandateReference (SEPA rulebook: a new IBAN is a new mandate, first collected as FRST)', () => {
  it.each([
    ['KR-1234', 'M-KR-1234', 'M-KR-1234-2'],
    ['KR-1234', 'M-KR-1234-2', 'M-KR-1234-3'],
    ['KR-1234', 'M-KR-1234-9', 'M-KR-1234-10'],
    // A reference not made from this contract's number (typed by hand earlier) starts the numbering anew.
    ['KR-1234', 'ALT-REF-7', 'M-KR-1234-2'],
    ['KR-1234', 'M-KR-1234-x', 'M-KR-1234-2'],
  ])('%s with %s → %s', (contract, current, next) => {
    expect(nextMandateReference(contract, current)).toBe(next);
  });

  it('refuses a reference beyond 35 characters', () => {
    const number = `KR-${'9'.repeat(29)}`; // M-KR-999… is 34 characters, '-2' makes 36
    expect(() => nextMandateReference(number, mandateReference(number))).toThrow(RangeError);
  });
});
