// Server configuration, parsed once at boot from the environment; a bad value stops the start with a list.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from '#domain/schemas/zod';
import {
  BOOKING_DEADLINE_MINUTES,
  CANCELLATION_DEADLINE_MINUTES,
  REMINDER_MINUTES_BEFORE,
} from '#domain/constants';
import webpush from 'web-push';
import { newContractKey } from './lib/iban-cipher';
import { ensurePrivateDir, readOrCreatePrivateFile } from './lib/private-files';

const FLAG_VALUES = ['true', 'false', '1', '0', 'yes', 'no'] as const;
const flag = z.pipe(
  z.enum(FLAG_VALUES),
  z.transform((value: (typeof FLAG_VALUES)[number]) => ['true', '1', 'yes'].includes(value)),
);

/** Defaults that buildApp also falls back to when a test passes a partial configuration. */
export const MAIL_DEFAULTS = {
  mailTo: 'studio@kraftraum.de',
  mailFrom: 'Kraftraum Studio <no-reply@kraftraum.de>',
  mailRetryMs: 60_000,
  /** How long a sender's claim on an outbox row lasts; renewed every third of it while a send is in flight. */
  mailClaimMs: 60_000,
  intakeRateLimit: 5,
} as const;

const EnvSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 8080),
  /** 127.0.0.1 by default; HOST=0.0.0.0 makes the studio's tablets on the LAN reach it. */
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), 'data'),
  DATABASE_URL: z.optional(
    z
      .string()
      .check(z.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')),
  ),
  /**
   * Where the migrations run, when not through DATABASE_URL: PostgreSQL directly while the app goes through
   * PgBouncer in transaction mode (Kysely's migrator holds a session lock across statements), or a role that
   * may change the schema while the app's may not (bench/README.md, 'PostgreSQL for a chain').
   */
  MIGRATION_DATABASE_URL: z.optional(
    z
      .string()
      .check(
        z.regex(/^postgres(ql)?:\/\//, 'MIGRATION_DATABASE_URL must start with postgres:// or postgresql://'),
      ),
  ),
  /** Connections per API process to PostgreSQL (several processes: their sum stays under max_connections). */
  DATABASE_POOL_SIZE: z._default(
    z.coerce
      .number()
      .check(
        z.int('DATABASE_POOL_SIZE must be a whole number'),
        z.gte(1, 'DATABASE_POOL_SIZE must be at least 1'),
        z.lte(200, 'DATABASE_POOL_SIZE must be at most 200'),
      ),
    10,
  ),
  /**
   * PostgreSQL: the hot statements as named prepared statements (decision 0216); false behind a pooler that
   * cannot keep them (PgBouncer in transaction mode before 1.21, or without max_prepared_statements).
   */
  DATABASE_PREPARED_STATEMENTS: z._default(flag, true),
  JWT_SECRET: z.optional(z.string().check(z.minLength(32, 'JWT_SECRET must be at least 32 characters'))),
  /** The key of the IBANs at rest (issue 31): base64url of 32 bytes; without it one is generated into DATA_DIR. */
  CONTRACT_KEY: z.optional(
    z
      .string()
      .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'CONTRACT_KEY must be 32 bytes in base64url (43 characters)')),
  ),
  SEED_DEMO: z._default(flag, true),
  STATIC_DIR: z._default(z.string().check(z.minLength(1)), 'dist'),
  /** The site's public address (https://kraftraum.de) for canonical and link-preview URLs. */
  PUBLIC_URL: z.optional(
    z
      .string()
      .check(
        z.regex(/^https?:\/\/[^/]+$/, 'PUBLIC_URL must be an origin like https://kraftraum.de (no path)'),
      ),
  ),
  /** Host names (comma-separated, with port where not the default) whose Host header may name the links. */
  ALLOWED_HOSTS: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^\s*[a-z0-9.-]+(:\d+)?\s*(,\s*[a-z0-9.-]+(:\d+)?\s*)*$/i,
          'ALLOWED_HOSTS must list host[:port] names, comma-separated',
        ),
      ),
  ),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Requests per minute and client address on the sign-in and registration routes. */
  AUTH_RATE_LIMIT: z._default(z.coerce.number().check(z.int(), z.positive()), 20),
  /** Requests per minute and client address on everything else under /api. */
  API_RATE_LIMIT: z._default(z.coerce.number().check(z.int(), z.positive()), 600),
  TRUST_PROXY: z._default(flag, false),
  /** Where per-address request counts live; without a value: database with DATABASE_URL, else memory. */
  RATE_LIMIT_STORE: z.optional(z.enum(['memory', 'database'])),
  /** smtp://user:pass@host:port for the contact form's mails; without it messages are only stored. */
  SMTP_URL: z.optional(
    z.string().check(z.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')),
  ),
  MAIL_TO: z._default(z.string().check(z.minLength(3)), MAIL_DEFAULTS.mailTo),
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), MAIL_DEFAULTS.mailFrom),
  MAIL_RETRY_MS: z._default(z.coerce.number().check(z.int(), z.gte(100)), MAIL_DEFAULTS.mailRetryMs),
  MAIL_CLAIM_MS: z._default(z.coerce.number().check(z.int(), z.gte(1000)), MAIL_DEFAULTS.mailClaimMs),
  INTAKE_RATE_LIMIT: z._default(
    z.coerce.number().check(z.int(), z.positive()),
    MAIL_DEFAULTS.intakeRateLimit,
  ),
  /** The app's public address, for the links in mails (password reset, my courses); no trailing slash. */
  APP_URL: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^https?:\/\/[^/\s]+(\/[^\s]*[^/\s])?$/,
          'APP_URL must be http(s)://host[/path] without a trailing slash',
        ),
      ),
  ),
  /** How many backups `npm run backup` keeps in DATA_DIR/backups. */
  BACKUP_KEEP: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 7),
  BOOKING_DEADLINE_MINUTES: z._default(
    z.coerce.number().check(z.int(), z.gte(0), z.lte(10_080)),
    BOOKING_DEADLINE_MINUTES,
  ),
  CANCELLATION_DEADLINE_MINUTES: z._default(
    z.coerce.number().check(z.int(), z.gte(0), z.lte(10_080)),
    CANCELLATION_DEADLINE_MINUTES,
  ),
  /** The default of the studio's reminder time (issue 21): minutes before a confirmed booking's start. */
  REMINDER_MINUTES_BEFORE: z._default(
    z.coerce.number().check(z.int(), z.gte(0), z.lte(10_080)),
    REMINDER_MINUTES_BEFORE,
  ),
  /** How often each process looks for due reminders (ms). */
  REMINDER_SWEEP_MS: z._default(z.coerce.number().check(z.int(), z.gte(100)), 60_000),
  /** How often each process looks for waitlists whose cut-off passed (ms). */
  WAITLIST_SWEEP_MS: z._default(z.coerce.number().check(z.int(), z.gte(100)), 60_000),
  /** VAPID keys for web push (both or neither); without them a pair is generated once into the data folder. */
  VAPID_PUBLIC_KEY: z.optional(
    z.string().check(z.regex(/^[\w-]{80,90}$/, 'VAPID_PUBLIC_KEY must be base64url')),
  ),
  VAPID_PRIVATE_KEY: z.optional(
    z.string().check(z.regex(/^[\w-]{40,45}$/, 'VAPID_PRIVATE_KEY must be base64url')),
  ),
  /** The contact the push services see in the VAPID token (mailto: or https:). */
  VAPID_SUBJECT: z.optional(
    z.string().check(z.regex(/^(mailto:|https:)/, 'VAPID_SUBJECT must start with mailto: or https:')),
  ),
  /** Read only to refuse a test clock in production. */
  NODE_ENV: z.optional(z.string()),
  /** Marks a test server (the browser tests', the several-processes tests'): allows TEST_NOW without NODE_ENV=test. */
  TEST_MODE: z._default(flag, false),
  /** A test server's 'now' (decision 0196): an ISO 8601 instant with its offset; frozen unless TEST_NOW_SINCE. */
  TEST_NOW: z.optional(
    z.string().check(
      z.regex(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
        'TEST_NOW must be an ISO 8601 instant with its offset, like 2026-11-25T09:00:00+01:00',
      ),
      z.refine((value) => !Number.isNaN(Date.parse(value)), 'TEST_NOW is no valid date'),
    ),
  ),
  /** The real clock's epoch milliseconds at which TEST_NOW held: from then on the test clock ticks. */
  TEST_NOW_SINCE: z.optional(
    z.coerce.number().check(z.int('TEST_NOW_SINCE must be epoch milliseconds'), z.positive()),
  ),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… selects PostgreSQL; otherwise SQLite at sqlitePath. */
  databaseUrl: string | undefined;
  /** Where the migrations run (PostgreSQL directly, past a pooler); undefined: through databaseUrl. */
  migrationDatabaseUrl: string | undefined;
  sqlitePath: string;
  /** Where `npm run backup` writes, and how many files it keeps there. */
  backupDir: string;
  backupKeep: number;
  /** Uploaded images and videos (DATA_DIR/uploads, decision 0132), served at /uploads/. */
  uploadsDir: string;
  /** Size of the PostgreSQL connection pool. */
  poolSize: number;
  /** PostgreSQL: the hot statements prepared once per connection (server/db/database.ts). */
  preparedStatements: boolean;
  jwtSecret: string;
  /** AES-256-GCM key of the IBANs at rest (base64url of 32 bytes; server/lib/iban-cipher.ts). */
  contractKey: string;
  seedDemo: boolean;
  staticDir: string;
  /** Origin of every absolute URL (canonical, previews, feed, calendar link); see server/lib/public-origin.ts. */
  publicUrl: string | undefined;
  /** Hosts whose Host header may name the absolute URLs when PUBLIC_URL is unset (else APP_URL's origin). */
  allowedHosts: string[];
  logLevel: string;
  authRateLimit: number;
  apiRateLimit: number;
  trustProxy: boolean;
  /** memory: this process counts alone; database: every process on the database counts together. */
  rateLimitStore: 'memory' | 'database';
  bookingDeadlineMinutes: number;
  cancellationDeadlineMinutes: number;
  reminderMinutesBefore: number;
  reminderSweepMs: number;
  waitlistSweepMs: number;
  /** Web push (issue 21): the server's VAPID key pair and its contact. */
  vapid: { publicKey: string; privateKey: string; subject: string };
  smtpUrl: string | undefined;
  mailTo: string;
  mailFrom: string;
  mailRetryMs: number;
  mailClaimMs: number;
  intakeRateLimit: number;
  appUrl: string;
  /** A test server's clock (TEST_NOW): its start and, when it ticks, the real moment of that start. */
  testNow: { at: Date; since: number | undefined } | undefined;
}

/** Parses the environment; throws one error that lists every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.MIGRATION_DATABASE_URL && !e.DATABASE_URL)
    throw new Error(
      'Invalid configuration:\n  MIGRATION_DATABASE_URL needs DATABASE_URL (SQLite migrates its own file)',
    );
  const testClockProblem = testClockRefusal(e);
  if (testClockProblem) throw new Error(`Invalid configuration:\n  ${testClockProblem}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    sqlitePath: path.join(dataDir, 'studio.db'),
    backupDir: path.join(dataDir, 'backups'),
    backupKeep: e.BACKUP_KEEP,
    uploadsDir: path.join(dataDir, 'uploads'),
    poolSize: e.DATABASE_POOL_SIZE,
    preparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    contractKey: e.CONTRACT_KEY ?? persistedContractKey(dataDir),
    seedDemo: e.SEED_DEMO,
    staticDir: path.resolve(e.STATIC_DIR),
    publicUrl: e.PUBLIC_URL,
    allowedHosts: (e.ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    apiRateLimit: e.API_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    rateLimitStore: e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? 'database' : 'memory'),
    bookingDeadlineMinutes: e.BOOKING_DEADLINE_MINUTES,
    cancellationDeadlineMinutes: e.CANCELLATION_DEADLINE_MINUTES,
    reminderMinutesBefore: e.REMINDER_MINUTES_BEFORE,
    reminderSweepMs: e.REMINDER_SWEEP_MS,
    waitlistSweepMs: e.WAITLIST_SWEEP_MS,
    vapid: {
      ...vapidKeys(dataDir, e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY),
      subject: e.VAPID_SUBJECT ?? `mailto:${e.MAIL_TO}`,
    },
    smtpUrl: e.SMTP_URL,
    mailTo: e.MAIL_TO,
    mailFrom: e.MAIL_FROM,
    mailRetryMs: e.MAIL_RETRY_MS,
    mailClaimMs: e.MAIL_CLAIM_MS,
    intakeRateLimit: e.INTAKE_RATE_LIMIT,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    testNow: e.TEST_NOW ? { at: new Date(e.TEST_NOW), since: e.TEST_NOW_SINCE } : undefined,
  };
}

/**
 * Why a test clock in this environment must not start, or undefined: TEST_NOW only on a test server
 * (NODE_ENV=test or TEST_MODE=true), never with NODE_ENV=production; TEST_NOW_SINCE only with TEST_NOW.
 */
function testClockRefusal(e: {
  NODE_ENV?: string | undefined;
  TEST_MODE: boolean;
  TEST_NOW?: string | undefined;
  TEST_NOW_SINCE?: number | undefined;
}): string | undefined {
  if (e.TEST_NOW_SINCE !== undefined && !e.TEST_NOW) return 'TEST_NOW_SINCE: only together with TEST_NOW';
  if (!e.TEST_NOW) return undefined;
  if (e.NODE_ENV === 'production') return 'TEST_NOW: a test clock is refused with NODE_ENV=production';
  if (e.NODE_ENV !== 'test' && !e.TEST_MODE)
    return 'TEST_NOW: a test clock needs NODE_ENV=test or TEST_MODE=true';
  return undefined;
}

/**
 * Without JWT_SECRET, a secret is generated once and kept in the data folder, so tokens survive a restart.
 * Several processes behind a load balancer must share JWT_SECRET instead.
 */
function persistedSecret(dataDir: string): string {
  ensurePrivateDir(dataDir);
  return readOrCreatePrivateFile(path.join(dataDir, 'jwt-secret'), () =>
    randomBytes(48).toString('base64url'),
  ).trim();
}

/**
 * Without CONTRACT_KEY, the IBANs' key is generated once into DATA_DIR/contract-key (0600, written then linked,
 * like the JWT secret). Losing it makes the stored IBANs unreadable: the backup must include it (README).
 */
function persistedContractKey(dataDir: string): string {
  ensurePrivateDir(dataDir);
  return readOrCreatePrivateFile(path.join(dataDir, 'contract-key'), newContractKey).trim();
}

/**
 * The VAPID key pair: from the environment (both keys), else generated once into DATA_DIR/vapid-keys.json like
 * the JWT secret. Several processes share it through the data folder or the environment; a new pair would
 * invalidate every browser's subscription.
 */
function vapidKeys(
  dataDir: string,
  publicKey: string | undefined,
  privateKey: string | undefined,
): { publicKey: string; privateKey: string } {
  if (publicKey && privateKey) return { publicKey, privateKey };
  if (publicKey || privateKey)
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  ensurePrivateDir(dataDir);
  const keys = readOrCreatePrivateFile(path.join(dataDir, 'vapid-keys.json'), () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return JSON.parse(keys) as { publicKey: string; privateKey: string };
}
