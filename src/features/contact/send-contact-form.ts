// POST /api/v1/email/contact-form (seed 002 §7) with the body of contactRequestBody (#domain/schemas/contact).
import { z } from '#domain/schemas/zod';
import { API_PATHS } from '#domain/api-paths';
import type { contactRequestBody } from '#domain/schemas/contact';
import { apiClient } from '../../lib/api-client';

export function sendContactForm(body: ReturnType<typeof contactRequestBody>) {
  return apiClient.request(API_PATHS.contactForm, {
    method: 'POST',
    schema: z.unknown(),
    body,
    auth: false,
  });
}
