// POST /api/v1/leads (DECISIONS "Leads and messages"): the funnel's result; the server answers with the tier it
// computed from the goals.
import { z } from 'zod';
import { API_PATHS } from '#domain/api-paths';
import { TIER_NAMES } from '#domain/marketing/funnel';
import type { FunnelLeadRequest } from '#domain/schemas/leads';
import { apiClient } from '../../../lib/api-client';

const CreatedLeadSchema = z.object({ id: z.number(), recommendedTier: z.enum(TIER_NAMES).nullable() });

export function createLead(body: FunnelLeadRequest) {
  return apiClient.request(API_PATHS.leads, { method: 'POST', schema: CreatedLeadSchema, body, auth: false });
}
