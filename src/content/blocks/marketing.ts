// German copy and defaults of the marketing blocks (the home page, contact and privacy pages; decision 0134).
// Plain data: the block definitions import it as their defaults, a page document's props override it prop by prop.
import { FAQ_CATEGORIES, FAQ_ITEMS } from '#domain/content/marketing';
import type { ReactNode } from 'react';
import type { Statistic } from '../../components/layout/stat';
import type { FaqCategory, FaqItem } from '#domain/content/marketing';

export const heroDefaults: HeroProps = {
  eyebrow: 'Functional Training & HIIT',
  headline: 'Dein Training.',
  headlineAccent: 'Deine Community.',
  subheadline: 'Morgens funktionelles Training und HIIT in kleinen Gruppen – mit Trainern, die dich kennen.',
  primaryCtaText: 'Kostenloses Probetraining',
  primaryCtaUrl: '/kontakt',
  secondaryCtaText: 'Kurse ansehen',
  secondaryCtaUrl: '/kurse',
  trustIndicators: ['Keine Anmeldegebühr', 'Flexible Verträge', 'Professionelle Trainer'],
  statistics: [
    { key: 'dauer', value: 45, suffix: 'Min.', label: 'Training' },
    { key: 'start', value: '6:30', suffix: 'Uhr', label: 'Kursstart' },
    { key: 'zufriedenheit', value: 100, suffix: '%', label: 'Zufriedenheit' },
  ],
};

export const callToActionDefaults: CallToActionProps = {
  title: 'Bereit für dein erstes Training?',
  description: 'Teste uns 7 Tage kostenlos und finde heraus, welches Training zu dir passt.',
  primaryText: 'Kostenloses Probetraining',
  primaryUrl: '/kontakt',
  secondaryText: 'Kurse ansehen',
  secondaryUrl: '/kurse',
  variant: 'default',
  size: 'lg',
  trustIndicators: ['Keine Anmeldegebühr', 'Flexible Verträge', 'Professionelle Trainer'],
  anchor: '',
};

export const offerCardDefaults: OfferCardProps = {
  title: '7-Wochen-Challenge',
  price: '297€',
  period: 'einmalig',
  featured: true,
  ctaText: 'Jetzt anmelden',
  ctaUrl: '/kontakt',
  disclaimer:
    '100€ Cashback bei erfolgreichem Abschluss, die restlichen 197€ werden auf Leistungen im Studio angerechnet.',
  featuredLabel: 'Empfohlen',
};

export const statisticGridDefaults: StatisticGridProps = {
  title: 'Zahlen, die für sich sprechen',
  subtitle: '',
  columns: 4,
  statistics: [
    { key: 'teilnehmer', value: 2847, label: 'Teilnehmer', iconName: 'users' },
    { key: 'erfolg', value: 94, suffix: '%', label: 'Erfolgsquote', iconName: 'trophy' },
    { key: 'abnahme', value: 8, suffix: ' kg', label: 'durchschnittlich abgenommen', iconName: 'flame' },
    {
      key: 'zufriedenheit',
      value: 98,
      suffix: '%',
      label: 'Zufriedenheit',
      iconName: 'heart',
      showProgress: true,
      maxValue: 100,
    },
  ],
};

export const legalSectionDefaults: LegalSectionProps = {
  number: 1,
  title: 'Datenschutz auf einen Blick',
  intro: '',
  paragraphs: [],
  accordions: [],
  gridColumns: 1,
  gradient: 'primary',
  linkText: '',
  linkUrl: '',
};

export const privacyRightsDefaults: PrivacyRightsProps = {
  title: 'Deine Rechte',
  intro: 'Du hast jederzeit das Recht, unentgeltlich Folgendes von uns zu verlangen:',
  gridColumns: 4,
  gradient: 'secondary',
  rights: [
    {
      title: 'Auskunft',
      text: 'über Herkunft, Empfänger und Zweck deiner gespeicherten personenbezogenen Daten (Art. 15 DSGVO).',
    },
    {
      title: 'Berichtigung',
      text: 'unrichtiger Daten, die wir über dich gespeichert haben (Art. 16 DSGVO).',
    },
    {
      title: 'Löschung',
      text: 'deiner Daten, soweit keine gesetzliche Aufbewahrungspflicht entgegensteht (Art. 17 DSGVO).',
    },
    {
      title: 'Widerruf',
      text: 'einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO), etwa in den Cookie-Einstellungen.',
    },
  ],
  complaint: 'Außerdem kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren.',
};

export const privacyContactsDefaults: PrivacyContactsProps = {
  privacyTitle: 'Fragen zum Datenschutz',
  privacyText: 'Schreib uns, wenn du Auskunft möchtest oder eine Einwilligung widerrufen willst.',
  responsibleTitle: 'Verantwortliche Stelle',
  phoneLabel: 'Telefon',
  emailLabel: 'E-Mail',
};

/** The FAQ section's own labels (every FAQ block, the challenge page's too). */
export const FAQ_LABELS: FaqLabels = {
  allCategories: 'Alle',
  search: 'Fragen durchsuchen',
  emptyTitle: 'Keine Ergebnisse gefunden',
  emptyText: 'Versuche andere Suchbegriffe oder kontaktiere uns direkt.',
  linksTitle: 'Hilfreiche Links',
  askText: 'Noch unsicher?',
  askButton: 'Fragen stellen',
  contactButton: 'Kontakt aufnehmen',
};

export const faqDefaults: FaqSectionProps = {
  badge: 'FAQ',
  title: 'Häufig gestellte Fragen',
  subtitle: '',
  showSearch: true,
  searchPlaceholder: 'Frage suchen …',
  showCategories: true,
  showCategoryIcons: true,
  categories: [...FAQ_CATEGORIES],
  faqs: [...FAQ_ITEMS],
  contactTitle: 'Noch Fragen?',
  contactText: 'Schreib uns – wir antworten innerhalb von 2 Stunden.',
  contactUrl: '/kontakt',
};

export const membershipTiersDefaults: MembershipTiersProps = {
  eyebrow: 'Mitgliedschaften',
  title: 'Finde deine Mitgliedschaft',
  subtitle: 'Drei Wege ins Training – beantworte vier kurze Fragen und wir empfehlen dir den passenden.',
  ctaText: 'Probetraining vereinbaren',
  funnelText: 'Passende Mitgliedschaft finden',
  source: 'studio',
};

export interface HeroProps {
  eyebrow: string;
  headline: string;
  headlineAccent: string;
  subheadline: string;
  primaryCtaText: string;
  primaryCtaUrl: string;
  secondaryCtaText: string;
  secondaryCtaUrl: string;
  trustIndicators: string[];
  statistics: Statistic[];
}

export interface StatisticGridProps {
  title: string;
  subtitle: string;
  columns: 2 | 3 | 4;
  statistics: Statistic[];
}

export interface FaqSectionProps {
  badge: string;
  title: string;
  subtitle: string;
  showSearch: boolean;
  searchPlaceholder: string;
  showCategories: boolean;
  showCategoryIcons: boolean;
  categories: FaqCategory[];
  faqs: FaqItem[];
  contactTitle: string;
  contactText: string;
  contactUrl: string;
  /** The section's id (default 'faq'; '' = none). */
  anchor?: string;
  /** Extra content at the end of the contact section (e.g. the challenge page's contact cards). */
  contactExtra?: ReactNode;
  /** The section's own labels; a document or a wrapping block may leave them out (then FAQ_LABELS). */
  labels?: Partial<FaqLabels>;
}

export interface FaqLabels {
  allCategories: string;
  search: string;
  emptyTitle: string;
  emptyText: string;
  linksTitle: string;
  askText: string;
  askButton: string;
  contactButton: string;
}

export interface MembershipTiersProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  ctaText: string;
  funnelText: string;
  /** 'studio': the studio's membership types (when the app passes them); 'copy': the seed's own three tiers. */
  source: 'studio' | 'copy';
}

export interface CallToActionProps {
  title: string;
  description: string;
  primaryText: string;
  primaryUrl: string;
  secondaryText: string;
  secondaryUrl: string;
  variant: 'default' | 'gradient' | 'outline';
  size: 'md' | 'lg';
  trustIndicators: string[];
  anchor?: string;
}

export interface OfferCardProps {
  title: string;
  price: string;
  period: string;
  featured: boolean;
  ctaText: string;
  ctaUrl: string;
  disclaimer: string;
  /** The badge of a featured offer. */
  featuredLabel: string;
}

export interface LegalSectionProps {
  number: number;
  title: string;
  intro: string;
  paragraphs: string[];
  accordions: { title: string; body: string }[];
  /** 1 to 4 (seed 002 §2). */
  gridColumns: 1 | 2 | 3 | 4;
  gradient: Gradient;
  /** A link below the section (the data-collection section links the cookie settings, seed 002 §2); '' = none. */
  linkText: string;
  linkUrl: string;
}

export interface PrivacyContactsProps {
  privacyTitle: string;
  privacyText: string;
  responsibleTitle: string;
  phoneLabel: string;
  emailLabel: string;
}

export interface PrivacyRightsProps {
  title: string;
  intro: string;
  rights: { title: string; text: string }[];
  gridColumns: 1 | 2 | 3 | 4;
  gradient: Gradient;
  /** The closing line under the rights (the right to complain). */
  complaint: string;
}

export type Gradient = 'warm' | 'cool' | 'primary' | 'secondary';
