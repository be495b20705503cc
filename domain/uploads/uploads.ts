// Uploaded images and videos (issue 13 item 4, decision 0132): which file types each use allows (seed 002 §5),
// the size limits, the widths an image is rendered in, and the reference string a block prop holds for an uploaded
// image. Shared by the server (which checks and renders) and the client (which builds the srcset from the
// reference without asking the server), so both compute the same file names.

/** Where an upload is used; seed 002 §5 gives each its file types. */
export const UPLOAD_USES = ['gallery', 'hero', 'showcase', 'media'] as const;
export type UploadUse = (typeof UPLOAD_USES)[number];

/** The formats the server recognises from a file's first bytes. */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'svg', 'mp4', 'webm'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** What a block does with an upload: an image rendered into widths, a vector also kept as is, or a video file. */
export type UploadKind = 'image' | 'svg' | 'video';

/** Seed 002 §5: gallery jpeg, jpg, png, webp, svg; hero and showcase jpeg, jpg, png; media mp4 and webm. */
export const UPLOAD_RULES: Record<
  UploadUse,
  { formats: readonly UploadFormat[]; extensions: readonly string[] }
> = {
  gallery: { formats: ['jpeg', 'png', 'webp', 'svg'], extensions: ['jpeg', 'jpg', 'png', 'webp', 'svg'] },
  hero: { formats: ['jpeg', 'png'], extensions: ['jpeg', 'jpg', 'png'] },
  showcase: { formats: ['jpeg', 'png'], extensions: ['jpeg', 'jpg', 'png'] },
  media: { formats: ['mp4', 'webm'], extensions: ['mp4', 'webm'] },
};

/** The format a file name's extension claims (jpg and jpeg are one format). */
export const EXTENSION_FORMATS: Record<string, UploadFormat> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  svg: 'svg',
  mp4: 'mp4',
  webm: 'webm',
};

export const FORMAT_MIME: Record<UploadFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export const kindOfFormat = (format: UploadFormat): UploadKind =>
  format === 'svg' ? 'svg' : format === 'mp4' || format === 'webm' ? 'video' : 'image';

const MB = 1024 * 1024;
/** Largest file accepted: images (and SVG) 10 MB, videos 50 MB. */
export const UPLOAD_LIMITS = { imageBytes: 10 * MB, videoBytes: 50 * MB } as const;
export const uploadLimitFor = (use: UploadUse): number =>
  use === 'media' ? UPLOAD_LIMITS.videoBytes : UPLOAD_LIMITS.imageBytes;

/** The German names of the allowed types, for the messages and the picker's hint: 'JPEG, PNG, WebP oder SVG'. */
const FORMAT_LABELS: Record<UploadFormat, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  svg: 'SVG',
  mp4: 'MP4',
  webm: 'WebM',
};
export function allowedTypesText(use: UploadUse): string {
  const labels = UPLOAD_RULES[use].formats.map((format) => FORMAT_LABELS[format]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} oder ${labels.at(-1)}` : (labels[0] ?? '');
}
export const limitText = (use: UploadUse): string => `${uploadLimitFor(use) / MB} MB`;

/** The German field messages of a refused upload. */
export const UPLOAD_MESSAGES = {
  tooLarge: (use: UploadUse) => `Die Datei ist zu groß. Erlaubt sind höchstens ${limitText(use)}.`,
  wrongType: (use: UploadUse) => `Dieser Dateityp ist hier nicht erlaubt. Erlaubt: ${allowedTypesText(use)}.`,
  nameMismatch: 'Dateiname und Inhalt passen nicht zusammen.',
  unreadable: 'Die Datei lässt sich nicht als Bild lesen.',
  noFile: 'Bitte wähle eine Datei aus.',
  use: 'Bitte gib an, wofür die Datei gedacht ist (gallery, hero, showcase oder media).',
  tooManyPixels: 'Das Bild ist zu groß (höchstens 50 Megapixel).',
  tooTall: 'Das Bild ist zu hoch: höchstens fünfmal so hoch wie breit.',
} as const;

/** An image's longest rendition for each use: heroes and showcases fill wide screens, gallery tiles less. */
export const MAX_RENDITION_WIDTH: Record<Exclude<UploadUse, 'media'>, number> = {
  hero: 1600,
  showcase: 1600,
  gallery: 960,
};

/** The ladder of widths (the site's own: heroes 480/960/1600, cards 320/640; decision 0085). */
export const RENDITION_LADDER = [320, 480, 640, 960, 1600] as const;

/** The widths an image whose largest rendition is `largest` px wide is rendered in, ascending. */
export function renditionWidths(largest: number): number[] {
  return [...RENDITION_LADDER.filter((width) => width < largest), largest];
}

/** Both formats every image is rendered in, AVIF first (decision 0085). */
export const RENDITION_FORMATS = ['avif', 'webp'] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

/** Public URL folder of the uploads (served by the server from DATA_DIR/uploads). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** A rendition's file name: `<stem>-<width>.<format>`. */
export const renditionFile = (stem: string, width: number, format: RenditionFormat) =>
  `${stem}-${width}.${format}`;

/** The stem of an upload's files: 24 lower-case hex characters (96 random bits), never reused. */
export const STEM_PATTERN = /^[0-9a-f]{24}$/;

/**
 * What a block prop holds for an uploaded image: `upload:<stem>:<width>x<height>`, the width and height of the
 * largest rendition. The reference carries everything the page needs (file names, widths, ratio), so a public
 * page renders the srcset with width/height set and asks the server nothing.
 */
export interface UploadReference {
  stem: string;
  width: number;
  height: number;
}

const REFERENCE_PATTERN = /^upload:([0-9a-f]{24}):([1-9]\d{0,4})x([1-9]\d{0,4})$/;

export const formatUploadReference = ({ stem, width, height }: UploadReference): string =>
  `upload:${stem}:${width}x${height}`;

/** The parsed reference, or undefined for anything else (a built-in image key, a typo). */
export function parseUploadReference(value: string): UploadReference | undefined {
  const match = REFERENCE_PATTERN.exec(value);
  if (!match) return undefined;
  const width = Number(match[2]);
  const height = Number(match[3]);
  if (width > MAX_RENDITION_WIDTH.hero) return undefined;
  return { stem: match[1]!, width, height };
}

export const isUploadReference = (value: string): boolean => parseUploadReference(value) !== undefined;
