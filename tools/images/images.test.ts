// The image files match the catalogue: every asset in every width as AVIF and WebP, each exactly as wide as its
// srcset says and as high as the asset's ratio (the <img> width/height reserve that box, so a wrong file would
// shift the layout), and nothing in public/images that the catalogue does not list. Regenerate: npm run images.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { allImages, imageSrcSet, imageUrl, type ImageAsset } from '../../domain/content/images';

// A path from the file's own URL string (jsdom's URL class is not Node's, so no new URL(…) here).
const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');
const FORMATS = [
  { format: 'avif', sharpFormat: 'heif' },
  { format: 'webp', sharpFormat: 'webp' },
] as const;

const fileOf = (asset: ImageAsset, width: number, format: 'avif' | 'webp') =>
  `${PUBLIC_DIR}${imageUrl(asset, width, format)}`;

describe('the image catalogue', () => {
  it('has unique keys, ascending widths and the largest width as the intrinsic width', () => {
    const keys = allImages().map((asset) => asset.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const asset of allImages()) {
      expect(
        [...asset.widths].sort((a, b) => a - b),
        asset.key,
      ).toEqual(asset.widths);
      expect(asset.widths.at(-1), asset.key).toBe(asset.width);
    }
  });

  it('lists every width in the srcset', () => {
    const [hero] = allImages();
    expect(imageSrcSet(hero as ImageAsset, 'avif')).toBe(
      '/images/hero-challenge-480.avif 480w, /images/hero-challenge-960.avif 960w, /images/hero-challenge-1600.avif 1600w',
    );
  });
});

describe.each(allImages())('public/images for $key', (asset) => {
  it('has every width as AVIF and WebP, at the asset ratio', async () => {
    for (const width of asset.widths) {
      for (const { format, sharpFormat } of FORMATS) {
        const file = fileOf(asset, width, format);
        expect(existsSync(file), `${file} fehlt — npm run images`).toBe(true);
        const metadata = await sharp(file).metadata();
        expect(metadata.format, file).toBe(sharpFormat);
        expect(metadata.width, file).toBe(width);
        expect(metadata.height, file).toBe(Math.round((width * asset.height) / asset.width));
      }
    }
  });
});

describe('public/images', () => {
  it('holds only files the catalogue lists', () => {
    const expected = new Set(
      allImages().flatMap((asset) =>
        asset.widths.flatMap((width) =>
          FORMATS.map(({ format }) => imageUrl(asset, width, format).replace('/images/', '')),
        ),
      ),
    );
    const stray = readdirSync(`${PUBLIC_DIR}/images`).filter((name) => !expected.has(name));
    expect(stray).toEqual([]);
  });
});
