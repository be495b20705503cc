// The content pages reachable at /{slug} until the block documents come from the server (DECISIONS "Content
// pages"): each with its German heading and introduction. An unknown slug is the 404 page.
import { STUDIO_NAME } from '#domain/constants';

export interface ContentPage {
  slug: string;
  /** Document title: '<title> | Kraftraum Studio'. */
  title: string;
  heading: string;
  eyebrow?: string;
  intro: string;
}

export const CONTENT_PAGES: readonly ContentPage[] = [
  {
    slug: 'kontakt',
    title: 'Kontakt',
    eyebrow: 'Wir sind für dich da',
    heading: 'Kontakt',
    intro:
      'Du hast Fragen zu Kursen, Mitgliedschaft oder Probetraining? Komm während der Öffnungszeiten vorbei oder sprich uns im Studio an – wir beraten dich gern persönlich.',
  },
  {
    slug: 'ueber-uns',
    title: 'Über uns',
    eyebrow: 'Seit 2018',
    heading: 'Über uns',
    intro: `${STUDIO_NAME} steht seit 2018 für ehrliches, funktionelles Training: 8 Trainerinnen und Trainer, über 800 Mitglieder und eine Community, die sich gegenseitig anspornt.`,
  },
  {
    slug: 'datenschutz',
    title: 'Datenschutz',
    eyebrow: 'Rechtliches',
    heading: 'Datenschutzerklärung',
    intro:
      'Hier erfährst du, welche personenbezogenen Daten wir beim Besuch dieser Website erheben, wofür wir sie verwenden und welche Rechte du hast.',
  },
  {
    slug: '7-wochen-challenge',
    title: '7-Wochen-Challenge',
    eyebrow: '7 Wochen. Neuer Körper.',
    heading: '7-Wochen-Challenge',
    intro:
      'Sieben Wochen begleitetes Training für 297 €: Wer durchzieht, bekommt 100 € zurück, die übrigen 197 € werden auf deine Mitgliedschaft angerechnet.',
  },
  {
    slug: 'level-up-week',
    title: 'Level Up Week',
    eyebrow: 'Zweimal im Jahr',
    heading: 'Level Up Week',
    intro:
      'Sieben Tage, 14 Workshops, ein klares Ziel: In der Level Up Week bringst du dein Training auf die nächste Stufe – gemeinsam mit unserer Community.',
  },
];

export function findContentPage(slug: string | undefined): ContentPage | undefined {
  return CONTENT_PAGES.find((page) => page.slug === slug);
}
