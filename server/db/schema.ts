// The database as Kysely sees it (camelCase; CamelCasePlugin maps to snake_case columns).
// Instants are ISO strings on both engines (timestamptz is parsed to ISO on PostgreSQL); booleans are
// written as 0/1 (PostgreSQL's boolean accepts them) and read through toBool.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Instant = string;
type DbBool = ColumnType<number | boolean, number, number>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  /** JSON array of canonical role names. */
  roles: string;
  isActive: DbBool;
  createdAt: Instant;
  updatedAt: Instant;
}

export interface CoursesTable {
  id: Generated<number>;
  title: string;
  description: string;
  difficulty: number;
  imageUrl: string | null;
  durationMinutes: number;
  bookable: DbBool;
  createdAt: Instant;
  updatedAt: Instant;
}

export interface CourseSettingsTable {
  id: Generated<number>;
  courseId: number;
  scheduledAt: Instant;
  trainerName: string;
  maxParticipants: number;
  createdAt: Instant;
}

export interface BookingsTable {
  id: Generated<number>;
  userId: number;
  courseSettingId: number;
  /** confirmed | pending | cancelled | attended (DECISIONS "Bookings"). */
  status: string;
  createdAt: Instant;
  updatedAt: Instant;
}

export interface Database {
  users: UsersTable;
  courses: CoursesTable;
  courseSettings: CourseSettingsTable;
  bookings: BookingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type CourseRow = Selectable<CoursesTable>;
export type CourseSettingRow = Selectable<CourseSettingsTable>;

export function toBool(value: number | boolean): boolean {
  return value === true || value === 1;
}

export function fromBool(value: boolean): number {
  return value ? 1 : 0;
}
