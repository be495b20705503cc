// Liveness and database reachability for load balancers and the test harness.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { DomainError } from '#domain/errors/domain-error';
import { ErrorResponseSchema } from '#domain/schemas/common';
import { z } from '#domain/schemas/zod';
import { contracts } from '../openapi/contract';
import type { HealthRepository } from '../modules/health/health.repository';

const Health = z.object({ status: z.literal('ok') });

export default async function healthRoutes(
  fastify: FastifyInstance,
  { health }: { health: HealthRepository },
) {
  contracts(fastify).get(
    API_PATHS.health,
    {
      schema: {
        summary: 'Erreichbarkeit',
        description:
          'Antwortet 200, solange der Prozess läuft und die Datenbank antwortet, sonst 503. Ohne Eingabe, Token ' +
          'und Begrenzung: eine 4xx-Antwort gibt es hier nicht.',
        tags: ['Betrieb'],
        response: { 200: Health, 503: ErrorResponseSchema },
      },
      config: { rateLimit: false },
    },
    async (request) => {
      try {
        await health.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health: the database does not answer');
        throw new DomainError('SERVICE_UNAVAILABLE');
      }
      return { status: 'ok' as const };
    },
  );
}
