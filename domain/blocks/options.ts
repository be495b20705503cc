// The choices of the block kinds' select fields, from the design tokens and the seed (seed 002 §6: colours, sizes
// and ratios are choices, never free CSS). Shared by the kinds' definitions (./kinds); values stay literal types.
import { options } from './field-spec';

export const BUTTON_VARIANTS = options(
  ['primary', 'Primär'],
  ['secondary', 'Sekundär'],
  ['secondaryFull', 'Sekundär, gefüllt'],
  ['ghost', 'Dezent'],
  ['gradient', 'Verlauf'],
  ['outline', 'Umriss'],
);
export const BUTTON_SIZES = options(['sm', 'Klein'], ['md', 'Mittel'], ['lg', 'Groß'], ['xl', 'Sehr groß']);
export const ALIGNMENTS = options(['left', 'Links'], ['center', 'Mittig'], ['right', 'Rechts']);
export const BACKDROPS = options(['blur', 'Weichgezeichnet'], ['dark', 'Dunkel'], ['glass', 'Glas']);
export const MODAL_WIDTHS = options(
  ['sm', 'Schmal (sm)'],
  ['md', 'Mittel (md)'],
  ['lg', 'Groß (lg)'],
  ['xl', 'Sehr groß (xl)'],
  ['2xl', 'Breit (2xl)'],
  ['3xl', 'Sehr breit (3xl)'],
  ['full', 'Volle Breite'],
);
export const BADGE_POSITIONS = options(
  ['top-right', 'Oben rechts'],
  ['top-left', 'Oben links'],
  ['bottom-right', 'Unten rechts'],
  ['bottom-left', 'Unten links'],
);
export const HERO_BADGE_VARIANTS = options(
  ['new', 'Neu'],
  ['popular', 'Beliebt'],
  ['featured', 'Empfohlen'],
  ['limited', 'Limitiert'],
);
export const BADGE_VARIANTS = [
  ...HERO_BADGE_VARIANTS,
  ...options(['success', 'Erfolg'], ['warning', 'Warnung'], ['info', 'Info'], ['neutral', 'Neutral']),
];
export const GRADIENTS = options(
  ['warm', 'Warm'],
  ['cool', 'Kühl'],
  ['primary', 'Primärfarbe'],
  ['secondary', 'Sekundärfarbe'],
);
export const ICON_VARIANTS = options(
  ['primary', 'Primär'],
  ['secondary', 'Sekundär'],
  ['success', 'Erfolg'],
  ['accent', 'Akzent'],
);
export const STATUS_VARIANTS = options(
  ['default', 'Standard'],
  ['success', 'Erfolg'],
  ['warning', 'Warnung'],
  ['error', 'Fehler'],
  ['info', 'Info'],
);
export const RESULT_PROGRAMS = options(['Starter', 'Starter'], ['Premium', 'Premium'], ['VIP', 'VIP']);
export const RESULT_CATEGORIES = options(
  ['weightloss', 'Abnehmen'],
  ['muscle', 'Muskelaufbau'],
  ['toning', 'Straffen'],
  ['fitness', 'Fitness'],
);
export const GALLERY_LAYOUTS = options(['scroll', 'Scrollleiste'], ['grid', 'Raster']);
export const GAPS = options(['sm', 'Klein'], ['md', 'Mittel'], ['lg', 'Groß']);
export const IMAGE_ASPECT_RATIOS = options(
  ['auto', 'Automatisch'],
  ['1/1', '1:1'],
  ['4/3', '4:3'],
  ['16/9', '16:9'],
  ['3/4', '3:4'],
);
export const BOTTOM_ASPECT_RATIOS = options(
  ['auto', 'Automatisch'],
  ['16/9', '16:9'],
  ['21/9', '21:9'],
  ['2/1', '2:1'],
);
export const MEDIA_TYPES = options(['image', 'Bild'], ['video', 'Video']);
export const MEDIA_POSITIONS = options(['left', 'Links'], ['right', 'Rechts']);
/** Height as a share of the width (the content section's reading of seed 002 §9's 56.25 %). */
export const MEDIA_ASPECT_RATIOS = options(
  ['56.25%', '16:9'],
  ['75%', '4:3'],
  ['100%', '1:1'],
  ['42.86%', '21:9'],
);
export const EMBED_ASPECT_RATIOS = options(
  ['16 / 9', '16:9'],
  ['4 / 3', '4:3'],
  ['1 / 1', '1:1'],
  ['21 / 9', '21:9'],
);
export const EMBED_KINDS = options(['map', 'Karte'], ['video', 'Video']);
export const BENTO_CARD_TYPES = options(['image', 'Bild'], ['content', 'Inhalt']);
/** The palette of the design tokens (src/components/ui/tokens.css); '' keeps the block's own colour. */
export const COLOURS = options(
  ['', 'Standard'],
  ['#ff6b35', 'Orange (Primärfarbe)'],
  ['#ff9a73', 'Orange hell'],
  ['#1b365d', 'Dunkelblau (Sekundärfarbe)'],
  ['#e8eef6', 'Hellblau'],
  ['#ffffff', 'Weiß'],
  ['#f8f9fb', 'Hellgrau'],
  ['#131821', 'Fast Schwarz'],
);
export const SECTION_BACKGROUNDS = options(['white', 'Weiß'], ['gray', 'Grau'], ['dark', 'Dunkel']);
export const USP_VARIANTS = options(
  ['primary', 'Primär'],
  ['secondary', 'Sekundär'],
  ['gradient', 'Verlauf'],
  ['outline', 'Umriss'],
);
export const EVENT_CARD_VARIANTS = options(
  ['default', 'Standard'],
  ['featured', 'Hervorgehoben'],
  ['compact', 'Kompakt'],
);
export const CARD_SIZES = options(['sm', 'Klein'], ['md', 'Mittel'], ['lg', 'Groß']);
export const STORY_STATUSES = options(
  ['completed', 'Abgeschlossen'],
  ['current', 'Aktuell'],
  ['upcoming', 'Geplant'],
);
export const CTA_VARIANTS = options(['default', 'Standard'], ['gradient', 'Verlauf'], ['outline', 'Umriss']);
export const CTA_SIZES = options(['md', 'Mittel'], ['lg', 'Groß']);
export const STATISTIC_VARIANTS = options(
  ['default', 'Standard'],
  ['primary', 'Primär'],
  ['minimal', 'Minimal'],
);
export const STATISTIC_SIZES = options(['sm', 'Klein'], ['md', 'Mittel'], ['lg', 'Groß']);
export const GYM_STAT_VARIANTS = options(['default', 'Standard'], ['minimal', 'Minimal']);
export const IMAGE_WIDTHS = options(
  ['200px', 'Schmal (200 px)'],
  ['240px', 'Mittel (240 px)'],
  ['280px', 'Breit (280 px)'],
  ['320px', 'Sehr breit (320 px)'],
);
export const ICON_SIZES = options(['2rem', 'Klein'], ['2.5rem', 'Mittel'], ['3rem', 'Groß']);
export const MIN_HEIGHTS = options(['250px', 'Niedrig (250 px)'], ['400px', 'Hoch (400 px)']);
/** BaseModal's contentClass (seed 002 §3) offers only the block's own style: no class can be smuggled in (§6). */
export const CONTENT_CLASSES = options(['', 'Standard']);
