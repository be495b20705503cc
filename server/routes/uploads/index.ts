// Uploads (issue 13 item 4, decision 0132): POST /api/v1/uploads (Admin; multipart with the field `use` first,
// then `file`), GET /api/v1/uploads (Admin; newest first, optionally only what a use allows), and the files
// themselves at /uploads/<name>: public, immutable (a name never gets other content), nosniff, and under a CSP
// that allows nothing, so an SVG opened on its own runs no script even if one slipped through.
import multipart, { type MultipartValue } from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { DomainError } from '#domain/errors/domain-error';
import { z } from '#domain/schemas/zod';
import {
  UploadFormSchema,
  UploadListQuerySchema,
  UploadListSchema,
  UploadSchema,
  UploadUseSchema,
} from '#domain/schemas/uploads';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, UPLOADS_URL_PREFIX, uploadLimitFor } from '#domain/uploads/uploads';
import { contracts, errors } from '../../openapi/contract';
import { ensurePrivateDir } from '../../lib/private-files';
import type { UploadsService } from '../../modules/uploads/uploads.service';

export interface UploadsRoutesOptions {
  uploads: UploadsService;
  /** DATA_DIR/uploads. */
  dir: string;
}

/** `/<stem>-<width>.avif|webp`, `/<stem>.svg`, `/<stem>.mp4|webm`. */
const UPLOAD_FILE_NAME = /^\/[0-9a-f]{24}(-\d{1,4}\.(avif|webp)|\.(svg|mp4|webm))$/;

const UseFieldSchema = z.object({ use: UploadUseSchema });

/** The files' answer headers: they never change under their name and are never anything but what they say. */
export const UPLOAD_FILE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
} as const;

export default async function uploadsRoutes(
  fastify: FastifyInstance,
  { uploads, dir }: UploadsRoutesOptions,
) {
  ensurePrivateDir(dir);
  await fastify.register(multipart, {
    limits: { files: 1, fields: 4, fieldSize: 1024, parts: 6, fileSize: UPLOAD_LIMITS.videoBytes },
    throwFileSizeLimit: false,
  });

  const app = contracts(fastify);
  const adminOnly = { preHandler: fastify.requireRole('Admin') };
  app.post(
    API_PATHS.uploads,
    {
      schema: {
        summary: 'Bild oder Video hochladen (Admin; Feld `use` vor `file`)',
        tags: ['Inhalte'],
        // The body is a stream the handler reads and checks part by part; this describes the form only.
        consumes: ['multipart/form-data'],
        body: UploadFormSchema,
        response: { 201: UploadSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request, reply) => {
      const part = await request.file();
      if (!part) throw new DomainError('VALIDATION', [{ path: 'file', message: UPLOAD_MESSAGES.noFile }]);
      const useField = part.fields.use as MultipartValue<unknown> | undefined;
      const parsed = UseFieldSchema.safeParse({ use: useField?.value });
      // The use decides the limit, so it must come before the file; the rest of the file is read and dropped.
      const limit = parsed.success ? uploadLimitFor(parsed.data.use) : 0;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += chunk.length;
        if (size <= limit) chunks.push(chunk as Buffer);
      }
      if (!parsed.success)
        throw new DomainError('VALIDATION', [{ path: 'use', message: UPLOAD_MESSAGES.use }]);
      const { use } = parsed.data;
      if (size > limit || part.file.truncated)
        throw new DomainError('UPLOAD_TOO_LARGE', [{ path: 'file', message: UPLOAD_MESSAGES.tooLarge(use) }]);
      const upload = await uploads.create({
        use,
        fileName: part.filename,
        data: Buffer.concat(chunks),
        userId: request.user!.id,
      });
      reply.status(201);
      return upload;
    },
  );

  app.get(
    API_PATHS.uploads,
    {
      schema: {
        summary: 'Hochgeladene Dateien (Admin), neueste zuerst',
        tags: ['Inhalte'],
        querystring: UploadListQuerySchema,
        response: { 200: UploadListSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => uploads.list(request.query),
  );

  await fastify.register(fastifyStatic, {
    root: dir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
    list: false,
    // Only the names uploads get; anything else in the folder (or a directory) is a 404.
    allowedPath: (pathName) => UPLOAD_FILE_NAME.test(pathName),
    etag: true,
    lastModified: true,
    setHeaders: (res) => {
      res.headers(UPLOAD_FILE_HEADERS);
    },
  });
}
