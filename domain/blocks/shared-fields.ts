// Field groups several block kinds share (decision 0171), each defined once: a kind spreads them into its fields
// (`fields: { anchor: …, ...faqSectionFields }`), and the layout kit's components take the values they infer
// (`ValuesOf<typeof faqSectionFields>`), so a shared piece and its kinds cannot drift apart.
import {
  boolean,
  link,
  list,
  markup,
  number,
  required,
  select,
  text,
  textarea,
  textList,
} from './field-spec';
import type { ValuesOf } from './field-spec';
import { EMBED_ASPECT_RATIOS, EMBED_KINDS, ICON_VARIANTS } from './options';

/** One link under an FAQ answer. */
export const faqLinkFields = { text: textarea('Text'), url: link('Link') };

/** One question of an FAQ section with its answer (sanitised markup) and links. */
export const faqItemFields = {
  question: text('Frage', { required: true }),
  answer: markup('Antwort', { required: true }),
  category: text('Kategorie', { required: true }),
  links: list('Links', faqLinkFields),
  showContactCta: boolean('Kontakt-Hinweis anzeigen'),
};

export const faqCategoryFields = { id: text('ID'), name: text('Name'), emoji: text('Emoji') };

/** The FAQ section's inputs (the home page's FAQ and the challenge page's). */
export const faqSectionFields = {
  badge: text('Badge'),
  title: text('Titel'),
  subtitle: textarea('Untertitel'),
  showSearch: boolean('Suche anzeigen'),
  searchPlaceholder: text('Suche: Platzhalter'),
  showCategories: boolean('Kategorien anzeigen'),
  showCategoryIcons: boolean('Kategorie-Icons anzeigen'),
  categories: list('Kategorien', faqCategoryFields),
  faqs: list('Fragen', faqItemFields),
  contactTitle: text('Kontakt: Titel'),
  contactText: textarea('Kontakt: Text'),
  contactUrl: link('Kontakt: Link'),
};

export type FaqSectionValues = Required<ValuesOf<typeof faqSectionFields>>;

/** A block's jump anchor: an in-page link '#…' scrolls to it. */
export const anchorField = text('Sprunganker (ID)');

/** A section's head: its anchor, eyebrow, title and subtitle (the layout kit's sectionHead). */
export const sectionHeadFields = {
  anchor: anchorField,
  eyebrow: text('Dachzeile'),
  title: text('Titel'),
  subtitle: textarea('Untertitel'),
};

/** A section's closing call to action: a title, a line of text and one button (the challenge page's sections). */
export const sectionCtaFields = {
  ctaTitle: text('CTA: Titel'),
  ctaText: text('CTA: Text'),
  ctaButtonText: text('CTA: Button-Text'),
  ctaUrl: link('CTA: Link'),
};

export type SectionCtaValues = ValuesOf<typeof sectionCtaFields>;

/** A hero's or a closing section's two buttons: the first (primary) and the second, each a text and a link. */
export const ctaPairFields = {
  primaryCtaText: text('Erster Button: Text'),
  primaryCtaUrl: link('Erster Button: Link'),
  secondaryCtaText: text('Zweiter Button: Text'),
  secondaryCtaUrl: link('Zweiter Button: Link'),
};

export type CtaPairValues = Required<ValuesOf<typeof ctaPairFields>>;

/** One statistic of a list (seed 002 §3 "Statistic"): a figure or a short text such as '6:30', unit and label. */
export const statisticItemFields = {
  key: text('Schlüssel'),
  value: required(text<string | number>('Wert')),
  suffix: text('Einheit (Suffix)'),
  label: text('Bezeichnung', { required: true }),
};

/** A statistic whose value is a number: the editor offers a number input. */
export const numericStatisticItemFields = {
  ...statisticItemFields,
  value: number('Wert', { required: true }),
};

/** A consent-gated map or video (seed 002 §2 "Plugins und Tools"). */
export const embedFields = {
  kind: select('Art', EMBED_KINDS),
  title: text('Titel'),
  src: link('Bild'),
  provider: text('Anbieter'),
  fallbackText: textarea('Ersatztext'),
  fallbackLinkText: text('Ersatzlink: Text'),
  fallbackLinkUrl: link('Ersatzlink: Adresse'),
  aspectRatio: select('Seitenverhältnis', EMBED_ASPECT_RATIOS),
};

export type EmbedValues = Required<ValuesOf<typeof embedFields>>;

/** A hero's headline: anchor, eyebrow, headline with its accent and the line below (the campaign and page heroes). */
export const heroHeadlineFields = {
  anchor: anchorField,
  eyebrow: text('Dachzeile'),
  headline: text('Überschrift'),
  headlineAccent: text('Überschrift: Akzent'),
  subheadline: textarea('Unterzeile'),
};

/** One benefit card: icon with its colour, features and a highlight (Level Up Week; the challenge's benefits). */
export const benefitFields = {
  title: text('Titel'),
  description: textarea('Beschreibung'),
  icon: text('Icon'),
  iconVariant: select('Icon-Variante', ICON_VARIANTS),
  features: textList('Merkmale'),
  highlight: text('Highlight'),
};
