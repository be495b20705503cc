import { describe, expect, it } from 'vitest';
import {
  cssAspectRatio,
  galleryImages,
  GALLERY_IMAGE_COUNT,
  iconFromPath,
  isExternalMedia,
  isWideFeature,
  weeklyTimeSaving,
} from './layout';

describe('content block layout rules', () => {
  it('shows exactly 4 gallery images: pads fewer with placeholders and drops the rest', () => {
    const one = galleryImages([{ src: 'gallery-1', alt: 'Eins' }]);
    expect(one).toHaveLength(GALLERY_IMAGE_COUNT);
    expect(one.map((slot) => slot.placeholder)).toEqual([false, true, true, true]);
    const six = galleryImages(Array.from({ length: 6 }, (_, i) => ({ src: `gallery-${i + 1}`, alt: '' })));
    expect(six.map((slot) => slot.src)).toEqual(['gallery-1', 'gallery-2', 'gallery-3', 'gallery-4']);
    expect(galleryImages([{ src: '', alt: '' }])[0]?.placeholder).toBe(true);
  });

  it('makes feature cards 1 and 3 wide, no others', () => {
    expect([0, 1, 2, 3, 4].map(isWideFeature)).toEqual([true, false, true, false, false]);
  });

  it('saves 135 minutes a week with three 45-minute slots against 90-minute sessions', () => {
    expect(weeklyTimeSaving([{ duration: 45 }, { duration: 45 }, { duration: 45 }])).toBe(135);
    expect(weeklyTimeSaving([{ duration: 120 }])).toBe(0);
  });

  it('resolves icon paths to shipped icons only', () => {
    expect(iconFromPath('/icons/dumbbell.svg')).toBe('dumbbell');
    expect(iconFromPath('clock')).toBe('clock');
    expect(iconFromPath('/icons/unknown.svg')).toBe('check');
    expect(iconFromPath(undefined, 'zap')).toBe('zap');
  });

  it('turns aspect ratios into CSS and leaves auto to the image', () => {
    expect(cssAspectRatio('4/3')).toBe('4 / 3');
    expect(cssAspectRatio('21 / 9')).toBe('21 / 9');
    expect(cssAspectRatio('56.25%')).toBe('100 / 56.25');
    expect(cssAspectRatio('auto')).toBeUndefined();
  });

  it('treats media from another host as external (consent-gated), our own files not', () => {
    expect(isExternalMedia('https://www.youtube-nocookie.com/embed/abc')).toBe(true);
    expect(isExternalMedia('http://cdn.example.de/clip.mp4')).toBe(true);
    expect(isExternalMedia('/media/training.mp4')).toBe(false);
  });
});
