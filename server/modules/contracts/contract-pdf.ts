// The contract as a PDF (issue 31, § 312f BGB: the contract, the terms' versions and the withdrawal instructions
// with the model form on a durable medium), written with pdf-lib (server/lib/pdf-writer.ts) from the frozen
// contract alone: the same record gives the same bytes (the document's dates are the conclusion's, no random id),
// so it can be made again.
import type { ContractsTable } from '../../db/schema';
import { createPdf, PdfWriter } from '../../lib/pdf-writer';
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
  /** The member as the contract row keeps them. */
  member: Pick<
    ContractsTable,
    'firstName' | 'lastName' | 'dateOfBirth' | 'street' | 'postalCode' | 'city' | 'email' | 'phone'
  >;
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

/** The contract's PDF bytes. */
export async function contractPdf(input: ContractPdfInput): Promise<Uint8Array> {
  const doc = await createPdf({
    title: `Mitgliedschaftsvertrag ${input.contractNumber}`,
    author: input.studio.name,
    date: new Date(input.concludedAt),
  });
  const w = await PdfWriter.create(doc);
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
