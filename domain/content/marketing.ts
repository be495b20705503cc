// German copy of the marketing blocks: the funnel's goal texts, the tier features (seed 001 §9), the FAQ with the
// figures of seed 001 §9, and the studio's contact details (a template the studio replaces with its own).
import type { FunnelGoalId } from '../marketing/funnel';
import { STUDIO_ADDRESS } from '../constants';

export const FUNNEL_GOAL_TEXTS: Record<FunnelGoalId, string> = {
  'regular-training': 'Regelmäßig in Gruppenkursen trainieren',
  'personal-training': 'Mit persönlichem Trainer trainieren',
  'get-fit': 'Einfach fitter werden',
  'track-success': 'Meine Erfolge messen und verfolgen',
  'home-training': 'Auch zu Hause trainieren',
  'travel-training': 'Auch auf Reisen trainieren',
  nutrition: 'Meine Ernährung verbessern',
  'stress-management': 'Stress abbauen und besser regenerieren',
  ems: 'EMS-Training ausprobieren',
  'full-coaching': 'Rundum-Betreuung mit Coaching',
};

export interface FaqCategory {
  id: string;
  name: string;
  emoji: string;
}

export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  { id: 'allgemein', name: 'Allgemein', emoji: '💬' },
  { id: 'training', name: 'Training', emoji: '🏋️' },
  { id: 'mitgliedschaft', name: 'Mitgliedschaft', emoji: '💳' },
];

export interface FaqLink {
  text: string;
  url: string;
}

export interface FaqItem {
  question: string;
  /** May contain simple markup (strong, em, a, br); sanitised before it is shown. */
  answer: string;
  category: string;
  links?: FaqLink[];
  showContactCta?: boolean;
}

/** Seed 001 §9 "FAQ content figures". */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'Was kosten die Programme?',
    answer:
      'Unsere Programme kosten <strong>197€</strong>, <strong>297€</strong> oder <strong>497€</strong> – je nachdem, wie viel persönliche Betreuung du möchtest.',
    category: 'mitgliedschaft',
    links: [{ text: 'Beratung anfragen', url: '/kontakt' }],
  },
  {
    question: 'Gibt es eine Geld-zurück-Garantie?',
    answer: 'Ja. Je nach Programm gilt eine Geld-zurück-Garantie von <strong>30, 60 oder 90 Tagen</strong>.',
    category: 'mitgliedschaft',
  },
  {
    question: 'Wie bekomme ich das Cashback?',
    answer:
      'Du bekommst dein Cashback, wenn du mindestens <strong>80% der Trainings</strong> absolvierst, die App täglich nutzt, an den wöchentlichen Check-ins teilnimmst und Vorher-/Nachher-Fotos einreichst.',
    category: 'mitgliedschaft',
    showContactCta: true,
  },
  {
    question: 'Brauche ich Vorerfahrung?',
    answer:
      'Nein. Unsere Trainer passen jede Übung an dein Level an – vom <em>Einsteiger</em> bis zum Profi.',
    category: 'training',
    links: [{ text: 'Kursplan ansehen', url: '/kurse' }],
  },
  {
    question: 'Wie lange dauert ein Training?',
    answer: 'Eine Einheit dauert 45 Minuten. Der erste Kurs startet um 6:30 Uhr.',
    category: 'training',
  },
  {
    question: 'Wie schnell bekomme ich eine Antwort?',
    answer:
      'Per E-Mail antworten wir innerhalb von <strong>24h</strong>. Über das Kontaktformular melden wir uns während der Öffnungszeiten meist innerhalb von 2 Stunden.',
    category: 'allgemein',
    links: [{ text: 'Zum Kontaktformular', url: '/kontakt' }],
  },
  {
    question: 'Kann ich vorher ein Probetraining machen?',
    answer:
      'Ja, du kannst 7 Tage kostenlos testen. Wähle einfach einen Termin für dein Probetraining – Montag, Dienstag oder Mittwoch am Abend.',
    category: 'allgemein',
    showContactCta: true,
  },
];

export const STUDIO_CONTACT = {
  name: 'Kraftraum Studio',
  ...STUDIO_ADDRESS,
  privacyEmail: 'datenschutz@kraftraum.de',
  owner: 'Kraftraum Studio GmbH, vertreten durch die Geschäftsführung',
  mapsUrl: 'https://www.openstreetmap.org/search?query=Musterstra%C3%9Fe%2012%2C%2010115%20Berlin',
  /** Loaded only with 'Externe Medien' consent. */
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=13.37%2C52.52%2C13.39%2C52.535&layer=mapnik',
} as const;
