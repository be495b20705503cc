// The challenge page's kinds (issue 8 items 1 and 4, decision 0171; seed 001 §2, §3, §9; seed 002 §2, §9): the
// challenge and transformation heroes, the cashback badge, the timeline, benefits, testimonials, pricing, FAQ and
// quiz sections. Figures come from domain/campaign/pricing.ts; texts the seeds do not give are ours and listed in
// docs/decisions/0080.
import {
  CHALLENGE_CASHBACK_EUR,
  CHALLENGE_CREDIT_EUR,
  CHALLENGE_FEE_EUR,
  CHALLENGE_WEEKS_OFFER,
} from '../../campaign/pricing';
import { DEFAULT_CURRENT_WEEK } from '../../campaign/timeline';
import { FAQ_CATEGORIES } from '../../content/marketing';
import { defineGroup, type KindDefiner } from '../define';
import type { ValuesOf } from '../field-spec';
import type { benefitFields, faqItemFields } from '../shared-fields';
import type {
  challengeFields,
  timelineWeekFields,
  challengeStatFields,
  testimonialFields,
  testimonialSummaryFields,
  pricingPlanFields,
  comparisonRowFields,
  contactCardFields,
  quizStepFields,
} from './challenge.fields';

// A kind of this group (decision 0217): its key has editor fields in ./challenge.fields.ts, its defaults are
// checked against their types. Free of side effects, so a bundle drops the kinds it does not use.
/* @__NO_SIDE_EFFECTS__ */
const defineKind: KindDefiner<typeof challengeFields> = (definition) => definition;

const FEE = `${CHALLENGE_FEE_EUR}€`;
const CASHBACK = `${CHALLENGE_CASHBACK_EUR}€`;
const CREDIT = `${CHALLENGE_CREDIT_EUR}€`;
const WEEKS = CHALLENGE_WEEKS_OFFER;

const DEFAULT_WEEKS: ValuesOf<typeof timelineWeekFields>[] = [
  {
    title: 'Woche 1: Ankommen',
    description: 'Körperanalyse, Ziele festlegen und die ersten Kurse – wir holen dich da ab, wo du stehst.',
    emoji: '🚀',
    goals: ['Startmessung und Vorher-Fotos', 'Persönlichen Plan aufstellen', '3 Trainings absolvieren'],
  },
  {
    title: 'Woche 2: Rhythmus finden',
    description: 'Technik sitzt, der Wecker klingelt früher: Training wird zur Routine.',
    emoji: '⏰',
    goals: ['Saubere Technik bei den Grundübungen', 'Feste Trainingstage', 'Erster wöchentlicher Check-in'],
  },
  {
    title: 'Woche 3: Intensität steigern',
    description: 'Mehr Gewicht, kürzere Pausen – jetzt spürst du, was in dir steckt.',
    emoji: '🔥',
    goals: ['HIIT-Einheiten dazunehmen', 'Ernährung im Alltag umsetzen', 'App täglich nutzen'],
    results: 'Erste Erfolge: mehr Energie am Morgen',
  },
  {
    title: 'Woche 4: Halbzeit-Check',
    description: 'Zwischenmessung und Gespräch mit deinem Coach. Was läuft, was passen wir an?',
    emoji: '📊',
    goals: ['Zwischenmessung', 'Plan anpassen', 'Persönliches Training'],
    results: 'Im Schnitt 4 kg weniger',
  },
  {
    title: 'Woche 5: Kraft aufbauen',
    description: 'Der Körper hat sich angepasst – wir legen bei Kraft und Ausdauer nach.',
    emoji: '💪',
    goals: ['Neue persönliche Bestleistung', '4 Trainings pro Woche', 'Regeneration planen'],
  },
  {
    title: 'Woche 6: Dranbleiben',
    description: 'Die Community trägt dich durch die letzten Meter. Jetzt nicht nachlassen.',
    emoji: '🤝',
    goals: ['Partner-Workout mit der Gruppe', 'Alle Check-ins erledigt', 'Mindset-Session'],
  },
  {
    title: 'Woche 7: Finale',
    description:
      'Abschlussmessung, Nachher-Fotos und deine Bilanz – und 100€ Cashback, wenn du durchgezogen hast.',
    emoji: '🏆',
    goals: ['Abschlussmessung und Nachher-Fotos', 'Cashback sichern', 'Plan für danach'],
    results: 'Im Schnitt 8,2 kg weniger und 94% Abschlussquote',
  },
];

/** Seed 001 §9 "Timeline section stats". */
const TIMELINE_STATS: ValuesOf<typeof challengeStatFields>[] = [
  { value: '16', label: 'Kurse pro Woche' },
  { value: '8,2 kg', label: 'durchschnittlich abgenommen' },
  { value: '94%', label: 'Abschlussquote' },
  { value: '98%', label: 'Zufriedenheit' },
];

const DEFAULT_BENEFITS: ValuesOf<typeof benefitFields>[] = [
  {
    title: 'Persönlicher Trainingsplan',
    description: 'Dein Plan richtet sich nach deinem Startpunkt, nicht nach dem Durchschnitt.',
    icon: 'target',
    iconVariant: 'primary',
    features: ['Körperanalyse zu Beginn und am Ende', 'Anpassung zur Halbzeit', 'Übungen für jedes Level'],
  },
  {
    title: '16 Kurse pro Woche',
    description: 'Functional Training und HIIT in kleinen Gruppen, morgens ab 6:30 Uhr.',
    icon: 'calendar',
    iconVariant: 'secondary',
    features: ['45 Minuten pro Einheit', 'Kleine Gruppen', 'Trainer, die dich kennen'],
  },
  {
    title: 'Ernährung, die passt',
    description: 'Kein Verzicht-Programm: alltagstaugliche Tipps und ein Plan, den du durchhältst.',
    icon: 'heart',
    iconVariant: 'accent',
    features: ['Einfache Rezepte', 'Einkaufslisten in der App', 'Wöchentlicher Check-in'],
  },
  {
    title: 'Community & Motivation',
    description: 'Du trainierst nicht allein: Die Gruppe zieht mit, an guten wie an zähen Tagen.',
    icon: 'users',
    iconVariant: 'secondary',
    features: ['Challenge-Gruppe', 'Partner-Workouts', 'Gemeinsames Finale'],
  },
  {
    title: 'Fortschritt sichtbar machen',
    description: 'Messungen, Fotos und die App zeigen dir schwarz auf weiß, was sich verändert.',
    icon: 'zap',
    iconVariant: 'primary',
    features: ['Tracking in der App', 'Vorher-/Nachher-Vergleich', 'Auswertung nach 7 Wochen'],
  },
  {
    title: 'Geld zurück für Durchhalten',
    description: `Zieh die ${WEEKS} Wochen durch und du bekommst ${CASHBACK} zurück. Die restlichen ${CREDIT} werden dir für Leistungen im Studio angerechnet.`,
    icon: 'trophy',
    iconVariant: 'success',
    features: ['Mindestens 80% der Trainings', 'Tägliche App-Nutzung', 'Wöchentliche Check-ins'],
    highlight: `${CASHBACK} Cashback`,
  },
];

const DEFAULT_TESTIMONIALS: ValuesOf<typeof testimonialFields>[] = [
  {
    name: 'Julia M.',
    details: '34 Jahre, Projektmanagerin',
    quote:
      'Ich hatte drei Anläufe im Fitnessstudio hinter mir. Hier hat es zum ersten Mal geklappt – weil jemand gemerkt hat, wenn ich gefehlt habe.',
    rating: 5,
    avatar: 0,
    weightLoss: 9,
    durationWeeks: 7,
    satisfactionScore: 100,
    programHighlight: { title: 'Morgenroutine', description: 'Um 6:30 Uhr trainieren, um 8 Uhr im Büro.' },
  },
  {
    name: 'Thomas K.',
    details: '42 Jahre, Vater von zwei Kindern',
    quote:
      'Die 45 Minuten passen in jeden Tag. Nach sieben Wochen bin ich fitter als mit 30 und die Rückenschmerzen sind weg.',
    rating: 5,
    avatar: 1,
    weightLoss: 11,
    durationWeeks: 7,
    satisfactionScore: 98,
    programHighlight: {
      title: 'Personal Training',
      description: 'Drei Einheiten, die meine Technik verändert haben.',
    },
  },
  {
    name: 'Sarah L.',
    details: '28 Jahre, Studentin',
    quote:
      'Die Gruppe war mein Motor. Und die 100€ Cashback am Ende? Hab ich direkt in neue Laufschuhe gesteckt.',
    rating: 5,
    avatar: 2,
    weightLoss: 6,
    durationWeeks: 7,
    satisfactionScore: 96,
    programHighlight: { title: 'Community', description: 'Partner-Workouts jeden Freitag.' },
  },
  {
    name: 'Markus B.',
    details: '51 Jahre, Handwerker',
    quote:
      'Ich war skeptisch, ob das in meinem Alter noch was wird. Die Trainer haben jede Übung für mich angepasst.',
    rating: 4,
    avatar: 3,
    weightLoss: 8,
    durationWeeks: 7,
    satisfactionScore: 94,
    programHighlight: { title: 'Angepasste Übungen', description: 'Jede Einheit passend zu meinen Knien.' },
  },
  {
    name: 'Aylin S.',
    details: '37 Jahre, Pflegekraft',
    quote: 'Trotz Schichtdienst habe ich 80% der Trainings geschafft. Die App hat mich jeden Tag erinnert.',
    rating: 5,
    avatar: 4,
    weightLoss: 7,
    durationWeeks: 7,
    satisfactionScore: 97,
    programHighlight: {
      title: 'Check-ins',
      description: 'Jede Woche kurz Bilanz ziehen – das hat geholfen.',
    },
  },
  {
    name: 'Jonas W.',
    details: '30 Jahre, Softwareentwickler',
    quote: 'Weniger Bildschirm, mehr Bewegung. Die Challenge war der Startschuss, jetzt bin ich Mitglied.',
    rating: 5,
    avatar: 5,
    weightLoss: 8,
    durationWeeks: 7,
    satisfactionScore: 99,
    programHighlight: {
      title: 'Danach',
      description: 'Die 197€ Guthaben gingen direkt in die Mitgliedschaft.',
    },
  },
];

/** Seed 001 §3 fields with the §9 claims (2847 participants, 8 kg, 98%); the rating 4.9 is ours. */
const DEFAULT_SUMMARY: ValuesOf<typeof testimonialSummaryFields> = {
  totalParticipants: 2847,
  averageRating: 4.9,
  averageWeightLoss: 8,
  recommendationRate: 98,
};

const DEFAULT_PLANS: ValuesOf<typeof pricingPlanFields>[] = [
  {
    name: 'Core Start',
    description: 'Der günstige Einstieg: 7 Wochen Gruppentraining mit Plan.',
    icon: 'dumbbell',
    price: '197€',
    period: 'einmalig',
    originalPrice: '',
    discount: '50% Rabatt für 2 Monate',
    paymentInfo: 'Danach 2 Monate Mitgliedschaft zum halben Preis',
    features: [
      '7 Wochen alle Gruppenkurse',
      'Körperanalyse zu Beginn und am Ende',
      'Trainingsplan in der App',
      'Wöchentliche Check-ins',
      'Ernährungstipps',
    ],
    bonusFeatures: ['30 Tage Geld-zurück-Garantie'],
    ctaText: 'Core Start wählen',
    ctaUrl: '/kontakt',
    additionalInfo: 'Kein Cashback, dafür 50% Rabatt auf die ersten 2 Monate Mitgliedschaft.',
    featured: false,
    badge: '',
  },
  {
    name: 'Hybrid Transform',
    description: 'Die 7-Wochen-Challenge mit Cashback und persönlicher Betreuung.',
    icon: 'flame',
    price: FEE,
    period: 'einmalig',
    originalPrice: '',
    discount: '',
    paymentInfo: `${CASHBACK} Cashback bei Abschluss`,
    features: [
      '7 Wochen alle Gruppenkurse',
      '3 Personal Trainings',
      'Körperanalyse zu Beginn, zur Halbzeit und am Ende',
      'Persönlicher Trainingsplan',
      'Ernährungsplan mit Rezepten',
      'Wöchentliche Check-ins mit deinem Coach',
      'Challenge-Community',
    ],
    bonusFeatures: [
      `${CASHBACK} Cashback bei Abschluss`,
      `${FEE} Guthaben auf deine Mitgliedschaft (über 6 Monate)`,
      '60 Tage Geld-zurück-Garantie',
    ],
    ctaText: 'Jetzt Challenge starten',
    ctaUrl: '/kontakt',
    additionalInfo: `${CREDIT} werden dir nach dem Cashback für Leistungen im Studio angerechnet.`,
    featured: true,
    badge: 'Beliebteste Wahl',
  },
  {
    name: 'High Performance',
    description: 'Maximale Betreuung für maximale Ergebnisse.',
    icon: 'trophy',
    price: '497€',
    period: 'einmalig',
    originalPrice: '',
    discount: '',
    paymentInfo: `${CASHBACK} Cashback bei Abschluss`,
    features: [
      '7 Wochen alle Gruppenkurse',
      '7 Personal Trainings',
      'Körperanalyse jede Woche',
      'Persönlicher Trainingsplan',
      'Individueller Ernährungsplan',
      'Tägliches Feedback in der App',
      'HRV-Messung',
    ],
    bonusFeatures: [
      `${CASHBACK} Cashback bei Abschluss`,
      '497€ Guthaben auf deine Mitgliedschaft (über 6 Monate)',
      '90 Tage Geld-zurück-Garantie',
    ],
    ctaText: 'High Performance wählen',
    ctaUrl: '/kontakt',
    additionalInfo: 'Begrenzte Plätze: maximal 8 Teilnehmer pro Durchgang.',
    featured: false,
    badge: 'Stark begrenzt',
  },
];

const COMPARISON_PACKAGES = ['Core Start', 'Hybrid Transform', 'High Performance'];

/** Seed 001 §9 "Comparison table". */
const DEFAULT_COMPARISON: ValuesOf<typeof comparisonRowFields>[] = [
  { name: 'Preis', values: ['197€', FEE, '497€'] },
  { name: 'Dauer', values: ['7 Wochen', '7 Wochen', '7 Wochen'] },
  { name: 'Alle Gruppenkurse', values: [true, true, true] },
  { name: 'Personal Trainings', values: [false, '3', '7'] },
  { name: 'Cashback bei Abschluss', values: [false, CASHBACK, CASHBACK] },
  {
    name: 'Guthaben auf die Mitgliedschaft',
    values: ['50% Rabatt für 2 Monate', `${FEE} über 6 Monate`, '497€ über 6 Monate'],
  },
  { name: 'Ernährungsplan', values: ['Tipps', 'Mit Rezepten', 'Individuell'] },
  { name: 'Geld-zurück-Garantie', values: ['30 Tage', '60 Tage', '90 Tage'] },
  { name: 'Wöchentliche Check-ins', values: [true, true, true] },
];

/** Seed 001 §9 "FAQ content figures", with the answer links of seed 001 §2. */
const CHALLENGE_FAQS: ValuesOf<typeof faqItemFields>[] = [
  {
    question: 'Was kostet die 7-Wochen-Challenge?',
    answer: `Es gibt drei Pakete: <strong>197€</strong> (Core Start), <strong>${FEE}</strong> (Hybrid Transform) und <strong>497€</strong> (High Performance). Jeweils einmalig, ohne Abo.`,
    category: 'mitgliedschaft',
    links: [
      { text: 'Persönliche Beratung', url: '#beratung' },
      { text: 'Zum Kontaktformular', url: '/kontakt' },
    ],
  },
  {
    question: 'Wie bekomme ich die 100€ Cashback?',
    answer:
      'Das Cashback bekommst du, wenn du <strong>mindestens 80% der Trainings</strong> absolvierst, die App <strong>täglich</strong> nutzt, an den <strong>wöchentlichen Check-ins</strong> teilnimmst und <strong>Vorher-/Nachher-Fotos</strong> einreichst.',
    category: 'mitgliedschaft',
    links: [{ text: 'Ergebnisse anderer Teilnehmer', url: '#galerie' }],
    showContactCta: true,
  },
  {
    question: 'Was passiert mit den restlichen 197€?',
    answer: `Nach dem Cashback von ${CASHBACK} werden dir die übrigen <strong>${CREDIT}</strong> für Leistungen im Studio angerechnet – zum Beispiel auf deine Mitgliedschaft.`,
    category: 'mitgliedschaft',
  },
  {
    question: 'Gibt es eine Geld-zurück-Garantie?',
    answer:
      'Ja. Je nach Paket gilt eine Geld-zurück-Garantie von <strong>30 Tagen</strong> (Core Start), <strong>60 Tagen</strong> (Hybrid Transform) oder <strong>90 Tagen</strong> (High Performance).',
    category: 'mitgliedschaft',
    links: [{ text: 'Alle Fragen ansehen', url: '#faq' }],
  },
  {
    question: 'Brauche ich Vorerfahrung?',
    answer:
      'Nein. Unsere Trainer passen jede Übung an dein Level an – vom <em>Einsteiger</em> bis zum Profi. In Woche 1 lernst du die Grundübungen in Ruhe.',
    category: 'training',
    links: [{ text: 'Vorher-/Nachher-Galerie', url: '#galerie' }],
  },
  {
    question: 'Wie oft muss ich trainieren?',
    answer:
      'Wir empfehlen 3 bis 4 Einheiten pro Woche à 45 Minuten. Für das Cashback zählen mindestens 80% der geplanten Trainings.',
    category: 'training',
  },
  {
    question: 'Wie schnell bekomme ich eine Antwort auf meine Fragen?',
    answer:
      'Per E-Mail antworten wir innerhalb von <strong>24h</strong>. Über WhatsApp oder das Kontaktformular melden wir uns meist innerhalb von 2 Stunden.',
    category: 'allgemein',
    links: [
      { text: 'Per WhatsApp schreiben', url: '#whatsapp' },
      { text: 'Zum Kontaktformular', url: '/kontakt' },
    ],
  },
  {
    question: 'Kann ich vorher ein Probetraining machen?',
    answer: 'Ja, du kannst 7 Tage kostenlos testen, bevor du dich für die Challenge entscheidest.',
    category: 'allgemein',
    showContactCta: true,
  },
];

const CONTACT_CARDS: ValuesOf<typeof contactCardFields>[] = [
  {
    id: 'beratung',
    title: 'Persönliche Beratung',
    text: 'Wir finden mit dir das passende Paket – telefonisch oder vor Ort.',
    linkText: 'Beratung anfragen',
    url: '/kontakt?source=beratung',
    icon: 'users',
  },
  {
    id: 'whatsapp',
    title: 'WhatsApp',
    text: 'Kurze Frage? Schreib uns, wir antworten meist innerhalb von 2 Stunden.',
    linkText: 'Auf WhatsApp schreiben',
    url: 'https://wa.me/49301234567',
    icon: 'phone',
  },
  {
    id: 'kontakt',
    title: 'E-Mail & Kontaktformular',
    text: 'Per E-Mail antworten wir innerhalb von 24h.',
    linkText: 'Nachricht schreiben',
    url: '/kontakt',
    icon: 'mail',
  },
  {
    id: 'probetraining',
    title: 'Probetraining',
    text: '7 Tage kostenlos testen und die Trainer kennenlernen.',
    linkText: 'Probetraining vereinbaren',
    url: '#probetraining',
    icon: 'calendar',
  },
];

/** 3 steps × 3 questions (seed 002 §9), display only; our wording (0080). */
const QUIZ_STEPS: ValuesOf<typeof quizStepFields>[] = [
  {
    title: 'Wo stehst du gerade?',
    questions: [
      {
        question: 'Wie fühlst du dich, wenn du morgens aufstehst?',
        hint: 'Ausgeschlafen, müde oder irgendwas dazwischen?',
      },
      {
        question: 'Wann hast du zuletzt regelmäßig trainiert?',
        hint: 'Letzte Woche, letztes Jahr oder noch nie so richtig?',
      },
      {
        question: 'Wie viele Treppenstufen schaffst du ohne Pause?',
        hint: 'Ehrlich zu dir sein ist der erste Schritt.',
      },
    ],
  },
  {
    title: 'Was willst du erreichen?',
    questions: [
      {
        question: 'Was soll sich in 7 Wochen verändert haben?',
        hint: 'Gewicht, Kraft, Energie – oder alles zusammen?',
      },
      { question: 'Wofür willst du fitter sein?', hint: 'Für dich, deine Kinder, den Urlaub, den Job?' },
      {
        question: 'Woran merkst du, dass du es geschafft hast?',
        hint: 'Die Lieblingsjeans, der Blick in den Spiegel, die Werte in der App?',
      },
    ],
  },
  {
    title: 'Bist du bereit?',
    questions: [
      {
        question: 'Kannst du dir 3 Mal pro Woche 45 Minuten freihalten?',
        hint: 'Morgens ab 6:30 Uhr – bevor der Tag dich einholt.',
      },
      {
        question: 'Was hat dich bisher aufgehalten?',
        hint: 'Zeit, Motivation, Unsicherheit? Genau da setzen wir an.',
      },
      {
        question: 'Willst du es diesmal mit Begleitung schaffen?',
        hint: 'Mit Trainer, Gruppe und Geld-zurück-Anreiz.',
      },
    ],
  },
];

const BADGE_DEFAULTS = {
  amount: CASHBACK,
  label: 'Cashback',
  text: 'bei Abschluss',
  position: 'top-right',
} as const;

const QUIZ_TARGET = '/kontakt?source=transformation-quiz';

export const challengeHeroKind = defineKind({
  key: 'challenge-hero',
  label: 'Challenge-Hero',
  defaults: {
    anchor: 'challenge',
    eyebrow: '7-Wochen-Challenge',
    headline: '7 Wochen. Neuer Körper.',
    headlineAccent: `Mit ${CASHBACK} Cashback.`,
    subheadline: `Investiere ${FEE} in dich: ${WEEKS} Wochen begleitetes Training in kleinen Gruppen. Ziehst du durch, bekommst du ${CASHBACK} zurück – die restlichen ${CREDIT} werden dir für Leistungen im Studio angerechnet.`,
    figures: [
      { value: FEE, label: 'Investition' },
      { value: `${WEEKS} Wochen`, label: 'begleitetes Training' },
      { value: CASHBACK, label: 'Cashback bei Abschluss' },
      { value: CREDIT, label: 'Guthaben fürs Studio' },
    ],
    primaryCtaText: 'Jetzt anmelden',
    primaryCtaUrl: '#anmeldung',
    secondaryCtaText: 'Details ansehen',
    secondaryCtaUrl: '#details',
    badgeAmount: BADGE_DEFAULTS.amount,
    badgeLabel: BADGE_DEFAULTS.label,
    badgeText: BADGE_DEFAULTS.text,
    badgePosition: 'top-right',
    showImage: true,
  },
  browser: {
    interactive: 'the money animation on the cashback badge (hover and click)',
    when: 'interaction',
  },
});

export const cashbackBadgeKind = defineKind({
  key: 'cashback-badge',
  label: 'Cashback-Badge',
  defaults: {
    anchor: '',
    ...BADGE_DEFAULTS,
    title: `${FEE} investieren, ${CASHBACK} zurück`,
    description: `Zieh die ${WEEKS} Wochen durch und hol dir ${CASHBACK} Cashback. Die restlichen ${CREDIT} werden dir im Studio angerechnet.`,
  },
  browser: { interactive: 'the money animation on the badge (hover and click)', when: 'interaction' },
});

export const transformationHeroKind = defineKind({
  key: 'transformation-hero',
  label: 'Transformation-Hero',
  defaults: {
    anchor: '',
    eyebrow: 'Deine Transformation',
    headline: '7 Wochen. Neuer Körper. Null Kosten.',
    subheadline: `Trainiere ${WEEKS} Wochen mit uns, hol dir ${CASHBACK} zurück und lass dir ${CREDIT} für deine Mitgliedschaft anrechnen.`,
    ctaText: 'Jetzt starten',
    ctaUrl: '#anmeldung',
    secondaryCtaText: 'Mehr erfahren',
    secondaryCtaUrl: '#details',
    headingLevel: 1,
    showImage: true,
  },
  browser: 'static',
});

export const transformationTimelineKind = defineKind({
  key: 'transformation-timeline',
  label: 'Transformation: Zeitplan',
  defaults: {
    anchor: 'story',
    badge: 'Woche für Woche',
    title: 'Deine 7 Wochen im Überblick',
    subtitle: 'Jede Woche hat ein Ziel. Du weißt immer, wo du stehst und was als Nächstes kommt.',
    weeks: DEFAULT_WEEKS,
    currentWeek: DEFAULT_CURRENT_WEEK,
    stats: TIMELINE_STATS,
    ctaTitle: 'Bereit für Woche 1?',
    ctaText: 'Der nächste Durchgang startet bald – die Plätze sind begrenzt.',
    ctaButtonText: 'Platz sichern',
    ctaUrl: '#anmeldung',
  },
  browser: { interactive: 'the current week follows the scroll position' },
});

export const transformationBenefitsKind = defineKind({
  key: 'transformation-benefits',
  label: 'Transformation: Vorteile',
  defaults: {
    anchor: 'details',
    badge: 'Was du bekommst',
    title: 'Alles, was du für deine Transformation brauchst',
    subtitle: 'Training, Ernährung, Community und ein Anreiz, der wirkt: Geld zurück fürs Durchziehen.',
    benefits: DEFAULT_BENEFITS,
    ctaTitle: 'Überzeugt?',
    ctaText: 'Sichere dir deinen Platz im nächsten Durchgang.',
    ctaButtonText: 'Zu den Paketen',
    ctaUrl: '#anmeldung',
  },
  browser: 'static',
});

export const transformationTestimonialsKind = defineKind({
  key: 'transformation-testimonials',
  label: 'Transformation: Erfahrungsberichte',
  defaults: {
    anchor: 'community',
    badge: 'Community',
    title: 'Das sagen unsere Teilnehmer',
    subtitle: 'Echte Menschen, echte Ergebnisse – nach 7 Wochen Challenge.',
    testimonials: DEFAULT_TESTIMONIALS,
    summary: DEFAULT_SUMMARY,
    autoAdvance: true,
    ctaTitle: 'Du bist die nächste Erfolgsgeschichte',
    ctaText: 'Starte mit uns in deine 7 Wochen.',
    ctaButtonText: 'Jetzt mitmachen',
    ctaUrl: '#anmeldung',
    labels: {
      carousel: 'Erfahrungsberichte',
      weightLoss: 'Abgenommen',
      duration: 'Dauer',
      weeks: 'Wochen',
      satisfaction: 'Zufriedenheit',
      participants: 'Teilnehmer',
      averageRating: 'Durchschnittliche Bewertung',
      averageWeightLoss: 'durchschnittlich abgenommen',
      recommendation: 'würden uns weiterempfehlen',
    },
  },
  browser: { interactive: 'the testimonial carousel (arrows, dots, auto-advance)' },
});

export const transformationPricingKind = defineKind({
  key: 'transformation-pricing',
  label: 'Transformation: Preise',
  defaults: {
    anchor: 'anmeldung',
    badge: 'Anmeldung',
    title: 'Wähle dein Paket',
    subtitle: 'Einmal zahlen, 7 Wochen durchziehen, Geld zurückbekommen.',
    plans: DEFAULT_PLANS,
    showComparison: true,
    comparisonTitle: 'Die Pakete im Vergleich',
    comparisonPackages: COMPARISON_PACKAGES,
    comparison: DEFAULT_COMPARISON,
    footnote:
      'Cashback bei mindestens 80% absolvierten Trainings, täglicher App-Nutzung, wöchentlichen Check-ins und Vorher-/Nachher-Fotos.',
    bonusLabel: 'Bonus',
    comparisonHeader: 'Leistung',
  },
  browser: 'static',
});

export const transformationFaqKind = defineKind({
  key: 'transformation-faq',
  label: 'Transformation: FAQ',
  defaults: {
    anchor: 'faq',
    badge: 'FAQ',
    title: 'Häufige Fragen zur Challenge',
    subtitle: 'Preise, Cashback, Garantie und Training – hier findest du die Antworten.',
    showSearch: true,
    searchPlaceholder: 'Frage suchen …',
    showCategories: true,
    showCategoryIcons: true,
    categories: [...FAQ_CATEGORIES],
    faqs: CHALLENGE_FAQS,
    contactTitle: 'Noch Fragen?',
    contactText: 'Schreib uns – wir antworten innerhalb von 2 Stunden.',
    contactUrl: '/kontakt',
    contactCards: CONTACT_CARDS,
  },
  browser: { interactive: 'the FAQ search, the category chips and the answers that open and close' },
});

export const transformationQuizKind = defineKind({
  key: 'transformation-quiz',
  label: 'Transformation: Quiz',
  defaults: {
    anchor: 'quiz',
    badge: 'Quiz',
    title: 'Bist du bereit für deine Transformation?',
    subtitle: 'Neun ehrliche Fragen, drei Schritte. Nimm dir kurz Zeit und beantworte sie für dich.',
    steps: QUIZ_STEPS,
    resultTitle: 'Du hast bei den meisten Fragen genickt?',
    resultText:
      'Dann ist die 7-Wochen-Challenge dein nächster Schritt. Wir melden uns und beraten dich persönlich.',
    price: `${CHALLENGE_FEE_EUR}€`,
    cashback: `${CHALLENGE_CASHBACK_EUR}€`,
    credit: `${CHALLENGE_FEE_EUR}€`,
    ctaText: 'Jetzt unverbindlich anfragen',
    ctaUrl: QUIZ_TARGET,
    priceLabel: 'Preis',
    cashbackLabel: 'Cashback bei Abschluss',
    creditLabel: 'Angerechnet bei Mitgliedschaft',
  },
  browser: {
    interactive: 'the questions slide in as they scroll into view (shown at once without JavaScript)',
  },
});

export const challengeGroup = defineGroup('challenge', 'Challenge', [
  challengeHeroKind,
  cashbackBadgeKind,
  transformationHeroKind,
  transformationTimelineKind,
  transformationBenefitsKind,
  transformationTestimonialsKind,
  transformationPricingKind,
  transformationFaqKind,
  transformationQuizKind,
]);
