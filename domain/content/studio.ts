// The studio's fixed facts, in German: opening hours are seed 002 §9; the claims in TRUST_POINTS are seed 002 §9
// "Trust points". Pure data shared by the block definitions (./kinds) and the app.
import { STUDIO_NAME } from '../constants';

export const STUDIO_TAGLINE = 'Functional Training & HIIT in kleinen Gruppen';

export const STUDIO_DESCRIPTION = `${STUDIO_NAME} ist dein Studio für funktionelles Training und hochintensives Intervalltraining – mit Trainerinnen und Trainern, die dich kennen und jede Einheit begleiten.`;

export interface OpeningHours {
  /** Short form for tight spaces, e.g. 'Mo–Fr'. */
  days: string;
  /** Spoken form for screen readers and long lists. */
  daysLong: string;
  time: string;
}

export const OPENING_HOURS: readonly OpeningHours[] = [
  { days: 'Mo–Fr', daysLong: 'Montag bis Freitag', time: '6:00–22:00 Uhr' },
  { days: 'Sa', daysLong: 'Samstag', time: '8:00–20:00 Uhr' },
  { days: 'So', daysLong: 'Sonntag', time: '10:00–18:00 Uhr' },
];

export const TRUST_POINTS: readonly string[] = [
  'Keine Anmeldegebühr',
  'Flexible Verträge',
  'Professionelle Trainer',
];
