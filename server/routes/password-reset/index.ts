// Password reset (decision 0091): ask for a link by mail (the same answer for every address), then set a new
// password with the link's token. Both under the sign-in rate limit besides their own per-address limit.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { ErrorResponseSchema } from '#domain/schemas/common';
import {
  MessageResponseSchema,
  PASSWORD_RESET_MESSAGES,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
} from '#domain/schemas/mail';
import { contracts } from '../../openapi/contract';
import type { PasswordResetService } from '../../modules/users/password-reset.service';

export interface PasswordResetRoutesOptions {
  resets: PasswordResetService;
  authRateLimit: number;
}

export default async function passwordResetRoutes(
  fastify: FastifyInstance,
  { resets, authRateLimit }: PasswordResetRoutesOptions,
) {
  const app = contracts(fastify);
  const authLimit = { config: { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } } };
  const tags = ['Konto'];

  app.post(
    API_PATHS.passwordResetRequest,
    {
      schema: {
        summary: 'Passwort vergessen: Link per E-Mail anfordern (gleiche Antwort für jede Adresse)',
        tags,
        body: PasswordResetRequestSchema,
        response: { 202: MessageResponseSchema, 400: ErrorResponseSchema },
      },
      ...authLimit,
    },
    async (request, reply) => {
      await resets.request(request.body.email, request.ip);
      reply.status(202);
      return { message: PASSWORD_RESET_MESSAGES.requested };
    },
  );

  app.post(
    API_PATHS.passwordResetConfirm,
    {
      schema: {
        summary: 'Neues Passwort mit dem Link aus der E-Mail setzen (einmal, 30 Minuten gültig)',
        tags,
        body: PasswordResetConfirmSchema,
        response: { 200: MessageResponseSchema, 400: ErrorResponseSchema },
      },
      ...authLimit,
    },
    async (request) => {
      await resets.confirm(request.body);
      return { message: PASSWORD_RESET_MESSAGES.done };
    },
  );
}
