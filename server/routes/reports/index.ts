// The Auswertung (Admin, issue 22): GET /api/v1/reports?from&to&location, the period's figures as SQL aggregates,
// of one location or (without `location`) of the whole chain (issue 34); a Manager's of their locations only
// (decision 0205).
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { ReportQuerySchema, ReportSchema } from '#domain/reports/schemas';
import { contracts, errors } from '../../openapi/contract';
import type { ReportsService } from '../../modules/reports/reports.service';

export interface ReportRoutesOptions {
  reports: ReportsService;
}

export default async function reportRoutes(fastify: FastifyInstance, { reports }: ReportRoutesOptions) {
  contracts(fastify).get(
    API_PATHS.reports,
    {
      schema: {
        summary:
          'Auswertung eines Zeitraums: Auslastung, Teilnahme, Warteliste, neue Konten und Anfragen, eines Standorts oder aller (Admin; Studioleitung: ihre Standorte)',
        tags: ['Auswertung'],
        querystring: ReportQuerySchema,
        response: { 200: ReportSchema, ...errors },
      },
      preHandler: [fastify.requireRole('Manager'), fastify.scoped('location', 'query.location')],
    },
    async (request) => reports.report(request.query, request.scope ?? []),
  );
}
