// Public intake (leads from the funnel, the questionnaire and the self-check popup; the contact form) and the
// admin inboxes at /admin/leads and /admin/messages.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { OptionalIdempotencyHeadersSchema } from '#domain/schemas/check-in';
import { IdParamsSchema } from '#domain/schemas/common';
import { contactFormSchema } from '#domain/schemas/contact';
import { LeadRequestSchema, MarkHandledSchema } from '#domain/schemas/leads';
import { PageQuerySchema } from '#domain/schemas/paging';
import { parse } from '../../lib/validate';
import type { InboxService } from '../../modules/inbox/inbox.service';

export interface InboxRoutesOptions {
  inbox: InboxService;
  /** Submissions per minute and address on the public intake routes (spam). */
  intakeRateLimit: number;
}

const contactForm = contactFormSchema();

export default async function inboxRoutes(
  fastify: FastifyInstance,
  { inbox, intakeRateLimit }: InboxRoutesOptions,
) {
  const intake = { config: { rateLimit: { max: intakeRateLimit, timeWindow: '1 minute' } } };
  const adminOnly = { preHandler: fastify.requireRole('Admin') };

  // The browser outbox sends its entry id as Idempotency-Key: a repeat answers 200 with the lead stored first.
  fastify.post(API_PATHS.leads, intake, async (request, reply) => {
    const headers = parse(OptionalIdempotencyHeadersSchema, request.headers);
    const body = parse(LeadRequestSchema, request.body);
    const { lead, replayed } = await inbox.addLead(body, headers['idempotency-key']);
    reply.status(replayed ? 200 : 201);
    return { id: lead.id, recommendedTier: lead.recommendedTier };
  });

  fastify.post(API_PATHS.contactForm, intake, async (request, reply) => {
    const form = parse(contactForm, request.body);
    reply.status(201);
    // A filled honeypot is a bot: it gets the same answer and nothing is stored or sent.
    if (form.website) return { status: 'received' };
    await inbox.addMessage(form);
    return { status: 'received' };
  });

  fastify.get(API_PATHS.leads, adminOnly, async (request) =>
    inbox.leads(parse(PageQuerySchema, request.query)),
  );
  fastify.patch(API_PATHS.lead(':id'), adminOnly, async (request) => {
    const { id } = parse(IdParamsSchema, request.params);
    return inbox.markLead(id, parse(MarkHandledSchema, request.body).handled);
  });

  fastify.get(API_PATHS.messages, adminOnly, async (request) =>
    inbox.messages(parse(PageQuerySchema, request.query)),
  );
  fastify.patch(API_PATHS.message(':id'), adminOnly, async (request) => {
    const { id } = parse(IdParamsSchema, request.params);
    return inbox.markMessage(id, parse(MarkHandledSchema, request.body).handled);
  });
}
