// Returned direct debits from the bank's camt.054 (BankToCustomerDebitCreditNotification, ISO 20022; versions
// .001.02 to .001.08 share what is read here): every booked debit entry that returns a direct debit of the studio
// — a transaction with return information (RtrInf, reason code like MD06, AC04, AM04) or an entry marked as a
// reversal — as { end-to-end id, amount in cents, reason code, booking date }. The XML is parsed with
// fast-xml-parser without entity expansion and a document type declaration is refused, so a file cannot make the
// parser expand entities or read anything; a malformed or foreign document is a validation error in German.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DomainError } from '#domain/errors/domain-error';
import { berlinDate } from '#domain/time';

export interface ReturnedDebit {
  endToEndId: string;
  amountCents: number;
  reasonCode: string | null;
  bookedOn: string | null;
}

export const CAMT_MESSAGES = {
  malformed: 'Die Datei ist kein lesbares XML.',
  doctype:
    'Die Datei enthält eine Dokumenttyp-Deklaration (DOCTYPE); eine camt.054-Datei der Bank hat keine.',
  notCamt054:
    'Die Datei ist keine camt.054-Nachricht (Sammelbuchungsdatei der Bank, BankToCustomerDebitCreditNotification).',
  amount: 'Die Datei enthält einen Betrag, der kein Eurobetrag ist: {amount}',
  endToEndId: 'Eine Rücklastschrift in der Datei nennt keine End-to-End-Referenz.',
} as const;

const CAMT054_NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.054\.001\.(0[2-9]|1[0-3])$/;

function invalid(message: string): DomainError {
  return new DomainError('VALIDATION', [{ path: 'xml', message }]);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
  isArray: (name) => ['Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls'].includes(name),
});

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The child at a path of element names, or undefined. */
function at(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const name of path) {
    if (!isNode(current)) return undefined;
    current = current[name];
  }
  return current;
}

/** An element's text (an element with attributes keeps its text under '#text'). */
function text(node: unknown): string | null {
  if (typeof node === 'string') return node;
  if (isNode(node) && typeof node['#text'] === 'string') return node['#text'];
  return null;
}

const list = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : []);

/** '69.00' → 6900 exactly, from the digits; a refusal for anything but a euro amount with at most two decimals. */
export function decimalToCents(amount: string): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw invalid(CAMT_MESSAGES.amount.replace('{amount}', amount.slice(0, 40)));
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The date of a BookgDt: its Dt, or its DtTm's Berlin date. */
function bookingDate(entry: Node): string | null {
  const date = text(at(entry, 'BookgDt', 'Dt'));
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const dateTime = text(at(entry, 'BookgDt', 'DtTm'));
  if (dateTime && !Number.isNaN(Date.parse(dateTime))) return berlinDate(dateTime);
  return null;
}

/** The transaction's amount: .08 writes it in TxDtls/Amt, .02 in AmtDtls (TxAmt, else InstdAmt). */
function transactionAmount(transaction: Node, entry: Node, onlyOne: boolean): string | null {
  return (
    text(at(transaction, 'Amt')) ??
    text(at(transaction, 'AmtDtls', 'TxAmt', 'Amt')) ??
    text(at(transaction, 'AmtDtls', 'InstdAmt', 'Amt')) ??
    (onlyOne ? text(at(entry, 'Amt')) : null)
  );
}

/** The namespace the root element `Document` is declared in ('' without one). */
function rootNamespace(xml: string): string | null {
  const root = /<(?:([A-Za-z_][\w.-]*):)?Document(\s[^>]*)?>/.exec(xml);
  if (!root) return null;
  const attribute = root[1] ? `xmlns:${root[1]}` : 'xmlns';
  const declared = new RegExp(`\\s${attribute.replace(/\./g, '\\.')}\\s*=\\s*(["'])([^"']*)\\1`).exec(
    root[2] ?? '',
  );
  return declared ? declared[2]! : '';
}

/** The returned direct debits a camt.054 file notifies, in the file's order; [] when it returns none. */
export function parseCamt054(xml: string): ReturnedDebit[] {
  if (XMLValidator.validate(xml) !== true) throw invalid(CAMT_MESSAGES.malformed);
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml)) throw invalid(CAMT_MESSAGES.doctype);
  const namespace = rootNamespace(xml);
  if (namespace === null || !CAMT054_NAMESPACE.test(namespace)) throw invalid(CAMT_MESSAGES.notCamt054);
  const notification = at(parser.parse(xml) as unknown, 'Document', 'BkToCstmrDbtCdtNtfctn');
  if (!isNode(notification) || !isNode(notification['GrpHdr'])) throw invalid(CAMT_MESSAGES.notCamt054);

  const returned: ReturnedDebit[] = [];
  for (const report of list(notification['Ntfctn']))
    for (const entry of list(report['Ntry'])) {
      // Sts is a code in .02 and <Sts><Cd> from .08 on; only booked entries count (not pending, not info).
      const status = text(at(entry, 'Sts', 'Cd')) ?? text(at(entry, 'Sts'));
      if (status !== null && status !== 'BOOK') continue;
      const entryDebit = text(at(entry, 'CdtDbtInd')) === 'DBIT';
      const reversal = text(at(entry, 'RvslInd')) === 'true';
      const transactions = list(entry['NtryDtls']).flatMap((details) => list(details['TxDtls']));
      for (const transaction of transactions) {
        const debit = (text(at(transaction, 'CdtDbtInd')) ?? (entryDebit ? 'DBIT' : null)) === 'DBIT';
        const returnInfo = at(transaction, 'RtrInf');
        if (!debit || !(returnInfo !== undefined || reversal)) continue;
        const endToEndId = text(at(transaction, 'Refs', 'EndToEndId'));
        if (!endToEndId) throw invalid(CAMT_MESSAGES.endToEndId);
        const amount = transactionAmount(transaction, entry, transactions.length === 1);
        if (amount === null) throw invalid(CAMT_MESSAGES.amount.replace('{amount}', '–'));
        returned.push({
          endToEndId,
          amountCents: decimalToCents(amount),
          reasonCode: text(at(returnInfo, 'Rsn', 'Cd')) ?? text(at(returnInfo, 'Rsn', 'Prtry')),
          bookedOn: bookingDate(entry),
        });
      }
    }
  return returned;
}
