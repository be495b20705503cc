// The member's own data (issue 21): the ZIP of everything held about them, and closing the account with the
// password; what closing it leaves behind, for the member and for the desk (Admin, issue 37). Thin; each route's contract is its schema (decision 0141).
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { DeletionCheckSchema } from '#domain/memberships/deletion';
import { IdParamsSchema } from '#domain/schemas/common';
import { DeleteAccountRequestSchema } from '#domain/schemas/notifications';
import { z } from '#domain/schemas/zod';
import { contracts, errors, file, notFound, sendFile } from '../../openapi/contract';
import type { MyDataService } from '../../modules/my-data/my-data.service';
import { clearRefreshCookie } from '../../plugins/refresh-cookie';

export interface MyDataRoutesOptions {
  myData: MyDataService;
  authRateLimit: number;
}

export default async function myDataRoutes(
  fastify: FastifyInstance,
  { myData, authRateLimit }: MyDataRoutesOptions,
) {
  const app = contracts(fastify);
  const tags = ['Konto'];

  app.get(
    API_PATHS.myData,
    {
      schema: {
        summary: 'Meine Daten herunterladen (ZIP: JSON, CSV der Buchungen, Rechnungen als PDF)',
        tags,
        response: { 200: file('ZIP mit meine-daten.json und buchungen.csv', 'application/zip'), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request, reply) => {
      const { file: zip, filename } = await myData.export(request.user!);
      return sendFile(reply, 'application/zip', filename, zip);
    },
  );

  app.post(
    API_PATHS.deleteAccount,
    {
      schema: {
        summary:
          'Konto löschen (anonymisiert das Konto, meldet alle Geräte ab; Rechnungen und Verträge bleiben für die Aufbewahrungsfrist)',
        tags,
        body: DeleteAccountRequestSchema,
        response: { 200: z.object({ retentionNote: z.string() }), ...errors },
      },
      config: { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } },
      preHandler: fastify.authenticate,
    },
    async (request, reply) => {
      const answer = await myData.deleteAccount(request.user!, request.body.password);
      clearRefreshCookie(reply);
      return answer;
    },
  );

  app.get(
    API_PATHS.myDeletionCheck,
    {
      schema: {
        summary: 'Was beim Löschen des eigenen Kontos verloren geht oder weiterläuft (Karten, Verträge)',
        tags,
        response: { 200: DeletionCheckSchema, ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => myData.deletionCheck(request.user!.id),
  );

  app.get(
    API_PATHS.userDeletionCheck(':id'),
    {
      schema: {
        summary: 'Was beim Löschen eines Klienten verloren geht oder weiterläuft (Theke)',
        tags,
        params: IdParamsSchema,
        response: { 200: DeletionCheckSchema, ...errors, ...notFound },
      },
      preHandler: [fastify.requireRole('Manager'), fastify.scoped('client', 'params.id')],
    },
    async (request) => myData.deletionCheck(request.params.id),
  );
}
