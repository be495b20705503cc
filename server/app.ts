// Builds the Fastify app (a plugin tree); it never listens. main.ts listens, tests call inject().
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { MAIL_DEFAULTS, type Config } from './config';
import type { Database } from './db/schema';
import type { Dialect } from './db/database';
import { systemClock, type Clock } from './lib/clock';
import authPlugin from './plugins/auth';
import errorHandler from './plugins/error-handler';
import openApi from './openapi/openapi';
import { databaseRateLimitStore, RateLimitRepository } from './plugins/rate-limit-store';
import staticApp from './plugins/static';
import auditRoutes from './routes/audit/index';
import authRoutes from './routes/auth/index';
import bookingRoutes from './routes/bookings/index';
import checkInRoutes from './routes/check-in/index';
import clientRoutes from './routes/clients/index';
import deskRoutes from './routes/desk/index';
import inboxRoutes from './routes/inbox/index';
import courseRoutes from './routes/courses/index';
import healthRoutes from './routes/health';
import userRoutes from './routes/users/index';
import { BOOKING_DEADLINE_MINUTES, CANCELLATION_DEADLINE_MINUTES } from '#domain/constants';
import { AuditRepository } from './modules/audit/audit.repository';
import { AuditService } from './modules/audit/audit.service';
import { BookingsRepository } from './modules/bookings/bookings.repository';
import { CheckInCodes } from './modules/check-in/check-in-codes';
import { CheckInRepository } from './modules/check-in/check-in.repository';
import { CheckInService } from './modules/check-in/check-in.service';
import { DeskService } from './modules/desk/desk.service';
import { ContactMailer } from './modules/inbox/contact-mailer';
import { InboxRepository } from './modules/inbox/inbox.repository';
import { InboxService } from './modules/inbox/inbox.service';
import { BookingsService } from './modules/bookings/bookings.service';
import { CoursesRepository } from './modules/courses/courses.repository';
import { CoursesService } from './modules/courses/courses.service';
import { SessionsRepository } from './modules/sessions/sessions.repository';
import { ClientsService } from './modules/users/clients.service';
import { SessionsService } from './modules/sessions/sessions.service';
import { LoginThrottle } from './modules/users/login-throttle';
import { UsersRepository } from './modules/users/users.repository';
import { UsersService } from './modules/users/users.service';

export interface AppOptions {
  config: Pick<
    Config,
    'jwtSecret' | 'staticDir' | 'logLevel' | 'authRateLimit' | 'apiRateLimit' | 'trustProxy'
  > &
    Partial<
      Pick<
        Config,
        | 'bookingDeadlineMinutes'
        | 'cancellationDeadlineMinutes'
        | 'smtpUrl'
        | 'mailTo'
        | 'mailFrom'
        | 'mailRetryMs'
        | 'intakeRateLimit'
        | 'rateLimitStore'
      >
    >;
  db: Kysely<Database>;
  dialect: Dialect;
  clock?: Clock;
  /** Where logs go; stdout by default (tests capture them to prove no secret is logged). */
  logStream?: NodeJS.WritableStream;
}

/** Never log secrets: tokens, cookies and passwords are redacted wherever they appear. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
];

declare module 'fastify' {
  interface FastifyInstance {
    /** The contact-mail outbox (tests drive it; it also runs on its own timer). */
    mailer: ContactMailer;
  }
}

export async function buildApp({
  config,
  db,
  dialect,
  clock = systemClock,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
  });

  const usersRepository = new UsersRepository(db);
  const sessionsRepository = new SessionsRepository(db);
  const users = new UsersService(usersRepository, new LoginThrottle(db, dialect, clock), clock);
  const sessions = new SessionsService(sessionsRepository, clock);
  const rules = {
    bookingDeadlineMinutes: config.bookingDeadlineMinutes ?? BOOKING_DEADLINE_MINUTES,
    cancellationDeadlineMinutes: config.cancellationDeadlineMinutes ?? CANCELLATION_DEADLINE_MINUTES,
  };
  const auditRepository = new AuditRepository(db);
  const bookingsRepository = new BookingsRepository(db);
  const courses = new CoursesService({
    db,
    dialect,
    courses: new CoursesRepository(db),
    bookings: bookingsRepository,
    audit: auditRepository,
    clock,
    bookingDeadlineMinutes: rules.bookingDeadlineMinutes,
  });
  const bookings = new BookingsService(db, dialect, bookingsRepository, clock, rules);
  const frontDesk = {
    db,
    dialect,
    bookings: bookingsRepository,
    bookingReads: bookings,
    audit: auditRepository,
    clock,
  };
  const desk = new DeskService({ ...frontDesk, users: usersRepository });
  const checkIn = new CheckInService({
    ...frontDesk,
    users: usersRepository,
    checkIns: new CheckInRepository(db),
    codes: new CheckInCodes(config.jwtSecret),
  });
  const clients = new ClientsService({ ...frontDesk, users: usersRepository, sessions: sessionsRepository });
  const inboxRepository = new InboxRepository(db, dialect);
  const mailer = new ContactMailer(
    inboxRepository,
    clock,
    {
      smtpUrl: config.smtpUrl,
      to: config.mailTo ?? MAIL_DEFAULTS.mailTo,
      from: config.mailFrom ?? MAIL_DEFAULTS.mailFrom,
      retryMs: config.mailRetryMs ?? MAIL_DEFAULTS.mailRetryMs,
    },
    app.log,
  );
  const inbox = new InboxService(inboxRepository, mailer, clock);
  app.decorate('mailer', mailer);
  mailer.start();
  app.addHook('onClose', async () => mailer.stop());

  await app.register(errorHandler);
  await app.register(openApi);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        // Map and video embeds, loaded only after the visitor allowed 'Externe Medien' (src/features/consent).
        'frame-src': ["'self'", 'https://www.openstreetmap.org', 'https://www.youtube-nocookie.com'],
        // The app is served over plain http on localhost too; upgrading would break it there.
        'upgrade-insecure-requests': null,
      },
    },
    // Cross-origin isolation headers would block the studio's own embeds later (maps, video with consent).
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    max: config.apiRateLimit,
    timeWindow: '1 minute',
    // Only the API is limited; the app's static files are cheap and cached.
    allowList: (request) => !request.url.startsWith('/api/'),
    // Shared through the database by default on PostgreSQL, where several processes may run (decision 0106).
    ...((config.rateLimitStore ?? (dialect === 'postgres' ? 'database' : 'memory')) === 'database'
      ? { store: databaseRateLimitStore(new RateLimitRepository(db)) }
      : {}),
  });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, findUser: (id) => users.getSessionUser(id) });

  await app.register(healthRoutes, { db });
  await app.register(userRoutes, { users, clients, sessions, authRateLimit: config.authRateLimit });
  await app.register(authRoutes, { users, sessions, authRateLimit: config.authRateLimit });
  await app.register(courseRoutes, { courses });
  await app.register(bookingRoutes, { bookings, db });
  await app.register(deskRoutes, { desk });
  await app.register(checkInRoutes, { checkIn });
  await app.register(clientRoutes, { clients });
  await app.register(auditRoutes, { audit: new AuditService(auditRepository) });
  await app.register(inboxRoutes, {
    inbox,
    intakeRateLimit: config.intakeRateLimit ?? MAIL_DEFAULTS.intakeRateLimit,
  });
  await app.register(staticApp, { root: config.staticDir });

  return app;
}
