// POST /api/v1/password-reset: asks for a reset link by mail. The answer is the same for every address.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { MessageResponseSchema, type PasswordResetRequest } from '#domain/schemas/mail';
import { apiClient } from '../../../lib/api-client';
import { authKeys } from './keys';

export function postPasswordResetRequest(body: PasswordResetRequest): Promise<{ message: string }> {
  return apiClient.request(API_PATHS.passwordResetRequest, {
    method: 'POST',
    body,
    schema: MessageResponseSchema,
    auth: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation(
    mutationOptions({
      mutationKey: authKeys.mutation('request-password-reset'),
      mutationFn: postPasswordResetRequest,
    }),
  );
}
