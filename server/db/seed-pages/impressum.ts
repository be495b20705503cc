// /impressum (issue 13): the provider's details of § 5 DDG with the studio's data (domain/content/studio.ts,
// domain/constants.ts STUDIO_ADDRESS; the founders of the about page are the managing directors). Register number
// and VAT id are what the studio fills in; the notice at the top says the text must be checked before launch.
import type { PageDocument } from '#domain/pages/document';

export const impressumPage: PageDocument = {
  slug: 'impressum',
  title: 'Impressum',
  description:
    'Impressum des Kraftraum Studio: Anbieter, Kontakt, Registereintrag und Verantwortliche nach § 5 DDG.',
  blocks: [
    {
      type: 'page-header',
      props: {
        eyebrow: 'Rechtliches',
        heading: 'Impressum',
        intro: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)',
      },
    },
    {
      type: 'template-notice',
      props: {
        text: 'Vorlage: Registernummer und Umsatzsteuer-Identifikationsnummer sind Platzhalter. Das Studio trägt seine eigenen Angaben ein und lässt das Impressum vor der Veröffentlichung rechtlich prüfen.',
      },
    },
    {
      type: 'legal-section',
      props: {
        title: 'Anbieter',
        paragraphs: [
          'Kraftraum Studio GmbH, Musterstraße 12, 10115 Berlin',
          'Vertreten durch die Geschäftsführung: Lena Berger und Jonas Weber',
        ],
      },
    },
    {
      type: 'legal-section',
      props: {
        number: 2,
        title: 'Kontakt',
        gradient: 'cool',
        paragraphs: ['Telefon: +49 30 1234567', 'E-Mail: hallo@kraftraum.de'],
        linkText: 'Zum Kontaktformular',
        linkUrl: '/kontakt',
      },
    },
    {
      type: 'legal-section',
      props: {
        number: 3,
        title: 'Registereintrag und Umsatzsteuer',
        gradient: 'warm',
        paragraphs: [
          'Eintragung im Handelsregister. Registergericht: Amtsgericht Berlin-Charlottenburg, Registernummer: HRB 234567 B',
          'Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE 312345678',
        ],
      },
    },
    {
      type: 'legal-section',
      props: {
        number: 4,
        title: 'Verantwortlich für den Inhalt',
        gradient: 'secondary',
        paragraphs: ['Verantwortlich nach § 18 Abs. 2 MStV: Lena Berger, Musterstraße 12, 10115 Berlin'],
      },
    },
    {
      type: 'legal-section',
      props: {
        number: 5,
        title: 'Verbraucherstreitbeilegung',
        gradient: 'cool',
        paragraphs: [
          'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        ],
      },
    },
  ],
};
