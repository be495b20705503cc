// The trainer's day (issue 22, decision 0160): the Trainer accounts a session can name, 'Meine Termine' (the
// agenda with counts), one session with its participants, the message to its participants (capped per day), and
// substitute requests (asked by the session's trainer, taken by another trainer or assigned by an admin).
import { z } from './zod';
import { CheckInSessionSchema, CheckInSessionSummarySchema } from './check-in';
import { IdSchema, InstantSchema, requiredText } from './common';

export const TRAINER_MESSAGES = {
  subjectRequired: 'Bitte gib einen Betreff ein',
  subjectTooLong: 'Der Betreff darf höchstens 120 Zeichen lang sein',
  textRequired: 'Bitte schreib eine Nachricht',
  textTooLong: 'Die Nachricht darf höchstens 2000 Zeichen lang sein',
  reasonRequired: 'Bitte gib einen Grund an',
  reasonTooLong: 'Der Grund darf höchstens 500 Zeichen lang sein',
} as const;

/** A Trainer account as sessions name it: its id and its display name (first and last name). */
export const TrainerAccountSchema = z.object({ id: IdSchema, name: z.string() });
export type TrainerAccount = z.infer<typeof TrainerAccountSchema>;
export const TrainerAccountListSchema = z.array(TrainerAccountSchema);

/** A session in 'Meine Termine': the check-in view's session without its participants, plus the open request. */
export const TrainerSessionSchema = z.extend(CheckInSessionSummarySchema, {
  /** An open substitute request of this session, if there is one. */
  substituteRequestId: z.nullable(IdSchema),
});
export type TrainerSession = z.infer<typeof TrainerSessionSchema>;

/**
 * GET /api/v1/trainer/sessions: 'Meine Termine', the trainer's own sessions from 00:00 Berlin today to the end of
 * the 13th day after (TRAINER_AGENDA_DAYS, decision 0199); `end` is exclusive.
 */
export const TrainerAgendaSchema = z.object({
  /** Today's Berlin calendar date (YYYY-MM-DD): the client shows these sessions under 'Heute'. */
  today: z.string(),
  start: InstantSchema,
  end: InstantSchema,
  sessions: z.array(TrainerSessionSchema),
});
export type TrainerAgenda = z.infer<typeof TrainerAgendaSchema>;

const person = z.object({ id: IdSchema, name: z.string() });

/** A substitute request: open until another trainer takes it (or an admin assigns one), or it is withdrawn. */
export const SubstituteRequestSchema = z.object({
  id: IdSchema,
  courseSettingId: IdSchema,
  courseId: IdSchema,
  courseTitle: z.string(),
  scheduledAt: InstantSchema,
  reason: z.string(),
  status: z.enum(['open', 'taken', 'withdrawn']),
  requestedBy: person,
  createdAt: InstantSchema,
  takenBy: z.nullable(person),
  takenAt: z.nullable(InstantSchema),
});
export type SubstituteRequest = z.infer<typeof SubstituteRequestSchema>;
export const SubstituteRequestListSchema = z.array(SubstituteRequestSchema);

/** GET /api/v1/trainer/sessions/{id}: one own session with its participants, its open request and today's messages. */
export const TrainerSessionDetailSchema = z.extend(CheckInSessionSchema, {
  substituteRequest: z.nullable(SubstituteRequestSchema),
  /** Messages sent to its participants today (Berlin), and how many a day are allowed. */
  messagesToday: z.number().check(z.int(), z.nonnegative()),
  messagesPerDay: z.number().check(z.int(), z.positive()),
});
export type TrainerSessionDetail = z.infer<typeof TrainerSessionDetailSchema>;

/** POST /api/v1/trainer/sessions/{id}/messages: 'Nachricht an Teilnehmende'. */
export const SessionMessageRequestSchema = z.object({
  subject: requiredText(120, {
    required: TRAINER_MESSAGES.subjectRequired,
    tooLong: TRAINER_MESSAGES.subjectTooLong,
  }),
  text: requiredText(2000, {
    required: TRAINER_MESSAGES.textRequired,
    tooLong: TRAINER_MESSAGES.textTooLong,
  }),
});
export type SessionMessageRequest = z.input<typeof SessionMessageRequestSchema>;

export const SessionMessageResultSchema = z.object({
  /** Members the message went to (one outbox row each). */
  recipients: z.number().check(z.int(), z.nonnegative()),
  messagesLeftToday: z.number().check(z.int(), z.nonnegative()),
});
export type SessionMessageResult = z.infer<typeof SessionMessageResultSchema>;

/** POST /api/v1/trainer/sessions/{id}/substitute-requests */
export const SubstituteRequestCreateSchema = z.object({
  reason: requiredText(500, {
    required: TRAINER_MESSAGES.reasonRequired,
    tooLong: TRAINER_MESSAGES.reasonTooLong,
  }),
});
export type SubstituteRequestCreate = z.input<typeof SubstituteRequestCreateSchema>;

/** POST /api/v1/trainer/substitute-requests/{id}/assign (Admin): the Trainer account that takes over. */
export const SubstituteAssignSchema = z.object({
  trainerId: IdSchema,
});
export type SubstituteAssign = z.input<typeof SubstituteAssignSchema>;

/** The answer to taking or assigning: the request as it is now, and how many booked members were told. */
export const SubstituteResultSchema = z.object({
  request: SubstituteRequestSchema,
  notified: z.number().check(z.int(), z.nonnegative()),
});
export type SubstituteResult = z.infer<typeof SubstituteResultSchema>;
