// The audit log (issue 6): every admin change (course, session, desk booking, client, role) with who and
// when, readable per record at GET /api/v1/audit?entityType&entityId (Admin), newest first.
import { z } from './zod';
import { IdSchema, InstantSchema, wholeNumberIn } from './common';
import { CursorSchema } from './paging';

export const AUDIT_ENTITY_TYPES = [
  'course',
  'course_setting',
  'booking',
  'user',
  'membership_type',
  'membership',
  'strike',
  'settings',
  'lead',
  'contract',
  'billing_run',
  'invoice',
  'location',
] as const;
export const AuditEntityTypeSchema = z.enum(AUDIT_ENTITY_TYPES, { message: 'Unbekannter Datensatz-Typ' });
export type AuditEntityType = z.infer<typeof AuditEntityTypeSchema>;

export const AUDIT_ACTIONS = [
  'course.create',
  'course.update',
  'course.delete',
  'course.series',
  'session.update',
  'session.cancel',
  'session.no_shows',
  'booking.desk_create',
  'booking.desk_cancel',
  'booking.desk_confirm',
  'booking.check_in_undone',
  'user.create',
  'user.update',
  'user.anonymise',
  'user.self-delete',
  'membership_type.create',
  'membership_type.update',
  'membership_type.delete',
  'membership.assign',
  'membership.pause',
  'membership.end',
  'membership.extend',
  'membership.credits',
  'strike.forgive',
  'settings.update',
  'lead.member',
  'session.message',
  'session.substitute_request',
  'session.substitute_take',
  'session.substitute_assign',
  'contract.conclude',
  'contract.withdraw',
  'contract.cancel',
  'contract.view_iban',
  'contract.mandate_change',
  'settings.legal_update',
  'settings.billing_update',
  'billing.run',
  'invoice.cancel',
  'invoice.return',
  'invoice.payment',
  'location.create',
  'location.update',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

/** German labels for the UI. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'course.create': 'Kurs angelegt',
  'course.update': 'Kurs geändert',
  'course.delete': 'Kurs gelöscht',
  'course.series': 'Terminserie angelegt',
  'session.update': 'Termin geändert',
  'session.cancel': 'Termin abgesagt',
  'session.no_shows': 'Nicht erschienene markiert',
  'session.message': 'Nachricht an Teilnehmende',
  'session.substitute_request': 'Vertretung angefragt',
  'session.substitute_take': 'Vertretung übernommen',
  'session.substitute_assign': 'Vertretung zugewiesen',
  'booking.desk_create': 'An der Theke gebucht',
  'booking.desk_cancel': 'An der Theke storniert',
  'booking.desk_confirm': 'Von der Warteliste bestätigt',
  'booking.check_in_undone': 'Check-in rückgängig gemacht',
  'user.create': 'Klient angelegt',
  'user.update': 'Klient geändert',
  'user.anonymise': 'Klient anonymisiert',
  'user.self-delete': 'Konto vom Mitglied gelöscht',
  'membership_type.create': 'Mitgliedschaftsart angelegt',
  'membership_type.update': 'Mitgliedschaftsart geändert',
  'membership_type.delete': 'Mitgliedschaftsart gelöscht',
  'membership.assign': 'Mitgliedschaft vergeben',
  'membership.pause': 'Ruhezeit geändert',
  'membership.end': 'Mitgliedschaft beendet',
  'membership.extend': 'Mitgliedschaft verlängert',
  'membership.credits': 'Buchungen aufgeladen',
  'strike.forgive': 'Strike erlassen',
  'settings.update': 'Studio-Einstellungen geändert',
  'lead.member': 'Lead als Mitglied angelegt',
  'contract.conclude': 'Vertrag online geschlossen',
  'contract.withdraw': 'Vertrag widerrufen',
  'contract.cancel': 'Vertrag gekündigt',
  'contract.view_iban': 'IBAN eingesehen',
  'contract.mandate_change': 'Neues SEPA-Mandat erfasst',
  'settings.legal_update': 'Rechtliche Angaben geändert',
  'settings.billing_update': 'Einstellungen zu Beiträgen geändert',
  'billing.run': 'Lastschriftlauf abgeschlossen',
  'invoice.cancel': 'Rechnung storniert',
  'invoice.return': 'Rücklastschrift erfasst',
  'invoice.payment': 'Zahlung erfasst',
  'location.create': 'Standort angelegt',
  'location.update': 'Standort geändert',
};

export const AUDIT_MESSAGES = {
  entityIdNeedsType: 'Zur ID gehört ein Datensatz-Typ',
  limit: 'Das Limit muss zwischen 1 und 500 liegen',
} as const;

/** GET /api/v1/audit: all entries, or those of one type, or of one record. */
export const AuditQuerySchema = z
  .object({
    entityType: z.optional(AuditEntityTypeSchema),
    entityId: z.optional(IdSchema),
    limit: z._default(
      z.coerce
        .number({ message: AUDIT_MESSAGES.limit })
        .check(...wholeNumberIn(1, 500, AUDIT_MESSAGES.limit)),
      100,
    ),
    /** Paging (paging.ts): entries older than the entry `cursor`. */
    cursor: CursorSchema,
  })
  .check(
    z.refine((q) => q.entityId === undefined || q.entityType !== undefined, {
      message: AUDIT_MESSAGES.entityIdNeedsType,
      path: ['entityType'],
    }),
  );
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/**
 * One entry. details holds what changed: for courses and sessions the old and new values
 * ({ field: { from, to } }); for clients only which fields changed, plus roles and isActive with their values,
 * so anonymising a client leaves no name or e-mail behind in the log.
 */
export const AuditEntrySchema = z.object({
  id: IdSchema,
  actorId: IdSchema,
  /** The actor's current name (an anonymised actor shows the placeholder). */
  actorName: z.string(),
  action: AuditActionSchema,
  entityType: AuditEntityTypeSchema,
  entityId: IdSchema,
  details: z.record(z.string(), z.unknown()),
  at: InstantSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = z.array(AuditEntrySchema);
