// Browser sessions: renew the access token with the refresh cookie, sign out this device, sign out everywhere.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { DomainError } from '#domain/errors/domain-error';
import { RefreshResponseSchema, type LoginResponse } from '#domain/schemas/users';
import { contracts, Empty, errors } from '../../openapi/contract';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../../plugins/refresh-cookie';
import type { SessionsService } from '../../modules/sessions/sessions.service';
import type { UsersService } from '../../modules/users/users.service';

export interface AuthRoutesOptions {
  sessions: SessionsService;
  users: UsersService;
  authRateLimit: number;
}

export default async function authRoutes(
  fastify: FastifyInstance,
  { sessions, users, authRateLimit }: AuthRoutesOptions,
) {
  const app = contracts(fastify);
  app.post(
    API_PATHS.refresh,
    {
      schema: {
        summary: 'Zugangstoken erneuern (Refresh-Cookie)',
        tags: ['Konto'],
        security: [{ refreshCookie: [] }],
        response: { 200: RefreshResponseSchema, ...errors },
      },
      // Every app start and every 15 minutes per device: a looser limit than sign-in, still bounded.
      config: { rateLimit: { max: authRateLimit * 3, timeWindow: '1 minute' } },
    },
    async (request, reply): Promise<LoginResponse> => {
      const token = readRefreshCookie(request);
      try {
        if (!token) throw new DomainError('SESSION_EXPIRED');
        const issued = await sessions.rotate(token);
        const user = await users.getById(issued.userId);
        if (!user) throw new DomainError('SESSION_EXPIRED');
        setRefreshCookie(reply, issued);
        return { token: await fastify.signAccessToken(user), user };
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    API_PATHS.logout,
    { schema: { summary: 'Abmelden', tags: ['Konto'], response: { 204: Empty } } },
    async (request, reply) => {
      const token = readRefreshCookie(request);
      if (token) await sessions.revoke(token);
      clearRefreshCookie(reply);
      reply.status(204);
    },
  );

  app.post(
    API_PATHS.logoutAll,
    {
      schema: {
        summary: 'Auf allen Geräten abmelden',
        tags: ['Konto'],
        response: { 204: Empty, ...errors },
      },
      preHandler: fastify.authenticate,
      config: { allowTemporaryPassword: true },
    },
    async (request, reply) => {
      await sessions.revokeAll(request.user!.id);
      clearRefreshCookie(reply);
      reply.status(204);
    },
  );
}
