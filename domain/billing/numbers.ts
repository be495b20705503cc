// Invoice numbers (issue 33): one gap-free sequence per year of the issue date, '2026-000123'. § 14 Abs. 4 S. 1
// Nr. 4 UStG asks for a consecutive number, given once, that identifies the invoice; the year prefix lets the
// sequence restart each year and stay unique. The sequence itself is counted in the database (billing service).

/** The highest sequence a year's numbers hold. */
export const MAX_INVOICE_SEQUENCE = 999_999;

export const INVOICE_NUMBER_PATTERN = /^(\d{4})-(\d{6})$/;

/** (2026, 123) → '2026-000123'; a RangeError for a year or sequence the format cannot hold. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999)
    throw new RangeError(`Kein Rechnungsjahr: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_INVOICE_SEQUENCE)
    throw new RangeError(`Keine laufende Nummer (1–${MAX_INVOICE_SEQUENCE}): ${sequence}`);
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** '2026-000123' → { year: 2026, sequence: 123 }; null for anything that is not an invoice number. */
export function parseInvoiceNumber(number: string): { year: number; sequence: number } | null {
  const match = INVOICE_NUMBER_PATTERN.exec(number);
  if (!match) return null;
  const year = Number(match[1]);
  const sequence = Number(match[2]);
  if (year < 2000 || sequence < 1) return null;
  return { year, sequence };
}
