// Builds the Fastify app (a plugin tree); it never listens. main.ts listens, tests call inject().
import type { Agent } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { MAIL_DEFAULTS, type Config } from './config';
import type { Database } from './db/schema';
import type { Dialect } from './db/database';
import { systemClock, type Clock } from './lib/clock';
import { publicOrigin, type PublicOrigin } from './lib/public-origin';
import authPlugin from './plugins/auth';
import { StaffScopeRepository } from './modules/staff/staff-scope.repository';
import errorHandler, { clientErrorHandler, frameworkErrors } from './plugins/error-handler';
import privateAnswers from './plugins/private-answers';
import sharedAnswers from './plugins/shared-answers';
import publicReads from './plugins/public-reads';
import securityHeaders from './plugins/security-headers';
import { serializeRequest } from './lib/log-redaction';
import { VersionedFlight } from './lib/single-flight';
import openApi from './openapi/openapi';
import { databaseRateLimitStore, RateLimitRepository } from './plugins/rate-limit-store';
import staticApp from './plugins/static';
import { createPageRenderer } from './render/index';
import { inlineScriptHashes, readBuiltIndex, stylesheetLinks } from './render/inline-scripts';
import { readIslandsShell } from './render/islands-shell';
import { publicData } from './render/public-data';
import auditRoutes from './routes/audit/index';
import authRoutes from './routes/auth/index';
import bookingRoutes from './routes/bookings/index';
import checkInRoutes from './routes/check-in/index';
import clientRoutes from './routes/clients/index';
import deskRoutes from './routes/desk/index';
import inboxRoutes from './routes/inbox/index';
import formRoutes from './routes/forms/index';
import courseRoutes from './routes/courses/index';
import trainerRoutes from './routes/trainer/index';
import healthRoutes from './routes/health';
import pageRoutes from './routes/pages/index';
import menuRoutes from './routes/menus/index';
import locationRoutes from './routes/locations/index';
import passwordResetRoutes from './routes/password-reset/index';
import uploadsRoutes from './routes/uploads/index';
import membershipRoutes from './routes/memberships/index';
import reportRoutes from './routes/reports/index';
import postRoutes from './routes/posts/index';
import userRoutes from './routes/users/index';
import myDataRoutes from './routes/my-data/index';
import notificationRoutes from './routes/notifications/index';
import {
  BOOKING_DEADLINE_MINUTES,
  CANCELLATION_DEADLINE_MINUTES,
  REMINDER_MINUTES_BEFORE,
} from '#domain/constants';
import { AuditRepository } from './modules/audit/audit.repository';
import { AuditService } from './modules/audit/audit.service';
import { HealthRepository } from './modules/health/health.repository';
import { BookingsRepository } from './modules/bookings/bookings.repository';
import { Waitlist } from './modules/bookings/waitlist';
import { MembershipsRepository } from './modules/memberships/memberships.repository';
import { EntitlementService } from './modules/memberships/entitlement.service';
import { MemberMembershipsService } from './modules/memberships/member-memberships.service';
import { MembershipTypesService } from './modules/memberships/membership-types.service';
import { StrikesService } from './modules/memberships/strikes.service';
import { ReportsRepository } from './modules/reports/reports.repository';
import { ReportsService } from './modules/reports/reports.service';
import { SettingsService } from './modules/memberships/settings.service';
import { CheckInCodes } from './modules/check-in/check-in-codes';
import { CheckInRepository } from './modules/check-in/check-in.repository';
import { TrainerAccounts } from './modules/trainer/trainer-accounts';
import { TrainerRepository } from './modules/trainer/trainer.repository';
import { TrainerService } from './modules/trainer/trainer.service';
import { CheckInService } from './modules/check-in/check-in.service';
import type { CheckInSession } from '#domain/schemas/check-in';
import type { PublicData } from '#domain/rendering';
import { DeskService } from './modules/desk/desk.service';
import { MailRepository } from './modules/mail/mail.repository';
import { PagesRepository } from './modules/pages/pages.repository';
import { PagesService } from './modules/pages/pages.service';
import { MenusRepository } from './modules/menus/menus.repository';
import { MenusService } from './modules/menus/menus.service';
import { LocationsRepository } from './modules/locations/locations.repository';
import { LocationsService } from './modules/locations/locations.service';
import { DEFAULT_MENUS } from '#domain/menus/menus';
import { LEGAL_SEED_PAGES, SEED_PAGES } from './db/seed-pages/index';
import { ContractsRepository } from './modules/contracts/contracts.repository';
import { ContractsService } from './modules/contracts/contracts.service';
import { LegalService } from './modules/contracts/legal.service';
import { IbanCipher, newContractKey } from './lib/iban-cipher';
import contractRoutes from './routes/contracts/index';
import { BillingRepository } from './modules/billing/billing.repository';
import { BillingService } from './modules/billing/billing.service';
import billingRoutes from './routes/billing/index';
import { MailService } from './modules/mail/mail.service';
import { Mailer } from './modules/mail/mailer';
import { InboxRepository } from './modules/inbox/inbox.repository';
import { InboxService } from './modules/inbox/inbox.service';
import { BookingsService } from './modules/bookings/bookings.service';
import { ParticipantsService } from './modules/bookings/participants.service';
import { CalendarService } from './modules/calendar/calendar.service';
import { CoursesRepository } from './modules/courses/courses.repository';
import { CoursesService } from './modules/courses/courses.service';
import { PostsRepository } from './modules/posts/posts.repository';
import { PostsService } from './modules/posts/posts.service';
import { SessionsRepository } from './modules/sessions/sessions.repository';
import { ClientsService } from './modules/users/clients.service';
import { SessionsService } from './modules/sessions/sessions.service';
import { LoginThrottle } from './modules/users/login-throttle';
import { PasswordResetService } from './modules/users/password-reset.service';
import { PasswordResetsRepository } from './modules/users/password-resets.repository';
import { UsersRepository } from './modules/users/users.repository';
import { UploadsRepository } from './modules/uploads/uploads.repository';
import { UploadsService } from './modules/uploads/uploads.service';
import { UsersService } from './modules/users/users.service';
import { MyDataRepository } from './modules/my-data/my-data.repository';
import { MyDataService } from './modules/my-data/my-data.service';
import { NotificationsService } from './modules/notifications/notifications.service';
import { PushRepository } from './modules/notifications/push.repository';
import { PushSender } from './modules/notifications/push-sender';
import { Reminders } from './modules/notifications/reminders';
import { RemindersRepository } from './modules/notifications/reminders.repository';

/** How often each process looks for waitlists whose cut-off passed (WAITLIST_SWEEP_MS). */
const WAITLIST_SWEEP_MS = 60_000;
/** How often each process looks for reminders that are due (REMINDER_SWEEP_MS). */
const REMINDER_SWEEP_MS = 60_000;
/** A push service must answer within this; far below any claim lease (decision 0150). */
const PUSH_TIMEOUT_MS = 30_000;

export interface AppOptions {
  config: Pick<
    Config,
    'jwtSecret' | 'staticDir' | 'logLevel' | 'authRateLimit' | 'apiRateLimit' | 'trustProxy'
  > &
    Partial<Pick<Config, 'publicUrl' | 'allowedHosts'>> & {
      /** How long a public read is served from the cache (PUBLIC_READ_TTL_MS; 0 turns the cache off). */
      publicReadTtlMs?: number;
    } & Partial<
      Pick<
        Config,
        | 'bookingDeadlineMinutes'
        | 'cancellationDeadlineMinutes'
        | 'smtpUrl'
        | 'mailTo'
        | 'mailFrom'
        | 'mailRetryMs'
        | 'mailClaimMs'
        | 'reminderMinutesBefore'
        | 'reminderSweepMs'
        | 'waitlistSweepMs'
        | 'vapid'
        | 'intakeRateLimit'
        | 'appUrl'
        | 'rateLimitStore'
        | 'uploadsDir'
        | 'contractKey'
      >
    >;
  db: Kysely<Database>;
  dialect: Dialect;
  clock?: Clock;
  /** Where logs go; stdout by default (tests capture them to prove no secret is logged). */
  logStream?: NodeJS.WritableStream;
  /** Sees every route as it is registered (the tests walk them all). */
  onRoute?: (route: RouteOptions) => void;
  /** The HTTPS agent web push goes through (tests trust their own push endpoint's certificate with it). */
  pushAgent?: Agent;
}

/** Secret fields: redacted at the top of a log entry and one level down (pino's `*.x` does not match a top-level x). */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'tokenHash',
  // A mail's link and payload (the password-reset link is a secret until used or expired).
  'link',
  'payload',
  // The SEPA mandate's account (issue 31): never in a log, also not encrypted.
  'iban',
  'ibanEncrypted',
];

/** Never log secrets: tokens, cookies, passwords and mail links are redacted wherever they appear. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'req.body',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

declare module 'fastify' {
  interface FastifyInstance {
    /** The origin of every absolute URL for this request (server/lib/public-origin.ts). */
    publicOrigin: PublicOrigin;
    /** The mail outbox's sender (tests drive it; it also runs on its own timer and after each answer). */
    mailer: Mailer;
    /** The waitlist's cut-off sweep (issue 19): runs on a timer; tests call `closeDue` with their clock. */
    waitlist: Waitlist;
    /** The reminders' sweep (issue 21): runs on a timer; tests call `queueDue` with their clock. */
    reminders: Reminders;
    /** What a server render reads (./render/public-data.ts); tests compare it with the anonymous API. */
    publicData: PublicData;
  }
}

export async function buildApp({
  config,
  db,
  dialect,
  clock = systemClock,
  logStream,
  onRoute,
  pushAgent,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      // The request line without the calendar feed's token.
      serializers: { req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    clientErrorHandler,
    frameworkErrors,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorate(
    'publicOrigin',
    publicOrigin({ publicUrl: config.publicUrl, allowedHosts: config.allowedHosts, appUrl: config.appUrl }),
  );

  const usersRepository = new UsersRepository(db, dialect);
  const sessionsRepository = new SessionsRepository(db, dialect);
  const locationsRepository = new LocationsRepository(db);
  const users = new UsersService(
    usersRepository,
    new LoginThrottle(db, dialect, clock),
    clock,
    locationsRepository,
  );
  const sessions = new SessionsService(sessionsRepository, clock);
  const auditRepository = new AuditRepository(db);
  const locations = new LocationsService({
    db,
    dialect,
    repo: locationsRepository,
    audit: auditRepository,
    clock,
  });
  const membershipsRepository = new MembershipsRepository(db);
  // The environment's deadlines are the defaults of the studio's settings (issue 19); admins change them there.
  const settings = new SettingsService({
    db,
    dialect,
    repo: membershipsRepository,
    audit: auditRepository,
    clock,
    deadlines: {
      bookingDeadlineMinutes: config.bookingDeadlineMinutes ?? BOOKING_DEADLINE_MINUTES,
      cancellationDeadlineMinutes: config.cancellationDeadlineMinutes ?? CANCELLATION_DEADLINE_MINUTES,
      reminderMinutesBefore: config.reminderMinutesBefore ?? REMINDER_MINUTES_BEFORE,
    },
  });
  const appUrl = config.appUrl ?? 'http://localhost:8080';
  const mailRepository = new MailRepository(db);
  const mail = new MailService(mailRepository, clock);
  const pushRepository = new PushRepository(db);
  // Tests without keys get a pair of their own; a server always has one (config: environment or data folder).
  const vapid = config.vapid ?? { ...webpush.generateVAPIDKeys(), subject: 'mailto:studio@kraftraum.de' };
  const push = new PushSender(pushRepository, {
    vapid,
    timeoutMs: PUSH_TIMEOUT_MS,
    ...(pushAgent ? { agent: pushAgent } : {}),
  });
  const mailer = new Mailer(
    mailRepository,
    clock,
    {
      smtpUrl: config.smtpUrl,
      to: config.mailTo ?? MAIL_DEFAULTS.mailTo,
      from: config.mailFrom ?? MAIL_DEFAULTS.mailFrom,
      retryMs: config.mailRetryMs ?? MAIL_DEFAULTS.mailRetryMs,
      claimMs: config.mailClaimMs ?? MAIL_DEFAULTS.mailClaimMs,
      appUrl,
      cancellationDeadlineMinutes: async () => (await settings.current()).cancellationDeadlineMinutes,
      push,
    },
    app.log,
  );
  const resets = new PasswordResetService({
    db,
    dialect,
    resets: new PasswordResetsRepository(db),
    users: usersRepository,
    sessions: sessionsRepository,
    mail,
    clock,
    appUrl,
    deliver: () => void mailer.deliverDue(),
    log: app.log,
  });
  const bookingsRepository = new BookingsRepository(db);
  // The memberships module, one service per job (decision 0218).
  const membershipDeps = { db, dialect, repo: membershipsRepository, clock };
  const strikes = new StrikesService({
    ...membershipDeps,
    users: usersRepository,
    audit: auditRepository,
    settings,
    mail,
  });
  const entitlement = new EntitlementService({ ...membershipDeps, settings, strikes });
  const memberships = new MemberMembershipsService({
    ...membershipDeps,
    users: usersRepository,
    audit: auditRepository,
    resets,
  });
  const membershipTypes = new MembershipTypesService({ ...membershipDeps, audit: auditRepository });
  const waitlist = new Waitlist({
    db,
    dialect,
    bookings: bookingsRepository,
    entitlement,
    settings,
    mail,
    clock,
  });
  const trainerAccounts = new TrainerAccounts(usersRepository);
  const courses = new CoursesService({
    db,
    dialect,
    courses: new CoursesRepository(db),
    bookings: bookingsRepository,
    audit: auditRepository,
    clock,
    settings,
    waitlist,
    mail,
    trainers: trainerAccounts,
    locations: locationsRepository,
  });
  const bookings = new BookingsService({
    db,
    dialect,
    bookings: bookingsRepository,
    clock,
    settings,
    entitlement,
    waitlist,
    mail,
  });
  const frontDesk = {
    db,
    dialect,
    bookings: bookingsRepository,
    bookingReads: bookings,
    audit: auditRepository,
    clock,
    mail,
  };
  const desk = new DeskService({ ...frontDesk, users: usersRepository, settings, entitlement });
  const checkIn = new CheckInService({
    ...frontDesk,
    strikes,
    entitlement,
    users: usersRepository,
    checkIns: new CheckInRepository(db),
    codes: new CheckInCodes(config.jwtSecret),
    dayLists: new VersionedFlight<CheckInSession[]>(),
  });
  const trainer = new TrainerService({
    db,
    dialect,
    repo: new TrainerRepository(db),
    trainers: trainerAccounts,
    checkIn,
    audit: auditRepository,
    mail,
    clock,
  });
  const pagesRepository = new PagesRepository(db);
  const legal = new LegalService({
    db,
    dialect,
    settings: membershipsRepository,
    pages: pagesRepository,
    audit: auditRepository,
    clock,
  });
  // Tests without a key get one of their own; a server always has one (config: environment or data folder).
  const cipher = new IbanCipher(config.contractKey ?? newContractKey());
  const billing = new BillingService({
    db,
    dialect,
    repo: new BillingRepository(db, dialect),
    settings: membershipsRepository,
    legal,
    mail,
    audit: auditRepository,
    cipher,
    clock,
  });
  const staffScope = new StaffScopeRepository(db);
  const clients = new ClientsService({
    ...frontDesk,
    users: usersRepository,
    staffScope,
    sessions: sessionsRepository,
    // A closed account's invoices and contracts stay for their retention period (issue 33, decision 0194).
    retain: (userId, today, trx) => billing.retainOnDeletion(userId, today, trx),
  });
  const inboxRepository = new InboxRepository(db);
  const inbox = new InboxService(inboxRepository, mail, clock);
  const contentPages = new PagesService({ db, dialect, pages: pagesRepository, clock });
  // An empty pages table gets today's pages, published (decision 0130); a filled one is left alone, but gets the
  // AGB and the Widerrufsbelehrung if it lacks them (issue 31: the contracts record their published versions).
  await contentPages.seedIfEmpty(SEED_PAGES);
  await contentPages.seedMissing(LEGAL_SEED_PAGES);
  const contractsService = new ContractsService({
    db,
    dialect,
    repo: new ContractsRepository(db),
    types: membershipsRepository,
    memberships,
    entitlement,
    users: usersRepository,
    pages: pagesRepository,
    legal,
    resets,
    mail,
    audit: auditRepository,
    cipher,
    clock,
    appUrl,
  });
  const siteMenus = new MenusService({ db, dialect, menus: new MenusRepository(db), clock });
  // No menus yet: today's header and footer menus, published (decision 0152).
  await siteMenus.seedIfMissing(DEFAULT_MENUS);
  app.decorate('mailer', mailer);
  mailer.start();
  app.decorate('waitlist', waitlist);
  // The waitlist cut-off's 'no seat came free' mails: every process sweeps; each booking is claimed once.
  const sweep = setInterval(() => {
    waitlist
      .closeDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'waitlist cut-off sweep failed'));
  }, config.waitlistSweepMs ?? WAITLIST_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  const reminders = new Reminders({
    db,
    dialect,
    repo: new RemindersRepository(db),
    settings,
    mail,
    clock,
  });
  app.decorate('reminders', reminders);
  // Every process sweeps; each booking's reminder is claimed once in the database (decision 0150).
  const reminderSweep = setInterval(() => {
    reminders
      .queueDue()
      .then((stored) => {
        if (stored > 0 && mail.takeNudge()) void mailer.deliverDue();
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'reminder sweep failed'));
  }, config.reminderSweepMs ?? REMINDER_SWEEP_MS);
  reminderSweep.unref();
  app.addHook('onClose', async () => clearInterval(reminderSweep));
  // Mails stored by a request are sent once it has been answered (its transaction committed), never before; the
  // requests answered within a few milliseconds share one run.
  app.addHook('onResponse', async () => {
    if (mail.takeNudge()) mailer.deliverSoon();
  });
  app.addHook('onClose', async () => mailer.stop());

  await app.register(errorHandler);
  await app.register(privateAnswers);
  await app.register(sharedAnswers);
  await app.register(openApi, { publicUrl: config.publicUrl });
  // Before the rate limit: a cached public read is answered before the limit's store is asked.
  await app.register(publicReads, {
    clock,
    ...(config.publicReadTtlMs === undefined ? {} : { ttlMs: config.publicReadTtlMs }),
  });
  await app.register(cookie);
  // Read once: its inline scripts' hashes go into the CSP, its stylesheet links into the form pages. A page of
  // islands adds its loader (./render/islands-shell.ts).
  const builtIndex = readBuiltIndex(config.staticDir);
  const islandsIndex = builtIndex ? readIslandsShell(config.staticDir, builtIndex) : undefined;
  const scriptHashes = new Set(inlineScriptHashes(builtIndex + (islandsIndex?.shell ?? '')));
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // The page's own inline scripts (the page start scripts, the islands' loader), by their hashes.
        'script-src': ["'self'", ...scriptHashes],
        // Style sheets of this origin only: no <style> element, no style attribute, no other host. A rendered page
        // allows its own style attributes by hash, the page editor's document inline styles (server/render,
        // decision 0207).
        'style-src': ["'self'"],
        // The app brings no font of its own and loads none from elsewhere.
        'font-src': ["'self'", 'data:'],
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
  await app.register(authPlugin, {
    jwtSecret: config.jwtSecret,
    findUser: (id) => users.getSessionUser(id),
    locations: staffScope,
  });

  await app.register(healthRoutes, { health: new HealthRepository(db) });
  await app.register(userRoutes, { users, clients, sessions, authRateLimit: config.authRateLimit });
  await app.register(notificationRoutes, {
    notifications: new NotificationsService(pushRepository, vapid.publicKey, clock),
  });
  await app.register(myDataRoutes, {
    myData: new MyDataService({
      repo: new MyDataRepository(db),
      users: usersRepository,
      userService: users,
      clients,
      bookings,
      billing,
      push: pushRepository,
      memberships,
      contracts: contractsService,
      clock,
    }),
    authRateLimit: config.authRateLimit,
  });
  await app.register(authRoutes, { users, sessions, authRateLimit: config.authRateLimit });
  await app.register(passwordResetRoutes, { resets, authRateLimit: config.authRateLimit });
  await app.register(courseRoutes, { courses });
  await app.register(bookingRoutes, {
    bookings,
    participants: new ParticipantsService(usersRepository, bookings),
    calendar: new CalendarService(usersRepository, bookings, clock, locationsRepository),
  });
  await app.register(deskRoutes, { desk });
  await app.register(checkInRoutes, { checkIn });
  await app.register(trainerRoutes, { trainer });
  await app.register(clientRoutes, { clients });
  await app.register(membershipRoutes, {
    memberships: { types: membershipTypes, members: memberships, entitlement, strikes },
    settings,
  });
  await app.register(reportRoutes, {
    reports: new ReportsService(new ReportsRepository(db, dialect), clock),
  });
  await app.register(pageRoutes, { pages: contentPages });
  await app.register(menuRoutes, { menus: siteMenus });
  await app.register(locationRoutes, { locations });
  await app.register(auditRoutes, { audit: new AuditService(auditRepository) });
  // Without a configured folder (tests, benchmarks) uploads go to a folder under the system's temp directory.
  const uploadsDir = config.uploadsDir ?? path.join(tmpdir(), 'studio-uploads');
  await app.register(uploadsRoutes, {
    uploads: new UploadsService(new UploadsRepository(db), uploadsDir, clock),
    dir: uploadsDir,
  });
  const intakeRateLimit = config.intakeRateLimit ?? MAIL_DEFAULTS.intakeRateLimit;
  await app.register(inboxRoutes, { inbox, intakeRateLimit });
  await app.register(contractRoutes, { contracts: contractsService, legal, intakeRateLimit });
  await app.register(billingRoutes, { billing });
  // The same intake as plain form posts, for a visitor whose page has no script yet (decision 0180).
  await app.register(formRoutes, { inbox, intakeRateLimit, clock, stylesheets: stylesheetLinks(builtIndex) });
  const posts = new PostsService({ db, dialect, posts: new PostsRepository(db), clock });
  await app.register(postRoutes, { posts });
  // The public reads a rendered page shows, straight from the services (./render/public-data.ts).
  const data = publicData({
    pages: contentPages,
    menus: siteMenus,
    courses,
    memberships: membershipTypes,
    legal,
    locations,
    posts,
  });
  app.decorate('publicData', data);
  const pages = await createPageRenderer(app, {
    staticDir: config.staticDir,
    clock,
    shells: { index: builtIndex, islands: islandsIndex },
    data,
  });
  // A write that went through (a booking, a cancellation, a course edit) can change what a public read or a page
  // shows: both caches are emptied in this process before its answer leaves (its transaction has committed), so
  // the client's next read never gets what was cached before.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    app.publicReads.clear();
    pages?.invalidate();
    return payload;
  });
  await app.register(staticApp, { root: config.staticDir, pages });

  return app;
}
