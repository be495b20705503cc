import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { XmlDocument, XsdValidator } from 'libxml2-wasm';
import { describe, expect, it } from 'vitest';
import { pain008, sepaText, type DebitTransaction, type Pain008Input } from './pain008';

// The bank file is checked against the official ISO 20022 schemas (tests/fixtures/iso20022, from the sepa package's
// repository) with libxml2, and read back with fast-xml-parser to compare its sums with its transactions.
const xsd = (version: string) =>
  readFileSync(new URL(`../../../tests/fixtures/iso20022/${version}.xsd`, import.meta.url), 'utf8');

/** The schema's errors for a document ([] when it is valid). */
function schemaErrors(xml: string, version: string): string[] {
  const schemaDoc = XmlDocument.fromString(xsd(version));
  const validator = XsdValidator.fromDoc(schemaDoc);
  const doc = XmlDocument.fromString(xml);
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  } finally {
    doc.dispose();
    validator.dispose();
    schemaDoc.dispose();
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  parseTagValue: false,
  processEntities: false,
  isArray: (name) => ['PmtInf', 'DrctDbtTxInf'].includes(name),
});

interface ParsedTx {
  PmtId: { InstrId: string; EndToEndId: string };
  InstdAmt: { '#text': string; '@_Ccy': string };
  DrctDbtTx: { MndtRltdInf: { MndtId: string; DtOfSgntr: string } };
  Dbtr: { Nm: string };
  DbtrAcct: { Id: { IBAN: string } };
  DbtrAgt: { FinInstnId: { BICFI?: string; BIC?: string; Othr?: { Id: string } } };
  RmtInf: { Ustrd: string };
}
interface ParsedInfo {
  PmtInfId: string;
  NbOfTxs: string;
  CtrlSum: string;
  PmtTpInf: { SeqTp: string; LclInstrm: { Cd: string } };
  ReqdColltnDt: string;
  CdtrSchmeId: { Id: { PrvtId: { Othr: { Id: string } } } };
  DrctDbtTxInf: ParsedTx[];
}
function parse(xml: string) {
  const root = parser.parse(xml) as {
    Document: {
      CstmrDrctDbtInitn: {
        GrpHdr: { MsgId: string; CreDtTm: string; NbOfTxs: string; CtrlSum: string };
        PmtInf: ParsedInfo[];
      };
    };
  };
  return root.Document.CstmrDrctDbtInitn;
}

/** '12345.67' → 1234567, exactly (no float). */
const cents = (text: string) => {
  expect(text).toMatch(/^\d+\.\d{2}$/);
  const [euros, fraction] = text.split('.') as [string, string];
  return Number(euros) * 100 + Number(fraction);
};

const tx = (overrides: Partial<DebitTransaction> = {}): DebitTransaction => ({
  endToEndId: '2026-000123',
  amountCents: 6900,
  mandateReference: 'M-KR-ABCD2345',
  mandateSignedOn: '2026-10-14',
  sequenceType: 'RCUR',
  debtorName: 'Anna Müller',
  debtorIban: 'DE89 3704 0044 0532 0130 00',
  debtorBic: 'COBADEFFXXX',
  remittance: 'Beitrag Dezember 2026, Rechnung 2026-000123',
  ...overrides,
});

const input = (overrides: Partial<Pain008Input> = {}): Pain008Input => ({
  version: 'pain.008.001.08',
  messageId: 'KRAFTRAUM-2026-12-1',
  createdAt: new Date('2026-11-27T09:30:15Z'),
  creditor: {
    name: 'Kraftraum Studio GmbH',
    iban: 'DE02120300000000202051',
    bic: 'BYLADEM1001',
    creditorId: 'DE98ZZZ09999999999',
  },
  collectionDate: '2026-12-01',
  transactions: [
    tx({
      endToEndId: '2026-000121',
      sequenceType: 'FRST',
      amountCents: 8684,
      mandateReference: 'M-KR-NEWW2345',
    }),
    tx({ endToEndId: '2026-000122', amountCents: 1, debtorName: 'Zoë Ångström', debtorBic: undefined }),
    tx({ endToEndId: '2026-000123', amountCents: 1010 }),
    tx({ endToEndId: '2026-000124', amountCents: 1_234_567, sequenceType: 'FRST' }),
    tx({
      endToEndId: '2026-000125',
      amountCents: 6900,
      remittance: 'Beitrag März 2027, Rechnung 2026-000125',
    }),
  ],
  ...overrides,
});

describe('pain008 (SEPA Core direct debit initiation, ISO 20022)', () => {
  it.each(['pain.008.001.08', 'pain.008.001.02'] as const)(
    '%s validates against the official XSD',
    (version) => {
      const xml = pain008(input({ version }));
      expect(xml).toContain(`xmlns="urn:iso:std:iso:20022:tech:xsd:${version}"`);
      expect(schemaErrors(xml, version)).toEqual([]);
    },
  );

  it.each([
    ['a transaction without its end-to-end id', /<EndToEndId>[^<]*<\/EndToEndId>/, /PmtId|EndToEndId/],
    ['a debtor without an account', /<DbtrAcct>.*?<\/DbtrAcct>/s, /RmtInf|DbtrAcct/],
    ['an amount in words', /<InstdAmt Ccy="EUR">10\.10</, /InstdAmt|decimal/],
    ['a sequence type SEPA does not know', /<SeqTp>FRST</, /SeqTp|enumeration/],
  ])('the schema check rejects a broken document: %s', (_why, pattern, message) => {
    const replacement = (match: string) =>
      match.startsWith('<InstdAmt')
        ? '<InstdAmt Ccy="EUR">zehn<'
        : match.startsWith('<SeqTp')
          ? '<SeqTp>ERST<'
          : '';
    const broken = pain008(input()).replace(pattern, replacement);
    expect(broken).not.toBe(pain008(input()));
    const errors = schemaErrors(broken, 'pain.008.001.08');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it('a missing mandate reference is caught before the schema (ISO makes MndtId optional, the SEPA rulebook not)', () => {
    const xml = pain008(input()).replace(/<MndtId>[^<]*<\/MndtId>/, '');
    expect(schemaErrors(xml, 'pain.008.001.08')).toEqual([]);
    expect(() => pain008(input({ transactions: [tx({ mandateReference: '' })] }))).toThrow(RangeError);
  });

  it('the schema check rejects a .08 document read as .02 (the versions differ: BICFI vs BIC)', () => {
    expect(schemaErrors(pain008(input()), 'pain.008.001.02')).not.toEqual([]);
  });

  it('FRST and RCUR land in separate PmtInf, each with its sums; the group header sums them all', () => {
    const doc = parse(pain008(input()));
    expect(doc.PmtInf.map((info) => info.PmtTpInf.SeqTp)).toEqual(['FRST', 'RCUR']);
    const [frst, rcur] = doc.PmtInf as [ParsedInfo, ParsedInfo];
    expect(frst.DrctDbtTxInf.map((t) => t.PmtId.EndToEndId)).toEqual(['2026-000121', '2026-000124']);
    expect(rcur.DrctDbtTxInf.map((t) => t.PmtId.EndToEndId)).toEqual([
      '2026-000122',
      '2026-000123',
      '2026-000125',
    ]);
    let all = 0;
    let count = 0;
    for (const info of doc.PmtInf) {
      const sum = info.DrctDbtTxInf.reduce((total, t) => total + cents(t.InstdAmt['#text']), 0);
      expect(cents(info.CtrlSum)).toBe(sum);
      expect(Number(info.NbOfTxs)).toBe(info.DrctDbtTxInf.length);
      expect(info.PmtTpInf.LclInstrm.Cd).toBe('CORE');
      expect(info.ReqdColltnDt).toBe('2026-12-01');
      expect(info.CdtrSchmeId.Id.PrvtId.Othr.Id).toBe('DE98ZZZ09999999999');
      all += sum;
      count += info.DrctDbtTxInf.length;
    }
    expect(cents(doc.GrpHdr.CtrlSum)).toBe(all);
    expect(all).toBe(8684 + 1 + 1010 + 1_234_567 + 6900);
    expect(Number(doc.GrpHdr.NbOfTxs)).toBe(count);
    expect(count).toBe(5);
    expect(doc.GrpHdr.MsgId).toBe('KRAFTRAUM-2026-12-1');
    // 09:30:15 UTC is 10:30:15 in Berlin (CET), whatever the server's time zone.
    expect(doc.GrpHdr.CreDtTm).toBe('2026-11-27T10:30:15');
  });

  it('writes amounts exactly from integer cents: 0.01, 10.10, 12345.67, 69.00, 86.84', () => {
    const doc = parse(pain008(input()));
    const amounts = Object.fromEntries(
      doc.PmtInf.flatMap((info) => info.DrctDbtTxInf).map((t) => [t.PmtId.EndToEndId, t.InstdAmt['#text']]),
    );
    expect(amounts).toEqual({
      '2026-000121': '86.84',
      '2026-000122': '0.01',
      '2026-000123': '10.10',
      '2026-000124': '12345.67',
      '2026-000125': '69.00',
    });
    expect(doc.PmtInf[0]!.CtrlSum).toBe('12432.51');
    expect(doc.GrpHdr.CtrlSum).toBe('12511.62');
  });

  it('sums 10,000 debits of 0.10 € … 0.19 € exactly (floats would drift)', () => {
    const transactions = Array.from({ length: 10_000 }, (_, i) =>
      tx({ endToEndId: `2026-${String(i + 1).padStart(6, '0')}`, amountCents: 10 + (i % 10) }),
    );
    const doc = parse(pain008(input({ transactions })));
    // 1000 × (10 + 11 + … + 19) = 145,000 cents.
    expect(doc.GrpHdr.CtrlSum).toBe('1450.00');
    expect(doc.GrpHdr.NbOfTxs).toBe('10000');
  });

  it('carries the mandate, its signature date, the debtor, the remittance and NOTPROVIDED without a BIC', () => {
    const doc = parse(pain008(input()));
    const [first] = doc.PmtInf[0]!.DrctDbtTxInf as [ParsedTx];
    expect(first.DrctDbtTx.MndtRltdInf).toMatchObject({ MndtId: 'M-KR-NEWW2345', DtOfSgntr: '2026-10-14' });
    expect(first.Dbtr.Nm).toBe('Anna Müller');
    expect(first.DbtrAcct.Id.IBAN).toBe('DE89370400440532013000');
    expect(first.DbtrAgt.FinInstnId.BICFI).toBe('COBADEFFXXX');
    expect(first.InstdAmt['@_Ccy']).toBe('EUR');
    expect(first.RmtInf.Ustrd).toBe('Beitrag Dezember 2026, Rechnung 2026-000123');
    const noBic = doc.PmtInf[1]!.DrctDbtTxInf[0]!;
    expect(noBic.DbtrAgt.FinInstnId.Othr?.Id).toBe('NOTPROVIDED');
    expect(noBic.Dbtr.Nm).toBe('Zoe Angström');
    expect(doc.PmtInf[1]!.DrctDbtTxInf[2]!.RmtInf.Ustrd).toBe('Beitrag März 2027, Rechnung 2026-000125');
  });

  it('writes one PmtInf when all debits are RCUR', () => {
    const doc = parse(pain008(input({ transactions: [tx(), tx({ endToEndId: '2026-000124' })] })));
    expect(doc.PmtInf.map((info) => info.PmtTpInf.SeqTp)).toEqual(['RCUR']);
  });

  it.each([
    ['no transactions', { transactions: [] }],
    ['a float amount', { transactions: [tx({ amountCents: 69.5 })] }],
    ['a zero amount', { transactions: [tx({ amountCents: 0 })] }],
    ['a bad debtor IBAN', { transactions: [tx({ debtorIban: 'DE89370400440532013001' })] }],
    ['a bad creditor id', { creditor: { ...input().creditor, creditorId: 'DE99ZZZ09999999999' } }],
    ['a message id too long for its ids', { messageId: 'X'.repeat(28) }],
    ['an end-to-end id with a space', { transactions: [tx({ endToEndId: '2026 000123' })] }],
  ] as [string, Partial<Pain008Input>][])('refuses %s', (_why, overrides) => {
    expect(() => pain008(input(overrides))).toThrow(RangeError);
  });
});

describe('sepaText (the SEPA character set, with the German banks’ umlauts)', () => {
  it.each([
    ['Anna Müller', 'Anna Müller'],
    ['José Ñúñez', 'Jose Nunez'],
    ['Łukasz_Nowak', 'Lukasz Nowak'],
    ['Søren Ærø', 'Soren AEro'],
    ['李小龙 Lee', 'Lee'],
    ['A & B <GmbH>', 'A & B GmbH'],
    ['Straße 12', 'Straße 12'],
  ])('%s → %s', (text, expected) => {
    expect(sepaText(text, 70)).toBe(expected);
  });

  it('cuts to the field length', () => {
    expect(sepaText('x'.repeat(200), 140)).toHaveLength(140);
  });
});
