// The audit log (Admin): GET /api/v1/audit?entityType&entityId&limit, newest first.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { AuditQuerySchema } from '#domain/schemas/audit';
import { parse } from '../../lib/validate';
import type { AuditService } from '../../modules/audit/audit.service';

export interface AuditRoutesOptions {
  audit: AuditService;
}

export default async function auditRoutes(fastify: FastifyInstance, { audit }: AuditRoutesOptions) {
  fastify.get(API_PATHS.audit, { preHandler: fastify.requireRole('Admin') }, async (request) =>
    audit.list(parse(AuditQuerySchema, request.query)),
  );
}
