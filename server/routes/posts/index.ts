// Blog routes (issue 13, decision 0133): visitors read published posts (a page, one article, the Atom feed at
// /blog/feed.xml); admins list drafts too, write, preview, publish, unpublish and delete.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import {
  PostListQuerySchema,
  PostPreviewRequestSchema,
  PostSlugParamsSchema,
  PostWriteSchema,
} from '#domain/posts/schemas';
import { parse } from '../../lib/validate';
import type { PostsService } from '../../modules/posts/posts.service';

/** The site's paths the feed links to (the client's src/config/paths.ts spells the same). */
export const BLOG_PATH = '/blog';
export const FEED_PATH = '/blog/feed.xml';
const postPath = (slug: string) => `${BLOG_PATH}/${slug}`;

export interface PostRoutesOptions {
  posts: PostsService;
  /** The site's public origin for the feed's links; the request's own origin when unset (as server/render does). */
  publicUrl?: string;
}

export default async function postRoutes(fastify: FastifyInstance, { posts, publicUrl }: PostRoutesOptions) {
  const adminOnly = { preHandler: fastify.requireRole('Admin') };
  const itemPath = API_PATHS.post(':slug');
  const originOf = (request: FastifyRequest) =>
    (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  fastify.get(API_PATHS.posts, { config: { public: true } }, async (request) => {
    const { page } = parse(PostListQuerySchema, request.query);
    return posts.list(page);
  });

  fastify.get(itemPath, { config: { public: true } }, async (request) => {
    const { slug } = parse(PostSlugParamsSchema, request.params);
    return posts.get(slug);
  });

  fastify.post(API_PATHS.postPreview, adminOnly, async (request) => {
    const { body } = parse(PostPreviewRequestSchema, request.body);
    return posts.preview(body);
  });

  fastify.get(API_PATHS.adminPosts, adminOnly, async () => posts.adminList());

  fastify.get(API_PATHS.adminPost(':slug'), adminOnly, async (request) => {
    const { slug } = parse(PostSlugParamsSchema, request.params);
    return posts.adminGet(slug);
  });

  fastify.post(API_PATHS.posts, adminOnly, async (request, reply) => {
    const post = await posts.create(request.user!.id, parse(PostWriteSchema, request.body));
    reply.status(201);
    return post;
  });

  fastify.put(itemPath, adminOnly, async (request) => {
    const { slug } = parse(PostSlugParamsSchema, request.params);
    return posts.update(request.user!.id, slug, parse(PostWriteSchema, request.body));
  });

  fastify.post(API_PATHS.postPublish(':slug'), adminOnly, async (request) => {
    const { slug } = parse(PostSlugParamsSchema, request.params);
    return posts.publish(request.user!.id, slug);
  });

  fastify.post(API_PATHS.postUnpublish(':slug'), adminOnly, async (request) => {
    const { slug } = parse(PostSlugParamsSchema, request.params);
    return posts.unpublish(request.user!.id, slug);
  });

  fastify.delete(itemPath, adminOnly, async (request, reply) => {
    const { slug } = parse(PostSlugParamsSchema, request.params);
    await posts.remove(slug);
    reply.status(204);
  });

  fastify.get(FEED_PATH, async (request, reply) => {
    const xml = await posts.feed({
      origin: originOf(request),
      blogPath: BLOG_PATH,
      postPath,
      feedPath: FEED_PATH,
    });
    return reply.header('Cache-Control', 'no-cache').type('application/atom+xml; charset=utf-8').send(xml);
  });
}
