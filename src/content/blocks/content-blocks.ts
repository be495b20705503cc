// German copy and defaults of the content blocks (seed 002 §3 "Builder block inputs"; decision 0134). Plain data:
// the block definitions import it as their defaults, a page document's props override it prop by prop.
import { IMAGES } from '#domain/content/images';
import { TRUST_POINTS } from '#domain/content/studio';
import type { Statistic as StatisticItem } from '../../components/layout/stat';
import type { ButtonSize, ButtonVariant } from '../../components/ui/button';
import type { BadgeVariant } from '../../components/ui/badge';

const gallery = (index: number) => IMAGES.gallery[index]?.key ?? '';

const bentoCard = (card: Partial<BentoCard> & Pick<BentoCard, 'heading'>): BentoCard => ({
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

const gridFeature = (number: string, heading: string, description: string, dark = false): GridFeature => ({
  number,
  heading,
  description,
  backgroundColor: dark ? '#1b365d' : '',
  textColor: dark ? '#ffffff' : '',
  numberColor: dark ? '#ff9a73' : '',
  borderColor: '',
});

const cell = (fields: Partial<BentoCell> & Pick<BentoCell, 'heading' | 'description'>): BentoCell => ({
  icon: '',
  image: '',
  imageAlt: '',
  minHeight: '250px',
  ctaText: '',
  ctaUrl: '',
  ...fields,
});

const STUDIO_STATS: StatisticItem[] = [
  { key: 'teilnehmer', value: 2847, label: 'Teilnehmer' },
  { key: 'erfolg', value: 94, suffix: ' %', label: 'Erfolgsquote' },
  { key: 'abnahme', value: 8, suffix: ' kg', label: 'durchschnittlich abgenommen' },
  { key: 'zufriedenheit', value: 97, suffix: ' %', label: 'Zufriedenheit' },
];

const avatar = (index: number) => IMAGES.testimonials[index]?.key ?? '';

export const gymHeroDefaults: GymHeroProps = {
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
};

export const uspGridDefaults: UspGridProps = {
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
      description: 'Functional Training und HIIT, die in jede Morgenroutine passen – fertig vor der Arbeit.',
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
};

export const morningScheduleDefaults: MorningScheduleProps = {
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
};

export const comparisonTableDefaults: ComparisonTableProps = {
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
};

export const alternatingFeaturesDefaults: AlternatingFeaturesProps = {
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
};

export const bentoGridDefaults: BentoGridProps = {
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
};

export const featureShowcaseDefaults: FeatureShowcaseProps = {
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
};

export const featureGridDefaults: FeatureGridProps = {
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
};

export const contentImageGridDefaults: ContentImageGridProps = {
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
};

export const contentBentoGridDefaults: ContentBentoGridProps = {
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
};

export const statisticDefaults: StatisticBlockProps = {
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
};

export const statsGalleryDefaults: StatsGalleryProps = {
  anchor: '',
  eyebrow: 'Ergebnisse',
  title: 'Zahlen, die man sieht',
  subtitle: 'Hinter jeder Zahl stehen Menschen, die morgens um 6:30 Uhr aufgestanden sind.',
  statistics: STUDIO_STATS,
  galleryImages: IMAGES.gallery.slice(0, 6).map((image) => ({ src: image.key, alt: '' })),
  galleryLayout: 'scroll',
  imageWidth: '280px',
};

export const statsFeatureCardsDefaults: StatsFeatureCardsProps = {
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
};

export const contentSectionDefaults: ContentSectionProps = {
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
};

export const imageGalleryDefaults: ImageGalleryProps = {
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
};

export const successStoriesDefaults: SuccessStoriesProps = {
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
};

export const buttonDefaults: ButtonBlockProps = {
  anchor: '',
  text: 'Kostenloses Probetraining',
  url: '/kontakt',
  variant: 'primary',
  size: 'lg',
  fullWidth: false,
  align: 'center',
};

export const recommendationFunnelDefaults: RecommendationFunnelProps = {
  anchor: '',
  eyebrow: 'In 2 Minuten zur Empfehlung',
  title: 'Welches Training passt zu dir?',
  description:
    'Beantworte ein paar kurze Fragen zu deinen Zielen – wir empfehlen dir die passende Mitgliedschaft und einen Termin für dein kostenloses Probetraining.',
  points: ['Persönliche Empfehlung', 'Probetraining direkt wählen', 'Unverbindlich und kostenlos'],
  buttonText: 'Empfehlung erhalten',
};

export const modalDialogDefaults: ModalDialogProps = {
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
};

export interface GymHeroProps {
  anchor: string;
  headline: string;
  subheadline: string;
  /** Image key (src/content/images.ts). */
  heroImage: string;
  badgeText: string;
  badgeVariant: 'new' | 'popular' | 'featured' | 'limited';
  showBadge: boolean;
  primaryCtaText: string;
  primaryCtaUrl: string;
  secondaryCtaText: string;
  secondaryCtaUrl: string;
  statistics: (StatisticItem & { variant?: 'minimal' | 'default' })[];
  /** Trust indicator: a plain string, or text with an icon name. */
  trustIndicators: (string | { text: string; icon?: string })[];
}

export interface ContentSectionProps {
  anchor: string;
  eyebrow: string;
  heading: string;
  description: string;
  buttonText: string;
  buttonUrl: string;
  buttonVariant: ButtonVariant;
  buttonSize: ButtonSize;
  mediaType: 'image' | 'video';
  /** An image key for images; for video an mp4/webm path of this site or a URL of another host. */
  mediaUrl: string;
  /** Image key of the poster shown before the video plays. */
  videoThumbnail: string;
  showPlayButton: boolean;
  playButtonLabel: string;
  /** Height as a percentage of the width (seed 002 §9: 56.25 % for video) or a ratio like '4/3'. */
  aspectRatio: string;
  mediaPosition: 'left' | 'right';
}

export interface ImageGalleryProps {
  anchor: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  images: GalleryImage[];
  gap: 'sm' | 'md' | 'lg';
  imageAspectRatio: 'auto' | '1/1' | '4/3' | '16/9' | '3/4';
  bottomImageAspectRatio: 'auto' | '16/9' | '21/9' | '2/1';
  badgeText: string;
  badgeVariant: BadgeVariant;
  showOverlay: boolean;
}

export interface StoryTestimonial {
  name: string;
  detail: string;
  quote: string;
  /** Image key of the avatar. */
  photo: string;
}

export interface SuccessStoriesProps {
  anchor: string;
  showBadge: boolean;
  showSummaryStats: boolean;
  showFeaturedTestimonials: boolean;
  showCommunityTestimonials: boolean;
  showProgressHighlights: boolean;
  showBeforeAfter: boolean;
  showCommunityFeedback: boolean;
  showCta: boolean;
  badgeText: string;
  title: string;
  subtitle: string;
  statistics: StatisticItem[];
  featuredTitle: string;
  featuredTestimonials: StoryTestimonial[];
  communityTitle: string;
  communityTestimonials: StoryTestimonial[];
  progressTitle: string;
  progressHighlights: string[];
  beforeAfterTitle: string;
  beforeAfterSubtitle: string;
  beforeLabel: string;
  afterLabel: string;
  /** Image keys of the pair. */
  beforeImage: string;
  afterImage: string;
  feedbackTitle: string;
  communityFeedback: string[];
  ctaTitle: string;
  ctaSubtitle: string;
  primaryCtaText: string;
  primaryCtaUrl: string;
  /** Kept for the editor; an http(s) URL opens in a new tab anyway (SmartLink), a site path never does. */
  primaryCtaExternal: boolean;
  secondaryCtaText: string;
  secondaryCtaUrl: string;
  secondaryCtaExternal: boolean;
  backgroundColor: string;
  accentColor: string;
}

export interface ButtonBlockProps {
  anchor: string;
  text: string;
  url: string;
  variant: ButtonVariant;
  size: ButtonSize;
  fullWidth: boolean;
  align: 'left' | 'center' | 'right';
}

export interface ModalDialogProps {
  anchor: string;
  triggerText: string;
  triggerVariant: ButtonVariant;
  title: string;
  text: string;
  ctaText: string;
  ctaUrl: string;
  /** Open when the page loads (seed 002: show, default hidden). */
  show: boolean;
  closeOnBackdrop: boolean;
  maxWidth: 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | 'full';
  backdrop: 'blur' | 'dark' | 'glass';
  contentClass: string;
}

export interface RecommendationFunnelProps {
  anchor: string;
  eyebrow: string;
  title: string;
  description: string;
  points: string[];
  buttonText: string;
}

export interface AlternatingFeaturesProps extends SectionText {
  features: FeatureRow[];
}

export interface BentoCard {
  type: 'image' | 'content';
  heading: string;
  description: string;
  image: string;
  imageAlt: string;
  buttonText: string;
  buttonUrl: string;
  backgroundColor: string;
  textColor: string;
  spanFull: boolean;
}

export interface BentoCell {
  icon: string;
  heading: string;
  description: string;
  image: string;
  imageAlt: string;
  minHeight: '250px' | '400px';
  ctaText: string;
  ctaUrl: string;
}

export interface BentoGridProps extends SectionText {
  featuredCard: BentoCard;
  cards: BentoCard[];
}

export interface GridFeature {
  number: string;
  heading: string;
  description: string;
  backgroundColor: string;
  textColor: string;
  numberColor: string;
  borderColor: string;
}

export interface ContentBentoGridProps extends SectionText {
  cells: BentoCell[];
}

export interface ContentImageGridProps extends Pick<SectionText, 'anchor' | 'eyebrow'> {
  contentHeading: string;
  contentDescription: string;
  ctaText: string;
  ctaUrl: string;
  featurePills: { text: string }[];
  image1: string;
  image1Alt: string;
  image2: string;
  image2Alt: string;
  image3: string;
  image3Alt: string;
  imageAspectRatio: string;
}

export interface FeatureGridProps extends SectionText {
  showButton: boolean;
  buttonText: string;
  buttonUrl: string;
  features: GridFeature[];
}

export interface FeatureShowcaseProps extends SectionText {
  featuredItems: FeaturedItem[];
}

export interface ComparisonTableProps {
  anchor: string;
  title: string;
  subtitle: string;
  leftColumnTitle: string;
  rightColumnTitle: string;
  comparisonRows: ComparisonRow[];
}

export interface MorningScheduleProps {
  anchor: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  timeSlots: TimeSlot[];
  ctaText: string;
  ctaUrl: string;
}

export interface UspGridProps {
  anchor: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  columns: 2 | 3 | 4;
  backgroundColor: 'white' | 'gray' | 'dark';
  uspCards: UspCard[];
}

export interface StatisticBlockProps extends StatisticItem {
  anchor: string;
}

export interface StatsFeatureCardsProps {
  anchor: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  statistics: StatisticItem[];
  featureCards: FeatureCard[];
  cardBackgroundColor: string;
  iconSize: string;
}

export interface StatsGalleryProps {
  anchor: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  statistics: StatisticItem[];
  galleryImages: GalleryImage[];
  galleryLayout: 'scroll' | 'grid';
  /** CSS width of one image in the scrolling strip (seed 002 §9: 280px). */
  imageWidth: string;
}

export interface SectionText {
  anchor: string;
  eyebrow: string;
  title: string;
  subtitle: string;
}

export interface FeatureRow {
  number: string;
  heading: string;
  description: string;
  image: string;
  imageAlt: string;
  primaryButtonText: string;
  primaryButtonUrl: string;
  secondaryButtonText: string;
  secondaryButtonUrl: string;
}

export interface FeaturedItem {
  image: string;
  imageAlt: string;
  heading: string;
  description: string;
}

export interface ComparisonRow {
  feature: string;
  traditional: string;
  concept: string;
}

export interface TimeSlot {
  day: string;
  time: string;
  /** Minutes. */
  duration: number;
  courseName: string;
  benefit: string;
  featured: boolean;
  spotsAvailable: number;
}

export interface UspCard {
  title: string;
  description: string;
  variant?: 'primary' | 'secondary' | 'gradient' | 'outline';
  badge?: string;
  linkText?: string;
  linkUrl?: string;
  /** '/icons/{name}.svg' or an icon name (seed 002: iconPath). */
  iconPath: string;
}

export interface FeatureCard {
  icon: string;
  heading: string;
  description: string;
}

export interface GalleryImage {
  /** An image key of src/content/images.ts (e.g. 'gallery-3'); '' or an unknown key renders a placeholder. */
  src: string;
  alt: string;
}
