// A group of the studio's settings stored as one row per key under a prefix ('legal.*' of issue 31, 'billing.*'
// of issue 33) in studio_settings: a key never written has its default; a stored value that no longer passes the
// group's schema falls back to its default; a write saves only what changed and audits it (from, to).
import type { AuditAction } from '#domain/schemas/audit';
import { z } from '#domain/schemas/zod';
import type { Db } from '../../db/schema';
import type { AuditRepository } from '../audit/audit.repository';
import type { MembershipsRepository } from './memberships.repository';

export class KeyedSettings<S extends z.core.$ZodType<Record<string, unknown>>> {
  private readonly keys: string[];

  constructor(
    private readonly prefix: string,
    private readonly schema: S,
    private readonly defaults: z.output<S>,
    private readonly settings: MembershipsRepository,
  ) {
    this.keys = Object.keys(defaults);
  }

  /** The values in force. */
  async read(db: Db): Promise<z.output<S>> {
    const data: Record<string, unknown> = { ...this.defaults };
    for (const row of await this.settings.settings(db)) {
      if (!row.key.startsWith(this.prefix)) continue;
      const key = row.key.slice(this.prefix.length);
      if (!this.keys.includes(key)) continue;
      const candidate = { ...data, [key]: JSON.parse(row.value) as unknown };
      if (z.safeParse(this.schema, candidate).success) data[key] = candidate[key];
    }
    return data as z.output<S>;
  }

  /** Saves what changed (inside the caller's transaction) and audits it under `action`; answers the changes. */
  async write(
    db: Db,
    input: z.output<S>,
    audit: { repo: AuditRepository; actorId: number; action: AuditAction; now: string },
  ): Promise<string[]> {
    const before = (await this.read(db)) as Record<string, unknown>;
    const values = input as Record<string, unknown>;
    const changed = this.keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(values[key]));
    await this.settings.saveSettings(
      Object.fromEntries(changed.map((key) => [`${this.prefix}${key}`, values[key]])),
      audit.now,
      db,
    );
    if (changed.length > 0)
      await audit.repo.record(
        db,
        {
          actorId: audit.actorId,
          action: audit.action,
          entityType: 'settings',
          entityId: 1,
          details: {
            changes: Object.fromEntries(changed.map((key) => [key, { from: before[key], to: values[key] }])),
          },
        },
        audit.now,
      );
    return changed;
  }
}
