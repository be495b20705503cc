// /datenschutz (seed 002 §2): the sections of the privacy page with their accordions, the rights, the privacy
// contact and the responsible party, and the cookie-settings quick action. The legal text is OUR TEMPLATE, not
// legal advice: the studio must have it reviewed (the page says so).
import type { PageDocument } from '#domain/pages/document';

export const datenschutzPage: PageDocument = {
  slug: 'datenschutz',
  title: 'Datenschutz',
  description:
    'Welche Daten wir beim Besuch dieser Website erheben, wofür wir sie verwenden und welche Rechte du hast.',
  blocks: [
    {
      type: 'page-header',
      props: {
        eyebrow: 'Rechtliches',
        heading: 'Datenschutzerklärung',
        intro:
          'Hier erfährst du, welche personenbezogenen Daten wir beim Besuch dieser Website erheben, wofür wir sie verwenden und welche Rechte du hast.',
      },
    },
    { type: 'template-notice' },
    {
      type: 'legal-section',
      props: {
        gridColumns: 2,
        accordions: [
          {
            title: 'Allgemeine Hinweise',
            body: 'Die folgenden Hinweise geben einen Überblick darüber, was mit deinen personenbezogenen Daten passiert, wenn du diese Website besuchst. Personenbezogene Daten sind alle Daten, mit denen du persönlich identifiziert werden kannst.',
          },
          {
            title: 'Wer ist verantwortlich für die Datenerfassung?',
            body: 'Die Datenverarbeitung auf dieser Website erfolgt durch den Websitebetreiber. Dessen Kontaktdaten findest du unten unter „Verantwortliche Stelle“.',
          },
          {
            title: 'Wie erfassen wir deine Daten?',
            body: 'Zum einen erheben wir Daten, die du uns mitteilst, etwa über das Kontaktformular oder die Probetraining-Anfrage. Andere Daten erfassen unsere IT-Systeme beim Besuch automatisch, vor allem technische Daten wie Browser, Betriebssystem und Uhrzeit des Seitenaufrufs.',
          },
          {
            title: 'Wofür nutzen wir deine Daten?',
            body: 'Ein Teil der Daten wird erhoben, um eine fehlerfreie Bereitstellung der Website zu gewährleisten. Anfragen aus Formularen nutzen wir ausschließlich, um dir zu antworten und dein Probetraining zu planen.',
          },
        ],
      },
    },
    {
      type: 'legal-section',
      props: {
        number: 2,
        title: 'Hosting',
        gradient: 'cool',
        paragraphs: [
          'Wir hosten diese Website bei einem externen Dienstleister (Hoster) in Deutschland. Die personenbezogenen Daten, die auf dieser Website erfasst werden, werden auf den Servern des Hosters gespeichert.',
          'Der Einsatz des Hosters erfolgt zum Zweck der Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO) und im Interesse einer sicheren, schnellen und effizienten Bereitstellung unseres Angebots (Art. 6 Abs. 1 lit. f DSGVO). Mit dem Hoster besteht ein Vertrag über Auftragsverarbeitung.',
        ],
      },
    },
    {
      type: 'legal-section',
      props: {
        number: 4,
        title: 'Datenerfassung auf dieser Website',
        gradient: 'warm',
        gridColumns: 3,
        linkText: 'Cookie-Einstellungen ändern',
        linkUrl: '/cookie-einstellungen',
        accordions: [
          {
            title: 'Cookies und lokale Speicherung',
            body: 'Wir speichern nur, was für den Betrieb nötig ist (etwa deine Anmeldung und deine Cookie-Entscheidung). Externe Medien wie Karten und Videos laden wir erst nach deiner Zustimmung. Deine Auswahl kannst du jederzeit in den Cookie-Einstellungen ändern.',
          },
          {
            title: 'Kontaktformular',
            body: 'Wenn du uns über das Kontaktformular schreibst, speichern wir deine Angaben (Name, E-Mail-Adresse, optional Telefonnummer, Betreff und Nachricht) zur Bearbeitung deiner Anfrage. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b bzw. lit. a DSGVO. Die Daten löschen wir, sobald deine Anfrage erledigt ist und keine Aufbewahrungspflichten bestehen.',
          },
          {
            title: 'Anfrage per E-Mail, Telefon oder Telefax',
            body: 'Kontaktierst du uns per E-Mail, Telefon oder Telefax, speichern und verarbeiten wir deine Anfrage einschließlich aller daraus hervorgehenden personenbezogenen Daten zum Zweck der Bearbeitung. Diese Daten geben wir nicht ohne deine Einwilligung weiter.',
          },
        ],
      },
    },
    {
      type: 'legal-section',
      props: {
        number: 5,
        title: 'Newsletter',
        gradient: 'secondary',
        paragraphs: [
          'Wenn du im Kontaktformular der Zusendung von Neuigkeiten zustimmst, nutzen wir deine E-Mail-Adresse ausschließlich dafür. Die Einwilligung kannst du jederzeit widerrufen, etwa über den Abmeldelink in jeder E-Mail oder mit einer Nachricht an uns.',
        ],
      },
    },
    {
      type: 'legal-section',
      props: {
        number: 6,
        title: 'Plugins und Tools',
        gradient: 'cool',
        gridColumns: 3,
        accordions: [
          {
            title: 'Videos (erweiterter Datenschutzmodus)',
            body: 'Videos binden wir im erweiterten Datenschutzmodus ein. Sie werden erst geladen, wenn du „Externe Medien“ erlaubst oder ein einzelnes Video anklickst; erst dann werden Daten an den Videoanbieter übertragen.',
          },
          {
            title: 'Schriftarten',
            body: 'Die Schriftarten dieser Website liefern wir selbst aus. Beim Seitenaufruf wird keine Verbindung zu Servern Dritter aufgebaut.',
          },
          {
            title: 'Karten',
            body: 'Die Anfahrtskarte lädt erst nach deiner Zustimmung. Dabei wird deine IP-Adresse an den Kartenanbieter übertragen. Ohne Zustimmung zeigen wir einen Platzhalter mit unserer Adresse.',
          },
        ],
      },
    },
    { type: 'privacy-rights' },
    { type: 'privacy-contacts' },
    { type: 'cookie-settings-action' },
  ],
};
