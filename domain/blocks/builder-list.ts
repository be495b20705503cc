// Seed 002 §3 as data: the page builder's "Builder list of block kinds" and the catalogue kinds of "Builder block
// inputs", each seed name → the kind(s) that implement it (issue 8 plan). Tests check every key is a defined kind,
// so a kind of the seed can never silently go missing. Which kinds exist is said by their definitions (./kinds).

export interface BuilderListEntry {
  /** The seed's name of the block kind. */
  name: string;
  /** The blockRegistry keys that implement it. */
  keys: readonly string[];
}

/** Seed 002 §3 "Builder list of block kinds", in the seed's order. */
export const BUILDER_LIST: readonly BuilderListEntry[] = [
  { name: 'gym offer card', keys: ['offer-card'] },
  { name: 'current-week courses grid', keys: ['course-week-grid'] },
  { name: 'course recommendation funnel', keys: ['recommendation-funnel'] },
  { name: 'challenge hero', keys: ['challenge-hero'] },
  { name: 'cashback badge', keys: ['cashback-badge'] },
  { name: 'transformation hero', keys: ['transformation-hero'] },
  { name: 'transformation timeline', keys: ['transformation-timeline'] },
  { name: 'transformation benefits', keys: ['transformation-benefits'] },
  { name: 'transformation testimonials', keys: ['transformation-testimonials'] },
  { name: 'transformation pricing', keys: ['transformation-pricing'] },
  { name: 'transformation FAQ', keys: ['transformation-faq'] },
  { name: 'transformation results', keys: ['transformation-results'] },
  { name: 'transformation quiz', keys: ['transformation-quiz'] },
  { name: 'contact form', keys: ['contact-form'] },
  { name: 'base button', keys: ['button'] },
  { name: 'base hero', keys: ['hero'] },
  { name: 'base FAQ', keys: ['faq'] },
  { name: 'base statistic', keys: ['statistic', 'statistic-grid'] },
  { name: 'base CTA', keys: ['call-to-action'] },
  { name: 'base timeline', keys: ['timeline-cards'] },
  { name: 'base event card', keys: ['event-cards'] },
  { name: 'about hero', keys: ['about-hero'] },
  { name: 'about story', keys: ['about-story'] },
  { name: 'about team', keys: ['about-team'] },
  { name: 'about values', keys: ['about-values'] },
  { name: 'about stats', keys: ['about-stats'] },
  { name: 'about location', keys: ['about-location'] },
  { name: 'about CTA', keys: ['about-cta'] },
  {
    name: 'Level Up Week blocks',
    keys: ['level-up-hero', 'level-up-program', 'level-up-benefits', 'level-up-testimonials'],
  },
];

/** Seed 002 §3 "Builder block inputs (catalogue)": the kinds with inputs, in the seed's order. */
export const CATALOGUE_INPUT_KINDS: readonly BuilderListEntry[] = [
  { name: 'Success-stories section', keys: ['success-stories'] },
  { name: 'BaseModal', keys: ['modal-dialog'] },
  { name: 'Gallery blocks', keys: ['image-gallery'] },
  { name: 'Alternating features', keys: ['alternating-features'] },
  { name: 'Bento grid', keys: ['bento-grid'] },
  { name: 'Feature showcase', keys: ['feature-showcase'] },
  { name: 'Feature grid', keys: ['feature-grid'] },
  { name: 'Content image grid', keys: ['content-image-grid'] },
  { name: 'Stats gallery', keys: ['stats-gallery'] },
  { name: 'Stats feature cards', keys: ['stats-feature-cards'] },
  { name: 'Content bento grid', keys: ['content-bento-grid'] },
  { name: 'Content section 48', keys: ['content-section'] },
  { name: 'SevenWeekQuestionnaire', keys: ['seven-week-questionnaire'] },
  { name: 'TransformationPopup', keys: ['transformation-popup'] },
  { name: 'Gym hero', keys: ['gym-hero'] },
  { name: 'USP grid', keys: ['usp-grid'] },
  { name: 'Morning schedule', keys: ['morning-schedule'] },
  { name: 'Comparison', keys: ['comparison-table'] },
  { name: 'Call to action', keys: ['call-to-action'] },
  { name: 'FAQ', keys: ['faq'] },
];
