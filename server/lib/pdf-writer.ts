// Text documents with pdf-lib (the contract of issue 31, the invoices of issue 33): A4, Helvetica, a cursor that
// flows words into lines and lines onto new pages. Text goes in Helvetica (WinAnsi): a character it cannot encode
// is replaced by its letter without accents or '?'. No random id and the caller's dates only, so the same input
// gives the same bytes.
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LegalDocument } from '#domain/contracts/legal-texts';

export const PAGE = { width: 595.28, height: 841.89 };
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

/** A new PDF with its metadata: title, author and creator, and both dates set to the document's own date. */
export async function createPdf(meta: { title: string; author: string; date: Date }): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(meta.title));
  doc.setAuthor(winAnsi(meta.author));
  doc.setCreator(winAnsi(meta.author));
  doc.setProducer('pdf-lib');
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  return doc;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  /** A writer on a first A4 page of `doc`, with Helvetica and Helvetica Bold embedded. */
  static async create(doc: PDFDocument): Promise<PdfWriter> {
    return new PdfWriter(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private lines(text: string, font: PDFFont, size: number, width = PAGE.width - 2 * MARGIN): string[] {
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

  /**
   * A text on the left (wrapped within the space the right column leaves) and a short value aligned to the right
   * margin on its first line: an invoice line and its amount.
   */
  columns(left: string, right: string, options: { bold?: boolean; size?: number; gap?: number } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? BODY;
    const value = winAnsi(right);
    const valueWidth = font.widthOfTextAtSize(value, size);
    const lines = this.lines(left, font, size, PAGE.width - 2 * MARGIN - Math.max(valueWidth, 90) - 16);
    lines.forEach((line, index) => {
      if (this.y - size * LEADING < MARGIN) this.newPage();
      this.y -= size * LEADING;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font });
      if (index === 0)
        this.page.drawText(value, { x: PAGE.width - MARGIN - valueWidth, y: this.y, size, font });
    });
    this.y -= options.gap ?? size * 0.3;
  }

  /** A thin line across the text width. */
  rule(gap = 6) {
    this.y -= gap / 2;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.5,
    });
    this.y -= gap;
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
