// Account routes of seed 000 §7: sign in, current user, register, change password.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { DomainError } from '#domain/errors/domain-error';
import {
  ChangePasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  type LoginResponse,
  type RegisterResponse,
} from '#domain/schemas/users';
import { parse } from '../../lib/validate';
import type { UsersService } from '../../modules/users/users.service';

export interface UserRoutesOptions {
  users: UsersService;
  authRateLimit: number;
}

export default async function userRoutes(
  fastify: FastifyInstance,
  { users, authRateLimit }: UserRoutesOptions,
) {
  const authLimit = { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } };

  fastify.post(API_PATHS.login, { config: authLimit }, async (request): Promise<LoginResponse> => {
    const user = await users.login(parse(LoginRequestSchema, request.body));
    return { token: await fastify.signAccessToken(user), user };
  });

  fastify.get(API_PATHS.currentUser, { preHandler: fastify.authenticate }, async (request) => request.user);

  fastify.post(
    API_PATHS.register,
    { config: authLimit },
    async (request, reply): Promise<RegisterResponse> => {
      const user = await users.register(parse(RegisterRequestSchema, request.body));
      reply.status(201);
      return { token: await fastify.signAccessToken(user) };
    },
  );

  fastify.put(
    API_PATHS.changePassword,
    {
      config: authLimit,
      preHandler: async (request, reply) => {
        try {
          await fastify.authenticate(request, reply);
        } catch {
          throw new DomainError('PASSWORD_CHANGE_LOGGED_OUT');
        }
      },
    },
    async (request) => {
      await users.changePassword(request.user!.id, parse(ChangePasswordRequestSchema, request.body));
      return { message: 'Das Passwort wurde geändert.' };
    },
  );
}
