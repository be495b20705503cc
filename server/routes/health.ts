// Liveness and database reachability for load balancers and the test harness.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { API_PATHS } from '#domain/api-paths';
import type { Database } from '../db/schema';

export default async function healthRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  fastify.get(API_PATHS.health, { config: { rateLimit: false } }, async () => {
    await sql`select 1`.execute(db);
    return { status: 'ok' };
  });
}
