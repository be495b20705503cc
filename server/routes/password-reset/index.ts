// Password reset (decision 0091): ask for a link by mail (the same answer for every address), then set a new
// password with the link's token. Both under the sign-in rate limit besides their own per-address limit.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import {
  PASSWORD_RESET_MESSAGES,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
} from '#domain/schemas/mail';
import { parse } from '../../lib/validate';
import type { PasswordResetService } from '../../modules/users/password-reset.service';

export interface PasswordResetRoutesOptions {
  resets: PasswordResetService;
  authRateLimit: number;
}

export default async function passwordResetRoutes(
  fastify: FastifyInstance,
  { resets, authRateLimit }: PasswordResetRoutesOptions,
) {
  const authLimit = { config: { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } } };

  fastify.post(API_PATHS.passwordResetRequest, authLimit, async (request, reply) => {
    const { email } = parse(PasswordResetRequestSchema, request.body);
    await resets.request(email, request.ip);
    reply.status(202);
    return { message: PASSWORD_RESET_MESSAGES.requested };
  });

  fastify.post(API_PATHS.passwordResetConfirm, authLimit, async (request) => {
    await resets.confirm(parse(PasswordResetConfirmSchema, request.body));
    return { message: PASSWORD_RESET_MESSAGES.done };
  });
}
