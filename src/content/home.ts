// German copy of the start page (seed 002 "Gym hero" and "USP grid" blocks, with our texts). The numbers are the
// local gym landing defaults of seed 002 §9.
import type { IconName } from '../components/ui/icon';

export const HOME_HERO = {
  eyebrow: 'Functional Training & HIIT',
  headline: 'Stärker als gestern.',
  headlineAccent: 'Jeden Morgen.',
  subheadline:
    'Effektive 45-Minuten-Einheiten in kleinen Gruppen, ab 6:30 Uhr und mit Trainern, die dich kennen. Such dir deinen Kurs aus und leg los.',
  primaryCta: 'Kurse entdecken',
  secondaryCta: 'Jetzt registrieren',
  stats: [
    { value: '45', suffix: 'Min.', label: 'pro Einheit' },
    { value: '6:30', suffix: 'Uhr', label: 'erster Kursstart' },
    { value: '100', suffix: '%', label: 'Zufriedenheit' },
  ],
} as const;

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

export const HOME_FEATURES: { heading: string; intro: string; items: readonly Feature[] } = {
  heading: 'Training, das in deinen Alltag passt',
  intro: 'Kein Gerätepark, in dem du dich verlierst: Bei uns trainierst du mit Plan, Anleitung und Gruppe.',
  items: [
    {
      icon: 'dumbbell',
      title: 'Funktionelles Training',
      text: 'Ganzkörperübungen, die Kraft, Beweglichkeit und Ausdauer verbinden – so, wie du sie im Alltag brauchst.',
    },
    {
      icon: 'zap',
      title: 'HIIT am Morgen',
      text: 'Hochintensive Intervalle in 45 Minuten: Du bist vor der Arbeit fertig und startest wach in den Tag.',
    },
    {
      icon: 'users',
      title: 'Kleine Gruppen',
      text: 'Dein Trainer sieht jede Wiederholung, korrigiert die Technik und passt die Übungen an dein Level an.',
    },
    {
      icon: 'calendar',
      title: 'Kurse online buchen',
      text: 'Sieh den Wochenplan, buch deinen Platz mit wenigen Klicks und storniere flexibel bis zwei Stunden vorher.',
    },
  ],
};

export const HOME_STEPS = {
  heading: 'So startest du',
  items: [
    {
      title: 'Probetraining vereinbaren',
      text: 'Sieben Tage kostenlos testen: Sprich uns an, wir zeigen dir Studio, Kurse und Trainer.',
    },
    {
      title: 'Kurs auswählen',
      text: 'Vom Einsteiger-Workout bis zum intensiven Zirkel – im Kursplan findest du den passenden Termin.',
    },
    {
      title: 'Dranbleiben',
      text: 'Deine gebuchten Kurse hast du im Dashboard im Blick. Die Gruppe sorgt dafür, dass du wiederkommst.',
    },
  ],
} as const;

export const HOME_CTA = {
  heading: '7 Tage kostenlos testen',
  text: 'Keine Anmeldegebühr, flexible Verträge, professionelle Trainer. Komm vorbei und überzeug dich selbst.',
  button: 'Probetraining anfragen',
} as const;
