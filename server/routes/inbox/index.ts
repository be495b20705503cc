// Public intake (leads from the funnel, the questionnaire and the self-check popup; the contact form) and the
// admin inboxes at /admin/leads and /admin/messages.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { OptionalIdempotencyHeadersSchema } from '#domain/schemas/check-in';
import { ErrorResponseSchema, IdParamsSchema } from '#domain/schemas/common';
import {
  contactFormSchema,
  ContactMessageListSchema,
  ContactMessageSchema,
  contactRequiredFields,
} from '#domain/schemas/contact';
import {
  CreatedLeadSchema,
  LeadListSchema,
  LeadRequestSchema,
  LeadSchema,
  MarkHandledSchema,
} from '#domain/schemas/leads';
import { PageQuerySchema } from '#domain/schemas/paging';
import { z } from '#domain/schemas/zod';
import { contracts, describeRequired, errors } from '../../openapi/contract';
import { afterCursor, linkNext } from '../../openapi/paging-links';
import type { InboxService } from '../../modules/inbox/inbox.service';

export interface InboxRoutesOptions {
  inbox: InboxService;
  /** Submissions per minute and address on the public intake routes (spam). */
  intakeRateLimit: number;
}

const Received = z.object({ status: z.literal('received') });
const ContactForm = describeRequired(contactFormSchema(), contactRequiredFields());

export default async function inboxRoutes(
  fastify: FastifyInstance,
  { inbox, intakeRateLimit }: InboxRoutesOptions,
) {
  const app = contracts(fastify);
  const intake = { config: { rateLimit: { max: intakeRateLimit, timeWindow: '1 minute' } } };
  const adminOnly = { preHandler: fastify.requireRole('Admin') };
  const tags = ['Anfragen'];

  // The browser outbox sends its entry id as Idempotency-Key: a repeat answers 200 with the lead stored first.
  app.post(
    API_PATHS.leads,
    {
      schema: {
        summary: 'Interessent aus Funnel, Fragebogen oder Selbsttest',
        tags,
        headers: OptionalIdempotencyHeadersSchema,
        body: LeadRequestSchema,
        response: { 200: CreatedLeadSchema, 201: CreatedLeadSchema, 400: ErrorResponseSchema },
      },
      ...intake,
    },
    async (request, reply) => {
      const { lead, replayed } = await inbox.addLead(request.body, request.headers['idempotency-key']);
      reply.status(replayed ? 200 : 201);
      return { id: lead.id, recommendedTier: lead.recommendedTier };
    },
  );

  app.post(
    API_PATHS.contactForm,
    {
      schema: {
        summary: 'Kontaktformular',
        tags,
        body: ContactForm,
        response: { 201: Received, 400: ErrorResponseSchema },
      },
      ...intake,
    },
    async (request, reply) => {
      const form = request.body;
      reply.status(201);
      // A filled honeypot is a bot: it gets the same answer and nothing is stored or sent.
      if (form.website) return { status: 'received' as const };
      await inbox.addMessage(form);
      return { status: 'received' as const };
    },
  );

  app.get(
    API_PATHS.leads,
    {
      schema: {
        summary: 'Interessenten (Admin)',
        tags,
        querystring: PageQuerySchema,
        response: { 200: LeadListSchema, ...errors },
      },
      ...adminOnly,
      config: { nextLink: true },
    },
    async (request, reply) => {
      const page = await inbox.leads(request.query);
      linkNext(request, reply, afterCursor(page, request.query.limit));
      return page;
    },
  );
  app.patch(
    API_PATHS.lead(':id'),
    {
      schema: {
        summary: 'Interessent als erledigt markieren',
        tags,
        params: IdParamsSchema,
        body: MarkHandledSchema,
        response: { 200: LeadSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => inbox.markLead(request.params.id, request.body.handled),
  );

  app.get(
    API_PATHS.messages,
    {
      schema: {
        summary: 'Kontaktanfragen (Admin)',
        tags,
        querystring: PageQuerySchema,
        response: { 200: ContactMessageListSchema, ...errors },
      },
      ...adminOnly,
      config: { nextLink: true },
    },
    async (request, reply) => {
      const page = await inbox.messages(request.query);
      linkNext(request, reply, afterCursor(page, request.query.limit));
      return page;
    },
  );
  app.patch(
    API_PATHS.message(':id'),
    {
      schema: {
        summary: 'Kontaktanfrage als erledigt markieren',
        tags,
        params: IdParamsSchema,
        body: MarkHandledSchema,
        response: { 200: ContactMessageSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => inbox.markMessage(request.params.id, request.body.handled),
  );
}
