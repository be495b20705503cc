import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { invoicePdf, type InvoiceDocument } from './invoice-pdf';

// The PDF's text is read back with pdf-parse, as a member's download or a tax audit would read it; every field of
// § 14 Abs. 4 UStG is asserted by its words.
async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The text with runs of spaces and tabs as one space, so a label and its right-aligned amount read as one line. */
const flat = (text: string) => text.replace(/[ \t]+/g, ' ');

const invoice = (overrides: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  number: '2026-000123',
  kind: 'invoice',
  cancelsNumber: null,
  issuedOn: '2026-11-27',
  periodFrom: '2026-12-01',
  periodTo: '2026-12-31',
  studio: {
    name: 'Kraftraum Studio GmbH',
    street: 'Musterstraße 12',
    postalCode: '10115',
    city: 'Berlin',
    taxNumber: '37/123/45678',
    vatId: 'DE 312345678',
  },
  member: {
    name: 'Anna Müller',
    street: 'Lindenallee 5',
    postalCode: '10437',
    city: 'Berlin',
    memberNumber: '42',
  },
  lines: [
    { text: 'Monatsbeitrag Dezember 2026', grossCents: 6900 },
    { text: 'Startpaket (einmalige Gebühr)', grossCents: 4900 },
  ],
  netCents: 9916,
  vatRatePercent: 19,
  vatCents: 1884,
  grossCents: 11800,
  payment: 'Wird am 01.12.2026 per SEPA-Lastschrift (Mandat M-KR-ABCD2345) eingezogen.',
  ...overrides,
});

describe('invoicePdf (§ 14 Abs. 4 UStG)', () => {
  it('has every field of § 14 Abs. 4 UStG, in German', async () => {
    const bytes = await invoicePdf(invoice());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = flat(await pdfText(bytes));
    // Nr. 1: the studio's full name and address, and the member's.
    expect(text).toContain('Kraftraum Studio GmbH');
    expect(text).toContain('Musterstraße 12, 10115 Berlin');
    expect(text).toMatch(/Anna Müller\s+Lindenallee 5\s+10437 Berlin/);
    // Nr. 2: the tax number and the VAT id.
    expect(text).toContain('Steuernummer: 37/123/45678');
    expect(text).toContain('USt-IdNr.: DE 312345678');
    // Nr. 3 and 4: issue date and number.
    expect(text).toContain('Rechnung 2026-000123');
    expect(text).toContain('Rechnungsnummer: 2026-000123');
    expect(text).toContain('Rechnungsdatum: 27.11.2026');
    // Nr. 5 and 6: the service and its period.
    expect(text).toContain('Leistungszeitraum: 01.12.2026 – 31.12.2026');
    expect(text).toMatch(/Monatsbeitrag Dezember 2026 69,00 €/);
    expect(text).toMatch(/Startpaket \(einmalige Gebühr\) 49,00 €/);
    // Nr. 7 and 8: net, rate and VAT, and the gross.
    expect(text).toMatch(/Nettobetrag 99,16 €/);
    expect(text).toMatch(/Umsatzsteuer 19 % 18,84 €/);
    expect(text).toMatch(/Gesamtbetrag 118,00 €/);
    expect(text).toContain('Mitgliedsnummer: 42');
    expect(text).toContain('Wird am 01.12.2026 per SEPA-Lastschrift (Mandat M-KR-ABCD2345) eingezogen.');
    expect(text).not.toContain('Stornorechnung');
  });

  it('a cancellation invoice names the invoice it cancels and carries negative amounts', async () => {
    const text = flat(
      await pdfText(
        await invoicePdf(
          invoice({
            number: '2026-000124',
            kind: 'cancellation',
            cancelsNumber: '2026-000123',
            issuedOn: '2026-12-03',
            lines: [
              { text: 'Storno: Monatsbeitrag Dezember 2026', grossCents: -6900 },
              { text: 'Storno: Startpaket (einmalige Gebühr)', grossCents: -4900 },
            ],
            netCents: -9916,
            vatCents: -1884,
            grossCents: -11800,
            payment: 'Der Betrag wird nicht eingezogen; bereits gezahlte Beträge erstatten wir.',
          }),
        ),
      ),
    );
    expect(text).toContain('Stornorechnung 2026-000124');
    expect(text).toContain('Stornorechnung zu Rechnung 2026-000123');
    expect(text).toContain('Rechnungsdatum: 03.12.2026');
    expect(text).toMatch(/Storno: Monatsbeitrag Dezember 2026 -69,00 €/);
    expect(text).toMatch(/Nettobetrag -99,16 €/);
    expect(text).toMatch(/Umsatzsteuer 19 % -18,84 €/);
    expect(text).toMatch(/Gesamtbetrag -118,00 €/);
  });

  it('shows the VAT id alone when the studio has no tax number, and wraps a long line beside its amount', async () => {
    const long = `Monatsbeitrag Dezember 2026, anteilig 15.12.2026 – 31.12.2026 (17 von 31 Tagen, Monatspreis 69,00 €) – ${'sehr '.repeat(12)}lang`;
    const text = flat(
      await pdfText(
        await invoicePdf(
          invoice({
            studio: { ...invoice().studio, taxNumber: '' },
            lines: [{ text: long, grossCents: 11800 }],
          }),
        ),
      ),
    );
    expect(text).toContain('USt-IdNr.: DE 312345678');
    expect(text).not.toContain('Steuernummer');
    expect(text).toMatch(/Monatsbeitrag Dezember 2026, anteilig .* 118,00 €/);
    expect(text).toContain('lang');
  });

  it('is the same bytes for the same invoice (it can be made again from the stored row)', async () => {
    expect(Buffer.from(await invoicePdf(invoice())).equals(Buffer.from(await invoicePdf(invoice())))).toBe(
      true,
    );
  });

  it.each([
    ['lines that do not add up to the gross', { grossCents: 11801 }],
    ['net + VAT that is not the gross', { vatCents: 1885 }],
    ['a cancellation without the cancelled number', { kind: 'cancellation' as const }],
    ['neither tax number nor VAT id', { studio: { ...invoice().studio, taxNumber: '', vatId: '' } }],
  ])('refuses %s', async (_why, overrides: Partial<InvoiceDocument>) => {
    await expect(invoicePdf(invoice(overrides))).rejects.toThrow(RangeError);
  });
});
