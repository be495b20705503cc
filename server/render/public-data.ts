// The data a server render is handed (issue 35, decision 0219): the answers of the anonymous API's public reads,
// read from the services those routes call, without an HTTP request. Each reader is the handler of one route that
// needs no token (`config: { public: true }`, no access check): the same service call, its parameters checked with
// the route's own schemas, and the route's 404 turned into null. No reader takes a user, a session or a request,
// so a rendered page can only ever hold what an anonymous visitor may see; tests/api/public-data.test.ts checks
// each reader's answer against the anonymous route's on both engines.
import { DomainError } from '#domain/errors/domain-error';
import type { ErrorCode } from '#domain/errors/catalogue';
import { PageSlugParamsSchema } from '#domain/pages/document';
import { PostListQuerySchema, PostSlugParamsSchema } from '#domain/posts/schemas';
import type { PublicData } from '#domain/rendering';
import { CourseListQuerySchema } from '#domain/schemas/courses';
import { parse } from '../lib/validate';
import type { LegalService } from '../modules/contracts/legal.service';
import type { CoursesService } from '../modules/courses/courses.service';
import type { LocationsService } from '../modules/locations/locations.service';
import type { MembershipTypesService } from '../modules/memberships/membership-types.service';
import type { MenusService } from '../modules/menus/menus.service';
import type { PagesService } from '../modules/pages/pages.service';
import type { PostsService } from '../modules/posts/posts.service';

/** The public reads of the services, and nothing else of them. */
export interface PublicDataServices {
  pages: Pick<PagesService, 'published'>;
  menus: Pick<MenusService, 'published'>;
  courses: Pick<CoursesService, 'list'>;
  memberships: Pick<MembershipTypesService, 'publicTypes'>;
  legal: Pick<LegalService, 'current'>;
  locations: Pick<LocationsService, 'list'>;
  posts: Pick<PostsService, 'list' | 'get'>;
}

/** The read's answer, or null where the route answers 404 with `code`. */
async function orNull<T>(code: ErrorCode, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof DomainError && error.code === code) return null;
    throw error;
  }
}

/** The readers; each is async, so a refused parameter is a rejected read like a failed one. */
export function publicData(services: PublicDataServices): PublicData {
  const { pages, menus, courses, memberships, legal, locations, posts } = services;
  return {
    page: async (slug) =>
      orNull('PAGE_NOT_FOUND', () => pages.published(parse(PageSlugParamsSchema, { slug }).slug)),
    menus: async () => menus.published(),
    courses: async (range) => courses.list(parse(CourseListQuerySchema, range)),
    membershipTypes: async () => memberships.publicTypes(),
    legal: async () => legal.current(),
    locations: async () => locations.list(),
    posts: async (page) => posts.list(parse(PostListQuerySchema, { page }).page),
    post: async (slug) =>
      orNull('POST_NOT_FOUND', () => posts.get(parse(PostSlugParamsSchema, { slug }).slug)),
  };
}
