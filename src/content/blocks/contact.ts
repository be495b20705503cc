// German copy and defaults of the contact form block (seed 002 §3, §5; decision 0134). Plain data: the block
// definition imports it as its defaults, a page document's props override it prop by prop. The required flags are the
// domain's (CONTACT_DEFAULT_FLAGS), the same the server checks.
import { CONTACT_DEFAULT_FLAGS } from '#domain/schemas/contact';

export const contactFormDefaults: ContactFormProps = {
  title: 'Schreib uns',
  nameLabel: 'Name',
  emailLabel: 'E-Mail-Adresse',
  phoneLabel: 'Telefonnummer',
  subjectLabel: 'Betreff',
  messageLabel: 'Nachricht',
  namePlaceholder: 'Dein Name',
  emailPlaceholder: 'deine@email.de',
  phonePlaceholder: 'Optional',
  subjectPlaceholder: 'Worum geht es?',
  messagePlaceholder: 'Deine Nachricht an uns',
  ...CONTACT_DEFAULT_FLAGS,
  marketingConsentText: 'Ich möchte Neuigkeiten und Angebote per E-Mail erhalten (optional).',
  privacyConsentText:
    'Ich habe die Datenschutzerklärung gelesen und bin mit der Verarbeitung meiner Daten einverstanden',
  submitText: 'Nachricht senden',
  enableRouteTracking: true,
  requiredNote: 'Pflichtfelder sind mit * markiert.',
  privacyLinkText: 'Datenschutzerklärung',
  submittingText: 'Wird gesendet...',
  successTitle: 'Nachricht erfolgreich gesendet!',
  successText: 'Vielen Dank für deine Nachricht. Wir melden uns so schnell wie möglich bei dir.',
  errorTitle: 'Fehler',
  errorText: 'Es ist ein Fehler aufgetreten. Bitte versuche es später noch einmal.',
};

export interface ContactFormProps {
  title: string;
  nameLabel: string;
  emailLabel: string;
  phoneLabel: string;
  subjectLabel: string;
  messageLabel: string;
  namePlaceholder: string;
  emailPlaceholder: string;
  phonePlaceholder: string;
  subjectPlaceholder: string;
  messagePlaceholder: string;
  nameRequired: boolean;
  phoneRequired: boolean;
  subjectRequired: boolean;
  marketingConsentText: string;
  privacyConsentText: string;
  submitText: string;
  enableRouteTracking: boolean;
  requiredNote: string;
  privacyLinkText: string;
  submittingText: string;
  successTitle: string;
  successText: string;
  errorTitle: string;
  errorText: string;
}
