// POST /api/v1/password-reset/confirm: sets the new password with the link's token; the server signs the
// account out everywhere, so this device signs in afresh.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { MessageResponseSchema, type PasswordResetConfirm } from '#domain/schemas/mail';
import { apiClient } from '../../../lib/api-client';
import { authKeys } from './keys';

export function postPasswordReset(body: PasswordResetConfirm): Promise<{ message: string }> {
  return apiClient.request(API_PATHS.passwordResetConfirm, {
    method: 'POST',
    body,
    schema: MessageResponseSchema,
    auth: false,
  });
}

export function useResetPassword() {
  return useMutation(
    mutationOptions({ mutationKey: authKeys.mutation('reset-password'), mutationFn: postPasswordReset }),
  );
}
