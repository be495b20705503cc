// Field groups several block kinds share (decision 0171), each defined once: a kind spreads them into its fields
// (`fields: { anchor: …, ...faqSectionFields }`), and the layout kit's components take the values they infer
// (`ValuesOf<typeof faqSectionFields>`), so a shared piece and its kinds cannot drift apart.
import { boolean, link, list, markup, select, text, textarea, textList, type ValuesOf } from './field-spec';
import { ICON_VARIANTS } from './options';

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

/** A section's head: its jump anchor, eyebrow, title and subtitle (Level Up Week's sections, the cards). */
export const sectionHeadFields = {
  anchor: text('Sprunganker (ID)'),
  eyebrow: text('Dachzeile'),
  title: text('Titel'),
  subtitle: textarea('Untertitel'),
};

/** A block's two buttons: the primary and the secondary call to action (heroes, call-to-action bands). */
export const ctaPairFields = {
  primaryCtaText: text('Erster Button: Text'),
  primaryCtaUrl: link('Erster Button: Link'),
  secondaryCtaText: text('Zweiter Button: Text'),
  secondaryCtaUrl: link('Zweiter Button: Link'),
};

/** A hero's headline: anchor, eyebrow, headline with its accent and the line below (the campaign and page heroes). */
export const heroHeadlineFields = {
  anchor: text('Sprunganker (ID)'),
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
