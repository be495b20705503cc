// The results gallery's kind 'transformation-results' (seed 002 §3 "Transformation result", §9 default
// statistics; decision 0171). The twelve results are fictional examples (docs/decisions/0082-about-and-gallery.md)
// that a studio replaces with its own stories; their images are the catalogue's IMAGES.results[i].before/.after,
// named by key so a page document stays plain data.
import { IMAGES } from '../../content/images';
import { defineGroup, type KindDefiner } from '../define';
import type { ValuesOf } from '../field-spec';
import type { resultsGalleryFields, transformationResultFields } from './results-gallery.fields';

// A kind of this group (decision 0217): its key has editor fields in ./results-gallery.fields.ts, its defaults
// are checked against their types. Free of side effects, so a bundle drops the kinds it does not use.
/* @__NO_SIDE_EFFECTS__ */
const defineKind: KindDefiner<typeof resultsGalleryFields> = (definition) => definition;

const images = (index: number) => ({
  beforeImage: IMAGES.results[index]!.before.key,
  afterImage: IMAGES.results[index]!.after.key,
});

/** Twelve fictional example results: 4 weightloss, 3 muscle, 3 toning, 2 fitness. */
const DEFAULT_RESULTS: ValuesOf<typeof transformationResultFields>[] = [
  {
    name: 'Sandra',
    age: 34,
    ...images(0),
    weightLoss: 9.4,
    muscleGain: 4,
    bodyFat: 5.2,
    duration: 7,
    goal: 'Nach der Elternzeit wieder fit werden',
    program: 'Premium',
    category: 'weightloss',
    story:
      'Zwei Kinder, ein Vollzeitjob und kaum Zeit: Sandra hat die Morgenkurse um 6:30 Uhr zu ihrer festen Stunde gemacht. Mit dem Ernährungsplan aus der Challenge purzelten die Kilos, ohne dass sie hungern musste.',
    quote: 'Ich hätte nie gedacht, dass ich mich morgens auf Training freue.',
  },
  {
    name: 'Jonas',
    age: 27,
    ...images(1),
    weightLoss: 2.1,
    muscleGain: 9,
    bodyFat: 4.1,
    duration: 7,
    goal: 'Sichtbar Muskeln aufbauen',
    program: 'VIP',
    category: 'muscle',
    story:
      'Jonas hat jahrelang allein an Geräten trainiert und kam nicht weiter. Mit strukturiertem Krafttraining, genug Eiweiß und ehrlichem Feedback der Trainer hat er in sieben Wochen mehr erreicht als im ganzen Jahr davor.',
  },
  {
    name: 'Julia',
    age: 41,
    ...images(2),
    weightLoss: 4.8,
    muscleGain: 5,
    bodyFat: 4.6,
    duration: 7,
    goal: 'Straffer werden und Rückenschmerzen loswerden',
    program: 'Premium',
    category: 'toning',
    story:
      'Julia sitzt beruflich viel. Functional Training für Rumpf und Haltung hat ihre Rückenschmerzen verschwinden lassen – und ihre Lieblingsjeans passt wieder.',
    quote: 'Mein Rücken dankt es mir jeden Tag.',
  },
  {
    name: 'Thomas',
    age: 52,
    ...images(3),
    weightLoss: 12.3,
    muscleGain: 3,
    bodyFat: 6.8,
    duration: 7,
    goal: 'Blutdruck senken und abnehmen',
    program: 'VIP',
    category: 'weightloss',
    story:
      'Sein Hausarzt riet ihm zu mehr Bewegung. Thomas hat mit drei Einheiten pro Woche begonnen, seine Ernährung Schritt für Schritt umgestellt und seine Werte deutlich verbessert.',
    quote: 'Mit 52 fühle ich mich fitter als mit 40.',
  },
  {
    name: 'Peter',
    age: 45,
    ...images(4),
    weightLoss: 5.6,
    muscleGain: 4,
    bodyFat: 3.9,
    duration: 7,
    goal: 'Ausdauer für den ersten Halbmarathon',
    program: 'Starter',
    category: 'fitness',
    story:
      'Peter wollte endlich einen Halbmarathon laufen. HIIT-Einheiten und Kraftausdauer haben ihm die Grundlage gegeben – zwei Monate nach der Challenge ist er ins Ziel gelaufen.',
  },
  {
    name: 'Murat',
    age: 31,
    ...images(5),
    weightLoss: 1.5,
    muscleGain: 8,
    bodyFat: 3.5,
    duration: 7,
    goal: 'Kraft für den Alltag und den Job',
    program: 'Premium',
    category: 'muscle',
    story:
      'Als Handwerker braucht Murat Kraft, die im Alltag trägt. Kreuzheben, Kettlebells und saubere Technik haben ihn stärker gemacht – und seine Schultern schmerzfrei.',
    quote: 'Endlich trainiere ich mit Plan statt nach Gefühl.',
  },
  {
    name: 'Nadine',
    age: 38,
    ...images(6),
    weightLoss: 8.7,
    muscleGain: 3,
    bodyFat: 5.9,
    duration: 7,
    goal: 'Abnehmen ohne Crash-Diät',
    program: 'Starter',
    category: 'weightloss',
    story:
      'Nadine hatte viele Diäten hinter sich. In der Challenge hat sie gelernt, satt und ausgewogen zu essen – und die Gruppe hat sie auch an müden Tagen zum Training gebracht.',
  },
  {
    name: 'Carina',
    age: 29,
    ...images(7),
    weightLoss: 3.9,
    muscleGain: 6,
    bodyFat: 5.1,
    duration: 7,
    goal: 'Definierter Körper zur Hochzeit',
    program: 'VIP',
    category: 'toning',
    story:
      'Sieben Wochen vor ihrer Hochzeit hat Carina mit der Challenge begonnen. Ganzkörpertraining und ein persönlicher Plan haben sie sichtbar definierter gemacht.',
    quote: 'Das Kleid saß perfekt – und ich habe mich stark gefühlt.',
  },
  {
    name: 'Birgit',
    age: 58,
    ...images(8),
    weightLoss: 4.2,
    muscleGain: 5,
    bodyFat: 3.4,
    duration: 7,
    goal: 'Beweglich und fit bleiben',
    program: 'Starter',
    category: 'fitness',
    story:
      'Birgit wollte beweglich bleiben, um mit ihren Enkeln mithalten zu können. Mobility, leichte Gewichte und viel Spaß in der Gruppe haben ihr neue Energie gegeben.',
    quote: 'Ich bin die Älteste im Kurs – und die Lauteste beim Anfeuern.',
  },
  {
    name: 'Michael',
    age: 36,
    ...images(9),
    weightLoss: 10.8,
    muscleGain: 4,
    bodyFat: 6.2,
    duration: 8,
    goal: 'Zehn Kilo weniger',
    program: 'Premium',
    category: 'weightloss',
    story:
      'Michael hatte ein klares Ziel: zehn Kilo weniger. Nach einer Verletzungspause hat er die Challenge um eine Woche verlängert – und sein Ziel übertroffen.',
  },
  {
    name: 'Lukas',
    age: 24,
    ...images(10),
    weightLoss: 0.8,
    muscleGain: 11,
    bodyFat: 3.2,
    duration: 7,
    goal: 'Von dünn zu athletisch',
    program: 'VIP',
    category: 'muscle',
    story:
      'Lukas galt immer als „zu dünn“. Mit Progressionsplan und Ernährungscoaching hat er gezielt zugelegt – an Muskeln, nicht an Fett.',
    quote: 'Zum ersten Mal sehe ich Fortschritt im Spiegel.',
  },
  {
    name: 'Melanie',
    age: 47,
    ...images(11),
    weightLoss: 6.1,
    muscleGain: 5,
    bodyFat: 4.8,
    duration: 6,
    goal: 'Straffe Arme und mehr Selbstbewusstsein',
    program: 'Starter',
    category: 'toning',
    story:
      'Melanie hat sich in der Gruppe von Anfang an wohlgefühlt. Nach sechs Wochen Training mit Bändern und Kettlebells zeigt sie ihre Arme wieder gern.',
  },
];

export const transformationResultsKind = defineKind({
  key: 'transformation-results',
  label: 'Transformation: Ergebnisse',
  defaults: {
    anchor: 'galerie',
    gridId: 'portfolio',
    eyebrow: 'Echte Ergebnisse',
    title: 'Transformationen, die motivieren',
    subtitle:
      'Sieben Wochen, ein Plan und eine Gruppe, die mitzieht: So haben sich unsere Teilnehmerinnen und Teilnehmer verändert.',
    showStatistics: true,
    // Seed 002 §9 "Default result statistics".
    statistics: {
      totalTransformations: 2847,
      averageWeightLoss: 8.2,
      averageDuration: 7.2,
      satisfactionRate: 94,
    },
    showFilters: true,
    results: DEFAULT_RESULTS,
    loadMoreText: 'Mehr Ergebnisse laden',
    loadingText: 'Wird geladen …',
    detailButtonText: 'Ganze Geschichte',
    disclaimer: 'Individuelle Ergebnisse können abweichen.',
    ctaTitle: 'Deine Transformation beginnt hier',
    ctaDescription:
      'Sichere dir deinen Platz in der nächsten 7-Wochen-Challenge oder lass dich zuerst kostenlos beraten.',
    primaryCtaText: 'Jetzt anmelden',
    primaryCtaUrl: '#anmeldung',
    secondaryCtaText: 'Kostenlose Beratung',
    secondaryCtaUrl: '#beratung',
    labels: {
      before: 'Vorher',
      after: 'Nachher',
      weight: 'Gewicht',
      muscle: 'Muskelmasse',
      bodyFat: 'Körperfett',
      duration: 'Dauer',
      weeks: 'Wochen',
      transformations: 'Transformationen',
      averageWeightLoss: 'Ø Gewichtsverlust',
      averageDuration: 'Ø Dauer',
      satisfaction: 'Zufriedenheit',
      program: 'Programm',
      goal: 'Ziel:',
    },
  },
  browser: { interactive: 'the category filters, "load more" and the detail dialog' },
});

export const resultsGalleryGroup = defineGroup('results-gallery', 'Ergebnisgalerie', [
  transformationResultsKind,
]);
