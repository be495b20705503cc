// Server configuration, parsed once at boot from the environment; a bad value stops the start with a list.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BOOKING_DEADLINE_MINUTES, CANCELLATION_DEADLINE_MINUTES } from '#domain/constants';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** Defaults that buildApp also falls back to when a test passes a partial configuration. */
export const MAIL_DEFAULTS = {
  mailTo: 'studio@kraftraum.de',
  mailFrom: 'Kraftraum Studio <no-reply@kraftraum.de>',
  mailRetryMs: 60_000,
  intakeRateLimit: 5,
} as const;

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** 127.0.0.1 by default; HOST=0.0.0.0 makes the studio's tablets on the LAN reach it. */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  /** Connections per API process to PostgreSQL (several processes: their sum stays under max_connections). */
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1, 'DATABASE_POOL_SIZE must be at least 1')
    .max(200, 'DATABASE_POOL_SIZE must be at most 200')
    .default(10),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: flag.default(true),
  STATIC_DIR: z.string().min(1).default('dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute and client address on the sign-in and registration routes. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Requests per minute and client address on everything else under /api. */
  API_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  TRUST_PROXY: flag.default(false),
  /** Where per-address request counts live; without a value: database with DATABASE_URL, else memory. */
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
  /** smtp://user:pass@host:port for the contact form's mails; without it messages are only stored. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_TO: z.string().min(3).default(MAIL_DEFAULTS.mailTo),
  MAIL_FROM: z.string().min(3).default(MAIL_DEFAULTS.mailFrom),
  MAIL_RETRY_MS: z.coerce.number().int().min(100).default(MAIL_DEFAULTS.mailRetryMs),
  INTAKE_RATE_LIMIT: z.coerce.number().int().positive().default(MAIL_DEFAULTS.intakeRateLimit),
  BOOKING_DEADLINE_MINUTES: z.coerce.number().int().min(0).max(10_080).default(BOOKING_DEADLINE_MINUTES),
  CANCELLATION_DEADLINE_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_080)
    .default(CANCELLATION_DEADLINE_MINUTES),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… selects PostgreSQL; otherwise SQLite at sqlitePath. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  /** Size of the PostgreSQL connection pool. */
  poolSize: number;
  jwtSecret: string;
  seedDemo: boolean;
  staticDir: string;
  logLevel: string;
  authRateLimit: number;
  apiRateLimit: number;
  trustProxy: boolean;
  /** memory: this process counts alone; database: every process on the database counts together. */
  rateLimitStore: 'memory' | 'database';
  bookingDeadlineMinutes: number;
  cancellationDeadlineMinutes: number;
  smtpUrl: string | undefined;
  mailTo: string;
  mailFrom: string;
  mailRetryMs: number;
  intakeRateLimit: number;
}

/** Parses the environment; throws one error that lists every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sqlitePath: path.join(dataDir, 'studio.db'),
    poolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    seedDemo: e.SEED_DEMO,
    staticDir: path.resolve(e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    apiRateLimit: e.API_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    rateLimitStore: e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? 'database' : 'memory'),
    bookingDeadlineMinutes: e.BOOKING_DEADLINE_MINUTES,
    cancellationDeadlineMinutes: e.CANCELLATION_DEADLINE_MINUTES,
    smtpUrl: e.SMTP_URL,
    mailTo: e.MAIL_TO,
    mailFrom: e.MAIL_FROM,
    mailRetryMs: e.MAIL_RETRY_MS,
    intakeRateLimit: e.INTAKE_RATE_LIMIT,
  };
}

/**
 * Without JWT_SECRET, a secret is generated once and kept in the data folder, so tokens survive a restart.
 * Several processes behind a load balancer must share JWT_SECRET instead.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
