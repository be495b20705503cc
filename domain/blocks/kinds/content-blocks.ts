// The content blocks (issue 8 item 8, seed 002 §3 "Builder block inputs"; decision 0171): the local gym landing's
// hero, selling points and feature layouts, the statistic layouts, media, success stories and the base button,
// statistic, funnel teaser and modal. One chunk, loaded when a page uses one of them.
import { IMAGES } from '../../content/images';
import { TRUST_POINTS } from '../../content/studio';
import { defineGroup, type KindDefiner } from '../define';
import type { ValuesOf } from '../field-spec';
import type {
  contentBlocksFields,
  galleryImageFields,
  bentoCardFields,
  gridFeatureFields,
  bentoCellFields,
  storyTestimonialFields,
} from './content-blocks.fields';

// A kind of this group (decision 0217): its key has editor fields in ./content-blocks.fields.ts, its defaults
// are checked against their types. Free of side effects, so a bundle drops the kinds it does not use.
/* @__NO_SIDE_EFFECTS__ */
const defineKind: KindDefiner<typeof contentBlocksFields> = (definition) => definition;

const gallery = (index: number) => IMAGES.gallery[index]?.key ?? '';
const avatar = (index: number) => IMAGES.testimonials[index]?.key ?? '';
export type GalleryImage = ValuesOf<typeof galleryImageFields>;

export const gymHeroKind = defineKind({
  key: 'gym-hero',
  label: 'Gym-Hero',
  defaults: {
    anchor: '',
    headline: 'Dein Morgen-Workout im Kraftraum Studio',
    subheadline:
      'Functional Training und HIIT in kleinen Gruppen: 45 Minuten, die deinen Tag verändern – mit Trainern, die jede Wiederholung begleiten.',
    heroImage: IMAGES.heroGym.key,
    badgeText: 'Neu: Morgenkurse ab 6:30 Uhr',
    badgeVariant: 'new',
    showBadge: true,
    primaryCtaText: 'Kostenloses Probetraining',
    primaryCtaUrl: '/kontakt',
    secondaryCtaText: 'Kurse ansehen',
    secondaryCtaUrl: '/kurse',
    statistics: [
      { key: 'dauer', value: 45, suffix: ' Min.', label: 'Training', variant: 'minimal' },
      { key: 'start', value: '6:30', suffix: ' Uhr', label: 'Kursstart', variant: 'minimal' },
      { key: 'zufriedenheit', value: 100, suffix: ' %', label: 'Zufriedenheit', variant: 'minimal' },
    ],
    trustIndicators: [...TRUST_POINTS],
  },
  browser: { interactive: 'the statistics count up when they scroll into view' },
});

export const uspGridKind = defineKind({
  key: 'usp-grid',
  label: 'Vorteile (USP-Raster)',
  defaults: {
    anchor: '',
    eyebrow: 'Warum Kraftraum Studio',
    title: 'Training, das in deinen Alltag passt',
    subtitle: 'Kleine Gruppen, klare Struktur und Trainer, die dich beim Namen kennen.',
    columns: 3,
    backgroundColor: 'gray',
    uspCards: [
      {
        title: 'Kleine Gruppen',
        description: 'Höchstens 12 Leute pro Kurs – so korrigiert dein Trainer jede Bewegung.',
        variant: 'primary',
        badge: 'Beliebt',
        iconPath: '/icons/users.svg',
      },
      {
        title: '45 Minuten, volle Wirkung',
        description:
          'Functional Training und HIIT, die in jede Morgenroutine passen – fertig vor der Arbeit.',
        variant: 'secondary',
        iconPath: '/icons/clock.svg',
      },
      {
        title: 'Professionelle Trainer',
        description: 'Ausgebildete Coaches planen jede Einheit und begleiten deinen Fortschritt.',
        variant: 'gradient',
        iconPath: '/icons/trophy.svg',
      },
      {
        title: 'Flexible Verträge',
        description: 'Keine Anmeldegebühr, monatlich kündbar – du bleibst, weil es dir gefällt.',
        variant: 'outline',
        linkText: 'Mitgliedschaften ansehen',
        linkUrl: '/kontakt',
        iconPath: '/icons/shield.svg',
      },
      {
        title: 'Messbarer Fortschritt',
        description: 'Regelmäßige Checks zeigen dir schwarz auf weiß, was sich verändert hat.',
        variant: 'outline',
        iconPath: '/icons/target.svg',
      },
      {
        title: 'Starke Community',
        description: 'Gemeinsam trainiert es sich leichter – und morgens um 6:30 Uhr erst recht.',
        variant: 'outline',
        iconPath: '/icons/heart.svg',
      },
    ],
  },
  browser: 'static',
});

/** Seed 002 §9: 06:30, 45 minutes, Monday/Wednesday/Friday, spots 8, 12 and 6. */
export const morningScheduleKind = defineKind({
  key: 'morning-schedule',
  label: 'Morgenroutine (Kursplan)',
  defaults: {
    anchor: '',
    eyebrow: 'Morgenroutine',
    title: 'Starte deinen Tag um 6:30 Uhr',
    subtitle: '45 Minuten Functional Training und HIIT – und um 7:15 Uhr bist du fertig für den Tag.',
    timeSlots: [
      {
        day: 'Montag',
        time: '06:30',
        duration: 45,
        courseName: 'Functional Power',
        benefit: 'Ganzkörperkraft für einen starken Wochenstart',
        featured: false,
        spotsAvailable: 8,
      },
      {
        day: 'Mittwoch',
        time: '06:30',
        duration: 45,
        courseName: 'HIIT Burn',
        benefit: 'Intervalle, die den Stoffwechsel den ganzen Tag antreiben',
        featured: true,
        spotsAvailable: 12,
      },
      {
        day: 'Freitag',
        time: '06:30',
        duration: 45,
        courseName: 'Functional Flow',
        benefit: 'Kraft, Mobilität und Ausdauer zum Wochenausklang',
        featured: false,
        spotsAvailable: 6,
      },
    ],
    ctaText: 'Platz im Morgenkurs sichern',
    ctaUrl: '/kontakt',
  },
  browser: 'static',
});

export const comparisonTableKind = defineKind({
  key: 'comparison-table',
  label: 'Vergleichstabelle',
  defaults: {
    anchor: '',
    title: 'Klassisches Studio oder Kraftraum Studio?',
    subtitle: 'Was dich bei uns anders erwartet – auf einen Blick.',
    leftColumnTitle: 'Klassisches Training',
    rightColumnTitle: 'Kraftraum Studio',
    comparisonRows: [
      { feature: 'Dauer pro Einheit', traditional: '60–90 Minuten', concept: '45 Minuten' },
      { feature: 'Betreuung', traditional: 'Einweisung, dann allein', concept: 'Trainer in jeder Einheit' },
      {
        feature: 'Trainingsplan',
        traditional: 'Selbst zusammengestellt',
        concept: 'Strukturiert und progressiv',
      },
      { feature: 'Gruppengröße', traditional: 'Volle Trainingsfläche', concept: 'Kleine Gruppen' },
      { feature: 'Motivation', traditional: 'Nur deine eigene', concept: 'Community, die auf dich wartet' },
      { feature: 'Anmeldegebühr', traditional: 'Oft üblich', concept: 'Keine' },
    ],
  },
  browser: 'static',
});

export const alternatingFeaturesKind = defineKind({
  key: 'alternating-features',
  label: 'Abwechselnde Feature-Zeilen',
  defaults: {
    anchor: '',
    eyebrow: 'So trainierst du bei uns',
    title: 'Drei Schritte zu deiner besten Form',
    subtitle: '',
    features: [
      {
        number: '01',
        heading: 'Probetraining und Standortbestimmung',
        description:
          'Wir lernen dich kennen, testen Kraft, Ausdauer und Beweglichkeit und setzen gemeinsam dein Ziel.',
        image: gallery(0),
        imageAlt: '',
        primaryButtonText: 'Probetraining buchen',
        primaryButtonUrl: '#probetraining',
        secondaryButtonText: '',
        secondaryButtonUrl: '',
      },
      {
        number: '02',
        heading: 'Functional Training in kleinen Gruppen',
        description:
          'Drei Einheiten pro Woche mit Kettlebells, Zugseilen und dem eigenen Körpergewicht – immer mit Trainer.',
        image: gallery(1),
        imageAlt: '',
        primaryButtonText: 'Kurse ansehen',
        primaryButtonUrl: '/kurse',
        secondaryButtonText: '',
        secondaryButtonUrl: '',
      },
      {
        number: '03',
        heading: 'HIIT, das Ergebnisse sichtbar macht',
        description:
          'Kurze, intensive Intervalle bringen deinen Puls hoch und deinen Fortschritt schneller voran, als du denkst.',
        image: gallery(2),
        imageAlt: '',
        primaryButtonText: 'Zur 7-Wochen-Challenge',
        primaryButtonUrl: '/7-wochen-challenge',
        secondaryButtonText: 'Fragen stellen',
        secondaryButtonUrl: '/kontakt',
      },
    ],
  },
  browser: 'static',
});
export type BentoCard = ValuesOf<typeof bentoCardFields>;

const bentoCard = (card: BentoCard & { heading: string }): Required<BentoCard> => ({
  type: 'content',
  description: '',
  image: '',
  imageAlt: '',
  buttonText: '',
  buttonUrl: '',
  backgroundColor: '',
  textColor: '',
  spanFull: false,
  ...card,
});

export const bentoGridKind = defineKind({
  key: 'bento-grid',
  label: 'Bento-Raster',
  defaults: {
    anchor: '',
    eyebrow: 'Dein Studio',
    title: 'Alles, was du für dein Training brauchst',
    subtitle: '',
    featuredCard: bentoCard({
      type: 'image',
      heading: 'Functional Training & HIIT',
      description: 'Unsere Kurse verbinden Kraft, Ausdauer und Beweglichkeit – in 45 Minuten pro Einheit.',
      image: gallery(3),
      buttonText: 'Kurse ansehen',
      buttonUrl: '/kurse',
    }),
    cards: [
      bentoCard({
        heading: 'Kleine Gruppen',
        description: 'Jeder Trainer hat dich im Blick.',
        backgroundColor: '#1b365d',
        textColor: '#ffffff',
      }),
      bentoCard({
        type: 'image',
        heading: 'Moderne Trainingsfläche',
        description: 'Kettlebells, Rudergeräte, Zugseile und viel Platz.',
        image: gallery(4),
      }),
      bentoCard({
        heading: 'Probetraining gratis',
        description: '7 Tage kostenlos testen – ohne Anmeldegebühr.',
        buttonText: 'Jetzt starten',
        buttonUrl: '#probetraining',
        spanFull: true,
      }),
    ],
  },
  browser: 'static',
});

export const featureShowcaseKind = defineKind({
  key: 'feature-showcase',
  label: 'Feature-Showcase',
  defaults: {
    anchor: '',
    eyebrow: 'Unser Trainingskonzept',
    title: 'Funktionell. Intensiv. Durchdacht.',
    subtitle: 'Jede Einheit folgt einem Plan – damit aus Schweiß Fortschritt wird.',
    featuredItems: [
      {
        image: gallery(5),
        imageAlt: '',
        heading: 'Kraft aus echten Bewegungen',
        description: 'Heben, Ziehen, Drücken, Tragen: Übungen, die dich im Alltag stärker machen.',
      },
      {
        image: gallery(6),
        imageAlt: '',
        heading: 'HIIT mit System',
        description: 'Belastung und Pause im richtigen Verhältnis – für maximale Wirkung in kurzer Zeit.',
      },
      {
        image: gallery(7),
        imageAlt: '',
        heading: 'Coaching in jeder Einheit',
        description: 'Deine Trainer korrigieren, motivieren und passen jede Übung an dein Level an.',
      },
    ],
  },
  browser: 'static',
});

const gridFeature = (
  number: string,
  heading: string,
  description: string,
  dark = false,
): Required<ValuesOf<typeof gridFeatureFields>> => ({
  number,
  heading,
  description,
  backgroundColor: dark ? '#1b365d' : '',
  textColor: dark ? '#ffffff' : '',
  numberColor: dark ? '#ff9a73' : '',
  borderColor: '',
});

export const featureGridKind = defineKind({
  key: 'feature-grid',
  label: 'Feature-Raster',
  defaults: {
    anchor: '',
    eyebrow: 'Was dich erwartet',
    title: 'Vier Gründe für dein Training bei uns',
    subtitle: '',
    showButton: true,
    buttonText: 'Kostenloses Probetraining',
    buttonUrl: '#probetraining',
    features: [
      gridFeature(
        '01',
        'Ganzkörpertraining in 45 Minuten',
        'Functional Training und HIIT kombiniert: effizient, abwechslungsreich und fordernd.',
        true,
      ),
      gridFeature('02', 'Für jedes Level', 'Jede Übung hat eine leichtere und eine schwerere Variante.'),
      gridFeature(
        '03',
        'Trainer an deiner Seite',
        'Professionelle Coaches achten auf Technik und Tempo – in jeder Einheit, bei jeder Wiederholung.',
      ),
      gridFeature(
        '04',
        'Community statt Anonymität',
        'Man kennt sich, man wartet aufeinander, man feiert gemeinsam.',
        true,
      ),
    ],
  },
  browser: 'static',
});

export const contentImageGridKind = defineKind({
  key: 'content-image-grid',
  label: 'Inhalt mit Bildraster',
  defaults: {
    anchor: '',
    eyebrow: 'Kraftraum Studio',
    contentHeading: 'Mehr als ein Fitnessstudio',
    contentDescription:
      'Bei uns trainierst du nicht neben Fremden, sondern mit Menschen, die dasselbe Ziel haben – angeleitet von Trainern, die deinen Namen kennen.',
    ctaText: 'Lerne uns kennen',
    ctaUrl: '/ueber-uns',
    featurePills: [
      { text: 'Functional Training' },
      { text: 'HIIT' },
      { text: 'Kleine Gruppen' },
      { text: 'Morgenkurse ab 6:30 Uhr' },
    ],
    image1: gallery(0),
    image1Alt: '',
    image2: gallery(3),
    image2Alt: '',
    image3: gallery(5),
    image3Alt: '',
    imageAspectRatio: '4/3',
  },
  browser: 'static',
});

export const statsGalleryKind = defineKind({
  key: 'stats-gallery',
  label: 'Statistik-Galerie',
  defaults: {
    anchor: '',
    eyebrow: 'Ergebnisse',
    title: 'Zahlen, die man sieht',
    subtitle: 'Hinter jeder Zahl stehen Menschen, die morgens um 6:30 Uhr aufgestanden sind.',
    statistics: [
      { key: 'teilnehmer', value: 2847, label: 'Teilnehmer' },
      { key: 'erfolg', value: 94, suffix: ' %', label: 'Erfolgsquote' },
      { key: 'abnahme', value: 8, suffix: ' kg', label: 'durchschnittlich abgenommen' },
      { key: 'zufriedenheit', value: 97, suffix: ' %', label: 'Zufriedenheit' },
    ],
    galleryImages: IMAGES.gallery.slice(0, 6).map((image) => ({ src: image.key, alt: '' })),
    galleryLayout: 'scroll',
    imageWidth: '280px',
  },
  browser: {
    interactive: 'the statistics count up when they scroll into view; the image strip scrolls sideways',
  },
});

export const statsFeatureCardsKind = defineKind({
  key: 'stats-feature-cards',
  label: 'Statistiken mit Feature-Karten',
  defaults: {
    anchor: '',
    eyebrow: 'Kraftraum Studio in Zahlen',
    title: 'Ergebnisse, auf die du bauen kannst',
    subtitle: '',
    statistics: [
      { key: 'dauer', value: 45, suffix: ' Min.', label: 'pro Einheit' },
      { key: 'start', value: '6:30', suffix: ' Uhr', label: 'erster Kurs' },
      { key: 'zufriedenheit', value: 100, suffix: ' %', label: 'Zufriedenheit' },
    ],
    featureCards: [
      {
        icon: 'flame',
        heading: 'Intensiv',
        description: 'HIIT-Intervalle, die dich fordern – und jede Woche weiterbringen.',
      },
      {
        icon: 'dumbbell',
        heading: 'Funktionell',
        description: 'Kraft für den Alltag statt Maschinen für einzelne Muskeln.',
      },
      {
        icon: 'users',
        heading: 'Gemeinsam',
        description: 'Eine Community, die dich morgens aus dem Bett holt.',
      },
    ],
    cardBackgroundColor: '',
    iconSize: '2.5rem',
  },
  browser: { interactive: 'the statistics count up when they scroll into view' },
});
type BentoCell = Required<ValuesOf<typeof bentoCellFields>>;

const cell = (fields: Partial<BentoCell> & Pick<BentoCell, 'heading' | 'description'>): BentoCell => ({
  icon: '',
  image: '',
  imageAlt: '',
  minHeight: '250px',
  ctaText: '',
  ctaUrl: '',
  ...fields,
});

export const contentBentoGridKind = defineKind({
  key: 'content-bento-grid',
  label: 'Inhalts-Bento',
  defaults: {
    anchor: '',
    eyebrow: 'Dein Trainingsalltag',
    title: 'Fünf Dinge, die den Unterschied machen',
    subtitle: '',
    cells: [
      cell({
        heading: 'Morgens trainieren, den ganzen Tag profitieren',
        description: 'Unsere Kurse starten um 6:30 Uhr – der beste Start in einen energiegeladenen Tag.',
        image: gallery(1),
        minHeight: '400px',
        ctaText: 'Morgenkurse ansehen',
        ctaUrl: '/kurse',
      }),
      cell({
        icon: 'clock',
        heading: '45 Minuten',
        description: 'Kurz genug für jeden Alltag, intensiv genug für echte Ergebnisse.',
      }),
      cell({
        icon: 'users',
        heading: 'Kleine Gruppen',
        description: 'Persönliche Betreuung statt Massenabfertigung.',
      }),
      cell({
        icon: 'trophy',
        heading: 'Sichtbare Erfolge',
        description: 'Regelmäßige Checks machen deinen Fortschritt messbar.',
      }),
      cell({
        icon: 'heart',
        heading: 'Probetraining',
        description: 'Teste uns 7 Tage kostenlos – ganz ohne Anmeldegebühr.',
        ctaText: 'Termin finden',
        ctaUrl: '#probetraining',
      }),
    ],
  },
  browser: 'static',
});

export const contentSectionKind = defineKind({
  key: 'content-section',
  label: 'Inhaltsbereich mit Bild oder Video',
  defaults: {
    anchor: '',
    eyebrow: 'Einblick',
    heading: 'So fühlt sich ein Morgen bei uns an',
    description:
      'Um 6:30 Uhr geht das Licht an, die Musik läuft, und 45 Minuten später startest du mit mehr Energie in den Tag als nach jedem Kaffee.',
    buttonText: 'Probetraining vereinbaren',
    buttonUrl: '#probetraining',
    buttonVariant: 'primary',
    buttonSize: 'lg',
    mediaType: 'video',
    mediaUrl: 'https://www.youtube-nocookie.com/embed/',
    videoThumbnail: IMAGES.heroGym.key,
    showPlayButton: true,
    playButtonLabel: 'Video abspielen',
    aspectRatio: '56.25%',
    mediaPosition: 'right',
  },
  browser: { interactive: 'the play button starts the video; a video of another host waits for consent' },
});

export const imageGalleryKind = defineKind({
  key: 'image-gallery',
  label: 'Bildergalerie',
  defaults: {
    anchor: '',
    eyebrow: 'Galerie',
    title: 'Einblicke ins Kraftraum Studio',
    subtitle: 'Trainingsfläche, Kurse und Community – so sieht es bei uns aus.',
    images: IMAGES.gallery.slice(0, 4).map((image) => ({ src: image.key, alt: '' })),
    gap: 'md',
    imageAspectRatio: '4/3',
    bottomImageAspectRatio: '21/9',
    badgeText: 'Neu',
    badgeVariant: 'new',
    showOverlay: true,
  },
  browser: 'static',
});
export type StoryTestimonial = ValuesOf<typeof storyTestimonialFields>;

export const successStoriesKind = defineKind({
  key: 'success-stories',
  label: 'Erfolgsgeschichten',
  defaults: {
    anchor: '',
    showBadge: true,
    showSummaryStats: true,
    showFeaturedTestimonials: true,
    showCommunityTestimonials: true,
    showProgressHighlights: true,
    showBeforeAfter: true,
    showCommunityFeedback: true,
    showCta: true,
    badgeText: 'Echte Ergebnisse',
    title: 'Erfolgsgeschichten aus dem Kraftraum Studio',
    subtitle: 'Menschen wie du, die sich für 7 Wochen entschieden haben – und geblieben sind.',
    statistics: [
      { key: 'transformationen', value: 2847, label: 'Transformationen' },
      { key: 'abnahme', value: 8.2, suffix: ' kg', label: 'durchschnittlich abgenommen' },
      { key: 'dauer', value: 7.2, suffix: ' Wochen', label: 'durchschnittliche Dauer' },
      { key: 'zufriedenheit', value: 94, suffix: ' %', label: 'Zufriedenheit' },
    ],
    featuredTitle: 'Ausgewählte Geschichten',
    featuredTestimonials: [
      {
        name: 'Sarah, 34',
        detail: '−9 kg in 7 Wochen',
        quote:
          'Ich habe nie gedacht, dass ich morgens um 6:30 Uhr freiwillig trainiere. Heute ist es der beste Teil meines Tages.',
        photo: avatar(0),
      },
      {
        name: 'Markus, 41',
        detail: '+12 % Kraft',
        quote:
          'Die kleinen Gruppen machen den Unterschied: Jemand sieht, wenn du schummelst – und wenn du besser wirst.',
        photo: avatar(1),
      },
    ],
    communityTitle: 'Stimmen aus der Community',
    communityTestimonials: [
      {
        name: 'Lena',
        detail: 'Mitglied seit 2022',
        quote: 'Endlich ein Training, bei dem ich dranbleibe.',
        photo: avatar(2),
      },
      {
        name: 'Tom',
        detail: 'Challenge-Absolvent',
        quote: '45 Minuten, die sich wie ein ganzer Tag Energie anfühlen.',
        photo: avatar(3),
      },
      {
        name: 'Aylin',
        detail: 'Mitglied seit 2023',
        quote: 'Die Trainer kennen meinen Namen – und meine Ausreden.',
        photo: avatar(4),
      },
    ],
    progressTitle: 'Was unsere Teilnehmer erreichen',
    progressHighlights: [
      'Durchschnittlich 8,2 kg weniger',
      'Spürbar mehr Kraft nach 3 Wochen',
      'Bessere Ausdauer im Alltag',
      'Neue Routine, die bleibt',
    ],
    beforeAfterTitle: 'Vorher und nachher',
    beforeAfterSubtitle: '7 Wochen Functional Training und HIIT, drei Einheiten pro Woche.',
    beforeLabel: 'Vorher',
    afterLabel: 'Nach 7 Wochen',
    beforeImage: IMAGES.results[0]?.before.key ?? '',
    afterImage: IMAGES.results[0]?.after.key ?? '',
    feedbackTitle: 'Was die Community sagt',
    communityFeedback: [
      'Motivierende Trainer',
      'Tolle Atmosphäre',
      'Perfekt vor der Arbeit',
      'Endlich Ergebnisse',
    ],
    ctaTitle: 'Schreib deine eigene Erfolgsgeschichte',
    ctaSubtitle: '297€ investieren, 100€ zurückbekommen – wenn du die 7 Wochen durchziehst.',
    primaryCtaText: 'Zur 7-Wochen-Challenge',
    primaryCtaUrl: '/7-wochen-challenge',
    primaryCtaExternal: false,
    secondaryCtaText: 'Kostenloses Probetraining',
    secondaryCtaUrl: '/kontakt',
    secondaryCtaExternal: false,
    backgroundColor: '',
    accentColor: '',
  },
  browser: { interactive: 'the summary statistics count up when they scroll into view' },
});

export const buttonKind = defineKind({
  key: 'button',
  label: 'Button',
  defaults: {
    anchor: '',
    text: 'Kostenloses Probetraining',
    url: '/kontakt',
    variant: 'primary',
    size: 'lg',
    fullWidth: false,
    align: 'center',
  },
  browser: 'static',
});

export const statisticKind = defineKind({
  key: 'statistic',
  label: 'Statistik',
  defaults: {
    anchor: '',
    value: 2847,
    label: 'Teilnehmer haben die 7-Wochen-Challenge gemeistert',
    suffix: '',
    description: 'Seit dem ersten Durchgang im Kraftraum Studio.',
    iconName: 'users',
    variant: 'primary',
    size: 'md',
    animated: true,
    countUp: true,
  },
  browser: {
    interactive: 'the figure counts up when it scrolls into view (when animated and countUp are on)',
  },
});

export const recommendationFunnelKind = defineKind({
  key: 'recommendation-funnel',
  label: 'Kursempfehlung mit Probetraining',
  defaults: {
    anchor: '',
    eyebrow: 'In 2 Minuten zur Empfehlung',
    title: 'Welches Training passt zu dir?',
    description:
      'Beantworte ein paar kurze Fragen zu deinen Zielen – wir empfehlen dir die passende Mitgliedschaft und einen Termin für dein kostenloses Probetraining.',
    points: ['Persönliche Empfehlung', 'Probetraining direkt wählen', 'Unverbindlich und kostenlos'],
    buttonText: 'Empfehlung erhalten',
  },
  browser: {
    interactive:
      "the button opens the page's recommendation funnel (the '#probetraining' anchor the page claims)",
  },
});

export const modalDialogKind = defineKind({
  key: 'modal-dialog',
  label: 'Dialog (Modal)',
  defaults: {
    anchor: '',
    triggerText: 'Mehr über das Probetraining',
    triggerVariant: 'secondary',
    title: 'Dein kostenloses Probetraining',
    text: 'Komm zu einem unserer Morgenkurse um 6:30 Uhr, trainiere 45 Minuten mit und lerne Trainer und Community kennen. Keine Anmeldegebühr, keine Verpflichtung.',
    ctaText: 'Termin anfragen',
    ctaUrl: '/kontakt',
    show: false,
    closeOnBackdrop: true,
    maxWidth: 'lg',
    backdrop: 'glass',
    contentClass: '',
  },
  browser: { interactive: 'the trigger button opens the dialog; Escape and the backdrop close it' },
});

export const contentBlocksGroup = defineGroup('content-blocks', 'Katalog', [
  gymHeroKind,
  uspGridKind,
  morningScheduleKind,
  comparisonTableKind,
  alternatingFeaturesKind,
  bentoGridKind,
  featureShowcaseKind,
  featureGridKind,
  contentImageGridKind,
  statsGalleryKind,
  statsFeatureCardsKind,
  contentBentoGridKind,
  contentSectionKind,
  imageGalleryKind,
  successStoriesKind,
  buttonKind,
  statisticKind,
  recommendationFunnelKind,
  modalDialogKind,
]);
