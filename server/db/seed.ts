// Demo data for an empty database (SEED_DEMO=false turns it off): three accounts with known passwords and
// a timetable of nine courses covering every category and level, with sessions this week and next week.
import type { Kysely } from 'kysely';
import type { Role } from '#domain/auth/roles';
import { clientSearchText } from '#domain/clients/search';
import { berlinToInstant, berlinWallTime } from '#domain/time';
import type { Database } from './schema';
import { fromBool } from './schema';
import { hashPassword } from '../modules/users/password';
import { serializeRoles } from '../modules/users/users.table';

export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: Role[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@kraftraum.de',
    password: 'Admin-Demo-2026',
    firstName: 'Alex',
    lastName: 'Admin',
    roles: ['Admin'],
  },
  {
    email: 'trainer@kraftraum.de',
    password: 'Trainer-Demo-2026',
    firstName: 'Tina',
    lastName: 'Trainer',
    roles: ['Trainer'],
  },
  {
    email: 'mitglied@kraftraum.de',
    password: 'Mitglied-Demo-2026',
    firstName: 'Max',
    lastName: 'Mitglied',
    roles: ['User'],
  },
];

interface DemoCourse {
  title: string;
  description: string;
  difficulty: number;
  durationMinutes: number;
  trainer: string;
  maxParticipants: number;
  /** Weekday (1 = Monday) and Berlin wall time of each weekly session. */
  slots: ReadonlyArray<[weekday: number, hour: number, minute: number]>;
}

export const DEMO_COURSES: readonly DemoCourse[] = [
  {
    title: 'Yoga Flow',
    description: 'Fließende Sequenzen für Beweglichkeit, Atmung und einen ruhigen Kopf nach dem Arbeitstag.',
    difficulty: 1,
    durationMinutes: 60,
    trainer: 'Lena Berger',
    maxParticipants: 16,
    slots: [
      [1, 18, 0],
      [4, 19, 0],
    ],
  },
  {
    title: 'Pilates Core',
    description: 'Kontrollierte Übungen für eine starke Körpermitte und eine aufrechte Haltung.',
    difficulty: 2,
    durationMinutes: 60,
    trainer: 'Lena Berger',
    maxParticipants: 14,
    slots: [
      [2, 9, 0],
      [6, 10, 0],
    ],
  },
  {
    title: 'Spinning Intervall',
    description:
      'Intervalle auf dem Indoor-Bike mit Musik – Ausdauer und Kalorienverbrauch auf hohem Niveau.',
    difficulty: 3,
    durationMinutes: 45,
    trainer: 'Jonas Weber',
    maxParticipants: 20,
    slots: [
      [1, 7, 0],
      [3, 18, 30],
    ],
  },
  {
    title: 'Lauftreff am Morgen',
    description: 'Gemeinsame lockere Runde im Park, Tempo für Einsteiger, mit Lauf-ABC zum Aufwärmen.',
    difficulty: 1,
    durationMinutes: 60,
    trainer: 'Jonas Weber',
    maxParticipants: 25,
    slots: [[6, 8, 30]],
  },
  {
    title: 'Krafttraining Basics',
    description: 'Die Grundübungen sauber lernen: Kniebeuge, Kreuzheben, Drücken – mit Technik-Coaching.',
    difficulty: 1,
    durationMinutes: 60,
    trainer: 'Tina Trainer',
    maxParticipants: 10,
    slots: [
      [2, 17, 30],
      [5, 17, 30],
    ],
  },
  {
    title: 'Langhantel Strength',
    description: 'Progressives Kraftprogramm mit der Langhantel für Fortgeschrittene.',
    difficulty: 3,
    durationMinutes: 75,
    trainer: 'Tina Trainer',
    maxParticipants: 8,
    slots: [[3, 19, 0]],
  },
  {
    title: 'HIIT Functional',
    description: 'Hochintensives Intervalltraining mit Kettlebells, Seilen und dem eigenen Körpergewicht.',
    difficulty: 2,
    durationMinutes: 45,
    trainer: 'Murat Yilmaz',
    maxParticipants: 12,
    slots: [
      [1, 6, 30],
      [3, 6, 30],
      [5, 6, 30],
    ],
  },
  {
    title: 'Express-Zirkel',
    description: '30 Minuten Ganzkörper-Zirkel in der Mittagspause – kurz, effektiv, ohne Vorkenntnisse.',
    difficulty: 1,
    durationMinutes: 30,
    trainer: 'Murat Yilmaz',
    maxParticipants: 12,
    slots: [
      [2, 12, 15],
      [4, 12, 15],
    ],
  },
  {
    title: 'Mobility & Stretching',
    description: 'Gelenke mobilisieren, Faszien lösen, Verspannungen abbauen – ideal als Ausgleich.',
    difficulty: 2,
    durationMinutes: 45,
    trainer: 'Lena Berger',
    maxParticipants: 15,
    slots: [[7, 11, 0]],
  },
];

/** Seeds the demo data when the database has no users; returns whether it did. */
export async function seedDemo(db: Kysely<Database>, now: Date = new Date()): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const stamp = now.toISOString();
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  const wall = berlinWallTime(now);
  const monday = wall.day - (wall.weekday - 1);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values(
        DEMO_ACCOUNTS.map((account, i) => ({
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          passwordHash: hashes[i]!,
          roles: serializeRoles(account.roles),
          isActive: fromBool(true),
          searchText: clientSearchText(account),
          createdAt: stamp,
          updatedAt: stamp,
        })),
      )
      .execute();
    for (const course of DEMO_COURSES) {
      const { id } = await trx
        .insertInto('courses')
        .values({
          title: course.title,
          description: course.description,
          difficulty: course.difficulty,
          imageUrl: null,
          durationMinutes: course.durationMinutes,
          bookable: fromBool(true),
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const sessions = [0, 7].flatMap((weekOffset) =>
        course.slots.map(([weekday, hour, minute]) => ({
          courseId: id,
          scheduledAt: berlinToInstant(
            wall.year,
            wall.month,
            monday + weekOffset + weekday - 1,
            hour,
            minute,
          ).toISOString(),
          trainerName: course.trainer,
          maxParticipants: course.maxParticipants,
          createdAt: stamp,
        })),
      );
      await trx.insertInto('courseSettings').values(sessions).execute();
    }
  });
  return true;
}
