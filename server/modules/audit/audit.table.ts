// Maps audit rows to the domain's AuditEntry, in one place.
import type { AuditAction, AuditEntityType, AuditEntry } from '#domain/schemas/audit';
import type { AuditRow } from './audit.repository';

export function toAuditEntry(row: AuditRow): AuditEntry {
  let details: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.details);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      details = parsed as Record<string, unknown>;
  } catch {
    // A damaged entry still shows who did what and when.
  }
  return {
    id: row.id,
    actorId: row.actorId,
    actorName: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || `#${row.actorId}`,
    action: row.action as AuditAction,
    entityType: row.entityType as AuditEntityType,
    entityId: row.entityId,
    details,
    at: row.at,
  };
}

/** The fields whose values differ, as { field: { from, to } }. */
export function changes<T extends object>(
  before: T,
  after: T,
  fields: ReadonlyArray<keyof T & string>,
): Record<string, { from: unknown; to: unknown }> {
  const result: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      result[field] = { from: before[field], to: after[field] };
  }
  return result;
}
