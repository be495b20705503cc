// The studio's legal data (issue 31, decision 0191): name, address, creditor identifier, register and VAT id as
// the Impressum shows them, the minimum age and the debit's pre-notification, stored as 'legal.*' rows of the
// studio's settings (one row per key, as the fair rules); a key never written has its default (the seeded
// Impressum's data and the Bundesbank's test creditor identifier). The AGB's and the withdrawal instructions'
// versions are the published versions of their content pages: each publish in the editor is a new version that
// the contracts concluded after it record.
import type { Kysely } from 'kysely';
import {
  LEGAL_DEFAULTS,
  LegalSettingsWriteSchema,
  type LegalSettings,
  type LegalSettingsWrite,
} from '#domain/contracts/schemas';
import type { z } from '#domain/schemas/zod';
import type { User } from '#domain/schemas/users';
import type { Dialect } from '../../db/database';
import type { Database, Db } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { AuditRepository } from '../audit/audit.repository';
import { KeyedSettings } from '../memberships/keyed-settings';
import type { MembershipsRepository } from '../memberships/memberships.repository';
import type { PagesRepository } from '../pages/pages.repository';

type LegalData = z.output<typeof LegalSettingsWriteSchema>;
const PREFIX = 'legal.';

/** The content pages whose published version a contract records. */
export const AGB_SLUG = 'agb';
export const WITHDRAWAL_SLUG = 'widerrufsbelehrung';

export interface LegalDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  settings: MembershipsRepository;
  pages: PagesRepository;
  audit: AuditRepository;
  clock: Clock;
}

export class LegalService {
  private readonly store: KeyedSettings<typeof LegalSettingsWriteSchema>;

  constructor(private readonly deps: LegalDeps) {
    this.store = new KeyedSettings(PREFIX, LegalSettingsWriteSchema, LEGAL_DEFAULTS, deps.settings);
  }

  /** The data in force; a stored value that no longer passes the schema falls back to its default. */
  data(db: Db = this.deps.db): Promise<LegalData> {
    return this.store.read(db);
  }

  /** The published versions of the AGB and the withdrawal instructions (null while a page is not published). */
  async versions(
    db: Db = this.deps.db,
  ): Promise<{ agbVersion: number | null; withdrawalVersion: number | null }> {
    const [agb, withdrawal] = await Promise.all([
      this.deps.pages.find(AGB_SLUG, db),
      this.deps.pages.find(WITHDRAWAL_SLUG, db),
    ]);
    const published = (page: typeof agb) => (page?.status === 'published' ? page.publishedVersion : null);
    return { agbVersion: published(agb), withdrawalVersion: published(withdrawal) };
  }

  /** GET /api/v1/legal. */
  async current(db: Db = this.deps.db): Promise<LegalSettings> {
    const [data, versions] = await Promise.all([this.data(db), this.versions(db)]);
    return { ...data, ...versions };
  }

  /** PUT /api/v1/settings/legal (Admin): the whole object, audited with what changed. */
  async update(actor: User, input: LegalData): Promise<LegalSettings> {
    const { db, dialect, audit, clock } = this.deps;
    return writeTransaction(db, dialect, async (trx) => {
      await this.store.write(trx, input, {
        repo: audit,
        actorId: actor.id,
        action: 'settings.legal_update',
        now: clock.now().toISOString(),
      });
      return this.current(trx);
    });
  }
}

export type { LegalSettingsWrite };
