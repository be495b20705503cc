// Memberships (issue 19, decision 0140): the types (Admin; a public read for the tiers block), a member's
// memberships at the desk (Admin), the member's own summary, strikes, the studio's settings (Admin), and a
// funnel lead made a member. Thin: every rule is in the memberships service.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { IdParamsSchema } from '#domain/schemas/common';
import {
  AddCreditsSchema,
  AssignMembershipSchema,
  EndMembershipSchema,
  ExtendMembershipSchema,
  ForgiveStrikeSchema,
  LeadToMemberSchema,
  MembershipTypeWriteSchema,
  PauseMembershipSchema,
  StudioSettingsSchema,
} from '#domain/memberships/schemas';
import { parse } from '../../lib/validate';
import type { MembershipsService } from '../../modules/memberships/memberships.service';
import type { SettingsService } from '../../modules/memberships/settings.service';

export interface MembershipRoutesOptions {
  memberships: MembershipsService;
  settings: SettingsService;
}

export default async function membershipRoutes(
  fastify: FastifyInstance,
  { memberships, settings }: MembershipRoutesOptions,
) {
  const adminOnly = { preHandler: fastify.requireRole('Admin') };
  const id = (params: unknown) => parse(IdParamsSchema, params).id;

  fastify.get(API_PATHS.publicMembershipTypes, async () => memberships.publicTypes());

  fastify.get(API_PATHS.membershipTypes, adminOnly, async () => memberships.listTypes());

  fastify.post(API_PATHS.membershipTypes, adminOnly, async (request, reply) => {
    const type = await memberships.createType(request.user!, parse(MembershipTypeWriteSchema, request.body));
    reply.status(201);
    return type;
  });

  fastify.put(API_PATHS.membershipType(':id'), adminOnly, async (request) =>
    memberships.updateType(request.user!, id(request.params), parse(MembershipTypeWriteSchema, request.body)),
  );

  fastify.delete(API_PATHS.membershipType(':id'), adminOnly, async (request, reply) => {
    await memberships.deleteType(request.user!, id(request.params));
    reply.status(204);
  });

  fastify.get(API_PATHS.userMemberships(':id'), adminOnly, async (request) =>
    memberships.listOf(id(request.params)),
  );

  fastify.post(API_PATHS.userMemberships(':id'), adminOnly, async (request, reply) => {
    const membership = await memberships.assign(
      request.user!,
      id(request.params),
      parse(AssignMembershipSchema, request.body),
    );
    reply.status(201);
    return membership;
  });

  fastify.post(API_PATHS.membershipPause(':id'), adminOnly, async (request) =>
    memberships.pause(request.user!, id(request.params), parse(PauseMembershipSchema, request.body)),
  );

  fastify.post(API_PATHS.membershipEnd(':id'), adminOnly, async (request) =>
    memberships.end(request.user!, id(request.params), parse(EndMembershipSchema, request.body)),
  );

  fastify.post(API_PATHS.membershipExtend(':id'), adminOnly, async (request) =>
    memberships.extend(request.user!, id(request.params), parse(ExtendMembershipSchema, request.body)),
  );

  fastify.post(API_PATHS.membershipCredits(':id'), adminOnly, async (request) =>
    memberships.addCredits(request.user!, id(request.params), parse(AddCreditsSchema, request.body)),
  );

  fastify.get(API_PATHS.myMembership, { preHandler: fastify.authenticate }, async (request) =>
    memberships.mine(request.user!.id),
  );

  fastify.get(API_PATHS.userStrikes(':id'), adminOnly, async (request) =>
    memberships.strikesOf(id(request.params)),
  );

  fastify.post(API_PATHS.strikeForgive(':id'), adminOnly, async (request) =>
    memberships.forgive(request.user!, id(request.params), parse(ForgiveStrikeSchema, request.body).reason),
  );

  fastify.get(API_PATHS.settings, adminOnly, async () => settings.current());

  fastify.put(API_PATHS.settings, adminOnly, async (request) =>
    settings.update(request.user!, parse(StudioSettingsSchema, request.body)),
  );

  fastify.post(API_PATHS.leadMember(':id'), adminOnly, async (request, reply) => {
    const result = await memberships.leadToMember(
      request.user!,
      id(request.params),
      parse(LeadToMemberSchema, request.body),
    );
    reply.status(201);
    return result;
  });
}
