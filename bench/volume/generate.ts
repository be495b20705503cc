// The data-volume generator (issue 32): fills an already migrated database of either engine with N members and a
// year of a studio's life, fast and in SQL (never through the API): members with memberships (CORE, HYBRID PRO,
// 10er-Karten whose credits are partly used), a year of weekly sessions up to the end of next week (0.32 sessions
// per member: 32,000 at 100,000 members), about ten bookings per member (attended or no-show, cancelled in time
// or late, waitlisted; this week's and next week's sessions confirmed, many full with a waitlist), the audit rows
// of the assignments and the sent confirmation mails. Every row is a function of its index and the fixed `now`,
// so two runs with the same options write the same data on both engines; `seed` varies the arithmetic.
// `locations` (issue 34) spreads it over a chain: the courses over the locations, each member at home where the
// one course it books is (see VolumeOptions.locations); 1, the default, is one studio as before.
//
// The app's invariants hold, so the routes behave as on real data (checkVolume proves it): a session's seats
// (confirmed, attended, no-show) never exceed its capacity; a waitlisted booking's position is its booking order;
// one open booking per member and session; every booking uses a membership that covers its date and category,
// with `counted` as the app keeps it (a timely cancellation and a closed waitlist place give it back, a late
// cancellation does not); a card's counted seats never exceed its credits.
//
// Users, courses, sessions, memberships and bookings get explicit ids above the table's largest (PostgreSQL's
// sequences are moved past them afterwards), so demo data or other rows already there stay as they are.
import { sql, PostgresAdapter, type Kysely } from 'kysely';
import { CATEGORIES } from '../../domain/courses/expand';
import { REMINDER_MINUTES_BEFORE } from '../../domain/constants';
import { addDays, berlinDate, berlinDayStart, berlinToInstant, berlinWallTime } from '../../domain/time';
import type { Database } from '../../server/db/schema';
import { seedMembershipTypes } from '../../server/db/seed';
import { firstLocationId } from '../../server/modules/locations/first-location';

export interface VolumeOptions {
  /** How many members (at least 50). */
  members: number;
  /** The instant the data is generated around ('this week', past and future); nothing reads the clock. */
  now: Date;
  /** Varies the arithmetic that spreads members over sessions and statuses (default 1). */
  seed?: number;
  /** Minutes before the start a reminder goes out (the past bookings' reminders are marked as queued). */
  reminderMinutesBefore?: number;
  /**
   * A chain of this many locations (issue 34; default 1: one studio, the data of earlier runs). The first is the
   * database's first location, the others are added. Course c belongs to location c mod L; the members are
   * spread over the courses (member i books the sessions of course i mod C only) and their home studio is that
   * course's location, so every location's members book at home and the locations' sizes follow their courses.
   */
  locations?: number;
}

export interface VolumeResult {
  /** Member i (0-based) has the id `firstMemberId + i`; its kind is `memberKind(i)`. */
  firstMemberId: number;
  members: number;
  /** The generated trainers' ids (each leads the sessions of every trainers.length-th course). */
  trainerIds: number[];
  /** Session s (0-based, in order of start) has the id `firstSessionId + s`. */
  firstSessionId: number;
  /** The chain's locations in order (ids; the first is the database's first location). */
  locationIds: number[];
  /** Location k's slug (same order). */
  locationSlugs: string[];
  /** The first course's id; course c has the id `firstCourseId + c` and belongs to location c mod L. */
  firstCourseId: number;
  sessions: number;
  courses: number;
  memberships: number;
  bookings: number;
  auditRows: number;
  mails: number;
  /** Wall time of the generation. */
  ms: number;
}

export type MemberKind = 'CORE' | 'HYBRID PRO' | '10er-Karte';

/** Member i's membership: 15 % hold 10er-Karten (three in a row over the year), 25 % HYBRID PRO, 60 % CORE. */
export function memberKind(i: number): MemberKind {
  const r = i % 20;
  return r < 3 ? '10er-Karte' : r < 8 ? 'HYBRID PRO' : 'CORE';
}

/** Sessions per member and year (issue 32: 32,000 at 100,000 members). */
const SESSIONS_PER_MEMBER = 0.32;
/** Weeks of sessions: the 51 before this one, this one and the next. */
const WEEKS_BACK = 51;
const WEEKS = WEEKS_BACK + 2;
/** Weekly slots per course. */
const SLOTS_PER_COURSE = 4;
/** Booking slots per session: 22 … 40 (mean 31: ten bookings per member at 0.32 sessions per member). */
const SLOTS_MIN = 22;
const SLOTS_SPREAD = 19;
const SLOTS_MAX = SLOTS_MIN + SLOTS_SPREAD - 1;
/** A session's capacity: 20 … 40. */
const capacityOf = (s: number) => 20 + ((s * 7) % 21);
/** Every tenth booking slot of a session is a cancelled booking. */
const CANCEL_EVERY = 10;
/** A card's validity (the seed's 10er-Karte: 10 credits, 180 days) and the three cards' first days. */
const CARD_DAYS = 180;
const CARD_STARTS = [-520, -340, -160] as const;

// prettier-ignore
const FIRST_NAMES = [
  'Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta', 'Hannah', 'Ida', 'Jonas',
  'Karla', 'Leon', 'Lina', 'Luca', 'Marie', 'Mats', 'Mia', 'Noah', 'Olivia', 'Paul',
  'Frieda', 'Elias', 'Sophie', 'Theo', 'Emil', 'Lea', 'Finn', 'Nele', 'Henry', 'Ella',
  'Jakob', 'Mila', 'Oskar', 'Lotta', 'Anton', 'Maja', 'Moritz', 'Ronja', 'Samuel', 'Tom',
  'Yusuf', 'Aylin', 'Mehmet', 'Zeynep', 'Piotr', 'Katarzyna', 'Ivan', 'Elena', 'Ali', 'Sara',
];
// prettier-ignore
const LAST_NAMES = [
  'Mueller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann',
  'Koch', 'Richter', 'Klein', 'Wolf', 'Schroeder', 'Neumann', 'Schwarz', 'Braun', 'Zimmermann', 'Krueger',
  'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Krause', 'Meier', 'Lehmann', 'Schmid', 'Schulze',
  'Maier', 'Koehler', 'Herrmann', 'Koenig', 'Walter', 'Mayer', 'Huber', 'Kaiser', 'Fuchs', 'Peters',
  'Lang', 'Scholz', 'Moeller', 'Weiss', 'Jung', 'Hahn', 'Schubert', 'Vogel', 'Friedrich', 'Keller',
  'Yilmaz', 'Kaya', 'Nowak', 'Kowalski', 'Popescu',
];

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** SQL text that differs between the engines (all values are ours: numbers and ISO instants, no input). */
function dialectSql(postgres: boolean) {
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  return {
    bool: (value: boolean) => (postgres ? String(value) : value ? '1' : '0'),
    instant: (iso: string) => (postgres ? `timestamptz ${quote(iso)}` : quote(iso)),
    /** An instant minus a number of minutes (an SQL integer expression). */
    minusMinutes: (instant: string, minutes: string) =>
      postgres
        ? `(${instant} - (${minutes}) * interval '1 minute')`
        : `strftime('%Y-%m-%dT%H:%M:%fZ', ${instant}, '-' || (${minutes}) || ' minutes')`,
    least: (...values: string[]) => `${postgres ? 'least' : 'min'}(${values.join(', ')})`,
    json: (pairs: Array<[string, string]>) =>
      postgres
        ? `json_build_object(${pairs.map(([k, v]) => `${quote(k)}, ${v}`).join(', ')})::text`
        : `json_object(${pairs.map(([k, v]) => `${quote(k)}, ${v}`).join(', ')})`,
    /** 0 … n-1 as the CTE `name(i)` (a recursive CTE: one statement on both engines). */
    series: (name: string, n: number) =>
      `${name}(i) as (select 0 union all select i + 1 from ${name} where i < ${n - 1})`,
    /** A name list as the CTE `name(k, v)`. */
    list: (name: string, values: readonly string[]) =>
      `${name}(k, v) as (values ${values.map((v, k) => `(${k}, ${quote(v)})`).join(', ')})`,
    quote,
  };
}

async function maxId(
  db: Kysely<Database>,
  table: 'users' | 'courses' | 'courseSettings' | 'memberships' | 'bookings',
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * The chain's first L locations in order, adding 'Volumen-Standort k' (slug volumen-k) where fewer exist. The
 * added ones copy the first location's opening hours; addresses are made up.
 */
async function chainLocations(
  trx: Kysely<Database>,
  L: number,
  nowIso: string,
): Promise<Array<{ id: number; slug: string }>> {
  const existing = await trx
    .selectFrom('locations')
    .select(['id', 'slug', 'openingHours', 'sortOrder'])
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  const first = existing[0];
  if (!first) throw new Error('generateVolume: no location (the locations migration adds the first)');
  const lastOrder = Math.max(...existing.map((l) => l.sortOrder));
  for (let k = existing.length; k < L; k++) {
    const number = String(k + 1).padStart(2, '0');
    const added = await trx
      .insertInto('locations')
      .values({
        slug: `volumen-${number}`,
        name: `Volumen-Standort ${number}`,
        street: `Chausseestraße ${k + 1}`,
        postalCode: String(10115 + k),
        city: 'Berlin',
        phone: `030 5550${number}`,
        email: `standort-${number}@volume.example.de`,
        openingHours: first.openingHours,
        mapUrl: null,
        sortOrder: lastOrder + k,
        createdAt: nowIso,
        updatedAt: nowIso,
      })
      .returning(['id', 'slug', 'openingHours', 'sortOrder'])
      .executeTakeFirstOrThrow();
    existing.push(added);
  }
  return existing.slice(0, L).map((l) => ({ id: l.id, slug: l.slug }));
}

/**
 * Fills the database (see the file's comment). One transaction; on SQLite the whole generation is one
 * BEGIN … COMMIT. 100,000 members take well under a minute on either engine.
 */
export async function generateVolume(db: Kysely<Database>, options: VolumeOptions): Promise<VolumeResult> {
  const started = performance.now();
  const M = Math.floor(options.members);
  if (!(M >= 50)) throw new Error('generateVolume: at least 50 members');
  const seed = Math.max(1, Math.floor(options.seed ?? 1));
  const L = Math.max(1, Math.floor(options.locations ?? 1));
  const postgres = isPostgres(db);
  const d = dialectSql(postgres);
  const now = options.now;
  const nowIso = now.toISOString();
  const nowSql = d.instant(nowIso);
  const today = berlinDate(now);
  const reminderMinutes = options.reminderMinutesBefore ?? REMINDER_MINUTES_BEFORE;
  /** The stride between two sessions' first members: about the mean slots per session, coprime to most N. */
  const stride = SLOTS_MIN + Math.floor(SLOTS_SPREAD / 2) + ((seed - 1) % 7) * 2;

  // The studio's membership types (the seed's, when the table is empty), looked up by name.
  await seedMembershipTypes(db, now);
  const types = await db.selectFrom('membershipTypes').select(['id', 'name']).execute();
  const typeId = (name: MemberKind) => {
    const type = types.find((t) => t.name === name);
    if (!type) throw new Error(`generateVolume: no membership type '${name}'`);
    return type.id;
  };

  // The timetable: perWeek sessions a week (SLOTS_PER_COURSE per course), 53 weeks, in order of start.
  const perWeek = Math.max(1, Math.round((M * SESSIONS_PER_MEMBER) / WEEKS));
  const courseCount = Math.ceil(perWeek / SLOTS_PER_COURSE);
  const trainerCount = Math.max(2, Math.ceil(perWeek / 20));
  const wall = berlinWallTime(now);
  const monday = wall.day - (wall.weekday - 1);
  const weekly = Array.from({ length: perWeek }, (_, n) => {
    const course = n % courseCount;
    const slot = Math.floor(n / courseCount);
    return {
      course,
      weekday: 1 + ((course + slot * 2 + seed) % 7),
      hour: 6 + ((course * 5 + slot * 3 + seed) % 15),
      minute: course % 2 ? 30 : 0,
    };
  });
  const sessionTimes = Array.from({ length: WEEKS }, (_, w) =>
    weekly.map((slot) => ({
      course: slot.course,
      at: berlinToInstant(
        wall.year,
        wall.month,
        monday + (w - WEEKS_BACK) * 7 + slot.weekday - 1,
        slot.hour,
        slot.minute,
      ).toISOString(),
    })),
  )
    .flat()
    .sort((a, b) => a.at.localeCompare(b.at) || a.course - b.course);
  const S = sessionTimes.length;

  // SQLite keeps 2 MB of pages by default: a million bookings' six indexes want more while they are written.
  const cacheSize = postgres
    ? undefined
    : (await sql<{ cacheSize: number }>`pragma cache_size`.execute(db)).rows[0]?.cacheSize;
  if (!postgres) await sql`pragma cache_size = -262144`.execute(db);
  const result = await db.transaction().execute(async (trx) => {
    const userBase = await maxId(trx, 'users');
    const courseBase = await maxId(trx, 'courses');
    const sessionBase = await maxId(trx, 'courseSettings');
    const membershipBase = await maxId(trx, 'memberships');
    const bookingBase = await maxId(trx, 'bookings');
    const firstTrainerId = userBase + 1;
    const firstMemberId = userBase + trainerCount + 1;
    const actor = await trx
      .selectFrom('users')
      .select('id')
      .where('roles', 'like', '%"Admin"%')
      .orderBy('id')
      .executeTakeFirst();
    const actorId = actor?.id ?? firstTrainerId;
    const run = (text: string) => sql.raw(text).execute(trx);
    const chain = await chainLocations(trx, L, nowIso);
    /** Course c's location id, and member i's home studio: the location of course i mod C. */
    const locationOfCourse = (c: string) =>
      L === 1
        ? String(chain[0]!.id)
        : `case (${c}) % ${L} ${chain.map((l, k) => `when ${k} then ${l.id}`).join(' ')} end`;

    // Trainers and members: names from the lists, ASCII (their folded search text is lower()).
    const users = (
      count: number,
      firstId: number,
      roles: string,
      email: (first: string, last: string) => string,
      dayOf: string,
      home: string,
    ) => `
      with recursive ${d.series('seq', count)}, ${d.list('fn', FIRST_NAMES)}, ${d.list('ln', LAST_NAMES)},
      named as (
        select seq.i, fn.v as first_name, ln.v as last_name
          from seq
          join fn on fn.k = (seq.i * ${seed}) % ${FIRST_NAMES.length}
          join ln on ln.k = (seq.i / ${FIRST_NAMES.length} + seq.i * ${seed}) % ${LAST_NAMES.length}
      ),
      addressed as (select named.*, ${email('named.first_name', 'named.last_name')} as email from named)
      insert into users (id, email, first_name, last_name, password_hash, roles, is_active, created_at, updated_at,
                         search_text, must_change_password, home_location_id)
      select ${firstId} + i, email, first_name, last_name, '!', ${d.quote(roles)}, ${d.bool(true)},
             ${dayOf}, ${dayOf},
             lower(first_name || ' ' || last_name || ' | ' || last_name || ' ' || first_name || ' | ' || email),
             ${d.bool(false)}, ${home}
        from addressed`;
    const joined = (first: string, last: string) => `lower(${first}) || '.' || lower(${last})`;
    await run(
      users(
        trainerCount,
        firstTrainerId,
        '["Trainer"]',
        (f, l) => `${joined(f, l)} || '.trainer' || i || '@volume.example.de'`,
        nowSql,
        'null',
      ),
    );
    // A member joined 1 … 2 years before now (before the year of sessions and any membership).
    await run(
      users(
        M,
        firstMemberId,
        '["User"]',
        (f, l) => `${joined(f, l)} || '.' || i || '@volume.example.de'`,
        d.minusMinutes(nowSql, `(400 + i % 365) * 1440`),
        locationOfCourse(`i % ${courseCount}`),
      ),
    );
    const trainers = await trx
      .selectFrom('users')
      .select(['id', 'firstName', 'lastName'])
      .where('id', '>=', firstTrainerId)
      .where('id', '<', firstMemberId)
      .orderBy('id')
      .execute();

    // Courses (the four regular categories: every membership type covers them) and their sessions.
    for (let c = 0; c < courseCount; c++) {
      await trx
        .insertInto('courses')
        .values((eb) => ({
          id: courseBase + 1 + c,
          title: `Volumen-Kurs ${String(c + 1).padStart(3, '0')}`,
          description: 'Ein Kurs der Datenmenge (bench/volume).',
          difficulty: 1 + (c % 3),
          imageUrl: null,
          durationMinutes: c % 3 === 2 ? 45 : 60,
          bookable: 1,
          category: CATEGORIES[c % CATEGORIES.length]!,
          createdAt: addDays(today, -400) + 'T08:00:00.000Z',
          updatedAt: addDays(today, -400) + 'T08:00:00.000Z',
          locationId: L === 1 ? firstLocationId(eb) : chain[c % L]!.id,
        }))
        .execute();
    }
    const sessions = sessionTimes.map((session, s) => {
      const trainer = trainers[session.course % trainers.length]!;
      return {
        id: sessionBase + 1 + s,
        courseId: courseBase + 1 + session.course,
        scheduledAt: session.at,
        trainerName: `${trainer.firstName} ${trainer.lastName}`,
        trainerId: trainer.id,
        maxParticipants: capacityOf(s + seed),
        createdAt: addDays(today, -400) + 'T08:00:00.000Z',
      };
    });
    for (let i = 0; i < sessions.length; i += 1000)
      await trx
        .insertInto('courseSettings')
        .values(sessions.slice(i, i + 1000))
        .execute();

    // Memberships: ids membershipBase + 1 + 3i + c (c: the card of the period; 0 for the others).
    const cardId = typeId('10er-Karte');
    const cardStart = (c: number) => d.quote(addDays(today, CARD_STARTS[c]!));
    const cardEnd = (c: number) => d.quote(addDays(today, CARD_STARTS[c]! + CARD_DAYS - 1));
    const kindOf = (i: string) =>
      `case when ${i} % 20 < 3 then 'card' when ${i} % 20 < 8 then 'hybrid' else 'core' end`;
    await run(`
      with recursive ${d.series('seq', M)}, ${d.series('card', 3)},
      member as (select i, ${kindOf('i')} as kind from seq)
      insert into memberships (id, user_id, type_id, starts_on, ends_on, paused_from, paused_until, credits,
                               created_at, updated_at)
      select ${membershipBase + 1} + 3 * member.i + card.i, ${firstMemberId} + member.i,
             case member.kind when 'card' then ${cardId} when 'hybrid' then ${typeId('HYBRID PRO')}
                  else ${typeId('CORE')} end,
             case when member.kind <> 'card'
                  then ${d.quote(addDays(today, -400))}
                  when card.i = 0 then ${cardStart(0)} when card.i = 1 then ${cardStart(1)} else ${cardStart(2)} end,
             case when member.kind <> 'card' then null
                  when card.i = 0 then ${cardEnd(0)} when card.i = 1 then ${cardEnd(1)} else ${cardEnd(2)} end,
             null, null,
             case when member.kind = 'card' then 10 else null end,
             ${nowSql}, ${nowSql}
        from member join card on card.i = 0 or member.kind = 'card'`);

    // Bookings: session s has slots j < SLOTS_MIN + (13 s mod SLOTS_SPREAD); slot j is member (stride·s + j) mod
    // M (distinct within a session). Every tenth slot is cancelled (a third of those late: still counted); the
    // others take the seats in slot order up to the capacity, the rest wait. Sessions that ended (start 2 h
    // before now) have attended (80 %) and no-show seats and closed waitlists; the others confirmed seats and
    // open waitlists. Ids bookingBase + 1 + 64 s + j: booking order is slot order.
    const s = `(cs.id - ${sessionBase + 1})`;
    // A chain: the k-th session of course c takes the members of course c's group (i mod C = c), stepping through
    // them as one studio steps through all (k counts the course's own sessions, so the step is even and no card
    // is used beyond its credits); each member books at home.
    const c = `(cs.course_id - ${courseBase + 1})`;
    const group = `((${M - 1} - ${c}) / ${courseCount} + 1)`;
    const member =
      L === 1
        ? `((${stride} * ${s} + j.i) % ${M})`
        : `(${c} + ${courseCount} * ((${stride} * cs.k + j.i) % ${group}))`;
    const sessionsRead =
      L === 1
        ? 'course_settings cs'
        : `(select s0.*, row_number() over (partition by s0.course_id order by s0.id) - 1 as k
              from course_settings s0 where s0.id > ${sessionBase}) cs`;
    const members = L === 1 ? String(M) : group;
    const ended = `(cs.scheduled_at < ${d.minusMinutes(nowSql, '120')})`;
    const cancelled = `(j.i % ${CANCEL_EVERY} = ${CANCEL_EVERY - 1})`;
    const late = `((${s} + j.i) % 3 = 0)`;
    const seat = `(j.i - j.i / ${CANCEL_EVERY} < cs.max_participants)`;
    const attended = `((${s} * 7 + j.i * 3 + ${seed}) % 10 < 8)`;
    const cutoffs = [1, 2].map((c) =>
      d.instant(berlinDayStart(addDays(today, CARD_STARTS[c]!)).toISOString()),
    );
    const card = `case when cs.scheduled_at < ${cutoffs[0]} then 0 when cs.scheduled_at < ${cutoffs[1]} then 1 else 2 end`;
    const createdAt = d.least(
      nowSql,
      d.minusMinutes('cs.scheduled_at', `(${s} + j.i) % 14 * 1440 + 1440 - j.i * 10`),
    );
    await run(`
      with recursive ${d.series('j', SLOTS_MAX)},
      slot as (
        select cs.id as session_id, cs.scheduled_at, j.i as j, ${member} as m,
               case when ${cancelled} then 'cancelled'
                    when not ${seat} then 'pending'
                    when not ${ended} then 'confirmed'
                    when ${attended} then 'attended' else 'no_show' end as status,
               ${cancelled} and ${late} as late,
               ${ended} as ended,
               ${member} % 20 < 3 as is_card,
               ${card} as card,
               ${createdAt} as created_at
          from ${sessionsRead}
          join j on j.i < ${SLOTS_MIN} + (${s} * 13 + ${seed}) % ${SLOTS_SPREAD} and j.i < ${members}
         where cs.id > ${sessionBase}
      ),
      stamped as (
        select slot.*,
               case when status = 'cancelled'
                    then ${d.least(nowSql, `case when late then ${d.minusMinutes('scheduled_at', '30')} else ${d.minusMinutes('scheduled_at', '360')} end`)}
               end as cancelled_at,
               case when status = 'attended' then ${d.minusMinutes('scheduled_at', '10')} end as checked_in_at
          from slot
      )
      insert into bookings (id, user_id, course_setting_id, status, created_at, updated_at, cancelled_at, promoted_at,
                            notes, checked_in_at, checked_in_by, membership_id, counted, waitlist_closed_at,
                            reminder_queued_at)
      select ${bookingBase + 1} + (session_id - ${sessionBase + 1}) * 64 + j,
             ${firstMemberId} + m, session_id, status, created_at,
             coalesce(cancelled_at, checked_in_at, created_at),
             cancelled_at, null, null, checked_in_at,
             case when status = 'attended' then ${actorId} end,
             ${membershipBase + 1} + 3 * m + case when is_card then card else 0 end,
             case when status = 'cancelled' then late
                  when status = 'pending' then not ended
                  else ${d.bool(true)} end,
             case when status = 'pending' and ended then scheduled_at end,
             case when status in ('attended', 'no_show') then ${d.minusMinutes('scheduled_at', String(reminderMinutes))} end
        from stamped`);

    // The audit of the assignments, and a sent confirmation mail for every third booking that got a seat.
    await run(`
      insert into audit_log (actor_id, action, entity_type, entity_id, details, at)
      select ${actorId}, 'membership.assign', 'membership', m.id,
             ${d.json([
               ['userId', 'm.user_id'],
               ['typeId', 'm.type_id'],
               ['name', 't.name'],
               ['startsOn', 'm.starts_on'],
             ])},
             m.created_at
        from memberships m join membership_types t on t.id = m.type_id
       where m.id > ${membershipBase}`);
    await run(`
      insert into mail_outbox (kind, recipient, user_id, contact_message_id, payload, created_at, sent_at,
                               send_attempts, next_attempt_at, claimed_until, last_error, sent_by)
      select 'booking-confirmed', u.email, u.id, null,
             ${d.json([
               ['firstName', 'u.first_name'],
               ['bookingId', 'b.id'],
               ['courseTitle', 'c.title'],
               [
                 'scheduledAt',
                 postgres
                   ? `to_char(cs.scheduled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
                   : 'cs.scheduled_at',
               ],
               ['durationMinutes', 'c.duration_minutes'],
               ['trainerName', 'cs.trainer_name'],
               ['courseId', 'c.id'],
               ['courseSettingId', 'cs.id'],
             ])},
             b.created_at, b.created_at, 1, null, null, null, 'mail'
        from bookings b
        join users u on u.id = b.user_id
        join course_settings cs on cs.id = b.course_setting_id
        join courses c on c.id = cs.course_id
       where b.id > ${bookingBase} and b.id % 3 = 0 and b.status in ('confirmed', 'attended', 'no_show')`);

    if (postgres) {
      for (const table of ['users', 'courses', 'course_settings', 'memberships', 'bookings'])
        await run(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    }
    const count = async (from: string) =>
      Number(
        (await sql.raw<{ n: number | string }>(`select count(*) as n from ${from}`).execute(trx)).rows[0]?.n,
      );
    return {
      firstMemberId,
      trainerIds: trainers.map((t) => t.id),
      firstSessionId: sessionBase + 1,
      firstCourseId: courseBase + 1,
      locationIds: chain.map((l) => l.id),
      locationSlugs: chain.map((l) => l.slug),
      memberships: await count(`memberships where id > ${membershipBase}`),
      bookings: await count(`bookings where id > ${bookingBase}`),
      auditRows: await count(
        `audit_log where action = 'membership.assign' and entity_id > ${membershipBase}`,
      ),
      mails: await count(`mail_outbox where user_id >= ${firstMemberId}`),
    };
  });
  // A studio's years of data have been vacuumed by autovacuum long since: hint bits set, pages marked all-visible
  // (index-only scans), nothing left to vacuum. A million rows just inserted are not: analysed only, autovacuum
  // starts on them during the measurements and the first reads of every page write its hint bits.
  // On SQLite the same for the write-ahead log: the generated pages copied into the database file now, not by
  // a checkpoint in the middle of a measurement.
  if (postgres) await sql`vacuum (analyze)`.execute(db);
  else {
    await sql.raw(`pragma cache_size = ${Number(cacheSize ?? -2000)}`).execute(db);
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
  }
  return {
    ...result,
    members: M,
    sessions: S,
    courses: courseCount,
    ms: performance.now() - started,
  };
}

/**
 * The invariants the routes rely on, read back from the database (all rows, not only generated ones): answers
 * what is wrong, empty when nothing is. Costs a few full reads of bookings: for tests and the runner's check.
 */
export async function checkVolume(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const overbooked = await db
    .selectFrom('bookings as b')
    .innerJoin('courseSettings as s', 's.id', 'b.courseSettingId')
    .select(['s.id', 's.maxParticipants', (eb) => eb.fn.countAll<number>().as('n')])
    .where('b.status', 'in', ['confirmed', 'attended', 'no_show'])
    .groupBy(['s.id', 's.maxParticipants'])
    .having((eb) => eb(eb.fn.countAll(), '>', eb.ref('s.maxParticipants')))
    .limit(5)
    .execute();
  for (const row of overbooked)
    problems.push(`session ${row.id}: ${row.n} seats taken of ${row.maxParticipants}`);
  const doubled = await db
    .selectFrom('bookings')
    .select(['userId', 'courseSettingId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', 'in', ['confirmed', 'pending', 'attended', 'no_show'])
    .groupBy(['userId', 'courseSettingId'])
    .having((eb) => eb(eb.fn.countAll(), '>', 1))
    .limit(5)
    .execute();
  for (const row of doubled)
    problems.push(`member ${row.userId}: ${row.n} open bookings of session ${row.courseSettingId}`);
  const cards = await db
    .selectFrom('bookings as b')
    .innerJoin('memberships as m', 'm.id', 'b.membershipId')
    .select(['m.id', 'm.credits', (eb) => eb.fn.countAll<number>().as('n')])
    .where('m.credits', 'is not', null)
    .where('b.counted', '=', sql<number>`true`)
    .where('b.status', '!=', 'pending')
    .groupBy(['m.id', 'm.credits'])
    .having((eb) => eb(eb.fn.countAll(), '>', eb.ref('m.credits')))
    .limit(5)
    .execute();
  for (const row of cards) problems.push(`card ${row.id}: ${row.n} credits used of ${row.credits}`);
  // A booking's membership is the member's own and in force on the session's Berlin date.
  const foreign = await db
    .selectFrom('bookings as b')
    .innerJoin('memberships as m', 'm.id', 'b.membershipId')
    .innerJoin('courseSettings as s', 's.id', 'b.courseSettingId')
    .select(['b.id', 'b.userId', 'm.userId as holder', 'm.startsOn', 'm.endsOn', 's.scheduledAt'])
    .where((eb) =>
      eb.or([
        eb('m.userId', '!=', eb.ref('b.userId')),
        eb('m.startsOn', '>', sql<string>`substr(cast(${sql.ref('s.scheduledAt')} as text), 1, 10)`),
        eb('m.endsOn', '<', sql<string>`substr(cast(${sql.ref('s.scheduledAt')} as text), 1, 10)`),
      ]),
    )
    .limit(50)
    .execute();
  // The quick filter above compares UTC dates; the rule compares Berlin dates: confirm each candidate.
  for (const row of foreign) {
    const date = berlinDate(row.scheduledAt);
    if (row.holder !== row.userId || date < row.startsOn || (row.endsOn !== null && date > row.endsOn))
      problems.push(`booking ${row.id}: membership not the member's or not in force on ${date}`);
  }
  const waitlisted = await db
    .selectFrom('bookings as b')
    .innerJoin('courseSettings as s', 's.id', 'b.courseSettingId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('b.status', '=', 'pending')
    .where('b.waitlistClosedAt', 'is', null)
    .where('b.counted', '!=', sql<number>`true`)
    .executeTakeFirstOrThrow();
  if (Number(waitlisted.n) > 0) problems.push(`${waitlisted.n} open waitlist places not counted`);
  return problems;
}
