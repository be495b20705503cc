// Blog routes (issue 13, decision 0133): visitors read published posts (a page, one article, the Atom feed at
// /blog/feed.xml); admins list drafts too, write, preview, publish, unpublish and delete.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import {
  AdminPostListSchema,
  AdminPostSchema,
  PostListQuerySchema,
  PostPageSchema,
  PostPreviewRequestSchema,
  PostPreviewSchema,
  PostSchema,
  PostSlugParamsSchema,
  PostVersionListSchema,
  PostVersionParamsSchema,
  PostUpdateSchema,
  PostWriteSchema,
} from '#domain/posts/schemas';
import { ErrorResponseSchema } from '#domain/schemas/common';
import { contracts, conflict, Empty, errors } from '../../openapi/contract';
import type { PostsService } from '../../modules/posts/posts.service';

/** The site's paths the feed links to (the client's src/config/paths.ts spells the same). */
export const BLOG_PATH = '/blog';
export const FEED_PATH = '/blog/feed.xml';
const postPath = (slug: string) => `${BLOG_PATH}/${slug}`;

export interface PostRoutesOptions {
  posts: PostsService;
}

export default async function postRoutes(fastify: FastifyInstance, { posts }: PostRoutesOptions) {
  const app = contracts(fastify);
  const adminOnly = { preHandler: fastify.requireRole('Admin') };
  const itemPath = API_PATHS.post(':slug');
  const tags = ['Blog'];

  app.get(
    API_PATHS.posts,
    {
      schema: {
        summary: 'Veröffentlichte Blogbeiträge, neueste zuerst (10 je Seite)',
        tags,
        querystring: PostListQuerySchema,
        response: { 200: PostPageSchema, 400: ErrorResponseSchema },
      },
      config: { public: true, publicRead: true },
    },
    async (request) => posts.list(request.query.page),
  );

  app.get(
    itemPath,
    {
      schema: {
        summary: 'Ein veröffentlichter Blogbeitrag mit seinem HTML',
        tags,
        params: PostSlugParamsSchema,
        response: { 200: PostSchema, 400: ErrorResponseSchema },
      },
      config: { public: true, publicRead: true },
    },
    async (request) => posts.get(request.params.slug),
  );

  app.post(
    API_PATHS.postPreview,
    {
      schema: {
        summary: 'Vorschau: das HTML, das ein Speichern ablegen würde (Admin)',
        tags,
        body: PostPreviewRequestSchema,
        response: { 200: PostPreviewSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => posts.preview(request.body.body, request.body.bodyFormat),
  );

  app.get(
    API_PATHS.adminPosts,
    {
      schema: {
        summary: 'Alle Blogbeiträge mit Entwürfen (Admin)',
        tags,
        response: { 200: AdminPostListSchema, ...errors },
      },
      ...adminOnly,
    },
    async () => posts.adminList(),
  );

  app.get(
    API_PATHS.adminPost(':slug'),
    {
      schema: {
        summary: 'Ein Blogbeitrag mit Markdown, auch als Entwurf (Admin)',
        tags,
        params: PostSlugParamsSchema,
        response: { 200: AdminPostSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => posts.adminGet(request.params.slug),
  );

  app.post(
    API_PATHS.posts,
    {
      schema: {
        summary: 'Blogbeitrag als Entwurf anlegen (Admin)',
        tags,
        body: PostWriteSchema,
        response: { 201: AdminPostSchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request, reply) => {
      const post = await posts.create(request.user!.id, request.body);
      reply.status(201);
      return post;
    },
  );

  app.put(
    itemPath,
    {
      schema: {
        summary: 'Blogbeitrag als neue Version speichern; Besucher lesen weiter die veröffentlichte (Admin)',
        tags,
        params: PostSlugParamsSchema,
        body: PostUpdateSchema,
        response: { 200: AdminPostSchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request) => posts.update(request.user!.id, request.params.slug, request.body),
  );

  app.get(
    API_PATHS.adminPostVersions(':slug'),
    {
      schema: {
        summary: 'Alle Versionen eines Blogbeitrags, neueste zuerst (Admin)',
        tags,
        params: PostSlugParamsSchema,
        response: { 200: PostVersionListSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => posts.versions(request.params.slug),
  );

  app.post(
    API_PATHS.postRestore(':slug', ':version'),
    {
      schema: {
        summary: 'Frühere Version eines Blogbeitrags als Arbeitsstand wiederherstellen (Admin)',
        tags,
        params: PostVersionParamsSchema,
        response: { 200: AdminPostSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => posts.restore(request.user!.id, request.params.slug, request.params.version),
  );

  app.post(
    API_PATHS.postPublish(':slug'),
    {
      schema: {
        summary: 'Arbeitsstand eines Blogbeitrags veröffentlichen (Admin)',
        tags,
        params: PostSlugParamsSchema,
        response: { 200: AdminPostSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => posts.publish(request.user!.id, request.params.slug),
  );

  app.post(
    API_PATHS.postUnpublish(':slug'),
    {
      schema: {
        summary: 'Blogbeitrag zurückziehen (Admin)',
        tags,
        params: PostSlugParamsSchema,
        response: { 200: AdminPostSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => posts.unpublish(request.user!.id, request.params.slug),
  );

  app.delete(
    itemPath,
    {
      schema: {
        summary: 'Blogbeitrag löschen (Admin)',
        tags,
        params: PostSlugParamsSchema,
        response: { 204: Empty, ...errors },
      },
      ...adminOnly,
    },
    async (request, reply) => {
      await posts.remove(request.params.slug);
      reply.status(204);
    },
  );

  fastify.get(FEED_PATH, async (request, reply) => {
    const xml = await posts.feed({
      origin: fastify.publicOrigin(request),
      blogPath: BLOG_PATH,
      postPath,
      feedPath: FEED_PATH,
    });
    return reply.header('Cache-Control', 'no-cache').type('application/atom+xml; charset=utf-8').send(xml);
  });
}
