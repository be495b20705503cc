// POST /api/v1/leads (DECISIONS "Leads and messages"): what the funnel, the seven-week questionnaire and the
// self-check popup send, and what admins read at /admin/leads. The server recomputes the funnel's tier from the
// goals; the two campaign sources carry their answers and a contact whose phone is optional (0083).
import { z } from './zod';
import { POPUP_FREQUENCIES, POPUP_GOALS, POPUP_PUSHUPS_MAX, POPUP_PUSHUPS_MIN } from '../campaign/popup-quiz';
import {
  AGE_MAX,
  AGE_MIN,
  GENDER_LABELS,
  GENDERS,
  PUSHUPS_MAX,
  PUSHUPS_MIN,
  RATING_MAX,
  RATING_MIN,
  type RatingKey,
} from '../campaign/questionnaire';
import {
  BARRIER_LABELS,
  BARRIERS,
  FOLLOW_UP_CHOICES,
  followUpFits,
  SUMMER_CHOICES,
} from '../campaign/summer';
import { FUNNEL_GOAL_IDS, isTrialSlotId, recommendTier, TIER_NAMES } from '../marketing/funnel';
import { FUNNEL_GOAL_TEXTS } from '../content/marketing';
import { IdSchema, InstantSchema, wholeNumberIn } from './common';

export const LEAD_MESSAGES = {
  goalsRequired: 'Bitte wähle mindestens ein Ziel aus',
  slotRequired: 'Bitte wähle einen Termin für das Probetraining',
  slotUnavailable: 'Dieser Termin für das Probetraining ist nicht mehr frei. Bitte wähle einen anderen.',
  nameRequired: 'Name ist erforderlich',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
  phoneRequired: 'Handynummer ist erforderlich',
  tooLong: 'Eingabe ist zu lang',
  ageRange: 'Bitte gib ein Alter von 16 bis 99 Jahren an',
  genderRequired: 'Bitte wähle ein Geschlecht aus',
  ratingRange: 'Bitte wähle einen Wert von 1 bis 10',
  pushupsRange: 'Bitte gib 0 bis 200 Liegestütze an',
  invalidChoice: 'Bitte wähle eine der angebotenen Antworten',
  followUpMismatch: 'Die Antwort passt nicht zur Sommer-Frage',
  barriersInvalid: 'Bitte wähle nur Gründe aus der Liste, jeden nur einmal',
  otherReasonsTooLong: 'Bitte schreib höchstens 1000 Zeichen',
} as const;

/** The limit of the 'andere' free text of the questionnaire and the popup (0083). */
export const OTHER_REASONS_MAX = 1000;

/** The source labels admins see at /admin/leads. */
export const LEAD_SOURCE_LABELS: Readonly<Record<string, string>> = {
  funnel: 'Tarifberatung mit Probetraining',
  questionnaire: 'Fragebogen 7-Wochen-Challenge',
  'self-check': 'Selbstcheck-Popup',
};

/** Step 3 of the funnel: name, e-mail and phone non-empty, the e-mail contains an @ (seed 001 §5). */
export const LeadContactSchema = z.object({
  name: z
    .string({ message: LEAD_MESSAGES.nameRequired })
    .check(z.trim(), z.minLength(1, LEAD_MESSAGES.nameRequired), z.maxLength(120, LEAD_MESSAGES.tooLong)),
  email: z
    .string({ message: LEAD_MESSAGES.emailInvalid })
    .check(
      z.trim(),
      z.maxLength(254, LEAD_MESSAGES.tooLong),
      z.regex(/^[^\s@]+@[^\s@]+$/, LEAD_MESSAGES.emailInvalid),
    ),
  phone: z
    .string({ message: LEAD_MESSAGES.phoneRequired })
    .check(z.trim(), z.minLength(1, LEAD_MESSAGES.phoneRequired), z.maxLength(40, LEAD_MESSAGES.tooLong)),
});

export const FunnelLeadRequestSchema = z.object({
  source: z.literal('funnel'),
  goals: z.array(z.enum(FUNNEL_GOAL_IDS), { message: LEAD_MESSAGES.goalsRequired }).check(
    z.minLength(1, LEAD_MESSAGES.goalsRequired),
    z.maxLength(FUNNEL_GOAL_IDS.length),
    z.refine((goals) => new Set(goals).size === goals.length, 'Jedes Ziel nur einmal'),
  ),
  /**
   * The contract the visitor chose (the recommendation, a tier card's tier or the one they switched to); only its
   * name is kept. Without it the lead gets the recommendation for its goals.
   */
  contract: z.optional(z.looseObject({ name: z.enum(TIER_NAMES) })),
  /** A dated trial slot ('2026-11-30T18:00', Berlin; the server checks it is still open), or a legacy weekday id. */
  timeSlot: z.object({
    id: z
      .string({ message: LEAD_MESSAGES.slotRequired })
      .check(z.refine(isTrialSlotId, LEAD_MESSAGES.slotRequired)),
  }),
  contact: LeadContactSchema,
});
export type FunnelLeadRequest = z.input<typeof FunnelLeadRequestSchema>;

/** The contact step of the questionnaire and the popup: the funnel's rules, but the phone may stay empty (0083). */
export const CampaignLeadContactSchema = z.extend(LeadContactSchema, {
  phone: z._default(
    z.string({ message: LEAD_MESSAGES.tooLong }).check(z.trim(), z.maxLength(40, LEAD_MESSAGES.tooLong)),
    '',
  ),
});
export type CampaignLeadContact = z.input<typeof CampaignLeadContactSchema>;

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ message }).check(...wholeNumberIn(min, max, message));
const rating = wholeNumber(RATING_MIN, RATING_MAX, LEAD_MESSAGES.ratingRange);
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values, { message: LEAD_MESSAGES.invalidChoice }), z.literal('')], {
    message: LEAD_MESSAGES.invalidChoice,
  });
const summerFields = {
  summer: choice(['ja', 'nein']),
  followUp: choice(['bleibt', 'fitter', 'change']),
  barriers: z
    .array(z.enum(BARRIERS, { message: LEAD_MESSAGES.barriersInvalid }), {
      message: LEAD_MESSAGES.barriersInvalid,
    })
    .check(
      z.maxLength(BARRIERS.length, LEAD_MESSAGES.barriersInvalid),
      z.refine((barriers) => new Set(barriers).size === barriers.length, LEAD_MESSAGES.barriersInvalid),
    ),
  otherReasons: z._default(
    z
      .string({ message: LEAD_MESSAGES.otherReasonsTooLong })
      .check(z.trim(), z.maxLength(OTHER_REASONS_MAX, LEAD_MESSAGES.otherReasonsTooLong)),
    '',
  ),
};

/** A follow-up answer must belong to the summer answer ('bleibt'/'fitter' after 'ja', 'change' after 'nein'). */
function followUpMatches(answers: { summer: string; followUp: string }, ctx: z.core.$RefinementCtx) {
  if (
    answers.followUp !== '' &&
    !followUpFits(answers.summer as 'ja' | 'nein' | '', answers.followUp as 'bleibt' | 'fitter' | 'change')
  )
    ctx.addIssue({ code: 'custom', path: ['followUp'], message: LEAD_MESSAGES.followUpMismatch });
}

/** Seed 002 §3 "Questionnaire answers". */
export const QuestionnaireAnswersSchema = z
  .object({
    age: wholeNumber(AGE_MIN, AGE_MAX, LEAD_MESSAGES.ageRange),
    gender: z.enum(GENDERS, { message: LEAD_MESSAGES.genderRequired }),
    fitness: rating,
    balance: rating,
    happiness: rating,
    pushups: wholeNumber(PUSHUPS_MIN, PUSHUPS_MAX, LEAD_MESSAGES.pushupsRange),
    ...summerFields,
  })
  .check(z.superRefine(followUpMatches));

/** Seed 002 §3 "Popup quiz answer record", with goal and frequency of steps 1 and 2 (0070). */
export const SelfCheckAnswersSchema = z
  .object({
    goal: choice(POPUP_GOALS.map((entry) => entry.value) as [PopupGoalValue, ...PopupGoalValue[]]),
    frequency: choice(
      POPUP_FREQUENCIES.map((entry) => entry.value) as [PopupFrequencyValue, ...PopupFrequencyValue[]],
    ),
    pushups: wholeNumber(POPUP_PUSHUPS_MIN, POPUP_PUSHUPS_MAX, LEAD_MESSAGES.pushupsRange),
    ...summerFields,
  })
  .check(z.superRefine(followUpMatches));
type PopupGoalValue = (typeof POPUP_GOALS)[number]['value'];
type PopupFrequencyValue = (typeof POPUP_FREQUENCIES)[number]['value'];

export const QuestionnaireLeadRequestSchema = z.object({
  source: z.literal('questionnaire'),
  answers: QuestionnaireAnswersSchema,
  contact: CampaignLeadContactSchema,
});
export type QuestionnaireLeadRequest = z.input<typeof QuestionnaireLeadRequestSchema>;

export const SelfCheckLeadRequestSchema = z.object({
  source: z.literal('self-check'),
  answers: SelfCheckAnswersSchema,
  contact: CampaignLeadContactSchema,
});
export type SelfCheckLeadRequest = z.input<typeof SelfCheckLeadRequestSchema>;

/** Every kind of lead, told apart by its source. */
export const LeadRequestSchema = z.discriminatedUnion('source', [
  FunnelLeadRequestSchema,
  QuestionnaireLeadRequestSchema,
  SelfCheckLeadRequestSchema,
]);
export type LeadRequest = z.input<typeof LeadRequestSchema>;
export type LeadSource = LeadRequest['source'];

/** The answer to POST /api/v1/leads. */
export const CreatedLeadSchema = z.object({
  id: IdSchema,
  recommendedTier: z.nullable(z.enum(TIER_NAMES)),
});

export const LeadSchema = z.object({
  id: IdSchema,
  source: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  /** A funnel lead's tier: the one the visitor chose, else the recommendation for the goals (decision 0198). */
  recommendedTier: z.nullable(z.enum(TIER_NAMES)),
  trialSlot: z.nullable(z.string()),
  /** The whole request as sent, for the details view. */
  payload: z.unknown(),
  createdAt: InstantSchema,
  handledAt: z.nullable(InstantSchema),
  /** The member's account once the desk made the lead a member ('Als Mitglied anlegen'). */
  userId: z.nullable(IdSchema),
});
export type Lead = z.infer<typeof LeadSchema>;
export const LeadListSchema = z.array(LeadSchema);

/** PATCH /api/v1/leads/{id} and /api/v1/messages/{id}. */
export const MarkHandledSchema = z.object({
  handled: z.boolean({ message: 'handled muss wahr oder falsch sein' }),
});

/** The short names of the questionnaire's three sliders (step 2), for the admin summary (0083). */
export const QUESTIONNAIRE_RATING_LABELS: Readonly<Record<RatingKey, string>> = {
  fitness: 'Fitness',
  balance: 'Ausgeglichenheit',
  happiness: 'Zufriedenheit',
};

export interface LeadAnswerLine {
  label: string;
  value: string;
}

const labelOf = (choices: readonly { value: string; label: string }[], value: string) =>
  choices.find((entry) => entry.value === value)?.label ?? '–';

function summerLines(answers: {
  summer: string;
  followUp: string;
  barriers: readonly (typeof BARRIERS)[number][];
  otherReasons: string;
}): LeadAnswerLine[] {
  const followUps = [...FOLLOW_UP_CHOICES.ja, ...FOLLOW_UP_CHOICES.nein];
  const summer = answers.summer ? labelOf(SUMMER_CHOICES, answers.summer) : '–';
  const lines = [
    {
      label: 'Sommer in Topform',
      value: answers.followUp ? `${summer} → ${labelOf(followUps, answers.followUp)}` : summer,
    },
    {
      label: 'Hindernisse',
      value: answers.barriers.map((barrier) => BARRIER_LABELS[barrier]).join(', ') || '–',
    },
  ];
  if (answers.otherReasons) lines.push({ label: 'Andere Gründe', value: answers.otherReasons });
  return lines;
}

/**
 * The answers of a lead as readable German lines: a funnel lead's goals by name and the tier they would have been
 * recommended, a questionnaire's or self-check's answers; [] for what cannot be read.
 */
export function leadAnswerSummary(lead: { source: string; payload: unknown }): LeadAnswerLine[] {
  if (lead.source === 'funnel') {
    const parsed = z.object({ goals: FunnelLeadRequestSchema.shape.goals }).safeParse(lead.payload);
    if (!parsed.success) return [];
    return [
      { label: 'Ziele', value: parsed.data.goals.map((goal) => FUNNEL_GOAL_TEXTS[goal]).join(', ') },
      { label: 'Empfehlung für diese Ziele', value: recommendTier(parsed.data.goals) },
    ];
  }
  if (lead.source === 'questionnaire') {
    const parsed = QuestionnaireLeadRequestSchema.safeParse(lead.payload);
    if (!parsed.success) return [];
    const answers = parsed.data.answers;
    return [
      { label: 'Alter', value: String(answers.age) },
      { label: 'Geschlecht', value: GENDER_LABELS[answers.gender] },
      ...(['fitness', 'balance', 'happiness'] as const).map((key) => ({
        label: QUESTIONNAIRE_RATING_LABELS[key],
        value: `${answers[key]} von ${RATING_MAX}`,
      })),
      { label: 'Liegestütze', value: String(answers.pushups) },
      ...summerLines(answers),
    ];
  }
  if (lead.source === 'self-check') {
    const parsed = SelfCheckLeadRequestSchema.safeParse(lead.payload);
    if (!parsed.success) return [];
    const answers = parsed.data.answers;
    return [
      { label: 'Ziel', value: answers.goal ? labelOf(POPUP_GOALS, answers.goal) : '–' },
      {
        label: 'Training bisher',
        value: answers.frequency ? labelOf(POPUP_FREQUENCIES, answers.frequency) : '–',
      },
      { label: 'Liegestütze', value: String(answers.pushups) },
      ...summerLines(answers),
    ];
  }
  return [];
}
