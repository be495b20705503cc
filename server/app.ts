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
import staticApp from './plugins/static';
import authRoutes from './routes/auth/index';
import bookingRoutes from './routes/bookings/index';
import inboxRoutes from './routes/inbox/index';
import courseRoutes from './routes/courses/index';
import healthRoutes from './routes/health';
import userRoutes from './routes/users/index';
import { BOOKING_DEADLINE_MINUTES, CANCELLATION_DEADLINE_MINUTES } from '#domain/constants';
import { BookingsRepository } from './modules/bookings/bookings.repository';
import { ContactMailer } from './modules/inbox/contact-mailer';
import { InboxRepository } from './modules/inbox/inbox.repository';
import { InboxService } from './modules/inbox/inbox.service';
import { BookingsService } from './modules/bookings/bookings.service';
import { CoursesRepository } from './modules/courses/courses.repository';
import { CoursesService } from './modules/courses/courses.service';
import { SessionsRepository } from './modules/sessions/sessions.repository';
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

  const users = new UsersService(new UsersRepository(db), new LoginThrottle(db, dialect, clock), clock);
  const sessions = new SessionsService(new SessionsRepository(db), clock);
  const rules = {
    bookingDeadlineMinutes: config.bookingDeadlineMinutes ?? BOOKING_DEADLINE_MINUTES,
    cancellationDeadlineMinutes: config.cancellationDeadlineMinutes ?? CANCELLATION_DEADLINE_MINUTES,
  };
  const courses = new CoursesService(new CoursesRepository(db), clock, rules.bookingDeadlineMinutes);
  const bookings = new BookingsService(db, dialect, new BookingsRepository(db), clock, rules);
  const inboxRepository = new InboxRepository(db);
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
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
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
  });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, findUser: (id) => users.getSessionUser(id) });

  await app.register(healthRoutes, { db });
  await app.register(userRoutes, { users, sessions, authRateLimit: config.authRateLimit });
  await app.register(authRoutes, { users, sessions, authRateLimit: config.authRateLimit });
  await app.register(courseRoutes, { courses });
  await app.register(bookingRoutes, { bookings, db });
  await app.register(inboxRoutes, {
    inbox,
    intakeRateLimit: config.intakeRateLimit ?? MAIL_DEFAULTS.intakeRateLimit,
  });
  await app.register(staticApp, { root: config.staticDir });

  return app;
}
