// An uploaded image's reference renders like the site's own images: <picture> with AVIF and WebP srcsets of the
// widths the server made (decision 0132), width/height from the reference so nothing shifts, and no request to
// find out any of it. A reference that does not parse stays unknown (the blocks then show their placeholder).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageByKey } from '#domain/content/images';
import { ResponsiveImage } from './responsive-image';

const STEM = '0123456789abcdef01234567';

describe('ResponsiveImage with an uploaded image', () => {
  it('renders the AVIF and WebP renditions of the reference with its size', () => {
    const asset = imageByKey(`upload:${STEM}:960x540`);
    expect(asset).toBeDefined();
    const { container } = render(<ResponsiveImage image={asset!} sizes="100vw" alt="Unser Kursraum" />);
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/avif', [320, 480, 640, 960].map((w) => `/uploads/${STEM}-${w}.avif ${w}w`).join(', ')],
      ['image/webp', [320, 480, 640, 960].map((w) => `/uploads/${STEM}-${w}.webp ${w}w`).join(', ')],
    ]);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`/uploads/${STEM}-960.webp`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['960', '540']);
    expect(img.getAttribute('alt')).toBe('Unser Kursraum');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('renders a small upload in its own width only, and built-in keys as before', () => {
    const small = imageByKey(`upload:${STEM}:200x150`)!;
    expect(small.widths).toEqual([200]);
    const builtIn = imageByKey('gallery-3')!;
    const { container } = render(<ResponsiveImage image={builtIn} sizes="50vw" />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/images/gallery-3-640.webp');
  });

  it('does not resolve what only looks like a reference', () => {
    for (const key of [
      'upload:',
      `upload:${STEM}`,
      `upload:${STEM}:960`,
      `upload:../etc:960x540`,
      'unbekannt',
    ])
      expect(imageByKey(key), key).toBeUndefined();
  });
});
