// Draws every image of the catalogue (domain/content/images.ts) as an SVG illustration and renders it with sharp to
// public/images/{key}-{width}.avif and .webp for each of its widths. Deterministic: the drawings are seeded by
// their key, so a second run writes the same pictures. Files the catalogue no longer lists are removed.
// Run: npm run images
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { allImages, type ImageAsset } from '../../domain/content/images';
import { drawingFor } from './scenes';
import { svgDocument } from './svg';

export const OUTPUT_DIR = fileURLToPath(new URL('../../public/images/', import.meta.url));

/** Encoder settings: flat illustrations stay sharp at these and weigh a few KB. */
export const AVIF_OPTIONS = { quality: 45, effort: 4 } as const;
export const WEBP_OPTIONS = { quality: 70, effort: 6 } as const;

/** The pixel height of a rendition: the asset's ratio at that width. */
export const renditionHeight = (asset: ImageAsset, width: number) =>
  Math.round((width * asset.height) / asset.width);

/** The SVG of an asset at one pixel width. */
export function svgFor(asset: ImageAsset, width: number): string {
  const drawing = drawingFor(asset.key);
  return svgDocument(drawing.viewBox, width, renditionHeight(asset, width), drawing.defs, drawing.body);
}

async function render(asset: ImageAsset, width: number): Promise<string[]> {
  const height = renditionHeight(asset, width);
  const raster = await sharp(Buffer.from(svgFor(asset, width)))
    .resize(width, height, { fit: 'cover' })
    .toBuffer();
  const base = path.join(OUTPUT_DIR, `${asset.key}-${width}`);
  await writeFile(`${base}.avif`, await sharp(raster).avif(AVIF_OPTIONS).toBuffer());
  await writeFile(`${base}.webp`, await sharp(raster).webp(WEBP_OPTIONS).toBuffer());
  return [`${base}.avif`, `${base}.webp`];
}

async function main() {
  await mkdir(OUTPUT_DIR, { recursive: true });
  const written = new Set<string>();
  for (const asset of allImages()) {
    for (const width of asset.widths) {
      for (const file of await render(asset, width)) written.add(path.basename(file));
    }
  }
  let removed = 0;
  for (const name of await readdir(OUTPUT_DIR)) {
    if (!written.has(name)) {
      await rm(path.join(OUTPUT_DIR, name), { recursive: true });
      removed += 1;
    }
  }
  let bytes = 0;
  for (const name of written) bytes += (await stat(path.join(OUTPUT_DIR, name))).size;
  console.log(
    `${written.size} Dateien in public/images (${(bytes / 1024).toFixed(0)} KB)${removed ? `, ${removed} entfernt` : ''}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
