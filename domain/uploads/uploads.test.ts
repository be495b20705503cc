import { describe, expect, it } from 'vitest';
import { sniffFormat } from './sniff';
import {
  allowedTypesText,
  formatUploadReference,
  parseUploadReference,
  renditionWidths,
  UPLOAD_MESSAGES,
} from './uploads';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('sniffFormat', () => {
  it('reads the format from the bytes, not from a name', () => {
    expect(sniffFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniffFormat(bytes([0, 0, 0, 0x20], 'ftypisom'))).toBe('mp4');
    expect(sniffFormat(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))).toBe('webm');
    expect(
      sniffFormat(bytes('<?xml version="1.0"?>\n<!-- x -->\n<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBe('svg');
  });

  it('refuses what only looks like an allowed type', () => {
    // AVIF and HEIC use MP4's ftyp box.
    expect(sniffFormat(bytes([0, 0, 0, 0x20], 'ftypavif'))).toBeUndefined();
    expect(sniffFormat(bytes([0, 0, 0, 0x20], 'ftypheic'))).toBeUndefined();
    // Matroska that is not WebM, HTML, a text file mentioning svg, GIF.
    expect(sniffFormat(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'))).toBeUndefined();
    expect(sniffFormat(bytes('<html><svg></svg></html>'))).toBeUndefined();
    expect(sniffFormat(bytes('hello <svg>'))).toBeUndefined();
    expect(sniffFormat(bytes('GIF89a'))).toBeUndefined();
    expect(sniffFormat(bytes())).toBeUndefined();
  });
});

describe('upload references', () => {
  it('round-trips and refuses anything else', () => {
    const reference = formatUploadReference({ stem: 'a'.repeat(24), width: 960, height: 540 });
    expect(reference).toBe(`upload:${'a'.repeat(24)}:960x540`);
    expect(parseUploadReference(reference)).toEqual({ stem: 'a'.repeat(24), width: 960, height: 540 });
    for (const other of [
      'gallery-3',
      '',
      `upload:${'a'.repeat(24)}`,
      `upload:${'A'.repeat(24)}:960x540`,
      `upload:../${'a'.repeat(21)}:960x540`,
      `upload:${'a'.repeat(24)}:0x540`,
      `upload:${'a'.repeat(24)}:3200x1800`,
      ` upload:${'a'.repeat(24)}:960x540`,
    ]) {
      expect(parseUploadReference(other), other).toBeUndefined();
    }
  });

  it('renders the ladder below the largest width and the largest itself', () => {
    expect(renditionWidths(1600)).toEqual([320, 480, 640, 960, 1600]);
    expect(renditionWidths(960)).toEqual([320, 480, 640, 960]);
    expect(renditionWidths(700)).toEqual([320, 480, 640, 700]);
    expect(renditionWidths(200)).toEqual([200]);
  });

  it('names the allowed types and the limit in German', () => {
    expect(allowedTypesText('gallery')).toBe('JPEG, PNG, WebP oder SVG');
    expect(allowedTypesText('hero')).toBe('JPEG oder PNG');
    expect(UPLOAD_MESSAGES.tooLarge('media')).toBe('Die Datei ist zu groß. Erlaubt sind höchstens 50 MB.');
    expect(UPLOAD_MESSAGES.tooLarge('gallery')).toBe('Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.');
  });
});
