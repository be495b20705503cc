// Liveness and database reachability for load balancers and the test harness.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
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
      schema: { summary: 'Erreichbarkeit', tags: ['Betrieb'], response: { 200: Health } },
      config: { rateLimit: false },
    },
    async () => {
      await health.ping();
      return { status: 'ok' as const };
    },
  );
}
