// The audit log (Admin): GET /api/v1/audit?entityType&entityId&limit, newest first.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { AuditListSchema, AuditQuerySchema } from '#domain/schemas/audit';
import { contracts, errors } from '../../openapi/contract';
import { afterCursor, linkNext } from '../../openapi/paging-links';
import type { AuditService } from '../../modules/audit/audit.service';

export interface AuditRoutesOptions {
  audit: AuditService;
}

export default async function auditRoutes(fastify: FastifyInstance, { audit }: AuditRoutesOptions) {
  contracts(fastify).get(
    API_PATHS.audit,
    {
      schema: {
        summary: 'Protokoll (Admin)',
        tags: ['Kunden'],
        querystring: AuditQuerySchema,
        response: { 200: AuditListSchema, ...errors },
      },
      preHandler: fastify.requireRole('Admin'),
      config: { nextLink: true },
    },
    async (request, reply) => {
      const page = await audit.list(request.query);
      linkNext(request, reply, afterCursor(page, request.query.limit));
      return page;
    },
  );
}
