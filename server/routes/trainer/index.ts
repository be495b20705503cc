// Trainers (issue 22, decision 0160): the Trainer accounts a session can name, 'Meine Termine', one own session
// with its participants, the message to its participants, and substitute requests (asked, listed, taken; an
// admin assigns). Trainer or Admin; assigning is for admins. Checking in and marking no-shows are the check-in
// routes. Thin: every rule is in the trainer service; each route's contract is its schema (decision 0141).
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { IdParamsSchema } from '#domain/schemas/common';
import {
  SessionMessageRequestSchema,
  SessionMessageResultSchema,
  SubstituteAssignSchema,
  SubstituteRequestCreateSchema,
  SubstituteRequestListSchema,
  SubstituteRequestSchema,
  SubstituteResultSchema,
  TrainerAccountListSchema,
  TrainerSessionDetailSchema,
  TrainerAgendaSchema,
} from '#domain/schemas/trainer';
import { conflict, contracts, errors } from '../../openapi/contract';
import type { TrainerService } from '../../modules/trainer/trainer.service';
import { staffOf } from '../../plugins/auth';

export interface TrainerRoutesOptions {
  trainer: TrainerService;
}

export default async function trainerRoutes(fastify: FastifyInstance, { trainer }: TrainerRoutesOptions) {
  const app = contracts(fastify);
  const staff = { preHandler: fastify.requireRole('Trainer') };
  // A manager (Trainer's requirement includes them) acts on the sessions of their locations only (decision 0205).
  const ownSession = { preHandler: [fastify.requireRole('Trainer'), fastify.scoped('session', 'params.id')] };
  const list = { preHandler: [fastify.requireRole('Trainer'), fastify.scopedList] };
  const tags = ['Trainer'];

  app.get(
    API_PATHS.trainers,
    {
      schema: {
        summary: 'Trainer-Konten (für die Terminplanung und Vertretungen)',
        tags,
        response: { 200: TrainerAccountListSchema, ...errors },
      },
      ...staff,
    },
    async () => trainer.trainers(),
  );

  app.get(
    API_PATHS.trainerSessions,
    {
      schema: {
        summary: 'Meine Termine: heute und die nächsten 13 Tage mit Buchungen, Warteliste und Check-ins',
        tags,
        response: { 200: TrainerAgendaSchema, ...errors },
      },
      ...list,
    },
    async (request) => trainer.agenda(staffOf(request)),
  );

  app.get(
    API_PATHS.trainerSession(':id'),
    {
      schema: {
        summary: 'Ein eigener Termin mit Teilnehmenden (403 bei fremden Terminen)',
        tags,
        params: IdParamsSchema,
        response: { 200: TrainerSessionDetailSchema, ...errors },
      },
      ...ownSession,
    },
    async (request) => trainer.session(staffOf(request), request.params.id),
  );

  app.post(
    API_PATHS.trainerSessionMessages(':id'),
    {
      schema: {
        summary: 'Nachricht an Teilnehmende (höchstens einige pro Termin und Tag)',
        tags,
        params: IdParamsSchema,
        body: SessionMessageRequestSchema,
        response: { 201: SessionMessageResultSchema, ...errors, ...conflict },
      },
      ...ownSession,
    },
    async (request, reply) => {
      const result = await trainer.message(staffOf(request), request.params.id, request.body);
      reply.status(201);
      return result;
    },
  );

  app.post(
    API_PATHS.trainerSessionSubstitute(':id'),
    {
      schema: {
        summary: 'Vertretung für einen eigenen Termin anfragen',
        tags,
        params: IdParamsSchema,
        body: SubstituteRequestCreateSchema,
        response: { 201: SubstituteRequestSchema, ...errors, ...conflict },
      },
      ...ownSession,
    },
    async (request, reply) => {
      const created = await trainer.requestSubstitute(staffOf(request), request.params.id, request.body);
      reply.status(201);
      return created;
    },
  );

  app.get(
    API_PATHS.substituteRequests,
    {
      schema: {
        summary: 'Offene Vertretungsanfragen',
        tags,
        response: { 200: SubstituteRequestListSchema, ...errors },
      },
      ...list,
    },
    async (request) => trainer.openRequests(staffOf(request)),
  );

  app.post(
    API_PATHS.substituteRequestTake(':id'),
    {
      schema: {
        summary: 'Vertretung übernehmen',
        tags,
        params: IdParamsSchema,
        response: { 200: SubstituteResultSchema, ...errors, ...conflict },
      },
      preHandler: [fastify.requireRole('Trainer'), fastify.scoped('substituteRequest', 'params.id')],
    },
    async (request) => trainer.take(staffOf(request), request.params.id),
  );

  app.post(
    API_PATHS.substituteRequestAssign(':id'),
    {
      schema: {
        summary: 'Vertretung zuweisen (Admin)',
        tags,
        params: IdParamsSchema,
        body: SubstituteAssignSchema,
        response: { 200: SubstituteResultSchema, ...errors, ...conflict },
      },
      preHandler: fastify.requireRole('Admin'),
    },
    async (request) => trainer.assign(request.user!, request.params.id, request.body.trainerId),
  );
}
