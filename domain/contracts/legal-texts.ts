// The one place for the legal copy of an online membership contract: the button labels the law prescribes
// (§ 312j Abs. 3, § 312k, § 356a BGB), the withdrawal instructions and the model withdrawal form after the statutory
// models (Anlage 1 and 2 zu Art. 246a EGBGB), the express request to start early (§ 356 Abs. 4, § 357a Abs. 2
// BGB), the SEPA direct-debit mandate, the essential information shown above the order button (Art. 246a § 1
// EGBGB, § 3 PAngV) and the confirmations of a cancellation and a withdrawal. Plain paragraphs, no HTML: the server
// puts them in a PDF and a mail, the app renders them. The statutory models keep the formal 'Sie'.
import { formatDateShort, formatDateTimeShort } from '../time';
import { minimumTermEnd } from './deadlines';
import { contractPrice, formatEuro } from './pricing';

/** A legal text as data: a title and sections of plain paragraphs. */
export interface LegalSection {
  heading: string | null;
  paragraphs: string[];
}
export interface LegalDocument {
  title: string;
  sections: LegalSection[];
}

/** The labels of the buttons and links the law names; the words are the law's own where it gives them. */
export const CONTRACT_BUTTONS = {
  /** § 312j Abs. 3 S. 2 BGB. */
  order: 'Zahlungspflichtig bestellen',
  join: 'Mitglied werden',
  /** § 312k Abs. 2 S. 2 BGB. */
  cancelLink: 'Verträge hier kündigen',
  /** § 312k Abs. 2 S. 4 BGB. */
  cancel: 'Jetzt kündigen',
  /** § 356a Abs. 1 BGB. */
  withdraw: 'Vertrag widerrufen',
  /** § 356a Abs. 2 BGB: the confirmation step. */
  withdrawConfirm: 'Widerruf jetzt erklären',
} as const;

/** The kinds of cancellation the cancellation page offers (§ 312k Abs. 2 S. 3 Nr. 1 b BGB), ordinary first. */
export const CANCELLATION_KINDS = {
  ordinary: 'Ordentliche Kündigung zum nächstmöglichen Zeitpunkt',
  extraordinary: 'Außerordentliche Kündigung aus wichtigem Grund',
} as const;
export type CancellationKind = keyof typeof CANCELLATION_KINDS;

/** The studio's data the texts name; the field names are those of GET /api/v1/legal. */
export interface LegalStudio {
  studioName: string;
  street: string;
  postalCode: string;
  city: string;
  email: string;
  phone: string;
  /** The full address of the public withdrawal page (§ 356a BGB), if the text should name it. */
  withdrawalUrl?: string | null;
}

/** The placeholders of the templates below, filled from the studio's data. */
type Placeholder = 'studioName' | 'studioAddress' | 'studioPhone' | 'studioEmail' | 'withdrawalPage';

function placeholderValues(studio: LegalStudio): Record<Placeholder, string> {
  return {
    studioName: studio.studioName,
    studioAddress: `${studio.street}, ${studio.postalCode} ${studio.city}`,
    studioPhone: studio.phone,
    studioEmail: studio.email,
    withdrawalPage: studio.withdrawalUrl ? ` (${studio.withdrawalUrl})` : '',
  };
}

/** A template with every {placeholder} replaced; an unknown placeholder is a programming error. */
function fill(document: LegalDocument, values: Record<Placeholder, string>): LegalDocument {
  const replace = (text: string) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => {
      if (!(key in values)) throw new Error(`Unbekannter Platzhalter: ${key}`);
      return values[key as Placeholder];
    });
  return {
    title: replace(document.title),
    sections: document.sections.map((section) => ({
      heading: section.heading === null ? null : replace(section.heading),
      paragraphs: section.paragraphs.map(replace),
    })),
  };
}

/**
 * Widerrufsbelehrung for a contract about services, after the statutory model (Anlage 1 zu Art. 246a § 1 Abs. 2
 * S. 2 EGBGB), its design notes for services applied: the period runs from the day of conclusion; the studio's
 * name, address, phone and e-mail; the electronic way (here the withdrawal function of § 356a BGB, in the words of
 * the model's optional sentence on a website form); the paragraph on services begun within the period; the parts
 * for goods left out. Decision 0190 says what the studio's lawyer should check.
 */
export const WITHDRAWAL_INSTRUCTIONS: LegalDocument = {
  title: 'Widerrufsbelehrung',
  sections: [
    {
      heading: 'Widerrufsrecht',
      paragraphs: [
        'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
        'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
        'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({studioName}, {studioAddress}, Telefon: {studioPhone}, E-Mail: {studioEmail}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.',
        'Sie können Ihren Widerruf auch auf unserer Website{withdrawalPage} über die Schaltfläche „Vertrag widerrufen“ erklären. Machen Sie von dieser Möglichkeit Gebrauch, so werden wir Ihnen unverzüglich (z. B. per E-Mail) eine Bestätigung über den Eingang eines solchen Widerrufs mit Datum und Uhrzeit übermitteln.',
        'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
      ],
    },
    {
      heading: 'Folgen des Widerrufs',
      paragraphs: [
        'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
        'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen soll, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.',
      ],
    },
  ],
};

/** The withdrawal instructions with the studio's data filled in. */
export function withdrawalInstructions(studio: LegalStudio): LegalDocument {
  return fill(WITHDRAWAL_INSTRUCTIONS, placeholderValues(studio));
}

/**
 * Muster-Widerrufsformular (Anlage 2 zu Art. 246a § 1 Abs. 2 S. 1 Nr. 1 und § 2 Abs. 2 Nr. 2 EGBGB), unchanged but
 * for the studio's address; the choices marked (*) stay for the member to strike, as the model has them.
 */
export const MODEL_WITHDRAWAL_FORM: LegalDocument = {
  title: 'Muster-Widerrufsformular',
  sections: [
    {
      heading: null,
      paragraphs: [
        '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
        '– An {studioName}, {studioAddress}, E-Mail: {studioEmail}:',
        '– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
        '– Bestellt am (*)/erhalten am (*)',
        '– Name des/der Verbraucher(s)',
        '– Anschrift des/der Verbraucher(s)',
        '– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
        '– Datum',
        '(*) Unzutreffendes streichen.',
      ],
    },
  ],
};

/** The model withdrawal form with the studio's address filled in. */
export function modelWithdrawalForm(studio: LegalStudio): LegalDocument {
  return fill(MODEL_WITHDRAWAL_FORM, placeholderValues(studio));
}

/**
 * The member's express request to start within the withdrawal period, with its consequence (§ 357a Abs. 2 BGB):
 * the label of the checkbox at the start date, frozen with its time in the contract record.
 */
export const EXPRESS_START_REQUEST =
  'Ich verlange ausdrücklich, dass meine Mitgliedschaft schon vor Ablauf der vierzehntägigen Widerrufsfrist beginnt. Mir ist bekannt, dass ich bei einem Widerruf für die Zeit bis zum Widerruf einen anteiligen Betrag (Wertersatz nach § 357a Abs. 2 BGB) zahlen muss; mein Widerrufsrecht bleibt bestehen.';

export interface SepaMandateInput {
  creditorName: string;
  creditorId: string;
  mandateReference: string;
  accountHolder?: string;
  maskedIban?: string;
}

/**
 * The SEPA direct-debit mandate for recurring payments, in the standard wording (singular, 'ich'). The debtor's
 * lines are added when given (the PDF names the account holder and the masked IBAN).
 */
export function sepaMandate(input: SepaMandateInput): LegalDocument {
  const debtor = [
    input.accountHolder === undefined ? null : `Kontoinhaber: ${input.accountHolder}`,
    input.maskedIban === undefined ? null : `IBAN: ${input.maskedIban}`,
  ].filter((line): line is string => line !== null);
  return {
    title: 'SEPA-Lastschriftmandat',
    sections: [
      {
        heading: null,
        paragraphs: [
          `Zahlungsempfänger: ${input.creditorName}`,
          `Gläubiger-Identifikationsnummer: ${input.creditorId}`,
          `Mandatsreferenz: ${input.mandateReference}`,
          'Zahlungsart: wiederkehrende Zahlung',
          ...debtor,
        ],
      },
      {
        heading: null,
        paragraphs: [
          `Ich ermächtige ${input.creditorName}, Zahlungen von meinem Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die von ${input.creditorName} auf mein Konto gezogenen Lastschriften einzulösen.`,
          'Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.',
        ],
      },
    ],
  };
}

/** The mandate's paragraphs without its title, one paragraph a line (for a form that has its own heading). */
export function sepaMandateText(input: SepaMandateInput): string {
  return sepaMandate(input)
    .sections.flatMap((section) => section.paragraphs)
    .join('\n');
}

/** '1 Monat', '12 Monate'. */
export const monthsText = (months: number) => (months === 1 ? '1 Monat' : `${months} Monate`);

/** The notice within the initial term: 'bis zum letzten Tag der Mindestlaufzeit', '1 Woche', '4 Wochen …'. */
export function noticeText(noticePeriodWeeks: number): string {
  if (noticePeriodWeeks === 0) return 'bis zum letzten Tag der Mindestlaufzeit';
  return `${noticePeriodWeeks === 1 ? '1 Woche' : `${noticePeriodWeeks} Wochen`} zum Ende der Mindestlaufzeit`;
}

/** One line of the essential information: a label and its value. */
export interface SummaryLine {
  label: string;
  value: string;
}

/**
 * The essential information right above the order button and in the contract PDF (§ 312j Abs. 2 BGB with
 * Art. 246a § 1 Abs. 1 S. 1 Nr. 1, 4, 5, 11, 12 EGBGB, § 3 PAngV): the tier, the monthly price, the one-time fee,
 * the initial term with its end when the start is known, the notice, the extension and the total price, computed
 * in one place.
 */
export function contractSummary(input: {
  typeName: string;
  monthlyPriceCents: number;
  setupFeeCents: number;
  minimumTermMonths: number;
  noticePeriodWeeks: number;
  startsOn?: string | null;
}): SummaryLine[] {
  const price = contractPrice(input);
  const term = monthsText(input.minimumTermMonths);
  return [
    { label: 'Mitgliedschaft', value: input.typeName },
    { label: 'Monatsbeitrag', value: `${formatEuro(price.monthlyPriceCents)}, monatlich per Lastschrift` },
    {
      label: 'Einmalige Gebühr (Startpaket)',
      value: price.setupFeeCents === 0 ? 'keine' : formatEuro(price.setupFeeCents),
    },
    {
      label: 'Mindestlaufzeit',
      value: input.startsOn
        ? `${term} (${formatDateShort(input.startsOn)} bis ${formatDateShort(minimumTermEnd(input.startsOn, input.minimumTermMonths))})`
        : term,
    },
    { label: 'Kündigungsfrist', value: noticeText(input.noticePeriodWeeks) },
    {
      label: 'Danach',
      value: 'unbefristet, jederzeit mit einer Frist von einem Monat kündbar',
    },
    {
      label: 'Gesamtpreis für die Mindestlaufzeit',
      value: `${formatEuro(price.totalPriceCents)} (${term} × ${formatEuro(price.monthlyPriceCents)}${
        price.setupFeeCents === 0 ? '' : ` + ${formatEuro(price.setupFeeCents)} Startpaket`
      })`,
    },
  ];
}

/** The confirmation of a cancellation in text form, at once (§ 312k Abs. 4 BGB): what, when received, the end. */
export function cancellationConfirmation(input: {
  contractNumber: string;
  kind: CancellationKind;
  receivedAt: Date;
  endsOn: string;
}): LegalDocument {
  return {
    title: 'Bestätigung deiner Kündigung',
    sections: [
      {
        heading: null,
        paragraphs: [
          `Deine Kündigung des Vertrags ${input.contractNumber} (${CANCELLATION_KINDS[input.kind]}) ist am ${formatDateTimeShort(input.receivedAt)} bei uns eingegangen.`,
          `Dein Vertrag endet am ${formatDateShort(input.endsOn)}.`,
        ],
      },
    ],
  };
}

/** The acknowledgement of a withdrawal on a durable medium (§ 356a Abs. 3 BGB), with the value owed, if any. */
export function withdrawalConfirmation(input: {
  contractNumber: string;
  receivedAt: Date;
  proRataCents: number;
}): LegalDocument {
  return {
    title: 'Bestätigung deines Widerrufs',
    sections: [
      {
        heading: null,
        paragraphs: [
          `Dein Widerruf des Vertrags ${input.contractNumber} ist am ${formatDateTimeShort(input.receivedAt)} bei uns eingegangen.`,
          input.proRataCents === 0
            ? 'Wir erstatten dir alle Zahlungen, die wir von dir erhalten haben, spätestens binnen vierzehn Tagen.'
            : `Da deine Mitgliedschaft auf deinen ausdrücklichen Wunsch vor Ablauf der Widerrufsfrist begonnen hat, schuldest du für die Zeit bis zum Widerruf ${formatEuro(input.proRataCents)} (§ 357a Abs. 2 BGB). Darüber hinaus erhaltene Zahlungen erstatten wir dir spätestens binnen vierzehn Tagen.`,
        ],
      },
    ],
  };
}

/** A legal document as plain text (title, headings and paragraphs separated by blank lines), for a mail body. */
export function legalDocumentText(document: LegalDocument): string {
  return [
    document.title,
    ...document.sections.flatMap((section) =>
      section.heading === null ? section.paragraphs : [section.heading, ...section.paragraphs],
    ),
  ].join('\n\n');
}
