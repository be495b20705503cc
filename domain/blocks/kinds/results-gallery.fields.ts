// The editor fields of the results-gallery kinds (decision 0217): what the page editor shows for each prop and
// what the server accepts in a saved document. The public pages never load them: ./results-gallery.ts (labels,
// defaults, hydration) imports their types only.
import { boolean, image, list, number, object, select, text, textarea } from '../field-spec';
import type { Fields } from '../field-spec';
import { RESULT_CATEGORIES, RESULT_PROGRAMS } from '../options';
import { ctaPairFields } from '../shared-fields';

export const transformationResultFields = {
  name: text('Name'),
  age: number('Alter', { min: 0, max: 120 }),
  /** Image key from the catalogue, e.g. 'result-1-before'. */
  beforeImage: image('Vorher-Bild', { use: 'gallery' }),
  afterImage: image('Nachher-Bild', { use: 'gallery' }),
  /** Kilograms lost. */
  weightLoss: number('Abnahme (kg)'),
  /** Muscle mass gained, in percent. */
  muscleGain: number('Muskelzuwachs (%)'),
  /** Body fat lost, in percentage points. */
  bodyFat: number('Körperfett (%)'),
  /** Weeks. */
  duration: number('Dauer', { min: 0 }),
  goal: textarea('Ziel'),
  program: select('Programm', RESULT_PROGRAMS),
  category: select('Kategorie', RESULT_CATEGORIES),
  story: textarea('Geschichte'),
  quote: textarea('Zitat'),
};

/** The labels of the statistics, the cards and the detail view. */
export const resultsGalleryLabelFields = {
  before: text('Vorher'),
  after: text('Nachher'),
  weight: text('Gewicht'),
  muscle: text('Muskelmasse'),
  bodyFat: text('Körperfett'),
  duration: text('Dauer'),
  weeks: text('Wochen'),
  transformations: text('Transformationen'),
  averageWeightLoss: text('Durchschnittlicher Gewichtsverlust'),
  averageDuration: text('Durchschnittliche Dauer'),
  satisfaction: text('Zufriedenheit'),
  /** Before the programme's name in the detail view ('Programm VIP'). */
  program: text('Programm'),
  goal: text('Ziel'),
};

/**
 * The editor fields of the results-gallery kinds, by key: their labels and defaults are in ./results-gallery.ts.
 */
export const resultsGalleryFields = {
  'transformation-results': {
    /** Section id for in-page links ('' = none). */
    anchor: text('Sprunganker (ID)'),
    /** Id of the card grid (seed 002 §2 '#portfolio'). */
    gridId: text('Raster-ID'),
    eyebrow: text('Dachzeile'),
    title: text('Titel'),
    subtitle: textarea('Untertitel'),
    showStatistics: boolean('Statistiken anzeigen'),
    statistics: object('Statistiken', {
      totalTransformations: number('Transformationen gesamt', { min: 0 }),
      averageWeightLoss: number('Durchschnittliche Abnahme (kg)'),
      averageDuration: number('Durchschnittliche Dauer (Wochen)'),
      satisfactionRate: number('Zufriedenheit (%)', { min: 0, max: 100 }),
    }),
    showFilters: boolean('Filter anzeigen'),
    results: list('Ergebnisse', transformationResultFields),
    loadMoreText: text('Mehr laden: Text'),
    loadingText: text('Ladetext'),
    detailButtonText: text('Detail-Button: Text'),
    disclaimer: textarea('Hinweis'),
    ctaTitle: text('CTA: Titel'),
    ctaDescription: textarea('CTA: Beschreibung'),
    ...ctaPairFields,
    labels: object('Beschriftungen', resultsGalleryLabelFields),
  },
} satisfies Record<string, Fields>;
