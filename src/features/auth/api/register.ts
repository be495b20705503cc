// POST /api/users/register (userName = email, seed 000 §3), then the same start as a sign-in: the answer carries
// the token and sets the refresh cookie, the user is loaded, and the new member is signed in.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import {
  RegisterResponseSchema,
  type RegisterRequest,
  type RegisterResponse,
  type User,
} from '#domain/schemas/users';
import { apiClient } from '../../../lib/api-client';
import { authKeys } from './keys';
import { startSessionWithToken } from './login';

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The chosen home studio (issue 34; asked only in a chain). */
  homeLocationId?: number;
}

export function postRegister(body: RegisterRequest): Promise<RegisterResponse> {
  return apiClient.request(API_PATHS.register, {
    method: 'POST',
    body,
    schema: RegisterResponseSchema,
    auth: false,
  });
}

export async function register(input: RegisterInput): Promise<User> {
  const { token } = await postRegister({ ...input, userName: input.email });
  return startSessionWithToken(token);
}

export function registerMutationOptions() {
  return mutationOptions({ mutationKey: authKeys.mutation('register'), mutationFn: register });
}

export function useRegister() {
  return useMutation(registerMutationOptions());
}
