// The pages API (issue 13 contract, decision 0130): the published page for everyone (render-cacheable), the
// working copies, publishing and the version history for admins. Every write that goes through empties the page
// render cache (server/app.ts empties it after any successful non-GET request). The route's body schema checks
// the document's shape first; the service checks its blocks (validatePageDocument); both key their messages by
// the body's paths ('document.…').
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import {
  BaseVersionSchema,
  CreatePageRequestSchema,
  PageDraftSchema,
  PageListSchema,
  PageSlugParamsSchema,
  PageVersionListSchema,
  PageVersionParamsSchema,
  PublicPageSchema,
  UpdatePageRequestSchema,
} from '#domain/pages/document';
import { ErrorResponseSchema } from '#domain/schemas/common';
import { contracts, conflict, Empty, errors } from '../../openapi/contract';
import type { PagesService } from '../../modules/pages/pages.service';

export interface PageRoutesOptions {
  pages: PagesService;
}

export default async function pageRoutes(fastify: FastifyInstance, { pages }: PageRoutesOptions) {
  const app = contracts(fastify);
  const adminOnly = { preHandler: fastify.requireRole('Admin') };
  const tags = ['Seiten'];
  const slugPath = API_PATHS.page(':slug');

  app.get(
    slugPath,
    {
      schema: {
        summary: 'Veröffentlichte Seite (öffentlich)',
        tags,
        params: PageSlugParamsSchema,
        response: { 200: PublicPageSchema, 400: ErrorResponseSchema },
      },
      config: { public: true, publicRead: true },
    },
    async (request) => pages.published(request.params.slug),
  );

  app.get(
    API_PATHS.pages,
    {
      schema: {
        summary: 'Alle Seiten mit Status (Admin)',
        tags,
        response: { 200: PageListSchema, ...errors },
      },
      ...adminOnly,
    },
    async () => pages.list(),
  );

  app.get(
    API_PATHS.pageDraft(':slug'),
    {
      schema: {
        summary: 'Arbeitsfassung einer Seite (Admin)',
        tags,
        params: PageSlugParamsSchema,
        response: { 200: PageDraftSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => pages.draft(request.params.slug),
  );

  app.post(
    API_PATHS.pages,
    {
      schema: {
        summary: 'Seite anlegen (Admin; Entwurf)',
        tags,
        body: CreatePageRequestSchema,
        response: { 201: PageDraftSchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request, reply) => {
      const draft = await pages.create(request.user!, request.body.document);
      reply.status(201);
      return draft;
    },
  );

  app.put(
    slugPath,
    {
      schema: {
        summary: 'Arbeitsfassung speichern (Admin; 409 bei veralteter Version)',
        tags,
        params: PageSlugParamsSchema,
        body: UpdatePageRequestSchema,
        response: { 200: PageDraftSchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request) =>
      pages.save(request.user!, request.params.slug, request.body.document, request.body.baseVersion),
  );

  app.post(
    API_PATHS.pagePublish(':slug'),
    {
      schema: {
        summary: 'Arbeitsfassung veröffentlichen (Admin)',
        tags,
        params: PageSlugParamsSchema,
        body: BaseVersionSchema,
        response: { 200: PageDraftSchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request) => pages.publish(request.user!, request.params.slug, request.body.baseVersion),
  );

  app.post(
    API_PATHS.pageUnpublish(':slug'),
    {
      schema: {
        summary: 'Veröffentlichung zurückziehen (Admin)',
        tags,
        params: PageSlugParamsSchema,
        response: { 200: PageDraftSchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request) => pages.unpublish(request.user!, request.params.slug),
  );

  app.delete(
    slugPath,
    {
      schema: {
        summary: 'Seite löschen (Admin)',
        tags,
        params: PageSlugParamsSchema,
        response: { 204: Empty, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request, reply) => {
      await pages.remove(request.params.slug);
      reply.status(204);
    },
  );

  app.get(
    API_PATHS.pageVersions(':slug'),
    {
      schema: {
        summary: 'Versionen einer Seite (Admin)',
        tags,
        params: PageSlugParamsSchema,
        response: { 200: PageVersionListSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => pages.versions(request.params.slug),
  );

  app.post(
    API_PATHS.pageRestore(':slug', ':version'),
    {
      schema: {
        summary: 'Frühere Version als Arbeitsfassung wiederherstellen (Admin)',
        tags,
        params: PageVersionParamsSchema,
        body: BaseVersionSchema,
        response: { 200: PageDraftSchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request) =>
      pages.restore(request.user!, request.params.slug, request.params.version, request.body.baseVersion),
  );
}
