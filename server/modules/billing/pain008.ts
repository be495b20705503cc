// The bank file of a debit run (issue 33): a SEPA Core direct-debit initiation, pain.008.001.08 (what German banks
// take today) or .02 where the settings ask for it, written with the `sepa` package. One PmtInf per sequence type
// (FRST, RCUR), each with the studio's creditor identifier; per transaction the mandate reference and its
// signature date, the end-to-end id (the invoice number) and the German remittance text. Amounts come in as
// integer cents; the control sums are counted in cents, not added up as floating-point euros.
import { Document } from 'sepa';
import { dateParts } from '#domain/contracts/calendar';
import { isValidCreditorId, isValidIban, normalizeIban } from '#domain/contracts/iban';
import { berlinWallTime } from '#domain/time';

export interface DebitTransaction {
  endToEndId: string;
  amountCents: number;
  mandateReference: string;
  mandateSignedOn: string;
  sequenceType: 'FRST' | 'RCUR';
  debtorName: string;
  debtorIban: string;
  debtorBic?: string;
  remittance: string;
}

export interface Pain008Input {
  version: 'pain.008.001.08' | 'pain.008.001.02';
  /** The message id (MsgId): unique per file, at most 27 characters (the PmtInfId and InstrId extend it). */
  messageId: string;
  createdAt: Date;
  creditor: { name: string; iban: string; bic?: string; creditorId: string };
  /** The collection date (ReqdColltnDt), a TARGET2 business day 'YYYY-MM-DD'. */
  collectionDate: string;
  transactions: DebitTransaction[];
}

/** The longest message id: its PmtInfId adds '.0', each InstrId '.0.' and up to 5 digits, within 35 characters. */
export const MESSAGE_ID_MAX = 27;
const MAX_AMOUNT_CENTS = 99_999_999_999;
const SEQUENCE_TYPES = ['FRST', 'RCUR'] as const;

/**
 * The characters German banks take in SEPA text fields (the SEPA basic Latin set and, by the Deutsche Kreditwirtschaft's
 * agreement, the umlauts, ß, &, *, $ and %).
 */
const SEPA_CHAR = /[A-Za-z0-9/\-?:().,'+ ÄÖÜäöüß&*$%]/;

/** Latin letters without a decomposition into a base letter and an accent. */
const LETTERS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  ı: 'i',
};

/** A text in the SEPA character set: accents dropped ('José' → 'Jose'), anything else a space, at most `max` long. */
export function sepaText(text: string, max: number): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (SEPA_CHAR.test(char)) out += char;
    else {
      const plain = LETTERS[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...plain].every((c) => SEPA_CHAR.test(c)) && plain !== '' ? plain : ' ';
    }
  }
  return out.replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** A Berlin calendar date as the local-time Date the library formats back into the same 'YYYY-MM-DD'. */
function localDate(date: string): Date {
  const [year, month, day] = dateParts(date);
  return new Date(year, month - 1, day);
}

/** An instant as a local-time Date whose fields are Berlin's wall time (CreDtTm has no offset). */
function berlinLocal(instant: Date): Date {
  const wall = berlinWallTime(instant);
  return new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, instant.getUTCSeconds());
}

function sepaId(value: string, max: number, what: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9+?/\-:().,']*$/.test(value) || value.length > max || value.includes('//'))
    throw new RangeError(`${what} ist keine SEPA-Referenz (höchstens ${max} Zeichen): ${value}`);
  return value;
}

function iban(value: string, what: string): string {
  if (!isValidIban(value)) throw new RangeError(`${what}: keine gültige IBAN`);
  return normalizeIban(value);
}

/** The pain.008 document as XML text. */
export function pain008(input: Pain008Input): string {
  if (input.transactions.length === 0)
    throw new RangeError('Eine Lastschriftdatei braucht mindestens eine Lastschrift.');
  if (!isValidCreditorId(input.creditor.creditorId))
    throw new RangeError(`Keine gültige Gläubiger-Identifikationsnummer: ${input.creditor.creditorId}`);
  const creditorIban = iban(input.creditor.iban, 'Gläubigerkonto');
  const creditorName = sepaText(input.creditor.name, 70);

  const doc = new Document(input.version);
  doc.grpHdr.id = sepaId(input.messageId, MESSAGE_ID_MAX, 'Die Nachrichten-ID');
  doc.grpHdr.created = berlinLocal(input.createdAt);
  doc.grpHdr.initiatorName = creditorName;
  const infos: { normalize(): void }[] = [];
  let totalCents = 0;
  for (const debit of input.transactions)
    if (!SEQUENCE_TYPES.includes(debit.sequenceType))
      throw new RangeError(`Keine Sequenz FRST oder RCUR: ${String(debit.sequenceType)}`);

  for (const sequenceType of SEQUENCE_TYPES) {
    const transactions = input.transactions.filter((tx) => tx.sequenceType === sequenceType);
    if (transactions.length === 0) continue;
    const info = doc.createPaymentInfo();
    info.sequenceType = sequenceType;
    info.collectionDate = localDate(input.collectionDate);
    info.creditorName = creditorName;
    info.creditorIBAN = creditorIban;
    info.creditorBIC = (input.creditor.bic ?? '').replace(/\s+/g, '').toUpperCase();
    info.creditorId = input.creditor.creditorId.replace(/\s+/g, '').toUpperCase();
    info.batchBooking = true;

    let infoCents = 0;
    for (const debit of transactions) {
      if (
        !Number.isInteger(debit.amountCents) ||
        debit.amountCents < 1 ||
        debit.amountCents > MAX_AMOUNT_CENTS
      )
        throw new RangeError(`Kein Lastschriftbetrag in Cent: ${debit.amountCents}`);
      const tx = info.createTransaction();
      tx.end2endId = sepaId(debit.endToEndId, 35, 'Die End-to-End-Referenz');
      tx.mandateId = sepaId(debit.mandateReference, 35, 'Die Mandatsreferenz');
      tx.mandateSignatureDate = localDate(debit.mandateSignedOn);
      // n / 100 is the double nearest to the decimal, so toFixed(2) in the library writes exactly n's euros.
      tx.amount = debit.amountCents / 100;
      tx.debtorName = sepaText(debit.debtorName, 70);
      tx.debtorIBAN = iban(debit.debtorIban, `Konto der Lastschrift ${debit.endToEndId}`);
      tx.debtorBIC = (debit.debtorBic ?? '').replace(/\s+/g, '').toUpperCase();
      tx.remittanceInfo = sepaText(debit.remittance, 140);
      info.addTransaction(tx);
      infoCents += debit.amountCents;
    }
    // The library would add the euro amounts as floats; the sums are counted in cents and divided once.
    info.normalize = function normalize() {
      this.controlSum = infoCents / 100;
    };
    doc.addPaymentInfo(info);
    infos.push(info);
    totalCents += infoCents;
  }
  doc.normalize = function normalize() {
    for (const info of infos) info.normalize();
    this.grpHdr.controlSum = totalCents / 100;
    this.grpHdr.transactionCount = input.transactions.length;
  };

  return doc.toString();
}
