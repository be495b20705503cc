// Account routes of seed 000 §7: sign in, current user, register, change password.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { DomainError } from '#domain/errors/domain-error';
import {
  ChangePasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  UpdateProfileRequestSchema,
  type LoginResponse,
  type RegisterResponse,
} from '#domain/schemas/users';
import { isAdmin } from '#domain/auth/permissions';
import { AdminUpdateUserRequestSchema } from '#domain/schemas/clients';
import { IdParamsSchema } from '#domain/schemas/common';
import { MailPreferencesSchema, type MailPreferences } from '#domain/schemas/mail';
import { parse } from '../../lib/validate';
import type { SessionsService } from '../../modules/sessions/sessions.service';
import type { ClientsService } from '../../modules/users/clients.service';
import type { UsersService } from '../../modules/users/users.service';
import { setRefreshCookie } from '../../plugins/refresh-cookie';

export interface UserRoutesOptions {
  users: UsersService;
  clients: ClientsService;
  sessions: SessionsService;
  authRateLimit: number;
}

export default async function userRoutes(
  fastify: FastifyInstance,
  { users, clients, sessions, authRateLimit }: UserRoutesOptions,
) {
  const authLimit = { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } };

  /** Bearer token in the body for every client; browsers also get the refresh cookie. */
  fastify.post(API_PATHS.login, { config: authLimit }, async (request, reply): Promise<LoginResponse> => {
    const user = await users.login(parse(LoginRequestSchema, request.body), request.ip);
    setRefreshCookie(reply, await sessions.issue(user.id));
    return { token: await fastify.signAccessToken(user), user };
  });

  const openWithTemporaryPassword = { allowTemporaryPassword: true };

  fastify.get(
    API_PATHS.currentUser,
    { preHandler: fastify.authenticate, config: openWithTemporaryPassword },
    async (request) => request.user,
  );

  fastify.post(
    API_PATHS.register,
    { config: authLimit },
    async (request, reply): Promise<RegisterResponse> => {
      const user = await users.register(parse(RegisterRequestSchema, request.body));
      setRefreshCookie(reply, await sessions.issue(user.id));
      reply.status(201);
      return { token: await fastify.signAccessToken(user) };
    },
  );

  fastify.put(
    API_PATHS.changePassword,
    {
      config: { ...authLimit, ...openWithTemporaryPassword },
      preHandler: async (request, reply) => {
        try {
          await fastify.authenticate(request, reply);
        } catch {
          throw new DomainError('PASSWORD_CHANGE_LOGGED_OUT');
        }
      },
    },
    async (request, reply) => {
      const user = request.user!;
      await users.changePassword(user.id, parse(ChangePasswordRequestSchema, request.body));
      // Every other device is signed out; this one continues with a new session.
      await sessions.revokeAll(user.id);
      setRefreshCookie(reply, await sessions.issue(user.id));
      return { message: 'Das Passwort wurde geändert.', token: await fastify.signAccessToken(user) };
    },
  );

  // The signed-in member's own switches for the optional mails (booking confirmed, moved up from the waitlist).
  fastify.get(
    API_PATHS.mailPreferences,
    { preHandler: fastify.authenticate },
    async (request): Promise<MailPreferences> => users.mailPreferences(request.user!.id),
  );
  fastify.put(
    API_PATHS.mailPreferences,
    { preHandler: fastify.authenticate },
    async (request): Promise<MailPreferences> =>
      users.setMailPreferences(request.user!.id, parse(MailPreferencesSchema, request.body)),
  );

  /**
   * Own profile (name, e-mail). An admin may edit anyone's, and also set roles and isActive (audited); a
   * member's roles and isActive in the body are ignored.
   */
  fastify.put(API_PATHS.user(':id'), { preHandler: fastify.authenticate }, async (request) => {
    const { id } = parse(IdParamsSchema, request.params);
    const me = request.user!;
    if (isAdmin(me)) return clients.update(me, id, parse(AdminUpdateUserRequestSchema, request.body));
    if (me.id !== id) throw new DomainError('FORBIDDEN');
    return users.updateProfile(id, parse(UpdateProfileRequestSchema, request.body));
  });
}
