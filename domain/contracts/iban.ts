// The account data of a SEPA direct-debit mandate: the member's IBAN (checked with ibantools: mod 97 and the
// country's length), how it is shown (grouped, or masked everywhere but the desk's contract view), the studio's
// creditor identifier (Gläubiger-Identifikationsnummer) and the mandate reference made from the contract number.
import { friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/** An IBAN as typed → its electronic form: spaces (also non-breaking ones) and hyphens removed, upper case. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether the input is an IBAN: the country's length and the mod-97 check digits (ISO 13616), spaces allowed. */
export function isValidIban(input: string): boolean {
  return isValidIBAN(normalizeIban(input));
}

/** An IBAN in groups of four: 'DE89 3704 0044 0532 0130 00'. */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(normalizeIban(iban)) ?? '';
}

/**
 * An IBAN for every view but the desk's contract view: country, check digits and the last four characters shown,
 * the rest as '•', grouped like the IBAN: 'DE89 •••• •••• •••• ••30 00'.
 */
export function maskIban(iban: string): string {
  const electronic = normalizeIban(iban);
  const masked = electronic
    .split('')
    .map((char, index) => (index < 4 || index >= electronic.length - 4 ? char : '•'))
    .join('');
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Digits of an alphanumeric string for mod 97: A = 10 … Z = 35 (ISO 7064). */
function mod97(alphanumeric: string): number {
  let rest = 0;
  for (const char of alphanumeric) {
    const value = char >= 'A' && char <= 'Z' ? char.charCodeAt(0) - 55 : Number(char);
    for (const digit of String(value)) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** Lengths of creditor identifiers where the country fixes one (DE: 18, Deutsche Bundesbank). */
const CREDITOR_ID_LENGTHS: Record<string, number> = { DE: 18, AT: 18 };

/**
 * A SEPA creditor identifier: country, two check digits, a three-character business code that the check ignores,
 * then the national identifier; the check digits are 98 − (national identifier + country + '00') mod 97 (EPC262).
 * DE98ZZZ09999999999 is the Bundesbank's test identifier.
 */
export function isValidCreditorId(id: string): boolean {
  const value = id.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(value)) return false;
  const country = value.slice(0, 2);
  if (CREDITOR_ID_LENGTHS[country] !== undefined && value.length !== CREDITOR_ID_LENGTHS[country])
    return false;
  const check = 98 - mod97(`${value.slice(7)}${country}00`);
  return String(check).padStart(2, '0') === value.slice(2, 4);
}

/** The longest mandate reference SEPA allows. */
const MANDATE_REFERENCE_MAX = 35;

/**
 * The mandate reference of a contract: 'M-' and the contract number in upper case, keeping only letters, digits
 * and '-' (a subset of the SEPA character set that every bank accepts), at most 35 characters.
 */
/**
 * The reference of the mandate that replaces `current` on a contract (a new IBAN means a new mandate, which the
 * SEPA rulebook starts again with FRST): the contract's reference with the next number, M-KR-1234 → M-KR-1234-2
 * → M-KR-1234-3.
 */
export function nextMandateReference(contractNumber: string, current: string): string {
  const base = mandateReference(contractNumber);
  const suffix = current.startsWith(`${base}-`) ? Number(current.slice(base.length + 1)) : 1;
  const reference = `${base}-${(Number.isInteger(suffix) && suffix > 0 ? suffix : 1) + 1}`;
  if (reference.length > MANDATE_REFERENCE_MAX)
    throw new RangeError(`Keine weitere Mandatsreferenz für diesen Vertrag: ${contractNumber}`);
  return reference;
}

export function mandateReference(contractNumber: string): string {
  const core = contractNumber
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, '')
    .replace(/^-+/, '');
  const reference = `M-${core}`;
  if (core === '' || reference.length > MANDATE_REFERENCE_MAX)
    throw new RangeError(`Aus dieser Vertragsnummer entsteht keine Mandatsreferenz: ${contractNumber}`);
  return reference;
}
