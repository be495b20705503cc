// The about page's kinds (seed 002 §2 "About page sections"; §3 team member, about timeline item, location, stat,
// culture value; §9 about hero stats and opening hours). Team names, bios and the story's milestones are fictional
// (docs/decisions/0082-about-and-gallery.md); the studio replaces them with its own.
import { IMAGES } from '../../content/images';
import { STUDIO_CONTACT } from '../../content/marketing';
import { OPENING_HOURS, TRUST_POINTS } from '../../content/studio';
import { defineGroup, type KindDefiner } from '../define';
import type { ValuesOf } from '../field-spec';
import type { STORY_STATUSES } from '../options';
import type {
  aboutFields,
  heroStatFields,
  teamStatFields,
  storyItemFields,
  socialLinkFields,
  teamMemberFields,
  cultureValueFields,
  openingHoursFields,
} from './about.fields';

// A kind of this group (decision 0217): its key has editor fields in ./about.fields.ts, its defaults are checked
// against their types. Free of side effects, so a bundle drops the kinds it does not use.
/* @__NO_SIDE_EFFECTS__ */
const defineKind: KindDefiner<typeof aboutFields> = (definition) => definition;

type HeroStat = ValuesOf<typeof heroStatFields>;
type TeamStat = ValuesOf<typeof teamStatFields>;
type StoryItem = ValuesOf<typeof storyItemFields>;
type SocialLink = ValuesOf<typeof socialLinkFields>;
type TeamMember = ValuesOf<typeof teamMemberFields>;
type CultureValue = ValuesOf<typeof cultureValueFields>;
type OpeningHoursEntry = ValuesOf<typeof openingHoursFields>;
/** A milestone's status in the story. */
export type StoryStatus = (typeof STORY_STATUSES)[number]['value'];

/** Seed 002 §9 "About hero stats". */
export const DEFAULT_HERO_STATS: HeroStat[] = [
  { value: 2018, label: 'gegründet' },
  { value: 800, suffix: '+', label: 'Mitglieder' },
  { value: 5000, suffix: '+', label: 'Trainingsstunden' },
  { value: 8, label: 'Trainerinnen und Trainer' },
  { value: 98, suffix: ' %', label: 'Zufriedenheit' },
];

export const DEFAULT_STORY_ITEMS: StoryItem[] = [
  {
    title: 'Die Gründung',
    subtitle: 'Zwei Coaches, eine Idee',
    description:
      'Lena und Jonas eröffnen in einem ehemaligen Hinterhof-Lager ihr eigenes Studio: kleine Gruppen, funktionelles Training, Trainer, die jeden beim Namen kennen.',
    year: '2018',
    iconName: 'flame',
    status: 'completed',
    metrics: [{ label: 'Gründungsmitglieder', value: 24 }],
    highlights: ['120 m² Trainingsfläche', 'Erste Morgenkurse um 6:30 Uhr'],
  },
  {
    title: 'Die ersten Hundert',
    subtitle: 'Aus Kursen wird eine Community',
    description:
      'Mund-zu-Mund-Propaganda statt Werbung: Nach einem Jahr trainieren über hundert Mitglieder regelmäßig bei uns.',
    year: '2019',
    iconName: 'users',
    status: 'completed',
    metrics: [{ label: 'Mitglieder', value: 100, suffix: '+' }],
    highlights: ['Erstes HIIT-Programm', 'Drei neue Coaches im Team'],
  },
  {
    title: 'Training trotz Lockdown',
    subtitle: 'Online weiter in Bewegung',
    description:
      'Als die Türen schließen mussten, haben wir live aus dem Studio gestreamt und Equipment an unsere Mitglieder verliehen.',
    year: '2020',
    iconName: 'home',
    status: 'completed',
    metrics: [{ label: 'Live-Einheiten', value: 300, suffix: '+' }],
    highlights: ['Kein Mitglied allein gelassen', 'Hanteln und Kettlebells zum Ausleihen'],
  },
  {
    title: 'Neue Trainingsfläche',
    subtitle: 'Mehr Platz für mehr Menschen',
    description:
      'Der Umzug in die Musterstraße bringt Platz für Kraftbereich, Mobility-Zone und größere Gruppen.',
    year: '2022',
    iconName: 'dumbbell',
    status: 'completed',
    metrics: [{ label: 'Trainingsfläche', value: 450, suffix: ' m²' }],
    highlights: ['Eigener Kraftbereich', 'Mobility- und Regenerationszone'],
  },
  {
    title: 'Die 7-Wochen-Challenge',
    subtitle: 'Transformation mit Plan',
    description:
      'Training, Ernährung und Gemeinschaft in sieben Wochen: Die Challenge wird zum Einstieg für viele neue Mitglieder.',
    year: '2024',
    iconName: 'trophy',
    status: 'completed',
    metrics: [{ label: 'Teilnehmende', value: 2847 }],
    highlights: ['100 € Cashback bei Abschluss', 'Level Up Week zweimal im Jahr'],
  },
  {
    title: 'Heute',
    subtitle: 'Über 800 Mitglieder, 8 Coaches',
    description:
      'Wir sind gewachsen und trotzdem persönlich geblieben: Jede Einheit wird von einem Coach begleitet, der dich kennt.',
    year: '2026',
    iconName: 'heart',
    status: 'current',
    metrics: [
      { label: 'Mitglieder', value: 800, suffix: '+' },
      { label: 'Zufriedenheit', value: 98, suffix: ' %' },
    ],
    highlights: ['4 Trainingsbereiche', 'Über 5000 Trainingsstunden im Jahr'],
  },
  {
    title: 'Das nächste Kapitel',
    subtitle: 'Regeneration und Gesundheit',
    description:
      'Als Nächstes planen wir einen eigenen Regenerationsbereich und Kurse für Einsteigerinnen und Einsteiger ab 60.',
    year: '2027',
    iconName: 'target',
    status: 'upcoming',
    metrics: [],
    highlights: ['Regenerationsbereich', 'Kurse 60+'],
  },
];

/** Index of 'Heute' in the default story. */
export const DEFAULT_STORY_CURRENT_INDEX = 5;

const mail = (local: string): SocialLink[] => [
  { platform: 'E-Mail', url: `mailto:${local}@kraftraum.de`, icon: 'mail' },
];

/**
 * Eight fictional coaches; their experience averages 7 years (seed 002 §9). The four who lead the timetable's
 * courses carry the trainer names of the seeded sessions (server/db/seed.ts DEMO_COURSES; issue 14), so the team
 * and the timetable are the same people; a test keeps them in step.
 */
export const DEFAULT_TEAM: TeamMember[] = [
  {
    name: 'Lena Berger',
    role: 'Gründerin & Head Coach',
    bio: 'Lena war Leichtathletin, bevor sie Sportwissenschaft studiert hat. Sie plant unsere Programme und leitet Yoga Flow, Pilates Core und Mobility & Stretching.',
    photo: IMAGES.team[0]!.key,
    yearsExperience: 12,
    specialties: ['Yoga', 'Pilates', 'Mobility'],
    socialLinks: mail('lena'),
  },
  {
    name: 'Jonas Weber',
    role: 'Mitgründer & Cardio-Coach',
    bio: 'Jonas bringt Energie in jeden Raum. Spinning Intervall und der Lauftreff am Morgen sind so aufgebaut, dass Anfänger und Fortgeschrittene gemeinsam trainieren.',
    photo: IMAGES.team[1]!.key,
    yearsExperience: 9,
    specialties: ['Spinning', 'Laufen', 'Kraftausdauer'],
    socialLinks: mail('jonas'),
  },
  {
    name: 'Aylin Demir',
    role: 'Ernährungscoach',
    bio: 'Aylin ist Ökotrophologin und glaubt nicht an Verbote. Sie zeigt dir, wie gesunde Ernährung in einen vollen Alltag passt – ohne Kalorienzählen.',
    photo: IMAGES.team[2]!.key,
    yearsExperience: 8,
    specialties: ['Ernährungsberatung', 'Gewohnheiten', '7-Wochen-Challenge'],
    socialLinks: mail('aylin'),
  },
  {
    name: 'Murat Yilmaz',
    role: 'HIIT- & Athletiktrainer',
    bio: 'Murat hat Profis im Handball betreut. Bei uns leitet er HIIT Functional und den Express-Zirkel: kurz, intensiv und mit sauberer Technik.',
    photo: IMAGES.team[3]!.key,
    yearsExperience: 7,
    specialties: ['HIIT', 'Zirkeltraining', 'Athletik'],
    socialLinks: mail('murat'),
  },
  {
    name: 'Sophie Becker',
    role: 'Mobility & Regeneration',
    bio: 'Sophie ist Physiotherapeutin. Sie hilft dir, beweglich zu bleiben, Verspannungen zu lösen und nach harten Wochen richtig zu regenerieren.',
    photo: IMAGES.team[4]!.key,
    yearsExperience: 6,
    specialties: ['Mobility', 'Faszientraining', 'Rücken'],
    socialLinks: mail('sophie'),
  },
  {
    name: 'Jan Krüger',
    role: 'Personal Trainer',
    bio: 'Jan trainiert am liebsten eins zu eins. Er erstellt Trainingspläne für Menschen mit wenig Zeit und großen Zielen.',
    photo: IMAGES.team[5]!.key,
    yearsExperience: 6,
    specialties: ['Personal Training', 'Abnehmen', 'Trainingspläne'],
    socialLinks: mail('jan'),
  },
  {
    name: 'Tina Trainer',
    role: 'Kraft- & Technikcoach',
    bio: 'Tina achtet auf saubere Technik und bringt dir in Krafttraining Basics und Langhantel Strength Kreuzheben, Kniebeuge und Co. sicher bei.',
    photo: IMAGES.team[6]!.key,
    yearsExperience: 5,
    specialties: ['Krafttraining', 'Langhantel', 'Technik'],
    socialLinks: mail('tina'),
  },
  {
    name: 'Tim Wagner',
    role: 'Coach & Community',
    bio: 'Tim kam selbst über die 7-Wochen-Challenge zu uns und ist geblieben. Heute begleitet er neue Mitglieder in den ersten Wochen und organisiert unsere Community-Events.',
    photo: IMAGES.team[7]!.key,
    yearsExperience: 3,
    specialties: ['Einsteiger', 'HIIT', 'Community-Events'],
    socialLinks: mail('tim'),
  },
];

export const DEFAULT_VALUES: CultureValue[] = [
  {
    title: 'Gemeinschaft',
    description: 'Wir trainieren zusammen, feuern uns an und feiern jeden Fortschritt – egal wie klein.',
    iconName: 'users',
  },
  {
    title: 'Ehrlichkeit',
    description: 'Keine Wunderversprechen: Wir sagen dir, was realistisch ist, und begleiten dich dorthin.',
    iconName: 'shield',
  },
  {
    title: 'Fortschritt',
    description: 'Jede Einheit hat ein Ziel. Wir messen, passen an und bleiben dran.',
    iconName: 'target',
  },
  {
    title: 'Freude',
    description: 'Training darf anstrengend sein und trotzdem Spaß machen. Darauf achten wir jeden Tag.',
    iconName: 'heart',
  },
];

/** Seed 002 §9: team average experience 7 years, 4 areas. */
export const DEFAULT_TEAM_STATS: TeamStat[] = [
  {
    value: 7,
    suffix: ' Jahre',
    label: 'Erfahrung im Schnitt',
    description: 'So lange coachen unsere Trainerinnen und Trainer im Durchschnitt.',
    iconName: 'trophy',
  },
  {
    value: 4,
    label: 'Trainingsbereiche',
    description: 'Functional Training, HIIT, Ernährung und Regeneration.',
    iconName: 'grid',
  },
  {
    value: 8,
    label: 'Coaches',
    description: 'Jede Einheit wird persönlich begleitet – auch um 6:30 Uhr.',
    iconName: 'users',
  },
  {
    value: 98,
    suffix: ' %',
    label: 'Zufriedenheit',
    description: 'So viele Mitglieder sind mit ihrem Training bei uns zufrieden.',
    iconName: 'heart',
  },
];

export const DEFAULT_HOURS: OpeningHoursEntry[] = OPENING_HOURS.map((entry) => ({
  day: entry.daysLong,
  time: entry.time,
}));

export const DEFAULT_LOCATION = {
  name: STUDIO_CONTACT.name,
  street: STUDIO_CONTACT.street,
  city: STUDIO_CONTACT.city,
  phone: STUDIO_CONTACT.phone,
  email: STUDIO_CONTACT.email,
  mapsUrl: STUDIO_CONTACT.mapsUrl,
} as const;

export const aboutHeroKind = defineKind({
  key: 'about-hero',
  label: 'Über uns: Hero',
  defaults: {
    anchor: '',
    eyebrow: 'Über uns',
    headline: 'Mehr als ein Studio.',
    headlineAccent: 'Deine Trainings-Community.',
    subheadline:
      'Seit 2018 trainieren bei uns Menschen in kleinen Gruppen – funktionell, intensiv und immer mit einem Coach an ihrer Seite.',
    image: IMAGES.heroAbout.key,
    primaryCtaText: 'Kostenloses Probetraining',
    primaryCtaUrl: '/kontakt',
    secondaryCtaText: 'Team kennenlernen',
    secondaryCtaUrl: '#team',
    stats: DEFAULT_HERO_STATS,
  },
  browser: 'static',
});

export const aboutStoryKind = defineKind({
  key: 'about-story',
  label: 'Über uns: Geschichte',
  defaults: {
    anchor: 'story',
    eyebrow: 'Unsere Geschichte',
    title: 'Vom Hinterhof zur Community',
    intro: 'Wie aus einer Idee zweier Coaches ein Studio mit über 800 Mitgliedern wurde.',
    currentIndex: DEFAULT_STORY_CURRENT_INDEX,
    items: DEFAULT_STORY_ITEMS,
  },
  browser: 'static',
});

export const aboutTeamKind = defineKind({
  key: 'about-team',
  label: 'Über uns: Team',
  defaults: {
    anchor: 'team',
    eyebrow: 'Unser Team',
    title: 'Die Menschen hinter deinem Training',
    intro:
      'Acht Coaches mit durchschnittlich sieben Jahren Erfahrung – und mit Leidenschaft für das, was sie tun.',
    members: DEFAULT_TEAM,
    moreText: 'Mehr über',
    specialtiesTitle: 'Schwerpunkte',
  },
  browser: { interactive: 'the team cards turn over on hover, focus, Enter and Space' },
});

export const aboutValuesKind = defineKind({
  key: 'about-values',
  label: 'Über uns: Werte, Mission und Vision',
  defaults: {
    anchor: '',
    eyebrow: 'Wofür wir stehen',
    title: 'Unsere Werte',
    intro: 'Vier Werte entscheiden, wie wir trainieren, coachen und miteinander umgehen.',
    values: DEFAULT_VALUES,
    missionTitle: 'Unsere Mission',
    mission:
      'Wir machen gutes Training für alle zugänglich: persönlich begleitet, wissenschaftlich fundiert und in einer Gemeinschaft, die dich trägt.',
    visionTitle: 'Unsere Vision',
    vision:
      'Ein Stadtteil, in dem sich alle stark, gesund und wohl in ihrem Körper fühlen – egal mit welchem Alter und welcher Vorerfahrung sie beginnen.',
  },
  browser: 'static',
});

export const aboutStatsKind = defineKind({
  key: 'about-stats',
  label: 'Über uns: Zahlen',
  defaults: {
    anchor: '',
    eyebrow: 'Unser Team in Zahlen',
    title: 'Erfahrung, auf die du bauen kannst',
    intro: '',
    stats: DEFAULT_TEAM_STATS,
  },
  browser: 'static',
});

export const aboutLocationKind = defineKind({
  key: 'about-location',
  label: 'Über uns: Standort',
  defaults: {
    anchor: 'kontakt',
    eyebrow: 'Standort',
    title: 'So findest du uns',
    name: DEFAULT_LOCATION.name,
    description: 'Mitten im Kiez, gut erreichbar mit Bus, Bahn und Fahrrad.',
    image: IMAGES.location.key,
    street: DEFAULT_LOCATION.street,
    city: DEFAULT_LOCATION.city,
    phone: DEFAULT_LOCATION.phone,
    email: DEFAULT_LOCATION.email,
    hoursTitle: 'Öffnungszeiten',
    hours: DEFAULT_HOURS,
    ctaText: 'Route planen',
    ctaUrl: DEFAULT_LOCATION.mapsUrl,
    ctaExternal: true,
    showMap: true,
    mapTitle: 'Lageplan',
  },
  browser: { interactive: 'the map loads only after consent to external media (the consent switch)' },
});

export const aboutCtaKind = defineKind({
  key: 'about-cta',
  label: 'Über uns: Call to Action',
  defaults: {
    anchor: '',
    title: 'Lerne uns persönlich kennen',
    description:
      'Komm zu einem kostenlosen Probetraining vorbei – wir zeigen dir das Studio und finden gemeinsam heraus, was zu dir passt.',
    primaryCtaText: 'Kostenloses Probetraining',
    primaryCtaUrl: '/kontakt',
    secondaryCtaText: 'Kurse ansehen',
    secondaryCtaUrl: '/kurse',
    trustIndicators: [...TRUST_POINTS],
  },
  browser: 'static',
});

export const aboutGroup = defineGroup('about', 'Über uns', [
  aboutHeroKind,
  aboutStoryKind,
  aboutTeamKind,
  aboutValuesKind,
  aboutStatsKind,
  aboutLocationKind,
  aboutCtaKind,
]);
