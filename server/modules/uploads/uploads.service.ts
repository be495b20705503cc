// Uploads (issue 13 item 4, decision 0132): checks an uploaded file's real type against what its use allows
// (seed 002 §5), renders images with sharp into the site's AVIF/WebP widths, sanitises SVGs, keeps videos as they
// are, and only then writes the files and the row. A refused file leaves nothing behind: every check runs on
// the bytes in memory before the first file is written, and a failure while writing removes what was written.
import { randomBytes } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { DomainError } from '#domain/errors/domain-error';
import type { Upload, UploadListQuery } from '#domain/schemas/uploads';
import { sniffFormat } from '#domain/uploads/sniff';
import {
  EXTENSION_FORMATS,
  FORMAT_MIME,
  formatUploadReference,
  kindOfFormat,
  MAX_RENDITION_WIDTH,
  RENDITION_FORMATS,
  renditionFile,
  renditionWidths,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  UPLOADS_URL_PREFIX,
  uploadLimitFor,
  type UploadFormat,
  type UploadUse,
} from '#domain/uploads/uploads';
import type { Clock } from '../../lib/clock';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../../lib/private-files';
import { sanitizeSvg } from './svg';
import type { UploadRow, UploadsRepository } from './uploads.repository';
import { toInstant } from '../../db/schema';

/** Decoding bombs: an image over 50 megapixels is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/** At most five times as high as wide (which also keeps every reference's height within five digits). */
const MAX_HEIGHT_RATIO = 5;

/** Decision 0085's encoder settings, so uploads look and weigh like the site's own images. */
const AVIF = { quality: 45, effort: 4 } as const;
const WEBP = { quality: 70, effort: 6 } as const;

export interface NewUpload {
  use: UploadUse;
  fileName: string;
  data: Buffer;
  userId: number;
}

interface Prepared {
  format: UploadFormat;
  width: number | null;
  height: number | null;
  files: { name: string; data: Buffer }[];
}

const refused = (code: 'UPLOAD_TYPE' | 'UPLOAD_TOO_LARGE', message: string) =>
  new DomainError(code, [{ path: 'file', message }]);

/** The uploaded name reduced to letters, digits, '.', '-' and '_' (at most 120 characters), for the picker. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 120);
  return clean || 'datei';
}

export class UploadsService {
  constructor(
    private readonly uploads: UploadsRepository,
    private readonly dir: string,
    private readonly clock: Clock,
  ) {}

  async create({ use, fileName, data, userId }: NewUpload): Promise<Upload> {
    if (data.length > uploadLimitFor(use)) throw refused('UPLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge(use));
    const rules = UPLOAD_RULES[use];
    const format = sniffFormat(data);
    if (!format || !rules.formats.includes(format))
      throw refused('UPLOAD_TYPE', UPLOAD_MESSAGES.wrongType(use));
    const extension = path.extname(fileName).slice(1).toLowerCase();
    if (!rules.extensions.includes(extension)) throw refused('UPLOAD_TYPE', UPLOAD_MESSAGES.wrongType(use));
    if (EXTENSION_FORMATS[extension] !== format) throw refused('UPLOAD_TYPE', UPLOAD_MESSAGES.nameMismatch);

    const stem = randomBytes(12).toString('hex');
    const prepared = await this.prepare(stem, format, use, data);
    const written = await this.write(prepared.files);
    try {
      const row = await this.uploads.insert({
        stem,
        use,
        type: format,
        mime: FORMAT_MIME[format],
        width: prepared.width,
        height: prepared.height,
        bytes: data.length,
        originalName: sanitizeFileName(fileName),
        createdAt: this.clock.now().toISOString(),
        createdBy: userId,
      });
      return toUpload(row);
    } catch (error) {
      await this.remove(written);
      throw error;
    }
  }

  async list({ limit, cursor, use }: UploadListQuery): Promise<Upload[]> {
    const rows = await this.uploads.list({
      limit,
      ...(cursor === undefined ? {} : { cursor }),
      ...(use ? { types: UPLOAD_RULES[use].formats } : {}),
    });
    return rows.map(toUpload);
  }

  /** Everything the upload's files will hold, computed in memory; throws a 400 for anything unusable. */
  private async prepare(stem: string, format: UploadFormat, use: UploadUse, data: Buffer): Promise<Prepared> {
    if (format === 'mp4' || format === 'webm') {
      return { format, width: null, height: null, files: [{ name: `${stem}.${format}`, data }] };
    }
    const maxWidth = MAX_RENDITION_WIDTH[use as Exclude<UploadUse, 'media'>];
    if (format === 'svg') {
      const clean = sanitizeSvg(data.toString('utf8'));
      if (!clean) throw refused('UPLOAD_TYPE', UPLOAD_MESSAGES.unreadable);
      const svg = Buffer.from(clean, 'utf8');
      const meta = await readMetadata(svg);
      if (meta.format !== 'svg' || !meta.width || !meta.height)
        throw refused('UPLOAD_TYPE', UPLOAD_MESSAGES.unreadable);
      // A drawing scales: it is rendered up to the use's widest rendition whatever size it declares.
      const height = Math.max(1, Math.round((meta.height * maxWidth) / meta.width));
      checkRatio(maxWidth, height);
      const renditions = await renderAll(stem, maxWidth, height, (width) =>
        sharp(svg, {
          density: Math.min(100_000, Math.max(1, (72 * width) / meta.width!)),
          limitInputPixels: MAX_INPUT_PIXELS,
        }),
      ).catch(unreadable);
      return {
        format,
        width: maxWidth,
        height,
        files: [{ name: `${stem}.svg`, data: svg }, ...renditions],
      };
    }
    const meta = await readMetadata(data);
    if (meta.format !== format || !meta.width || !meta.height)
      throw refused('UPLOAD_TYPE', UPLOAD_MESSAGES.unreadable);
    const oriented = meta.autoOrient ?? { width: meta.width, height: meta.height };
    if (oriented.width * oriented.height > MAX_INPUT_PIXELS)
      throw refused('UPLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooManyPixels);
    // No upscaling: a small photo's largest rendition is its own width.
    const largest = Math.min(oriented.width, maxWidth);
    const height = Math.max(1, Math.round((oriented.height * largest) / oriented.width));
    checkRatio(largest, height);
    const files = await renderAll(stem, largest, height, () =>
      sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient(),
    ).catch(unreadable);
    return { format, width: largest, height, files };
  }

  /** Writes every file new (never over another) and 0600 like the rest of the data folder; all or none. */
  private async write(files: { name: string; data: Buffer }[]): Promise<string[]> {
    ensurePrivateDir(this.dir);
    const written: string[] = [];
    try {
      for (const file of files) {
        const target = path.join(this.dir, file.name);
        await writeFile(target, file.data, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
        written.push(target);
      }
    } catch (error) {
      await this.remove(written);
      throw error;
    }
    return written;
  }

  private async remove(files: string[]): Promise<void> {
    await Promise.all(files.map((file) => unlink(file).catch(() => undefined)));
  }
}

/** A sharp failure while rendering is the file's fault (a truncated or broken body): 400, not 500. */
function unreadable(error: unknown): never {
  if (error instanceof DomainError) throw error;
  throw refused('UPLOAD_TYPE', UPLOAD_MESSAGES.unreadable);
}

/** A strip of an image (a block shows it in a box of about 16:9 to 3:4) would render as a sliver. */
function checkRatio(width: number, height: number): void {
  if (height > MAX_HEIGHT_RATIO * width) throw refused('UPLOAD_TYPE', UPLOAD_MESSAGES.tooTall);
}

async function readMetadata(data: Buffer) {
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw refused('UPLOAD_TYPE', UPLOAD_MESSAGES.unreadable);
  }
}

/** Every width of the ladder up to `largest`, in AVIF and WebP, each exactly its computed size. */
async function renderAll(
  stem: string,
  largest: number,
  largestHeight: number,
  source: (width: number) => Sharp,
): Promise<{ name: string; data: Buffer }[]> {
  const files: { name: string; data: Buffer }[] = [];
  for (const width of renditionWidths(largest)) {
    const height = Math.max(1, Math.round((largestHeight * width) / largest));
    for (const format of RENDITION_FORMATS) {
      const pipeline = source(width).resize(width, height, { fit: 'fill' });
      const data =
        format === 'avif' ? await pipeline.avif(AVIF).toBuffer() : await pipeline.webp(WEBP).toBuffer();
      files.push({ name: renditionFile(stem, width, format), data });
    }
  }
  return files;
}

export function toUpload(row: UploadRow): Upload {
  const format = row.type as UploadFormat;
  const type = kindOfFormat(format);
  const base = {
    id: row.id,
    type,
    format,
    use: row.use as UploadUse,
    bytes: row.bytes,
    originalName: row.originalName,
    createdAt: toInstant(row.createdAt),
  };
  if (type === 'video') {
    const url = `${UPLOADS_URL_PREFIX}${row.stem}.${format}`;
    return { ...base, url, reference: url };
  }
  const width = row.width ?? 0;
  const height = row.height ?? 0;
  return {
    ...base,
    url:
      type === 'svg'
        ? `${UPLOADS_URL_PREFIX}${row.stem}.svg`
        : `${UPLOADS_URL_PREFIX}${renditionFile(row.stem, width, 'webp')}`,
    reference: formatUploadReference({ stem: row.stem, width, height }),
    width,
    height,
  };
}
