// An invoice as a PDF (issue 33), with every field § 14 Abs. 4 UStG asks for: the studio's full name and address
// (Nr. 1), its Steuernummer or VAT id (Nr. 2), the issue date (Nr. 3), the invoice number (Nr. 4), the service
// (Nr. 5) and its period (Nr. 6), the net amount (Nr. 7), the rate and the VAT amount (Nr. 8), and the member's name
// and address (Nr. 1). A cancellation invoice names the invoice it cancels and carries negative amounts. Written
// from the stored invoice alone (its dates, no random id), so the same invoice always gives the same bytes.
import { formatEuro } from '#domain/contracts/pricing';
import { berlinDayStart, formatDateShort } from '#domain/time';
import { createPdf, PdfWriter } from '../../lib/pdf-writer';

export interface InvoiceDocument {
  number: string;
  kind: 'invoice' | 'cancellation';
  cancelsNumber: string | null;
  issuedOn: string;
  periodFrom: string;
  periodTo: string;
  studio: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    taxNumber: string;
    vatId: string;
  };
  member: { name: string; street: string; postalCode: string; city: string; memberNumber: string };
  lines: { text: string; grossCents: number }[];
  netCents: number;
  vatRatePercent: number;
  vatCents: number;
  grossCents: number;
  /** 'Wird am 01.12.2026 per SEPA-Lastschrift (Mandat M-KR-…) eingezogen.' */
  payment: string;
}

/** The document's title: 'Rechnung 2026-000123' or 'Stornorechnung 2026-000124'. */
export function invoiceTitle(doc: Pick<InvoiceDocument, 'kind' | 'number'>): string {
  return `${doc.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung'} ${doc.number}`;
}

/** The invoice's PDF bytes; a RangeError when the figures do not add up. */
export async function invoicePdf(input: InvoiceDocument): Promise<Uint8Array> {
  const linesTotal = input.lines.reduce((sum, line) => sum + line.grossCents, 0);
  if (linesTotal !== input.grossCents || input.netCents + input.vatCents !== input.grossCents)
    throw new RangeError(`Die Beträge der Rechnung ${input.number} gehen nicht auf.`);
  if (input.kind === 'cancellation' && !input.cancelsNumber)
    throw new RangeError(`Die Stornorechnung ${input.number} nennt keine Rechnung.`);
  if (!input.studio.taxNumber && !input.studio.vatId)
    throw new RangeError(
      'Eine Rechnung braucht die Steuernummer oder die USt-IdNr. (§ 14 Abs. 4 Nr. 2 UStG).',
    );

  const s = input.studio;
  const m = input.member;
  const title = invoiceTitle(input);
  const doc = await createPdf({ title, author: s.name, date: berlinDayStart(input.issuedOn) });
  const w = await PdfWriter.create(doc);

  w.text(`${s.name} · ${s.street} · ${s.postalCode} ${s.city}`, { size: 8, gap: 10 });
  w.text(m.name);
  w.text(m.street, { gap: 0 });
  w.text(`${m.postalCode} ${m.city}`, { gap: 24 });

  w.text(title, { bold: true, size: 17, gap: 6 });
  if (input.kind === 'cancellation')
    w.text(`Stornorechnung zu Rechnung ${input.cancelsNumber}`, { bold: true, gap: 8 });
  w.rows([
    ['Rechnungsnummer', input.number],
    ['Rechnungsdatum', formatDateShort(input.issuedOn)],
    ['Leistungszeitraum', `${formatDateShort(input.periodFrom)} – ${formatDateShort(input.periodTo)}`],
    ['Mitgliedsnummer', m.memberNumber],
  ]);

  w.columns('Leistung', 'Betrag (brutto)', { bold: true });
  w.rule();
  for (const line of input.lines) w.columns(line.text, formatEuro(line.grossCents));
  w.rule();
  w.columns('Nettobetrag', formatEuro(input.netCents));
  w.columns(`Umsatzsteuer ${input.vatRatePercent} %`, formatEuro(input.vatCents));
  w.columns('Gesamtbetrag', formatEuro(input.grossCents), { bold: true, gap: 14 });

  w.text(input.payment, { gap: 24 });

  w.text(s.name, { size: 8, gap: 0 });
  w.text(`${s.street}, ${s.postalCode} ${s.city}`, { size: 8, gap: 0 });
  w.text(
    [s.taxNumber ? `Steuernummer: ${s.taxNumber}` : '', s.vatId ? `USt-IdNr.: ${s.vatId}` : '']
      .filter(Boolean)
      .join(' · '),
    { size: 8 },
  );

  return doc.save({ useObjectStreams: false });
}
