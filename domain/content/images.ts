// The project's own images (DECISIONS "Platform": no third-party photo host). Each entry is one illustration,
// rendered by tools/images/generate.ts into public/images/{key}-{width}.{avif,webp} for every width listed, so a
// phone on one bar of signal loads the smallest that fits. width/height give the intrinsic ratio, which the
// <ResponsiveImage> sets on the <img> so nothing shifts while it loads. A test checks every file exists.
// A block prop may instead hold an uploaded image's reference (`upload:<stem>:<w>x<h>`, decision 0132): it
// resolves to the same kind of asset, whose renditions the server made under /uploads/ in the same two formats.
import { parseUploadReference, renditionWidths, UPLOADS_URL_PREFIX } from '../uploads/uploads';

export interface ImageAsset {
  key: string;
  /** German alt text; '' only for decorative images. */
  alt: string;
  /** Intrinsic size of the largest rendition (the ratio is what matters). */
  width: number;
  height: number;
  /** The rendered widths, ascending. */
  widths: readonly number[];
  /** Where the renditions are, without `-{width}.{format}`; `/images/{key}` when absent. */
  path?: string;
}

const HERO_WIDTHS = [480, 960, 1600] as const;
const CARD_WIDTHS = [320, 640] as const;
const PORTRAIT_WIDTHS = [240, 480] as const;
const AVATAR_WIDTHS = [96, 192] as const;

const hero = (key: string, alt: string): ImageAsset => ({
  key,
  alt,
  width: 1600,
  height: 900,
  widths: HERO_WIDTHS,
});
const card = (key: string, alt: string): ImageAsset => ({
  key,
  alt,
  width: 640,
  height: 480,
  widths: CARD_WIDTHS,
});
const portrait = (key: string, alt: string): ImageAsset => ({
  key,
  alt,
  width: 480,
  height: 600,
  widths: PORTRAIT_WIDTHS,
});
const avatar = (key: string, alt: string): ImageAsset => ({
  key,
  alt,
  width: 192,
  height: 192,
  widths: AVATAR_WIDTHS,
});

const RESULT_COUNT = 12;
const TEAM_COUNT = 8;
const TESTIMONIAL_COUNT = 6;
const GALLERY_COUNT = 8;

export const IMAGES = {
  heroChallenge: hero(
    'hero-challenge',
    'Illustration: Gruppe beim funktionellen Training im Kraftraum Studio',
  ),
  heroLevelUp: hero('hero-level-up', 'Illustration: Community-Workout während der Level Up Week'),
  heroAbout: hero('hero-about', 'Illustration: Trainingsfläche des Kraftraum Studios'),
  heroGym: hero('hero-gym', 'Illustration: Morgentraining im Studio bei Sonnenaufgang'),
  location: hero('location', 'Illustration: Eingang des Kraftraum Studios an der Straße'),
  /** Results gallery: before and after of transformation 1…12 (3:4 portraits). */
  results: Array.from({ length: RESULT_COUNT }, (_, index) => ({
    before: portrait(
      `result-${index + 1}-before`,
      `Illustration: Ausgangsform vor der Challenge (Ergebnis ${index + 1})`,
    ),
    after: portrait(`result-${index + 1}-after`, `Illustration: Form nach 7 Wochen (Ergebnis ${index + 1})`),
  })),
  /** Team portraits 1…8 (4:5). */
  team: Array.from({ length: TEAM_COUNT }, (_, index) => portrait(`team-${index + 1}`, '')),
  /** Testimonial avatars 1…6 (square). */
  testimonials: Array.from({ length: TESTIMONIAL_COUNT }, (_, index) =>
    avatar(`testimonial-${index + 1}`, ''),
  ),
  /** Content images for galleries, bento, showcase and feature rows (4:3). */
  gallery: Array.from({ length: GALLERY_COUNT }, (_, index) =>
    card(`gallery-${index + 1}`, `Illustration: Trainingsszene ${index + 1} im Kraftraum Studio`),
  ),
} as const;

/** Every asset once, for the generator and the file test. */
export function allImages(): ImageAsset[] {
  return [
    IMAGES.heroChallenge,
    IMAGES.heroLevelUp,
    IMAGES.heroAbout,
    IMAGES.heroGym,
    IMAGES.location,
    ...IMAGES.results.flatMap((result) => [result.before, result.after]),
    ...IMAGES.team,
    ...IMAGES.testimonials,
    ...IMAGES.gallery,
  ];
}

export const imageUrl = (asset: ImageAsset, width: number, format: 'avif' | 'webp') =>
  `${asset.path ?? `/images/${asset.key}`}-${width}.${format}`;

export const imageSrcSet = (asset: ImageAsset, format: 'avif' | 'webp') =>
  asset.widths.map((width) => `${imageUrl(asset, width, format)} ${width}w`).join(', ');

/**
 * Finds an asset by key, e.g. a page document's 'gallery-3', or an upload by its reference; undefined for an
 * unknown key. An upload has no alt text of its own ('' until the block gives one).
 */
export function imageByKey(key: string): ImageAsset | undefined {
  const upload = parseUploadReference(key);
  if (upload) {
    return {
      key,
      alt: '',
      width: upload.width,
      height: upload.height,
      widths: renditionWidths(upload.width),
      // imageUrl then names the server's files: UPLOADS_URL_PREFIX + renditionFile(stem, width, format).
      path: `${UPLOADS_URL_PREFIX}${upload.stem}`,
    };
  }
  return allImages().find((asset) => asset.key === key);
}
