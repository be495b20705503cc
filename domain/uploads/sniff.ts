// Which format a file really is, read from its first bytes (decision 0132); the name and the browser's MIME type
// are only claims. JPEG, PNG and WebP by their signatures; MP4 by its `ftyp` box with a video brand (AVIF and
// HEIC use the same box and are refused); WebM by its EBML header with the doctype 'webm'; SVG by being text
// whose first element is <svg>.
import type { UploadFormat } from './uploads';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/** ftyp brands of still images (HEIF, AVIF): an MP4 container, but not a video. */
const IMAGE_BRANDS = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
]);

/** How many leading bytes sniffFormat needs at most (an SVG may start with a long comment or prologue). */
export const SNIFF_BYTES = 4096;

export function sniffFormat(bytes: Uint8Array): UploadFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const major = ascii(bytes, 8, 12);
    return IMAGE_BRANDS.has(major) ? undefined : 'mp4';
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    return ascii(bytes, 0, 64).includes('webm') ? 'webm' : undefined;
  }
  if (looksLikeSvg(bytes)) return 'svg';
  return undefined;
}

/** Text (UTF-8, no NUL) whose first element after the XML prologue, comments and DOCTYPE is <svg. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, SNIFF_BYTES);
  if (head.includes(0)) return false;
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(head)
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/gi, '')
    .trimStart();
  return /^<svg[\s>]/.test(text);
}
