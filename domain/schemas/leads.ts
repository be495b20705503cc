// POST /api/v1/leads (DECISIONS "Leads and messages"): what the funnel (and later the questionnaire and the
// quiz) send, and what admins read at /admin/leads. The server recomputes the tier from the goals.
import { z } from 'zod';
import { FUNNEL_GOAL_IDS, TIER_NAMES, TRIAL_SLOT_IDS } from '../marketing/funnel';
import { IdSchema, InstantSchema } from './common';

export const LEAD_MESSAGES = {
  goalsRequired: 'Bitte wähle mindestens ein Ziel aus',
  slotRequired: 'Bitte wähle einen Termin für das Probetraining',
  nameRequired: 'Name ist erforderlich',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
  phoneRequired: 'Handynummer ist erforderlich',
  tooLong: 'Eingabe ist zu lang',
} as const;

/** Step 3 of the funnel: name, e-mail and phone non-empty, the e-mail contains an @ (seed 001 §5). */
export const LeadContactSchema = z.object({
  name: z
    .string({ message: LEAD_MESSAGES.nameRequired })
    .trim()
    .min(1, LEAD_MESSAGES.nameRequired)
    .max(120, LEAD_MESSAGES.tooLong),
  email: z
    .string({ message: LEAD_MESSAGES.emailInvalid })
    .trim()
    .max(254, LEAD_MESSAGES.tooLong)
    .regex(/^[^\s@]+@[^\s@]+$/, LEAD_MESSAGES.emailInvalid),
  phone: z
    .string({ message: LEAD_MESSAGES.phoneRequired })
    .trim()
    .min(1, LEAD_MESSAGES.phoneRequired)
    .max(40, LEAD_MESSAGES.tooLong),
});

export const FunnelLeadRequestSchema = z.object({
  source: z.literal('funnel'),
  goals: z
    .array(z.enum(FUNNEL_GOAL_IDS), { message: LEAD_MESSAGES.goalsRequired })
    .min(1, LEAD_MESSAGES.goalsRequired)
    .max(FUNNEL_GOAL_IDS.length)
    .refine((goals) => new Set(goals).size === goals.length, 'Jedes Ziel nur einmal'),
  /** The contract the visitor saw; only its name is kept, and it must be the one the rule recommends. */
  contract: z
    .object({ name: z.enum(TIER_NAMES) })
    .passthrough()
    .optional(),
  timeSlot: z.object({ id: z.enum(TRIAL_SLOT_IDS, { message: LEAD_MESSAGES.slotRequired }) }),
  contact: LeadContactSchema,
});
export type FunnelLeadRequest = z.input<typeof FunnelLeadRequestSchema>;

/** Every kind of lead; the questionnaire and the quiz join this union with their issue. */
export const LeadRequestSchema = z.discriminatedUnion('source', [FunnelLeadRequestSchema]);

export const LeadSchema = z.object({
  id: IdSchema,
  source: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The tier the rule recommends for the goals. */
  recommendedTier: z.enum(TIER_NAMES).nullable(),
  trialSlot: z.string().nullable(),
  /** The whole request as sent, for the details view. */
  payload: z.unknown(),
  createdAt: InstantSchema,
  handledAt: InstantSchema.nullable(),
});
export type Lead = z.infer<typeof LeadSchema>;
export const LeadListSchema = z.array(LeadSchema);

/** PATCH /api/v1/leads/{id} and /api/v1/messages/{id}. */
export const MarkHandledSchema = z.object({
  handled: z.boolean({ message: 'handled muss wahr oder falsch sein' }),
});
