// The contract as a PDF (issue 31, § 312f BGB: the contract, the terms' versions and the withdrawal instructions
// with the model form on a durable medium), written with pdf-lib from the frozen contract alone: the same record
// gives the same bytes (the document's dates are the conclusion's, no random id), so it can be made again. Text
// goes in Helvetica (WinAnsi): a character it cannot encode is replaced by its letter without accents or '?'.
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { contractSummary, type LegalDocument } from '#domain/contracts/legal-texts';
import { formatEuro } from '#domain/contracts/pricing';
import { formatDateShort, formatDateTimeShort } from '#domain/time';

/** What the PDF says: the frozen contract, the studio's data and the legal texts in force at conclusion. */
export interface ContractPdfInput {
  contractNumber: string;
  concludedAt: string;
  studio: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    email: string;
    phone: string;
    register: string;
    vatId: string;
    creditorId: string;
  };
  member: {
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    street: string;
    postalCode: string;
    city: string;
    email: string;
    phone: string;
  };
  typeName: string;
  monthlyPriceCents: number;
  setupFeeCents: number;
  minimumTermMonths: number;
  minimumTermEndsOn: string;
  noticePeriodWeeks: number;
  totalPriceCents: number;
  startsOn: string;
  firstDebit: { date: string; amountCents: number; proRataCents: number };
  withdrawalDeadline: string;
  expressStartRequestedAt: string | null;
  accountHolder: string;
  ibanMasked: string;
  mandateReference: string;
  agbVersion: number | null;
  withdrawalVersion: number | null;
  /** The legal copy in force at conclusion (the AGB and the instructions from their published pages). */
  texts: {
    mandate: LegalDocument;
    expressRequest: string;
    agb: LegalDocument | null;
    withdrawalInstructions: LegalDocument;
    modelForm: LegalDocument;
  };
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const BODY = 10;
const LEADING = 1.35;

/** Characters Helvetica's WinAnsi encoding has beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The text in characters the standard font can encode. */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (
      char === '\n' ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(char)
    )
      out += char;
    else if (char === '\t') out += ' ';
    else {
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
      const first = plain.codePointAt(0) ?? 0;
      out += first >= 0x20 && first <= 0x7e ? plain : '?';
    }
  }
  return out;
}

class Writer {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private lines(text: string, font: PDFFont, size: number): string[] {
    const width = PAGE.width - 2 * MARGIN;
    const out: string[] = [];
    for (const paragraph of winAnsi(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
        else {
          out.push(line);
          line = word;
        }
      }
      out.push(line);
    }
    return out;
  }

  text(text: string, options: { bold?: boolean; size?: number; gap?: number } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? BODY;
    for (const line of this.lines(text, font, size)) {
      if (this.y - size * LEADING < MARGIN) this.newPage();
      this.y -= size * LEADING;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font });
    }
    this.y -= options.gap ?? size * 0.6;
  }

  heading(text: string) {
    if (this.y < MARGIN + 80) this.newPage();
    this.y -= 6;
    this.text(text, { bold: true, size: 12.5, gap: 4 });
  }

  /** A legal text: its title as a heading, each section's heading in bold, its paragraphs. */
  document(document: LegalDocument, title = document.title) {
    this.heading(title);
    for (const section of document.sections) {
      if (section.heading) this.text(section.heading, { bold: true, gap: 2 });
      for (const paragraph of section.paragraphs) this.text(paragraph, { gap: 4 });
    }
    this.y -= 4;
  }

  /** 'Label: value' lines. */
  rows(rows: ReadonlyArray<readonly [string, string]>) {
    for (const [label, value] of rows) this.text(`${label}: ${value}`, { gap: 1 });
    this.y -= BODY * 0.6;
  }
}

/** The contract's PDF bytes. */
export async function contractPdf(input: ContractPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const concluded = new Date(input.concludedAt);
  doc.setTitle(winAnsi(`Mitgliedschaftsvertrag ${input.contractNumber}`));
  doc.setAuthor(winAnsi(input.studio.name));
  doc.setCreator(winAnsi(input.studio.name));
  doc.setProducer('pdf-lib');
  doc.setCreationDate(concluded);
  doc.setModificationDate(concluded);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const s = input.studio;
  const m = input.member;

  w.text(`Mitgliedschaftsvertrag ${input.contractNumber}`, { bold: true, size: 17, gap: 6 });
  w.text(`Geschlossen online am ${formatDateTimeShort(input.concludedAt)}`, { gap: 10 });

  w.heading('Studio');
  w.rows([
    ['Anbieter', s.name],
    ['Anschrift', `${s.street}, ${s.postalCode} ${s.city}`],
    ['E-Mail', s.email],
    ...(s.phone ? ([['Telefon', s.phone]] as const) : []),
    ...(s.register ? ([['Register', s.register]] as const) : []),
    ...(s.vatId ? ([['USt-IdNr.', s.vatId]] as const) : []),
  ]);

  w.heading('Mitglied');
  w.rows([
    ['Name', `${m.firstName} ${m.lastName}`],
    ['Geburtsdatum', formatDateShort(m.dateOfBirth)],
    ['Anschrift', `${m.street}, ${m.postalCode} ${m.city}`],
    ['E-Mail', m.email],
    ['Telefon', m.phone],
  ]);

  w.heading('Mitgliedschaft und Preise');
  w.rows([
    ...contractSummary(input).map((line) => [line.label, line.value] as const),
    ['Beginn', formatDateShort(input.startsOn)],
    [
      'Erste Abbuchung',
      `${formatEuro(input.firstDebit.amountCents)} am ${formatDateShort(input.firstDebit.date)} (anteiliger erster Monat ${formatEuro(input.firstDebit.proRataCents)}${input.setupFeeCents ? ` + Startpaket ${formatEuro(input.setupFeeCents)}` : ''})`,
    ],
    ['Danach', `${formatEuro(input.monthlyPriceCents)} zum Monatsanfang`],
    ['Widerrufsfrist', `bis einschließlich ${formatDateShort(input.withdrawalDeadline)}`],
  ]);

  if (input.expressStartRequestedAt) {
    w.heading('Ausdrücklicher Wunsch nach Beginn vor Ende der Widerrufsfrist');
    w.text(input.texts.expressRequest);
    w.text(`Erklärt am ${formatDateTimeShort(input.expressStartRequestedAt)}.`, { gap: 8 });
  }

  w.document(input.texts.mandate);
  w.rows([
    ['Kontoinhaber/in', input.accountHolder],
    ['IBAN', input.ibanMasked],
    ['Erteilt am', formatDateShort(input.concludedAt)],
  ]);

  w.heading('Vertragsgrundlagen');
  w.rows([
    ['Allgemeine Geschäftsbedingungen', input.agbVersion === null ? '–' : `Fassung ${input.agbVersion}`],
    ['Widerrufsbelehrung', input.withdrawalVersion === null ? '–' : `Fassung ${input.withdrawalVersion}`],
  ]);
  if (input.texts.agb) w.document(input.texts.agb);
  w.document(input.texts.withdrawalInstructions);
  w.document(input.texts.modelForm);

  return doc.save({ useObjectStreams: false });
}
