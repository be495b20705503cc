// /agb (issue 31): the terms of the memberships concluded online, as a content page the editor changes; each
// publish is a new version, and a contract records the version in force when it was concluded (and carries its
// text in the contract PDF). OUR TEMPLATE, not legal advice: the notice at the top says the studio's lawyer checks it.
import type { PageDocument } from '#domain/pages/document';
import { legalSections } from './legal-sections';

export const agbPage: PageDocument = {
  slug: 'agb',
  title: 'Allgemeine Geschäftsbedingungen',
  description: 'Allgemeine Geschäftsbedingungen für Mitgliedschaften im Kraftraum Studio.',
  blocks: [
    {
      type: 'page-header',
      props: {
        eyebrow: 'Rechtliches',
        heading: 'Allgemeine Geschäftsbedingungen',
        intro: 'für Mitgliedschaften im Kraftraum Studio',
      },
    },
    { type: 'template-notice' },
    ...legalSections([
      {
        title: 'Geltungsbereich und Vertragspartner',
        paragraphs: [
          'Diese Bedingungen gelten für Mitgliedschaftsverträge zwischen der Kraftraum Studio GmbH, Musterstraße 12, 10115 Berlin („Studio“) und ihren Mitgliedern, gleich ob sie an der Theke oder online geschlossen werden.',
        ],
      },
      {
        title: 'Vertragsschluss online',
        paragraphs: [
          'Die Darstellung der Mitgliedschaften auf der Website ist noch kein Angebot. Mit der Schaltfläche „Zahlungspflichtig bestellen“ gibst du ein verbindliches Angebot ab; der Vertrag kommt zustande, sobald die Bestellung bestätigt angezeigt wird. Den Vertrag, diese Bedingungen und die Widerrufsbelehrung erhältst du sofort per E-Mail als PDF.',
          'Online abschließen kann, wer volljährig ist.',
        ],
      },
      {
        title: 'Leistungen',
        paragraphs: [
          'Der Umfang der Mitgliedschaft ergibt sich aus dem gewählten Tarif (Kurse, Personal Trainings, EMS). Kurse werden nach Verfügbarkeit über die App gebucht. Öffnungszeiten und Kursplan können sich aus betrieblichen Gründen ändern, ohne dass sich der Kern der Leistung ändert.',
        ],
      },
      {
        title: 'Beiträge und Zahlung',
        paragraphs: [
          'Der Monatsbeitrag wird monatlich im Voraus per SEPA-Lastschrift eingezogen. Mit der ersten Abbuchung werden der anteilige Beitrag des ersten Monats ab Beginn und die einmalige Gebühr (Startpaket) fällig. Betrag und Datum der ersten Abbuchung stehen in der Vertragsbestätigung (Vorabankündigung).',
          'Wird eine Lastschrift mangels Deckung oder wegen Widerspruchs zurückgegeben, trägt das Mitglied die dadurch entstehenden Bankgebühren, soweit es die Rückgabe zu vertreten hat.',
        ],
      },
      {
        title: 'Laufzeit und Kündigung',
        paragraphs: [
          'Die Mindestlaufzeit und die Kündigungsfrist des gewählten Tarifs stehen im Vertrag; die Mindestlaufzeit beträgt höchstens 24 Monate. Nach der Mindestlaufzeit läuft der Vertrag auf unbestimmte Zeit weiter und kann jederzeit mit einer Frist von einem Monat gekündigt werden.',
          'Kündigen kannst du in Textform (z. B. per E-Mail) oder jederzeit über die Schaltfläche „Verträge hier kündigen“ unten auf jeder Seite der Website. Du erhältst sofort eine Bestätigung mit Datum, Uhrzeit und dem Ende des Vertrags.',
          'Das Recht zur außerordentlichen Kündigung aus wichtigem Grund (§ 314 BGB) bleibt unberührt.',
        ],
      },
      {
        title: 'Ruhezeit',
        paragraphs: [
          'Bei Krankheit, Schwangerschaft oder einem längeren Auslandsaufenthalt kann die Mitgliedschaft auf Antrag ruhen. Für die Dauer der Ruhezeit entfällt der Beitrag; die Mindestlaufzeit verlängert sich nicht ohne ausdrückliche Vereinbarung.',
        ],
      },
      {
        title: 'Widerrufsrecht',
        paragraphs: [
          'Verbraucherinnen und Verbrauchern steht ein gesetzliches Widerrufsrecht zu. Einzelheiten stehen in der Widerrufsbelehrung; widerrufen kannst du auch über die Schaltfläche „Vertrag widerrufen“ auf der Website.',
        ],
      },
      {
        title: 'Haftung',
        paragraphs: [
          'Das Studio haftet unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Im Übrigen haftet es nur für die Verletzung wesentlicher Vertragspflichten, begrenzt auf den vorhersehbaren, vertragstypischen Schaden.',
        ],
      },
      {
        title: 'Datenschutz',
        paragraphs: [
          'Wie das Studio personenbezogene Daten verarbeitet, steht in der Datenschutzerklärung. Die IBAN wird verschlüsselt gespeichert und nur für den Lastschrifteinzug verwendet.',
        ],
      },
      {
        title: 'Schlussbestimmungen',
        paragraphs: [
          'Es gilt deutsches Recht. Sollte eine Bestimmung unwirksam sein, bleibt der Vertrag im Übrigen wirksam.',
        ],
      },
    ]),
  ],
};
