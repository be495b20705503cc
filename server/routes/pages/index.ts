// The pages API (issue 13 contract, decision 0130): the published page for everyone (render-cacheable), the
// working copies, publishing and the version history for admins. Every write that goes through empties the page
// render cache (server/app.ts empties it after any successful non-GET request).
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { BaseVersionSchema, PageSlugParamsSchema, PageVersionParamsSchema } from '#domain/pages/document';
import { z } from '#domain/schemas/zod';
import { parse } from '../../lib/validate';
import type { PagesService } from '../../modules/pages/pages.service';

export interface PageRoutesOptions {
  pages: PagesService;
}

/** The document is checked by the service (validatePageDocument: messages keyed by the document's own paths). */
const CreateEnvelope = z.object({ document: z.unknown() });
const UpdateEnvelope = z.object({ document: z.unknown(), baseVersion: BaseVersionSchema.shape.baseVersion });

export default async function pageRoutes(fastify: FastifyInstance, { pages }: PageRoutesOptions) {
  const adminOnly = { preHandler: fastify.requireRole('Admin') };
  const slugOf = (params: unknown) => parse(PageSlugParamsSchema, params).slug;

  fastify.get(API_PATHS.page(':slug'), { config: { public: true } }, async (request) =>
    pages.published(slugOf(request.params)),
  );

  fastify.get(API_PATHS.pages, adminOnly, async () => pages.list());

  fastify.get(API_PATHS.pageDraft(':slug'), adminOnly, async (request) =>
    pages.draft(slugOf(request.params)),
  );

  fastify.post(API_PATHS.pages, adminOnly, async (request, reply) => {
    const { document } = parse(CreateEnvelope, request.body);
    const draft = await pages.create(request.user!, document);
    reply.status(201);
    return draft;
  });

  fastify.put(API_PATHS.page(':slug'), adminOnly, async (request) => {
    const { document, baseVersion } = parse(UpdateEnvelope, request.body);
    return pages.save(request.user!, slugOf(request.params), document, baseVersion);
  });

  fastify.post(API_PATHS.pagePublish(':slug'), adminOnly, async (request) => {
    const { baseVersion } = parse(BaseVersionSchema, request.body);
    return pages.publish(request.user!, slugOf(request.params), baseVersion);
  });

  fastify.post(API_PATHS.pageUnpublish(':slug'), adminOnly, async (request) =>
    pages.unpublish(request.user!, slugOf(request.params)),
  );

  fastify.delete(API_PATHS.page(':slug'), adminOnly, async (request, reply) => {
    await pages.remove(slugOf(request.params));
    reply.status(204);
  });

  fastify.get(API_PATHS.pageVersions(':slug'), adminOnly, async (request) =>
    pages.versions(slugOf(request.params)),
  );

  fastify.post(API_PATHS.pageRestore(':slug', ':version'), adminOnly, async (request) => {
    const { slug, version } = parse(PageVersionParamsSchema, request.params);
    const { baseVersion } = parse(BaseVersionSchema, request.body);
    return pages.restore(request.user!, slug, version, baseVersion);
  });
}
