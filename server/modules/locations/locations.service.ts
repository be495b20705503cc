// Locations (issue 34, decision 0203): the list everyone reads, the admin's writes (each with its audit entry in
// its own write transaction), and the checks other modules ask: does this location exist, which one has this slug.
// Rows become the domain's Location in one place (toLocation).
import type { Kysely } from 'kysely';
import { DomainError } from '#domain/errors/domain-error';
import { LOCATION_MESSAGES, type Location, type LocationWriteParsed } from '#domain/schemas/locations';
import type { OpeningHours } from '#domain/content/studio';
import type { Dialect } from '../../db/database';
import type { Database, Db } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { AuditRepository } from '../audit/audit.repository';
import { changes } from '../audit/audit.table';
import type { LocationFields, LocationRow, LocationsRepository } from './locations.repository';

export interface LocationsServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  repo: LocationsRepository;
  audit: AuditRepository;
  clock: Clock;
}

export interface LocationActor {
  id: number;
}

function openingHoursOf(json: string): OpeningHours[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as OpeningHours[]) : [];
  } catch {
    return [];
  }
}

export function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    phone: row.phone,
    email: row.email,
    openingHours: openingHoursOf(row.openingHours),
    mapUrl: row.mapUrl,
  };
}

function fieldsOf(body: LocationWriteParsed): LocationFields {
  return {
    name: body.name,
    slug: body.slug,
    street: body.street,
    postalCode: body.postalCode,
    city: body.city,
    phone: body.phone,
    email: body.email,
    openingHours: JSON.stringify(body.openingHours),
    mapUrl: body.mapUrl,
  };
}

/** 400 VALIDATION with `field`'s German message when no location has this id (checked inside the write). */
export async function assertLocationExists(
  repo: LocationsRepository,
  id: number,
  field: string,
  db?: Db,
): Promise<void> {
  if (!(await repo.exists(id, db)))
    throw new DomainError('VALIDATION', [{ path: field, message: LOCATION_MESSAGES.unknown }]);
}

const AUDITED: ReadonlyArray<keyof Location & string> = [
  'name',
  'slug',
  'street',
  'postalCode',
  'city',
  'phone',
  'email',
  'openingHours',
  'mapUrl',
];

export class LocationsService {
  constructor(private readonly deps: LocationsServiceDeps) {}

  async list(): Promise<Location[]> {
    return (await this.deps.repo.list()).map(toLocation);
  }

  /** The location of a public read's `location=<slug>`: 404 LOCATION_NOT_FOUND for a slug no location has. */
  async bySlug(slug: string): Promise<Location> {
    const row = await this.deps.repo.findBySlug(slug);
    if (!row) throw new DomainError('LOCATION_NOT_FOUND');
    return toLocation(row);
  }

  /** A location id a write names (a course's, a member's home studio): 400 with the field's message if unknown. */
  assertExists(id: number, field: string, db?: Db): Promise<void> {
    return assertLocationExists(this.deps.repo, id, field, db);
  }

  async create(actor: LocationActor, body: LocationWriteParsed): Promise<Location> {
    return writeTransaction(this.deps.db, this.deps.dialect, async (trx) => {
      const at = this.deps.clock.now().toISOString();
      const row = await this.deps.repo.insert(fieldsOf(body), at, trx);
      if (!row) throw new DomainError('LOCATION_SLUG_TAKEN');
      const location = toLocation(row);
      await this.deps.audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'location.create',
          entityType: 'location',
          entityId: row.id,
          details: { name: location.name, slug: location.slug },
        },
        at,
      );
      return location;
    });
  }

  async replace(actor: LocationActor, id: number, body: LocationWriteParsed): Promise<Location> {
    return writeTransaction(this.deps.db, this.deps.dialect, async (trx) => {
      const at = this.deps.clock.now().toISOString();
      const before = await this.deps.repo.find(id, trx);
      if (!before) throw new DomainError('LOCATION_NOT_FOUND');
      const other = await this.deps.repo.findBySlug(body.slug, trx);
      if (other && other.id !== id) throw new DomainError('LOCATION_SLUG_TAKEN');
      const row = await this.deps.repo.update(id, fieldsOf(body), at, trx);
      if (row === 'missing') throw new DomainError('LOCATION_NOT_FOUND');
      if (row === 'taken') throw new DomainError('LOCATION_SLUG_TAKEN');
      const location = toLocation(row);
      await this.deps.audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'location.update',
          entityType: 'location',
          entityId: id,
          details: changes(toLocation(before), location, AUDITED),
        },
        at,
      );
      return location;
    });
  }
}
