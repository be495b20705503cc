// The Level Up Week's kinds and the generic event and timeline cards (seed 001 §9, seed 002 §9: 7 days, 14
// workshops, 150 places, community 500, 94 % completion, 85 % average progress, '7 Tage', twice a year). Where the
// seeds give no text, the copy is ours (docs/decisions/0081-level-up-week.md).
import {
  LEVEL_UP_AVERAGE_PROGRESS,
  LEVEL_UP_CAPACITY,
  LEVEL_UP_COMMUNITY_SIZE,
  LEVEL_UP_COMPLETION_RATE,
  LEVEL_UP_DAYS,
  LEVEL_UP_EVENT_DURATION,
  LEVEL_UP_WORKSHOPS,
} from '../../campaign/level-up';
import { defineGroup, type KindDefiner } from '../define';
import type { ValuesOf } from '../field-spec';
import type { CARD_SIZES } from '../options';
import type { benefitFields } from '../shared-fields';
import type {
  levelUpFields,
  programDayFields,
  workshopFields,
  scheduleDayFields,
  testimonialFields,
  eventCardFields,
  timelineItemFields,
} from './level-up.fields';

// A kind of this group (decision 0217): its key has editor fields in ./level-up.fields.ts, its defaults are
// checked against their types. Free of side effects, so a bundle drops the kinds it does not use.
/* @__NO_SIDE_EFFECTS__ */
const defineKind: KindDefiner<typeof levelUpFields> = (definition) => definition;

type ProgramDay = ValuesOf<typeof programDayFields>;
type Workshop = ValuesOf<typeof workshopFields>;
type ScheduleDay = ValuesOf<typeof scheduleDayFields>;
type Benefit = ValuesOf<typeof benefitFields>;
type LevelUpTestimonial = ValuesOf<typeof testimonialFields>;
/** One event card's values (the cards' tests build their own). */
export type EventCardData = ValuesOf<typeof eventCardFields>;
type TimelineItem = ValuesOf<typeof timelineItemFields>;
/** A timeline card's size (its connector's height follows it). */
export type CardSize = (typeof CARD_SIZES)[number]['value'];

/** The next edition (0081): spring 2027, Monday 8 to Sunday 14 March; registration until 1 March. */
export const NEXT_EDITION = {
  start: '2027-03-08',
  registrationDeadline: '2027-03-01',
} as const;

export const SIGN_UP_URL = '/kontakt?source=level-up-week';

export const PROGRAM_DAYS: ProgramDay[] = [
  {
    day: 1,
    title: 'Kick-off & Standortbestimmung',
    description:
      'Wir starten gemeinsam: Bewegungs-Check, Kraft- und Ausdauertest und dein persönliches Ziel für die Woche.',
    focus: 'Analyse',
    icon: 'target',
    focusPoints: ['Mobility-Screening', 'Eingangstest Kraft & Ausdauer', 'Ziel mit deinem Coach festlegen'],
  },
  {
    day: 2,
    title: 'Kraft-Fundament',
    description: 'Kniebeuge, Kreuzheben, Drücken: saubere Technik in den Grundübungen, die alles tragen.',
    focus: 'Kraft',
    icon: 'dumbbell',
    focusPoints: ['Technik vor Gewicht', 'Rumpfspannung aufbauen', 'Dein Startgewicht finden'],
  },
  {
    day: 3,
    title: 'HIIT & Kondition',
    description: 'Intervalle, die dich fordern, aber nicht zerstören – mit Pulszonen statt Bauchgefühl.',
    focus: 'Ausdauer',
    icon: 'flame',
    focusPoints: ['Intervalle richtig dosieren', 'Pulszonen kennenlernen', 'Erholung zwischen den Runden'],
  },
  {
    day: 4,
    title: 'Mobility & Regeneration',
    description:
      'Ein bewusster Tag für Hüfte, Schultern und Wirbelsäule – und für alles, was dich erholen lässt.',
    focus: 'Beweglichkeit',
    icon: 'heart',
    focusPoints: ['Mobility-Flow', 'Atmung & Entspannung', 'Schlaf als Trainingsfaktor'],
  },
  {
    day: 5,
    title: 'Functional Power',
    description: 'Kettlebells, Sprünge, Schlitten: Kraft, die du im Alltag und im Sport wirklich nutzt.',
    focus: 'Athletik',
    icon: 'zap',
    focusPoints: ['Explosive Bewegungen', 'Kettlebell-Basics', 'Koordination unter Belastung'],
  },
  {
    day: 6,
    title: 'Team-Challenge',
    description: 'Das Community-Workout der Woche: in Teams, mit Musik und mit allen, die mitziehen.',
    focus: 'Community',
    icon: 'users',
    focusPoints: ['Partner- und Team-Workout', 'Gemeinsam an die Grenze', 'Feiern, was ihr geschafft habt'],
  },
  {
    day: 7,
    title: 'Abschluss-Check & Ausblick',
    description: 'Retest, Vergleich mit Tag 1 und dein Plan, wie es nach der Level Up Week weitergeht.',
    focus: 'Fortschritt',
    icon: 'trophy',
    focusPoints: [
      'Retest Kraft & Ausdauer',
      'Fortschritt schwarz auf weiß',
      'Dein Plan für die nächsten Wochen',
    ],
  },
];

/** Two a day, seven days: the 14 workshops. */
export const WORKSHOPS: Workshop[] = [
  {
    day: 1,
    time: '18:00',
    title: 'Bewegungs-Check',
    description: 'Wie du dich wirklich bewegst – und wo du ansetzt.',
  },
  {
    day: 1,
    time: '19:15',
    title: 'Ziele, die halten',
    description: 'Aus „fitter werden“ wird ein Plan mit Zahlen.',
  },
  {
    day: 2,
    time: '18:00',
    title: 'Technik-Clinic Kniebeuge & Kreuzheben',
    description: 'Saubere Bewegung unter Last.',
  },
  {
    day: 2,
    time: '19:15',
    title: 'Progressiv stärker',
    description: 'So planst du Gewichte und Wiederholungen.',
  },
  {
    day: 3,
    time: '18:00',
    title: 'HIIT richtig dosieren',
    description: 'Wie hart, wie lange, wie oft pro Woche.',
  },
  {
    day: 3,
    time: '19:15',
    title: 'Atmung & Pulszonen',
    description: 'Ruhig bleiben, wenn es anstrengend wird.',
  },
  {
    day: 4,
    time: '18:00',
    title: 'Mobility-Flow Hüfte & Schultern',
    description: '15 Minuten, die jeden Tag passen.',
  },
  {
    day: 4,
    time: '19:15',
    title: 'Schlaf & Regeneration',
    description: 'Warum Erholung Teil des Trainings ist.',
  },
  {
    day: 5,
    time: '18:00',
    title: 'Kettlebell-Basics',
    description: 'Swing, Clean und Goblet Squat sicher lernen.',
  },
  {
    day: 5,
    time: '19:15',
    title: 'Ernährung für Training & Alltag',
    description: 'Einfach essen, besser trainieren.',
  },
  { day: 6, time: '11:00', title: 'Partner-Workout', description: 'Zu zweit mehr schaffen als allein.' },
  { day: 6, time: '12:15', title: 'Mindset: Dranbleiben', description: 'Gewohnheiten statt guter Vorsätze.' },
  {
    day: 7,
    time: '12:00',
    title: 'Retest: Fortschritt in Zahlen',
    description: 'Was sich in sieben Tagen getan hat.',
  },
  {
    day: 7,
    time: '13:15',
    title: 'Dein Plan danach',
    description: 'Training und Alltag für die nächsten Wochen.',
  },
];

export const WEEKLY_SCHEDULE: ScheduleDay[] = [
  ...['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag'].map((day) => ({
    day,
    sessions: [
      { time: '06:30–07:15', title: 'Morning Session (Training des Tages)' },
      { time: '18:00–19:00', title: 'Workshop 1' },
      { time: '19:15–20:15', title: 'Workshop 2' },
    ],
  })),
  {
    day: 'Samstag',
    sessions: [
      { time: '09:00–10:30', title: 'Team-Challenge' },
      { time: '11:00–13:15', title: 'Workshops 1 und 2' },
    ],
  },
  {
    day: 'Sonntag',
    sessions: [
      { time: '10:00–11:30', title: 'Retest' },
      { time: '12:00–14:15', title: 'Workshops 1 und 2, danach Abschluss' },
    ],
  },
];

export const BENEFITS: Benefit[] = [
  {
    title: 'Sichtbarer Fortschritt',
    description: 'Eingangstest an Tag 1, Retest an Tag 7: Du siehst schwarz auf weiß, was sich bewegt hat.',
    icon: 'trophy',
    iconVariant: 'primary',
    features: ['Kraft- und Ausdauertest', 'Persönliche Auswertung'],
    highlight: '85 % durchschnittlicher Fortschritt',
  },
  {
    title: 'Technik, die sitzt',
    description: 'Kleine Gruppen und Coaches, die hinschauen – damit jede Wiederholung zählt.',
    icon: 'dumbbell',
    iconVariant: 'secondary',
    features: ['Technik-Clinics', 'Korrektur in jeder Einheit'],
  },
  {
    title: 'Eine Community, die mitzieht',
    description: 'Bis zu 150 Teilnehmende und eine Community von 500 Leuten, die dich anfeuern.',
    icon: 'users',
    iconVariant: 'accent',
    features: ['Team-Challenge am Samstag', 'Gemeinsamer Abschluss'],
    highlight: '94 % ziehen bis Tag 7 durch',
  },
  {
    title: 'Wissen für den Alltag',
    description:
      '14 Workshops zu Training, Ernährung, Schlaf und Mindset – kurz, praktisch, sofort umsetzbar.',
    icon: 'target',
    iconVariant: 'primary',
    features: ['Zwei Workshops pro Tag', 'Unterlagen zum Mitnehmen'],
  },
  {
    title: 'Regeneration verstehen',
    description: 'Du lernst, wann Pause Fortschritt bringt – und trainierst danach klüger statt nur härter.',
    icon: 'heart',
    iconVariant: 'secondary',
    features: ['Mobility-Flow', 'Schlaf & Atmung'],
  },
  {
    title: 'Ein Plan für danach',
    description: 'Am letzten Tag gehst du mit einem Plan nach Hause, der zu deinem Alltag passt.',
    icon: 'calendar',
    iconVariant: 'accent',
    features: ['Trainingsplan für 4 Wochen', 'Check-in mit deinem Coach'],
  },
];

export const TESTIMONIALS: LevelUpTestimonial[] = [
  {
    key: 'sandra',
    name: 'Sandra K.',
    title: 'Pflegekraft, 38',
    quote:
      'Ich dachte, eine Woche bringt nichts. Nach dem Retest wusste ich es besser – und bin seitdem dreimal pro Woche da.',
    photo: 'testimonial-1',
    badge: 'Alle 7 Tage dabei',
    event: 'Level Up Week Herbst 2026',
    achievements: ['+12 kg beim Kreuzheben', 'Erste Kettlebell-Swings mit 16 kg'],
    before: ['Training ohne Plan', 'Rückenschmerzen nach langen Schichten'],
    after: ['Fester Trainingsplan', 'Schmerzfrei durch die Woche'],
  },
  {
    key: 'murat',
    name: 'Murat Y.',
    title: 'Software-Entwickler, 31',
    quote: 'Die Workshops zu Schlaf und Pulszonen haben mir mehr gebracht als ein Jahr Training nach Gefühl.',
    photo: 'testimonial-2',
    badge: 'Größter Fortschritt',
    event: 'Level Up Week Frühjahr 2026',
    achievements: ['Ruhepuls um 6 Schläge gesenkt', '5 km unter 25 Minuten'],
    before: ['HIIT jeden Tag, immer müde', 'Kein Gefühl für Belastung'],
    after: ['Intervalle in Pulszonen', 'Zwei echte Erholungstage'],
  },
  {
    key: 'elke',
    name: 'Elke B.',
    title: 'Lehrerin, 54',
    quote:
      'Die Team-Challenge am Samstag war mein Highlight. Ich hätte nie gedacht, dass ich so etwas schaffe.',
    photo: 'testimonial-3',
    badge: 'Community-Liebling',
    event: 'Level Up Week Herbst 2026',
    achievements: ['Erste freie Klimmzug-Negative', 'Beweglicher in Hüfte und Schultern'],
    before: ['Allein auf dem Laufband', 'Respekt vor freien Gewichten'],
    after: ['Fester Platz in der Morning Session', 'Sicher mit Kettlebell und Langhantel'],
  },
];

export const EVENT_CARDS: EventCardData[] = [
  {
    title: 'Level Up Week Frühjahr 2027',
    description: 'Sieben Tage, 14 Workshops und dein Retest am Sonntag – der Start ins Trainingsjahr.',
    icon: 'calendar',
    badge: 'Nächster Termin',
    date: '8.–14. März 2027',
    status: 'Anmeldung offen',
    statusVariant: 'success',
    features: ['150 Plätze', 'Anmeldeschluss 1. März 2027', 'Für alle Fitnesslevel'],
    progress: 57,
    progressLabel: '86 von 150 Plätzen vergeben',
    ctaText: 'Platz sichern',
    ctaUrl: SIGN_UP_URL,
    ctaVariant: 'primary',
    variant: 'featured',
  },
  {
    title: 'Warm-up-Workshop',
    description: 'Zwei Wochen vorher: Wir zeigen dir die Grundübungen, damit du entspannt in Tag 1 startest.',
    icon: 'dumbbell',
    badge: '',
    date: 'Samstag, 20. Februar 2027, 10:00 Uhr',
    status: 'Nur noch wenige Plätze',
    statusVariant: 'warning',
    features: ['90 Minuten', 'Für Angemeldete kostenlos'],
    progress: 85,
    progressLabel: '17 von 20 Plätzen vergeben',
    ctaText: 'Dabei sein',
    ctaUrl: SIGN_UP_URL,
    ctaVariant: 'outline',
    variant: 'default',
  },
  {
    title: 'Level Up Week Herbst 2027',
    description:
      'Die zweite Ausgabe des Jahres. Trag dich ein, dann melden wir uns, sobald die Anmeldung startet.',
    icon: 'flame',
    badge: '',
    date: '20.–26. September 2027',
    status: 'Bald buchbar',
    statusVariant: 'info',
    features: ['150 Plätze', '14 Workshops'],
    progress: -1,
    progressLabel: '',
    ctaText: 'Vormerken',
    ctaUrl: '/kontakt?source=level-up-week-herbst',
    ctaVariant: 'secondary',
    variant: 'default',
  },
];

export const TIMELINE_ITEMS: TimelineItem[] = [
  {
    key: 'anmelden',
    title: 'Platz sichern',
    description:
      'Melde dich bis zum Anmeldeschluss an – Mitglied oder nicht, alle Fitnesslevel sind willkommen.',
    date: 'bis 1. März 2027',
    step: 1,
    icon: 'mail',
    features: ['150 Plätze', 'Bestätigung per E-Mail'],
    ctaText: 'Jetzt anmelden',
    ctaUrl: SIGN_UP_URL,
    ctaVariant: 'primary',
  },
  {
    key: 'vorbereiten',
    title: 'Vorbereiten',
    description: 'Im Warm-up-Workshop lernst du die Grundübungen und dein Coach lernt dich kennen.',
    date: '20. Februar 2027',
    step: 2,
    icon: 'dumbbell',
    features: ['Grundübungen kennenlernen', 'Fragen klären'],
    ctaText: '',
    ctaUrl: '',
    ctaVariant: 'outline',
  },
  {
    key: 'durchziehen',
    title: 'Sieben Tage durchziehen',
    description: 'Morning Session, zwei Workshops am Tag und eine Community, die dich trägt.',
    date: '8.–14. März 2027',
    step: 3,
    icon: 'flame',
    features: ['7 Tage', '14 Workshops'],
    ctaText: 'Zum Programm',
    ctaUrl: '#programm',
    ctaVariant: 'outline',
  },
  {
    key: 'weitermachen',
    title: 'Dranbleiben',
    description: 'Mit deinem Retest und einem Plan für die nächsten Wochen trainierst du einfach weiter.',
    date: 'ab 15. März 2027',
    step: 4,
    icon: 'trophy',
    features: ['Trainingsplan für 4 Wochen', 'Check-in mit deinem Coach'],
    ctaText: '',
    ctaUrl: '',
    ctaVariant: 'outline',
  },
];

export const levelUpHeroKind = defineKind({
  key: 'level-up-hero',
  label: 'Level Up Week: Hero',
  defaults: {
    anchor: 'level-up',
    eyebrow: 'Zweimal im Jahr · Community-Event',
    headline: 'Level Up Week:',
    headlineAccent: '7 Tage, die dein Training verändern.',
    subheadline:
      'Eine Woche Functional Training, HIIT und 14 Workshops mit unseren Coaches – zweimal im Jahr, für alle Fitnesslevel, gemeinsam mit der Kraftraum-Community.',
    nextEventDate: NEXT_EDITION.start,
    registrationDeadline: NEXT_EDITION.registrationDeadline,
    eventDuration: LEVEL_UP_EVENT_DURATION,
    registrationStatus: 'Anmeldung offen',
    participantCount: 86,
    capacity: LEVEL_UP_CAPACITY,
    workshops: LEVEL_UP_WORKSHOPS,
    days: LEVEL_UP_DAYS,
    completionRate: LEVEL_UP_COMPLETION_RATE,
    averageProgress: LEVEL_UP_AVERAGE_PROGRESS,
    communitySize: LEVEL_UP_COMMUNITY_SIZE,
    primaryCtaText: 'Jetzt Platz sichern',
    primaryCtaUrl: SIGN_UP_URL,
    secondaryCtaText: 'Zum Programm',
    secondaryCtaUrl: '#programm',
    labels: {
      workshops: 'Workshops',
      places: 'Plätze',
      start: 'Start',
      deadline: 'Anmeldeschluss',
      registration: 'Anmeldung',
      participants: 'Teilnehmende',
      of: 'von',
      ofPlaces: 'Plätzen',
      completionRate: 'Abschlussquote',
      averageProgress: 'durchschnittlicher Fortschritt',
      communitySize: 'Community-Mitglieder',
    },
  },
  browser: {
    interactive: 'the countdown to the next edition (today from the visitor’s clock, refreshed every minute)',
  },
});

export const levelUpProgramKind = defineKind({
  key: 'level-up-program',
  label: 'Level Up Week: 7-Tage-Programm',
  defaults: {
    anchor: 'programm',
    eyebrow: `${LEVEL_UP_DAYS} Tage · ${LEVEL_UP_WORKSHOPS} Workshops`,
    title: 'Dein 7-Tage-Programm',
    subtitle:
      'Jeden Morgen eine Morning Session, jeden Abend zwei Workshops – und jeden Tag ein klarer Fokus. So sieht deine Woche aus.',
    eventDate: NEXT_EDITION.start,
    currentDay: 0,
    days: PROGRAM_DAYS,
    focusTitle: 'Tagesfokus',
    workshopsTitle: `${LEVEL_UP_WORKSHOPS} Workshop-Highlights`,
    workshopsSubtitle: 'Kurz, praktisch und direkt im Training umsetzbar – zwei pro Tag.',
    workshops: WORKSHOPS,
    scheduleTitle: 'Wochenplan',
    schedule: WEEKLY_SCHEDULE,
    ctaTitle: 'Bereit für dein Level Up?',
    ctaDescription: '150 Plätze, zweimal im Jahr. Sichere dir deinen Platz für die nächste Level Up Week.',
    ctaText: 'Jetzt Platz sichern',
    ctaUrl: SIGN_UP_URL,
    secondaryCtaText: 'Nächste Termine',
    secondaryCtaUrl: '#termine',
  },
  browser: { interactive: 'the current day of the week (from today, refreshed every minute)' },
});

export const levelUpBenefitsKind = defineKind({
  key: 'level-up-benefits',
  label: 'Level Up Week: Vorteile',
  defaults: {
    anchor: 'vorteile',
    eyebrow: 'Warum mitmachen?',
    title: 'Was dir die Level Up Week bringt',
    subtitle: 'Eine Woche, die sich anfühlt wie ein Neustart – und danach im Alltag weiterwirkt.',
    benefits: BENEFITS,
  },
  browser: 'static',
});

export const levelUpTestimonialsKind = defineKind({
  key: 'level-up-testimonials',
  label: 'Level Up Week: Stimmen',
  defaults: {
    anchor: 'stimmen',
    eyebrow: 'Aus der Community',
    title: 'Das sagen Teilnehmende',
    subtitle:
      'Drei von vielen, die eine Level Up Week durchgezogen haben – und was sich für sie verändert hat.',
    testimonials: TESTIMONIALS,
  },
  browser: 'static',
});

export const eventCardsKind = defineKind({
  key: 'event-cards',
  label: 'Event-Karten',
  defaults: {
    anchor: 'termine',
    eyebrow: 'Termine',
    title: 'Die nächsten Events',
    subtitle: 'Die Level Up Week findet zweimal im Jahr statt – im Frühjahr und im Herbst.',
    cards: EVENT_CARDS,
  },
  browser: 'static',
});

export const timelineCardsKind = defineKind({
  key: 'timeline-cards',
  label: 'Timeline-Karten',
  defaults: {
    anchor: 'ablauf',
    eyebrow: 'Schritt für Schritt',
    title: 'So läuft deine Teilnahme',
    subtitle: 'Von der Anmeldung bis zum Plan für danach – vier Schritte, bei denen wir dich begleiten.',
    currentStep: 1,
    size: 'md',
    showProgress: true,
    progressLabel: 'Dein Fortschritt',
    items: TIMELINE_ITEMS,
  },
  // The slide-in is only for cards rendered in the browser; a server-rendered page shows them as they are.
  browser: 'static',
});

export const levelUpGroup = defineGroup('level-up', 'Level Up Week', [
  levelUpHeroKind,
  levelUpProgramKind,
  levelUpBenefitsKind,
  levelUpTestimonialsKind,
  eventCardsKind,
  timelineCardsKind,
]);
