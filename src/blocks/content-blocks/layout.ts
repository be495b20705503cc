// The layout rules of the content blocks (seed 002 §9 "Layout", "Morning schedule defaults"), pure and tested:
// the gallery's exactly-4 images, the feature grid's wide cards, the morning schedule's time saving, and how a
// block's data names an icon or an aspect ratio. Components use these and add no rule of their own.
import { ICON_NAMES, type IconName } from '../../components/ui/icon';
import type { GalleryImage } from '#domain/blocks/kinds/content-blocks';

/** Seed 002 §9: a gallery block always shows exactly 4 images. */
export const GALLERY_IMAGE_COUNT = 4;

export type GallerySlot = GalleryImage & { placeholder: boolean };

/** The first 4 images; fewer are padded with placeholders so the grid keeps its shape (3 on top + 1 wide). */
export function galleryImages(images: readonly GalleryImage[]): GallerySlot[] {
  const slots: GallerySlot[] = images
    .slice(0, GALLERY_IMAGE_COUNT)
    .map((image) => ({ ...image, placeholder: image.src === '' }));
  while (slots.length < GALLERY_IMAGE_COUNT) slots.push({ src: '', alt: '', placeholder: true });
  return slots;
}

/** Seed 002 §9: in the feature grid, cards 1 and 3 span two columns (index 0 and 2). */
export const isWideFeature = (index: number) => index === 0 || index === 2;

/** Seed 002 §9: traditional training takes 60–90 minutes. */
export const TRADITIONAL_MINUTES = { min: 60, max: 90 } as const;

/**
 * Minutes a week saved against the longest traditional session: 3 slots of 45 minutes save 3 × 45 = 135 minutes,
 * the seed's "up to 135 minutes or 2 hours a week".
 */
export function weeklyTimeSaving(slots: readonly { duration: number }[]): number {
  return slots.reduce((sum, slot) => sum + Math.max(0, TRADITIONAL_MINUTES.max - slot.duration), 0);
}

/** '/icons/dumbbell.svg', 'dumbbell.svg' or 'dumbbell' → 'dumbbell'; anything not shipped → the fallback. */
export function iconFromPath(path: string | undefined, fallback: IconName = 'check'): IconName {
  const name = (path ?? '').replace(/^.*\//, '').replace(/\.svg$/, '');
  return (ICON_NAMES as readonly string[]).includes(name) ? (name as IconName) : fallback;
}

/**
 * '4/3' → '4 / 3' for CSS aspect-ratio; a height percentage of the width ('56.25%', the video default) →
 * '100 / 56.25'; 'auto' (or nonsense) → undefined, the image's own ratio.
 */
export function cssAspectRatio(ratio: string | undefined): string | undefined {
  const percent = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(ratio ?? '');
  if (percent && Number(percent[1]) > 0) return `100 / ${percent[1]}`;
  const match = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(ratio ?? '');
  return match ? `${match[1]} / ${match[2]}` : undefined;
}

/**
 * Content section 48: media from another host (any http(s) URL, a video platform or a CDN's mp4) would send the
 * visitor's IP there, so it waits for 'Externe Medien' consent; the studio's own files ('/media/…') play at once.
 */
export const isExternalMedia = (url: string) => /^https?:\/\//i.test(url.trim());
