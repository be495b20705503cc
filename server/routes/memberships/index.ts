// Memberships (issue 19, decision 0140): the types (Admin; a public read for the tiers block), a member's
// memberships at the desk (Admin), the member's own summary, strikes, the studio's settings (Admin), and a
// funnel lead made a member. Thin: every rule is in the memberships services (one per job); each route's contract is its
// schema (decision 0141).
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { IdParamsSchema } from '#domain/schemas/common';
import {
  AddCreditsSchema,
  AssignMembershipSchema,
  EndMembershipSchema,
  ExtendMembershipSchema,
  ForgiveStrikeSchema,
  LeadToMemberResultSchema,
  LeadToMemberSchema,
  MembershipListSchema,
  MembershipSchema,
  MembershipTypeListSchema,
  MembershipTypeSchema,
  MembershipTypeWriteSchema,
  MyMembershipSchema,
  PauseMembershipSchema,
  PublicMembershipTypeListSchema,
  StrikeListSchema,
  StrikeSchema,
  StudioSettingsSchema,
} from '#domain/memberships/schemas';
import { conflict, contracts, Empty, errors } from '../../openapi/contract';
import type { EntitlementService } from '../../modules/memberships/entitlement.service';
import type { MemberMembershipsService } from '../../modules/memberships/member-memberships.service';
import type { MembershipTypesService } from '../../modules/memberships/membership-types.service';
import type { SettingsService } from '../../modules/memberships/settings.service';
import type { StrikesService } from '../../modules/memberships/strikes.service';

/** The memberships module's services, one per job (decision 0218). */
export interface MembershipServices {
  types: MembershipTypesService;
  members: MemberMembershipsService;
  entitlement: EntitlementService;
  strikes: StrikesService;
}

export interface MembershipRoutesOptions {
  memberships: MembershipServices;
  settings: SettingsService;
}

export default async function membershipRoutes(
  fastify: FastifyInstance,
  { memberships: { types, members, entitlement, strikes }, settings }: MembershipRoutesOptions,
) {
  const app = contracts(fastify);
  const adminOnly = { preHandler: fastify.requireRole('Admin') };
  const tags = ['Mitgliedschaften'];

  app.get(
    API_PATHS.publicMembershipTypes,
    {
      schema: {
        summary: 'Mitgliedschaften des Studios (öffentlich, für die Tarif-Übersicht)',
        tags,
        response: { 200: PublicMembershipTypeListSchema },
      },
      // Nothing personal: the prices and features of the listed types, from the public read cache (0141).
      config: { public: true, publicRead: true },
    },
    async () => types.publicTypes(),
  );

  app.get(
    API_PATHS.membershipTypes,
    {
      schema: {
        summary: 'Mitgliedschaftsarten (Admin)',
        tags,
        response: { 200: MembershipTypeListSchema, ...errors },
      },
      ...adminOnly,
    },
    async () => types.listTypes(),
  );

  app.post(
    API_PATHS.membershipTypes,
    {
      schema: {
        summary: 'Mitgliedschaftsart anlegen (Admin)',
        tags,
        body: MembershipTypeWriteSchema,
        response: { 201: MembershipTypeSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request, reply) => {
      const type = await types.createType(request.user!, request.body);
      reply.status(201);
      return type;
    },
  );

  app.put(
    API_PATHS.membershipType(':id'),
    {
      schema: {
        summary: 'Mitgliedschaftsart ändern (Admin)',
        tags,
        params: IdParamsSchema,
        body: MembershipTypeWriteSchema,
        response: { 200: MembershipTypeSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => types.updateType(request.user!, request.params.id, request.body),
  );

  app.delete(
    API_PATHS.membershipType(':id'),
    {
      schema: {
        summary: 'Mitgliedschaftsart löschen (Admin; 409, wenn vergeben)',
        tags,
        params: IdParamsSchema,
        response: { 204: Empty, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request, reply) => {
      await types.deleteType(request.user!, request.params.id);
      reply.status(204);
    },
  );

  app.get(
    API_PATHS.userMemberships(':id'),
    {
      schema: {
        summary: 'Mitgliedschaften eines Mitglieds (Theke)',
        tags,
        params: IdParamsSchema,
        response: { 200: MembershipListSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => members.listOf(request.params.id),
  );

  app.post(
    API_PATHS.userMemberships(':id'),
    {
      schema: {
        summary: 'Mitgliedschaft vergeben (Theke)',
        tags,
        params: IdParamsSchema,
        body: AssignMembershipSchema,
        response: { 201: MembershipSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request, reply) => {
      const membership = await members.assign(request.user!, request.params.id, request.body);
      reply.status(201);
      return membership;
    },
  );

  app.post(
    API_PATHS.membershipPause(':id'),
    {
      schema: {
        summary: 'Ruhezeit setzen oder aufheben (Theke)',
        tags,
        params: IdParamsSchema,
        body: PauseMembershipSchema,
        response: { 200: MembershipSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => members.pause(request.user!, request.params.id, request.body),
  );

  app.post(
    API_PATHS.membershipEnd(':id'),
    {
      schema: {
        summary: 'Mitgliedschaft beenden (Theke)',
        tags,
        params: IdParamsSchema,
        body: EndMembershipSchema,
        response: { 200: MembershipSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => members.end(request.user!, request.params.id, request.body),
  );

  app.post(
    API_PATHS.membershipExtend(':id'),
    {
      schema: {
        summary: 'Mitgliedschaft verlängern (Theke)',
        tags,
        params: IdParamsSchema,
        body: ExtendMembershipSchema,
        response: { 200: MembershipSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => members.extend(request.user!, request.params.id, request.body),
  );

  app.post(
    API_PATHS.membershipCredits(':id'),
    {
      schema: {
        summary: 'Buchungen einer Karte aufladen (Theke)',
        tags,
        params: IdParamsSchema,
        body: AddCreditsSchema,
        response: { 200: MembershipSchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request) => members.addCredits(request.user!, request.params.id, request.body),
  );

  app.get(
    API_PATHS.myMembership,
    {
      schema: {
        summary: 'Meine Mitgliedschaft: Mitgliedschaften, gezählte Buchungen, Strikes, Regeln',
        tags,
        response: { 200: MyMembershipSchema, ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => entitlement.mine(request.user!.id),
  );

  app.get(
    API_PATHS.userStrikes(':id'),
    {
      schema: {
        summary: 'Strikes eines Mitglieds (Theke)',
        tags,
        params: IdParamsSchema,
        response: { 200: StrikeListSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => strikes.strikesOf(request.params.id),
  );

  app.post(
    API_PATHS.strikeForgive(':id'),
    {
      schema: {
        summary: 'Strike erlassen (Theke, mit Grund)',
        tags,
        params: IdParamsSchema,
        body: ForgiveStrikeSchema,
        response: { 200: StrikeSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => strikes.forgive(request.user!, request.params.id, request.body.reason),
  );

  app.get(
    API_PATHS.settings,
    {
      schema: {
        summary: 'Studio-Einstellungen: Fristen und Fairness-Regeln (Admin)',
        tags,
        response: { 200: StudioSettingsSchema, ...errors },
      },
      ...adminOnly,
    },
    async () => settings.current(),
  );

  app.put(
    API_PATHS.settings,
    {
      schema: {
        summary: 'Studio-Einstellungen speichern (Admin)',
        tags,
        body: StudioSettingsSchema,
        response: { 200: StudioSettingsSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => settings.update(request.user!, request.body),
  );

  app.post(
    API_PATHS.leadMember(':id'),
    {
      schema: {
        summary: 'Lead als Mitglied anlegen: Konto, Mitgliedschaft, Einladung (Theke)',
        tags,
        params: IdParamsSchema,
        body: LeadToMemberSchema,
        response: { 201: LeadToMemberResultSchema, ...errors, ...conflict },
      },
      ...adminOnly,
    },
    async (request, reply) => {
      const result = await members.leadToMember(request.user!, request.params.id, request.body);
      reply.status(201);
      return result;
    },
  );
}
