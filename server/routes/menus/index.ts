// The menus API (issue 20, decision 0152): the published header and footer menus for everyone (render-cacheable,
// cached by the service worker), the working copy, publishing and the version history for admins. Every write that
// goes through empties the page render cache (server/app.ts empties it after any successful non-GET request), so a
// published menu is in the next rendered page. The body schema (SiteMenusSchema) refuses any link that is neither
// a site path nor https, with its German message keyed by the field ('menus.main.0.href').
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import {
  MenuBaseVersionSchema,
  MenuDraftSchema,
  MenuVersionListSchema,
  MenuVersionParamsSchema,
  PublicMenusSchema,
  SaveMenusRequestSchema,
} from '#domain/menus/menus';
import { contracts, conflict, errors } from '../../openapi/contract';
import type { MenusService } from '../../modules/menus/menus.service';

export interface MenuRoutesOptions {
  menus: MenusService;
}

export default async function menuRoutes(fastify: FastifyInstance, { menus }: MenuRoutesOptions) {
  const app = contracts(fastify);
  const adminOnly = { preHandler: fastify.requireRole('Admin') };
  const tags = ['Menüs'];

  app.get(
    API_PATHS.menus,
    {
      schema: {
        summary: 'Veröffentlichte Menüs: Hauptnavigation und Footer (öffentlich)',
        tags,
        response: { 200: PublicMenusSchema },
      },
      config: { public: true },
    },
    async () => menus.published(),
  );

  app.get(
    API_PATHS.menusDraft,
    {
      schema: {
        summary: 'Arbeitsfassung der Menüs (Admin)',
        tags,
        response: { 200: MenuDraftSchema, ...errors },
      },
      ...adminOnly,
    },
    async () => menus.draft(),
  );

  app.put(
    API_PATHS.menus,
    {
      schema: {
        summary: 'Arbeitsfassung der Menüs speichern (Admin; 409 bei veralteter Version)',
        tags,
        body: SaveMenusRequestSchema,
        response: { 200: MenuDraftSchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request) => menus.save(request.user!, request.body.menus, request.body.baseVersion),
  );

  app.post(
    API_PATHS.menusPublish,
    {
      schema: {
        summary: 'Arbeitsfassung der Menüs veröffentlichen (Admin)',
        tags,
        body: MenuBaseVersionSchema,
        response: { 200: MenuDraftSchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request) => menus.publish(request.user!, request.body.baseVersion),
  );

  app.get(
    API_PATHS.menusVersions,
    {
      schema: {
        summary: 'Versionen der Menüs (Admin)',
        tags,
        response: { 200: MenuVersionListSchema, ...errors },
      },
      ...adminOnly,
    },
    async () => menus.versions(),
  );

  app.post(
    API_PATHS.menusRestore(':version'),
    {
      schema: {
        summary: 'Frühere Version der Menüs als Arbeitsfassung wiederherstellen (Admin)',
        tags,
        params: MenuVersionParamsSchema,
        body: MenuBaseVersionSchema,
        response: { 200: MenuDraftSchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request) => menus.restore(request.user!, request.params.version, request.body.baseVersion),
  );
}
