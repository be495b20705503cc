// POST /api/v1/leads (DECISIONS "Leads and messages"): every kind of lead (the funnel, the seven-week
// questionnaire, the self-check popup). The outbox sends its entry id as Idempotency-Key, so a lead the server
// stored but whose answer got lost is not stored twice on the retry (0083). The funnel's answer carries the tier
// the server computed from the goals.
import { API_PATHS } from '#domain/api-paths';
import { CreatedLeadSchema, type LeadRequest } from '#domain/schemas/leads';
import { apiClient } from './api-client';

export function createLead(body: LeadRequest, idempotencyKey?: string) {
  return apiClient.request(API_PATHS.leads, {
    method: 'POST',
    schema: CreatedLeadSchema,
    body,
    auth: false,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
}
