// Uploads (issue 13, decision 0132): POST /api/v1/uploads (multipart: `use`, then `file`) answers the stored
// upload; GET /api/v1/uploads lists them newest first for the picker (optionally only those a use allows).
import { z } from './zod';
import { IdSchema, InstantSchema } from './common';
import { CursorSchema, ListLimitSchema } from './paging';
import { UPLOAD_FORMATS, UPLOAD_MESSAGES, UPLOAD_USES } from '../uploads/uploads';

export const UploadUseSchema = z.enum(UPLOAD_USES, { message: UPLOAD_MESSAGES.use });

export const UploadSchema = z.object({
  id: IdSchema,
  /** The image's public URL (largest WebP rendition; the sanitised file for an SVG) or the video's. */
  url: z.string(),
  type: z.enum(['image', 'svg', 'video']),
  /** What a block's image prop holds (`upload:<stem>:<w>x<h>`); the video URL for a video. */
  reference: z.string(),
  format: z.enum(UPLOAD_FORMATS),
  use: UploadUseSchema,
  width: z.optional(z.number()),
  height: z.optional(z.number()),
  bytes: z.number(),
  originalName: z.string(),
  createdAt: InstantSchema,
});
export type Upload = z.infer<typeof UploadSchema>;

export const UploadListSchema = z.array(UploadSchema);

export const UploadListQuerySchema = z.object({
  limit: ListLimitSchema,
  cursor: CursorSchema,
  /** Only uploads whose type this use allows (a hero picks among JPEG and PNG). */
  use: z.optional(UploadUseSchema),
});
export type UploadListQuery = z.infer<typeof UploadListQuerySchema>;

/** The multipart form as the API description shows it (the handler reads the stream itself). */
export const UploadFormSchema = z.object({
  use: UploadUseSchema,
  /** The file's bytes (the form's second part). */
  file: z.string(),
});
