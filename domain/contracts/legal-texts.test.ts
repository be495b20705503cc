import { describe, expect, it } from 'vitest';
import { berlinToInstant } from '../time';
import {
  CANCELLATION_KINDS,
  CONTRACT_BUTTONS,
  EXPRESS_START_REQUEST,
  MODEL_WITHDRAWAL_FORM,
  WITHDRAWAL_INSTRUCTIONS,
  cancellationConfirmation,
  contractSummary,
  legalDocumentText,
  modelWithdrawalForm,
  sepaMandate,
  sepaMandateText,
  withdrawalConfirmation,
  withdrawalInstructions,
  type LegalDocument,
} from './legal-texts';

const studio = {
  studioName: 'Kraftraum Studio GmbH',
  street: 'Musterstraße 12',
  postalCode: '10115',
  city: 'Berlin',
  email: 'hallo@kraftraum.de',
  phone: '+49 30 1234567',
  withdrawalUrl: 'https://kraftraum.de/vertrag-widerrufen',
};

const allText = (document: LegalDocument) => legalDocumentText(document);

describe('CONTRACT_BUTTONS and CANCELLATION_KINDS (the words the law prescribes)', () => {
  it('§ 312j Abs. 3 BGB: the order button reads “Zahlungspflichtig bestellen”', () => {
    expect(CONTRACT_BUTTONS.order).toBe('Zahlungspflichtig bestellen');
  });

  it('§ 312k Abs. 2 BGB: “Verträge hier kündigen” leads to “Jetzt kündigen”', () => {
    expect(CONTRACT_BUTTONS.cancelLink).toBe('Verträge hier kündigen');
    expect(CONTRACT_BUTTONS.cancel).toBe('Jetzt kündigen');
  });

  it('§ 356a BGB: “Vertrag widerrufen”, then a confirmation step', () => {
    expect(CONTRACT_BUTTONS.withdraw).toBe('Vertrag widerrufen');
    expect(CONTRACT_BUTTONS.withdrawConfirm).toBe('Widerruf jetzt erklären');
  });

  it('§ 312k Abs. 2 S. 3 BGB: ordinary and extraordinary cancellation, ordinary first', () => {
    expect(Object.keys(CANCELLATION_KINDS)).toEqual(['ordinary', 'extraordinary']);
    expect(CANCELLATION_KINDS.ordinary).toBe('Ordentliche Kündigung zum nächstmöglichen Zeitpunkt');
    expect(CANCELLATION_KINDS.extraordinary).toBe('Außerordentliche Kündigung aus wichtigem Grund');
  });
});

describe('withdrawalInstructions (Anlage 1 zu Art. 246a § 1 Abs. 2 S. 2 EGBGB)', () => {
  const text = allText(withdrawalInstructions(studio));

  it('keeps the statutory sentences on the right, the period and how to keep it', () => {
    expect(text).toContain(
      'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
    );
    expect(text).toContain('Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.');
    expect(text).toContain(
      'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
    );
  });

  it('names the studio’s name, address, phone and e-mail where the model asks for them', () => {
    expect(text).toContain(
      'müssen Sie uns (Kraftraum Studio GmbH, Musterstraße 12, 10115 Berlin, Telefon: +49 30 1234567, E-Mail: hallo@kraftraum.de) mittels einer eindeutigen Erklärung',
    );
  });

  it('§ 356a BGB: points to the withdrawal function and its page', () => {
    expect(text).toContain(
      'auf unserer Website (https://kraftraum.de/vertrag-widerrufen) über die Schaltfläche „Vertrag widerrufen“',
    );
    const withoutUrl = allText(withdrawalInstructions({ ...studio, withdrawalUrl: null }));
    expect(withoutUrl).toContain('auf unserer Website über die Schaltfläche „Vertrag widerrufen“');
  });

  it('§ 357a Abs. 2 BGB: states the value owed for services begun within the period', () => {
    expect(text).toContain(
      'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen soll',
    );
  });

  it('leaves no placeholder and no markup', () => {
    expect(text).not.toMatch(/[{}<>]/);
    expect(allText(WITHDRAWAL_INSTRUCTIONS)).toContain('{studioName}');
  });
});

describe('modelWithdrawalForm (Anlage 2 zu Art. 246a EGBGB)', () => {
  const text = allText(modelWithdrawalForm(studio));

  it('is addressed to the studio and keeps the model’s lines', () => {
    expect(text).toContain(
      '– An Kraftraum Studio GmbH, Musterstraße 12, 10115 Berlin, E-Mail: hallo@kraftraum.de:',
    );
    for (const paragraph of MODEL_WITHDRAWAL_FORM.sections[0]?.paragraphs.slice(2) ?? [])
      expect(text).toContain(paragraph);
    expect(text).toContain('– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)');
    expect(text).not.toMatch(/[{}<>]/);
  });
});

describe('EXPRESS_START_REQUEST (§ 357a Abs. 2 BGB)', () => {
  it('is the member’s express request and names its consequence', () => {
    expect(EXPRESS_START_REQUEST).toMatch(/^Ich verlange ausdrücklich/);
    expect(EXPRESS_START_REQUEST).toContain('§ 357a Abs. 2 BGB');
  });
});

describe('sepaMandate (SEPA-Lastschriftmandat, standard wording)', () => {
  const mandate = sepaMandate({
    creditorName: 'Kraftraum Studio GmbH',
    creditorId: 'DE98ZZZ09999999999',
    mandateReference: 'M-2027-000123',
    accountHolder: 'Erika Mustermann',
    maskedIban: 'DE89 •••• •••• •••• ••30 00',
  });
  const text = allText(mandate);

  it('has the standard authorisation and refund notice in the singular', () => {
    expect(text).toContain(
      'Ich ermächtige Kraftraum Studio GmbH, Zahlungen von meinem Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die von Kraftraum Studio GmbH auf mein Konto gezogenen Lastschriften einzulösen.',
    );
    expect(text).toContain(
      'Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.',
    );
  });

  it('names creditor id, mandate reference and the debtor with the masked IBAN', () => {
    expect(text).toContain('Gläubiger-Identifikationsnummer: DE98ZZZ09999999999');
    expect(text).toContain('Mandatsreferenz: M-2027-000123');
    expect(text).toContain('Kontoinhaber: Erika Mustermann');
    expect(text).toContain('IBAN: DE89 •••• •••• •••• ••30 00');
  });

  it('leaves the debtor lines out when they are not given', () => {
    const bare = sepaMandateText({
      creditorName: 'X',
      creditorId: 'DE98ZZZ09999999999',
      mandateReference: 'M-1',
    });
    expect(bare).not.toContain('Kontoinhaber');
    expect(bare).not.toContain('IBAN');
  });

  it('sepaMandateText gives the paragraphs without the title, one a line', () => {
    const lines = sepaMandateText({
      creditorName: 'X',
      creditorId: 'DE98ZZZ09999999999',
      mandateReference: 'M-1',
    }).split('\n');
    expect(lines[0]).toBe('Zahlungsempfänger: X');
    expect(lines).toHaveLength(6);
    expect(lines.at(-1)).toMatch(/^Hinweis: Ich kann innerhalb von acht Wochen/);
  });
});

describe('contractSummary (§ 312j Abs. 2 BGB, Art. 246a § 1 EGBGB, § 3 PAngV: right above the order button)', () => {
  it('shows CORE’s monthly price, fee, term, notice, extension and Gesamtpreis', () => {
    expect(
      contractSummary({
        typeName: 'CORE',
        monthlyPriceCents: 6900,
        setupFeeCents: 4900,
        minimumTermMonths: 12,
        noticePeriodWeeks: 4,
        startsOn: '2028-02-29',
      }),
    ).toEqual([
      { label: 'Mitgliedschaft', value: 'CORE' },
      { label: 'Monatsbeitrag', value: '69,00 €, monatlich per Lastschrift' },
      { label: 'Einmalige Gebühr (Startpaket)', value: '49,00 €' },
      { label: 'Mindestlaufzeit', value: '12 Monate (29.02.2028 bis 28.02.2029)' },
      { label: 'Kündigungsfrist', value: '4 Wochen zum Ende der Mindestlaufzeit' },
      { label: 'Danach', value: 'unbefristet, jederzeit mit einer Frist von einem Monat kündbar' },
      {
        label: 'Gesamtpreis für die Mindestlaufzeit',
        value: '877,00 € (12 Monate × 69,00 € + 49,00 € Startpaket)',
      },
    ]);
  });

  it('says “keine” for no fee, one month in the singular, and works without a start date', () => {
    const lines = contractSummary({
      typeName: 'HYBRID PRO',
      monthlyPriceCents: 10900,
      setupFeeCents: 0,
      minimumTermMonths: 1,
      noticePeriodWeeks: 0,
    });
    expect(lines.find((line) => line.label === 'Einmalige Gebühr (Startpaket)')?.value).toBe('keine');
    expect(lines.find((line) => line.label === 'Mindestlaufzeit')?.value).toBe('1 Monat');
    expect(lines.find((line) => line.label === 'Kündigungsfrist')?.value).toBe(
      'bis zum letzten Tag der Mindestlaufzeit',
    );
    expect(lines.at(-1)?.value).toBe('109,00 € (1 Monat × 109,00 €)');
  });
});

describe('confirmations (§ 312k Abs. 4 BGB, § 356a Abs. 3 BGB: date and time in Berlin)', () => {
  it('confirms a cancellation with the Berlin date and time of receipt and the end date', () => {
    const text = allText(
      cancellationConfirmation({
        contractNumber: '2027-000123',
        kind: 'ordinary',
        receivedAt: berlinToInstant(2027, 12, 3, 23, 59),
        endsOn: '2027-12-31',
      }),
    );
    expect(text).toContain(
      'Deine Kündigung des Vertrags 2027-000123 (Ordentliche Kündigung zum nächstmöglichen Zeitpunkt) ist am 03.12.2027, 23:59 Uhr bei uns eingegangen.',
    );
    expect(text).toContain('Dein Vertrag endet am 31.12.2027.');
  });

  it('acknowledges a withdrawal, stating the pro-rata value when one is owed', () => {
    const owed = allText(
      withdrawalConfirmation({
        contractNumber: '2027-000123',
        receivedAt: berlinToInstant(2027, 7, 14, 0, 30),
        proRataCents: 3176,
      }),
    );
    expect(owed).toContain('ist am 14.07.2027, 00:30 Uhr bei uns eingegangen.');
    expect(owed).toContain('schuldest du für die Zeit bis zum Widerruf 31,76 € (§ 357a Abs. 2 BGB)');
    const none = allText(
      withdrawalConfirmation({
        contractNumber: '1',
        receivedAt: new Date('2027-07-14T10:00:00Z'),
        proRataCents: 0,
      }),
    );
    expect(none).not.toContain('schulden');
    expect(none).toContain('Wir erstatten dir alle Zahlungen');
  });
});

describe('legalDocumentText', () => {
  it('joins title, headings and paragraphs with blank lines', () => {
    expect(
      legalDocumentText({
        title: 'T',
        sections: [
          { heading: 'H', paragraphs: ['a', 'b'] },
          { heading: null, paragraphs: ['c'] },
        ],
      }),
    ).toBe('T\n\nH\n\na\n\nb\n\nc');
  });
});
