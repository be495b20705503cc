// Demo data for an empty database (SEED_DEMO=false turns it off): four accounts with known passwords (admin, two
// trainers, a member) and a timetable of eleven courses covering every category and level (one 'Personal
// Training' and one 'EMS'), with sessions this week and next week; the demo trainer leads a session every day of
// the week (issue 22: 'Meine Termine' has a session today), each session names its Trainer account where one has
// the trainer's name; the demo member holds HYBRID PRO and a 10er-Karte. The studio's membership
// types (seed 001's tiers, the challenge package, a card) are seeded on an empty table in any case.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '#domain/auth/roles';
import { clientSearchText } from '#domain/clients/search';
import { TIER_FEATURES, TIER_NAMES, TIER_PRICES } from '#domain/marketing/funnel';
import type { MembershipTypeWrite } from '#domain/memberships/schemas';
import { CATEGORIES } from '#domain/courses/expand';
import { minimumTermEnd } from '#domain/contracts/deadlines';
import { mandateReference, maskIban } from '#domain/contracts/iban';
import {
  EXPRESS_START_REQUEST,
  modelWithdrawalForm,
  sepaMandate,
  withdrawalInstructions,
} from '#domain/contracts/legal-texts';
import { firstDebit } from '#domain/contracts/pricing';
import { LEGAL_DEFAULTS } from '#domain/contracts/schemas';
import { addDays, berlinDate, berlinToInstant, berlinWallTime } from '#domain/time';
import type { Database } from './schema';
import { fromBool } from './schema';
import { SEEDED_TERMS } from './migrations/20261130000000_contracts';
import { contractPdf } from '../modules/contracts/contract-pdf';
import { hashPassword } from '../modules/users/password';
import { serializeRoles } from '../modules/users/users.table';
import { firstLocationId } from '../modules/locations/first-location';

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
    // The second demo trainer (issue 22): takes the demo trainer's session as a substitute.
    email: 'trainer2@kraftraum.de',
    password: 'Trainer2-Demo-2026',
    firstName: 'Jonas',
    lastName: 'Weber',
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

/** Course categories of their own (issue 19): booked only with a membership that names them. */
export const PERSONAL_TRAINING = 'Personal Training';
export const EMS = 'EMS';
const REGULAR = [...CATEGORIES];

/** The studio's membership types on a new database: seed 001 §9's tiers, the challenge package, a 10er-Karte. */
export const SEED_MEMBERSHIP_TYPES: ReadonlyArray<Required<MembershipTypeWrite>> = [
  ...TIER_NAMES.map((name, index) => ({
    name,
    badge: TIER_PRICES[name].badge,
    weeklyPriceCents: TIER_PRICES[name].weekly * 100,
    monthlyPriceCents: TIER_PRICES[name].monthly * 100,
    oneTimePriceCents: null,
    features: [...TIER_FEATURES[name]],
    // CORE: every regular group course; HYBRID PRO: 1 personal training per quarter; HIGH PERFORMER: 1 per
    // week and 1 EMS training per month.
    categories:
      name === 'CORE'
        ? REGULAR
        : name === 'HYBRID PRO'
          ? [...REGULAR, PERSONAL_TRAINING]
          : [...REGULAR, PERSONAL_TRAINING, EMS],
    limits:
      name === 'CORE'
        ? []
        : name === 'HYBRID PRO'
          ? [{ count: 1, period: 'quarter' as const, category: PERSONAL_TRAINING }]
          : [
              { count: 1, period: 'week' as const, category: PERSONAL_TRAINING },
              { count: 1, period: 'month' as const, category: EMS },
            ],
    credits: null,
    validityDays: null,
    active: true,
    listed: true,
    sortOrder: (index + 1) * 10,
    // Issue 31 (README 'Online-Mitgliedschaft'): sold online, Startpaket 29 €, 4 weeks' notice.
    soldOnline: true,
    setupFeeCents: 2900,
    minimumTermMonths: SEEDED_TERMS[name]!.minimumTermMonths,
    noticePeriodWeeks: 4,
    allLocations: false,
  })),
  {
    // Seed 001 §9 'Challenge offer': 297 € one-off, 7 weeks, 3 personal trainings.
    name: '7-Wochen-Challenge',
    badge: 'HYBRID TRANSFORM',
    weeklyPriceCents: null,
    monthlyPriceCents: null,
    oneTimePriceCents: 29_700,
    features: [
      '7 Wochen alle regulären Gruppenkurse',
      '3 Personal Trainings',
      '100 € Cashback bei Abschluss',
    ],
    categories: [...REGULAR, PERSONAL_TRAINING],
    limits: [{ count: 3, period: 'total', category: PERSONAL_TRAINING }],
    credits: null,
    validityDays: 49,
    active: true,
    listed: false,
    sortOrder: 40,
    soldOnline: false,
    setupFeeCents: 0,
    minimumTermMonths: null,
    noticePeriodWeeks: 4,
    allLocations: false,
  },
  {
    name: '10er-Karte',
    badge: '',
    weeklyPriceCents: null,
    monthlyPriceCents: null,
    oneTimePriceCents: null,
    features: ['10 Gruppenkurse nach Wahl', '180 Tage gültig'],
    categories: REGULAR,
    limits: [],
    credits: 10,
    validityDays: 180,
    active: true,
    listed: false,
    sortOrder: 50,
    soldOnline: false,
    setupFeeCents: 0,
    minimumTermMonths: null,
    noticePeriodWeeks: 4,
    allLocations: false,
  },
];

/**
 * Seeds the membership types when there are none; a type whose name exists is skipped, so two processes
 * starting at once on an empty table still leave one of each. Returns whether it inserted any.
 */
export async function seedMembershipTypes(db: Kysely<Database>, now: Date = new Date()): Promise<boolean> {
  const existing = await db.selectFrom('membershipTypes').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const stamp = now.toISOString();
  const inserted = await db
    .insertInto('membershipTypes')
    .values(
      SEED_MEMBERSHIP_TYPES.map((type) => ({
        name: type.name,
        badge: type.badge,
        weeklyPriceCents: type.weeklyPriceCents,
        monthlyPriceCents: type.monthlyPriceCents,
        oneTimePriceCents: type.oneTimePriceCents,
        features: JSON.stringify(type.features),
        categories: JSON.stringify(type.categories),
        limits: JSON.stringify(type.limits),
        credits: type.credits,
        validityDays: type.validityDays,
        active: fromBool(type.active),
        listed: fromBool(type.listed),
        sortOrder: type.sortOrder,
        soldOnline: fromBool(type.soldOnline),
        setupFeeCents: type.setupFeeCents,
        minimumTermMonths: type.minimumTermMonths,
        noticePeriodWeeks: type.noticePeriodWeeks,
        allLocations: fromBool(type.allLocations),
        createdAt: stamp,
        updatedAt: stamp,
      })),
    )
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('id')
    .execute();
  return inserted.length > 0;
}

/** What the demo member holds (README): HYBRID PRO open-ended and a 10er-Karte, both from the seed's day. */
export const DEMO_MEMBER_MEMBERSHIPS = ['HYBRID PRO', '10er-Karte'] as const;

interface DemoCourse {
  title: string;
  /** The course's own category (issue 19); without: derived from the title. */
  category?: string;
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
    trainer: 'Tina Trainer',
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
    trainer: 'Tina Trainer',
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
    trainer: 'Tina Trainer',
    maxParticipants: 15,
    slots: [[7, 11, 0]],
  },
  {
    title: 'Personal Training',
    category: PERSONAL_TRAINING,
    description: 'Eine Stunde mit deinem Coach allein: Technik, Plan und Ziele – ganz auf dich abgestimmt.',
    difficulty: 2,
    durationMinutes: 60,
    trainer: 'Tina Trainer',
    maxParticipants: 1,
    slots: [
      [2, 15, 0],
      [4, 15, 0],
    ],
  },
  {
    title: 'EMS-Training',
    category: EMS,
    description: '20 Minuten Ganzkörpertraining mit elektrischer Muskelstimulation, angeleitet und im Anzug.',
    difficulty: 2,
    durationMinutes: 30,
    trainer: 'Murat Yilmaz',
    maxParticipants: 2,
    slots: [[3, 16, 0]],
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
  await seedMembershipTypes(db, now);

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
    // Every demo account's home studio is the first location (issue 34), as the migration gives today's accounts.
    await trx
      .updateTable('users')
      .set((eb) => ({ homeLocationId: firstLocationId(eb) }))
      .where('homeLocationId', 'is', null)
      .execute();
    // Sessions name the Trainer account whose full name they show (issue 22); the others keep the typed name.
    const trainerAccounts = await trx
      .selectFrom('users')
      .select(['id', 'firstName', 'lastName'])
      .where('roles', 'like', '%"Trainer"%')
      .execute();
    const trainerIdOf = (name: string) =>
      trainerAccounts.find((account) => `${account.firstName} ${account.lastName}` === name)?.id ?? null;
    for (const course of DEMO_COURSES) {
      const { id } = await trx
        .insertInto('courses')
        .values((eb) => ({
          title: course.title,
          description: course.description,
          difficulty: course.difficulty,
          imageUrl: null,
          durationMinutes: course.durationMinutes,
          bookable: fromBool(true),
          category: course.category ?? null,
          createdAt: stamp,
          updatedAt: stamp,
          locationId: firstLocationId(eb),
        }))
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
          trainerId: trainerIdOf(course.trainer),
          maxParticipants: course.maxParticipants,
          createdAt: stamp,
        })),
      );
      await trx.insertInto('courseSettings').values(sessions).execute();
    }
    const member = DEMO_ACCOUNTS.find((account) => account.roles.includes('User'))!;
    const { id: userId } = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', member.email)
      .executeTakeFirstOrThrow();
    const today = berlinDate(now);
    for (const name of DEMO_MEMBER_MEMBERSHIPS) {
      const type = await trx
        .selectFrom('membershipTypes')
        .select(['id', 'credits', 'validityDays'])
        .where('name', '=', name)
        .executeTakeFirst();
      if (!type) continue;
      await trx
        .insertInto('memberships')
        .values({
          userId,
          typeId: type.id,
          startsOn: today,
          endsOn: type.validityDays ? addDays(today, type.validityDays - 1) : null,
          pausedFrom: null,
          pausedUntil: null,
          credits: type.credits,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .execute();
    }
  });
  return true;
}

/** The billing demo's member with a known password (issue 33): sees their invoices under 'Meine Beiträge'. */
export const BILLING_DEMO_ACCOUNT = {
  email: 'beitrag@kraftraum.de',
  password: 'Beitrag-Demo-2026',
  firstName: 'Frieda',
  lastName: 'Vollmer',
} as const;

/** One demo contract of the billing demo, its dates as days relative to the next month's 1st. */
interface BillingDemoContract {
  number: string;
  email: string;
  firstName: string;
  lastName: string;
  tier: 'CORE' | 'HYBRID PRO';
  iban: string;
  /** Days from the next month's 1st (negative: before it). */
  startsIn: number;
  setupFee: boolean;
  /** Last day, days from the next month's 1st; null while open. */
  endsIn: number | null;
  pause: [from: number, until: number] | null;
}

/**
 * A run of the next month over these shows each case of the dues (issue 33): a start on the 16th pro rata with the
 * Startpaket, a full month, a pause of 14 days (free days), a contract cancelled for the end of this month
 * (nothing due) and an end on the 20th (pro rata).
 */
export const BILLING_DEMO_CONTRACTS: readonly BillingDemoContract[] = [
  {
    number: 'KR-DEMO0001',
    email: 'paula.neumann@example.org',
    firstName: 'Paula',
    lastName: 'Neumann',
    tier: 'HYBRID PRO',
    iban: 'DE89370400440532013000',
    startsIn: 15,
    setupFee: true,
    endsIn: null,
    pause: null,
  },
  {
    number: 'KR-DEMO0002',
    email: BILLING_DEMO_ACCOUNT.email,
    firstName: BILLING_DEMO_ACCOUNT.firstName,
    lastName: BILLING_DEMO_ACCOUNT.lastName,
    tier: 'CORE',
    iban: 'DE12500105170648489890',
    startsIn: -92,
    setupFee: false,
    endsIn: null,
    pause: null,
  },
  {
    number: 'KR-DEMO0003',
    email: 'paul.pause@example.org',
    firstName: 'Paul',
    lastName: 'Pausewang',
    tier: 'CORE',
    iban: 'DE91100000000123456789',
    startsIn: -61,
    setupFee: false,
    endsIn: null,
    pause: [0, 13],
  },
  {
    number: 'KR-DEMO0004',
    email: 'karl.kuendig@example.org',
    firstName: 'Karl',
    lastName: 'Kündig',
    tier: 'CORE',
    iban: 'DE75512108001245126199',
    startsIn: -400,
    setupFee: false,
    endsIn: -1,
    pause: null,
  },
  {
    number: 'KR-DEMO0005',
    email: 'ella.ende@example.org',
    firstName: 'Ella',
    lastName: 'Endres',
    tier: 'HYBRID PRO',
    iban: 'DE02500105170137075030',
    startsIn: -200,
    setupFee: false,
    endsIn: 19,
    pause: null,
  },
];

/**
 * The billing demo (issue 33) on a database seeded now: five members with contracts, SEPA mandates (the IBANs
 * encrypted with the server's key) and memberships whose dates are relative to `now` (the next month's 1st), so
 * the same seed clock gives the same run. Once: a database that has the first demo contract is left alone.
 */
export async function seedBillingDemo(
  db: Kysely<Database>,
  encrypt: (iban: string) => string,
  now: Date = new Date(),
): Promise<boolean> {
  const existing = await db
    .selectFrom('contracts')
    .select('id')
    .where('contractNumber', '=', BILLING_DEMO_CONTRACTS[0]!.number)
    .executeTakeFirst();
  if (existing) return false;
  const stamp = now.toISOString();
  const today = berlinDate(now);
  const nextFirst = addDays(`${today.slice(0, 7)}-01`, 32).slice(0, 7) + '-01';
  const at = (days: number) => addDays(nextFirst, days);
  const [knownHash, otherHash] = await Promise.all([
    hashPassword(BILLING_DEMO_ACCOUNT.password),
    hashPassword(`${randomUUID()}${randomUUID()}`),
  ]);
  await db.transaction().execute(async (trx) => {
    for (const demo of BILLING_DEMO_CONTRACTS) {
      const type = await trx
        .selectFrom('membershipTypes')
        .select([
          'id',
          'name',
          'monthlyPriceCents',
          'setupFeeCents',
          'minimumTermMonths',
          'noticePeriodWeeks',
        ])
        .where('name', '=', demo.tier)
        .executeTakeFirstOrThrow();
      const user = await trx
        .insertInto('users')
        .values({
          email: demo.email,
          firstName: demo.firstName,
          lastName: demo.lastName,
          passwordHash: demo.email === BILLING_DEMO_ACCOUNT.email ? knownHash : otherHash,
          roles: serializeRoles(['User']),
          isActive: fromBool(true),
          searchText: clientSearchText({ ...demo }),
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const startsOn = at(demo.startsIn);
      const endsOn = demo.endsIn === null ? null : at(demo.endsIn);
      const membership = await trx
        .insertInto('memberships')
        .values({
          userId: user.id,
          typeId: type.id,
          startsOn,
          endsOn,
          pausedFrom: demo.pause ? at(demo.pause[0]) : null,
          pausedUntil: demo.pause ? at(demo.pause[1]) : null,
          credits: null,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const monthly = type.monthlyPriceCents ?? 0;
      const term = type.minimumTermMonths ?? 12;
      const setupFee = demo.setupFee ? type.setupFeeCents : 0;
      const concluded = berlinToInstant(
        ...(addDays(startsOn, -10).split('-').map(Number) as [number, number, number]),
        10,
        0,
      ).toISOString();
      const debit = firstDebit({
        orderedAt: new Date(concluded),
        startsOn,
        monthlyPriceCents: monthly,
        setupFeeCents: setupFee,
        prenotificationDays: LEGAL_DEFAULTS.prenotificationDays,
      });
      const frozen = {
        contractNumber: demo.number,
        typeName: type.name,
        monthlyPriceCents: monthly,
        setupFeeCents: setupFee,
        minimumTermMonths: term,
        noticePeriodWeeks: type.noticePeriodWeeks,
        totalPriceCents: monthly * term + setupFee,
        startsOn,
        minimumTermEndsOn: minimumTermEnd(startsOn, term),
        withdrawalDeadline: addDays(concluded.slice(0, 10), 14),
      };
      const member = {
        firstName: demo.firstName,
        lastName: demo.lastName,
        dateOfBirth: '1990-01-01',
        street: 'Musterweg 1',
        postalCode: '10115',
        city: 'Berlin',
        email: demo.email,
        phone: '030 1234567',
      };
      const reference = mandateReference(demo.number);
      const studio = { ...LEGAL_DEFAULTS, name: LEGAL_DEFAULTS.studioName };
      // The contract as the order would have mailed it (the seeded pages' texts are the templates' defaults).
      const pdf = Buffer.from(
        await contractPdf({
          ...frozen,
          concludedAt: concluded,
          studio,
          member,
          firstDebit: debit,
          expressStartRequestedAt: null,
          accountHolder: `${demo.firstName} ${demo.lastName}`,
          ibanMasked: maskIban(demo.iban),
          mandateReference: reference,
          agbVersion: null,
          withdrawalVersion: null,
          texts: {
            mandate: sepaMandate({
              creditorName: LEGAL_DEFAULTS.studioName,
              creditorId: LEGAL_DEFAULTS.creditorId,
              mandateReference: reference,
            }),
            expressRequest: EXPRESS_START_REQUEST,
            agb: null,
            withdrawalInstructions: withdrawalInstructions(LEGAL_DEFAULTS),
            modelForm: modelWithdrawalForm(LEGAL_DEFAULTS),
          },
        }),
      ).toString('base64');
      await trx
        .insertInto('contracts')
        .values({
          ...frozen,
          ...member,
          idempotencyKey: `demo-${demo.number}`,
          requestHash: 'demo',
          userId: user.id,
          typeId: type.id,
          membershipId: membership.id,
          firstDebitOn: debit.date,
          firstDebitCents: debit.amountCents,
          concludedAt: concluded,
          expressStartRequestedAt: null,
          termsAcceptedAt: concluded,
          mandateConsentedAt: concluded,
          agbVersion: null,
          withdrawalVersion: null,
          accountHolder: `${demo.firstName} ${demo.lastName}`,
          ibanEncrypted: encrypt(demo.iban),
          ibanLast4: demo.iban.slice(-4),
          ibanMasked: maskIban(demo.iban),
          mandateReference: reference,
          mandateSignedOn: concluded.slice(0, 10),
          status: endsOn ? 'cancelled' : 'active',
          endsOn,
          cancellationKind: endsOn ? (demo.endsIn === -1 ? 'ordinary' : 'extraordinary') : null,
          cancellationReceivedAt: endsOn ? stamp : null,
          cancellationEndsOn: endsOn,
          pdf,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .execute();
    }
  });
  return true;
}
