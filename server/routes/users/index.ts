// Account routes of seed 000 §7: sign in, current user, register, change password.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { DomainError } from '#domain/errors/domain-error';
import {
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  HomeLocationRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  UserSchema,
  type LoginResponse,
  type RegisterResponse,
} from '#domain/schemas/users';
import { isAdmin, isManager } from '#domain/auth/permissions';
import { AdminUpdateUserRequestSchema, ClientSchema } from '#domain/schemas/clients';
import { IdParamsSchema } from '#domain/schemas/common';
import { MailPreferencesSchema, type MailPreferences } from '#domain/schemas/mail';
import { z } from '#domain/schemas/zod';
import { contracts, conflict, errors } from '../../openapi/contract';
import type { SessionsService } from '../../modules/sessions/sessions.service';
import type { ClientsService } from '../../modules/users/clients.service';
import type { UsersService } from '../../modules/users/users.service';
import { withAccess } from '../../plugins/auth';
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
  const app = contracts(fastify);
  const authLimit = { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } };
  const tags = ['Konto'];

  /** Bearer token in the body for every client; browsers also get the refresh cookie. */
  app.post(
    API_PATHS.login,
    {
      schema: {
        summary: 'Anmelden',
        tags,
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
      config: authLimit,
    },
    async (request, reply): Promise<LoginResponse> => {
      const user = await users.login(request.body, request.ip);
      setRefreshCookie(reply, await sessions.issue(user.id));
      return { token: await fastify.signAccessToken(user), user };
    },
  );

  const openWithTemporaryPassword = { allowTemporaryPassword: true };

  app.get(
    API_PATHS.currentUser,
    {
      schema: { summary: 'Das eigene Konto', tags, response: { 200: UserSchema, ...errors } },
      preHandler: fastify.authenticate,
      config: openWithTemporaryPassword,
    },
    // A manager's own locations come with their account (the desk's lists offer only theirs).
    async (request) =>
      Array.isArray(request.scope) ? { ...request.user!, locationIds: [...request.scope] } : request.user!,
  );

  app.post(
    API_PATHS.register,
    {
      schema: {
        summary: 'Registrieren',
        tags,
        body: RegisterRequestSchema,
        response: { 201: RegisterResponseSchema, ...errors, ...conflict },
      },
      config: authLimit,
    },
    async (request, reply): Promise<RegisterResponse> => {
      const user = await users.register(request.body);
      setRefreshCookie(reply, await sessions.issue(user.id));
      reply.status(201);
      return { token: await fastify.signAccessToken(user) };
    },
  );

  app.put(
    API_PATHS.changePassword,
    {
      schema: {
        summary: 'Passwort ändern',
        tags,
        body: ChangePasswordRequestSchema,
        response: { 200: ChangePasswordResponseSchema, ...errors },
      },
      config: { ...authLimit, ...openWithTemporaryPassword },
      preHandler: withAccess(async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          await fastify.authenticate(request, reply);
        } catch {
          throw new DomainError('PASSWORD_CHANGE_LOGGED_OUT');
        }
      }, 'User'),
    },
    async (request, reply) => {
      const user = request.user!;
      await users.changePassword(user.id, request.body);
      // Every other device is signed out; this one continues with a new session.
      await sessions.revokeAll(user.id);
      setRefreshCookie(reply, await sessions.issue(user.id));
      return { message: 'Das Passwort wurde geändert.', token: await fastify.signAccessToken(user) };
    },
  );

  // The signed-in member's own switches for the optional mails (booking confirmed, moved up from the waitlist).
  app.get(
    API_PATHS.mailPreferences,
    {
      schema: {
        summary: 'Die eigenen Mail-Einstellungen',
        tags,
        response: { 200: MailPreferencesSchema, ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request): Promise<MailPreferences> => users.mailPreferences(request.user!.id),
  );
  app.put(
    API_PATHS.mailPreferences,
    {
      schema: {
        summary: 'Die eigenen Mail-Einstellungen ändern',
        tags,
        body: MailPreferencesSchema,
        response: { 200: MailPreferencesSchema, ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request): Promise<MailPreferences> => users.setMailPreferences(request.user!.id, request.body),
  );

  // The member's own home studio (issue 34): any location that exists (400 with a German message otherwise).
  app.put(
    API_PATHS.myHomeLocation,
    {
      schema: {
        summary: 'Das eigene Heimstudio wählen',
        tags,
        body: HomeLocationRequestSchema,
        response: { 200: UserSchema, ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => users.setHomeLocation(request.user!.id, request.body.homeLocationId),
  );

  /**
   * Own profile (name, e-mail). An admin may edit anyone's, and also set roles, isActive and a Manager's
   * locations (audited); a manager the clients of their locations (isActive too, not roles or locations); a
   * member's roles and isActive in the body are ignored.
   */
  app.put(
    API_PATHS.user(':id'),
    {
      schema: {
        summary: 'Profil ändern (Admin: auch Rollen und Status)',
        tags,
        params: IdParamsSchema,
        // The admin's request is the profile's plus roles and status; a member's roles and status are ignored.
        body: AdminUpdateUserRequestSchema,
        response: { 200: z.union([UserSchema, ClientSchema]), ...errors, ...conflict },
      },
      // A manager edits the clients of their locations (decision 0205), and moves a client only to one of them;
      // their own record as any member does.
      preHandler: [
        fastify.authenticate,
        fastify.scoped('client', 'params.id'),
        fastify.scoped('location', 'body.homeLocationId'),
      ],
    },
    async (request) => {
      const { id } = request.params;
      const me = request.user!;
      if (isAdmin(me)) return clients.update(me, id, request.body);
      if (isManager(me) && me.id !== id) return clients.update(me, id, request.body);
      if (me.id !== id) throw new DomainError('FORBIDDEN');
      const { firstName, lastName, email } = request.body;
      return users.updateProfile(id, { firstName, lastName, email });
    },
  );
}
