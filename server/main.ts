// Starts the server: configuration, database (migrated, demo data on an empty one), listen, graceful shutdown.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import {
  BILLING_DEMO_ACCOUNT,
  DEMO_ACCOUNTS,
  seedBillingDemo,
  seedDemo,
  seedMembershipTypes,
} from './db/seed';
import { installTestClock } from './lib/clock';
import { IbanCipher } from './lib/iban-cipher';
import { seedPosts } from './db/seed-posts';

// Read before NODE_ENV gets its default below: a test clock is refused where the environment says production.
const config = loadConfig();
// The page renderer loads React; without this it would run React's development build on a production server.
process.env.NODE_ENV ??= 'production';

// A test server's clock (TEST_NOW, decision 0196) is the whole process's: the app's, the demo data's and the page
// renderer's, whose components read the date themselves.
if (config.testNow) installTestClock(config.testNow);
const { db, dialect } = openDatabase(config);
if (config.migrationDatabaseUrl) {
  // Past a pooler (or as a role that may change the schema): the migrations on a connection of their own.
  const migrating = openDatabase({ ...config, databaseUrl: config.migrationDatabaseUrl, poolSize: 1 });
  try {
    await migrateToLatest(migrating.db);
  } finally {
    await migrating.db.destroy();
  }
} else await migrateToLatest(db);
// The blog's first articles, on a database without posts (issue 13).
await seedPosts(db);
// The studio's membership types (seed 001's tiers, the challenge package, a card), on an empty table (issue 19).
await seedMembershipTypes(db);
const app = await buildApp({ config, db, dialect });
app.addHook('onClose', async () => db.destroy());

if (config.seedDemo) {
  const seeded = await seedDemo(db);
  // The billing demo (issue 33): members with contracts and mandates for a run of the next month.
  if (seeded) {
    const cipher = new IbanCipher(config.contractKey);
    await seedBillingDemo(db, (iban) => cipher.encrypt(iban));
  }
  // Public demo credentials (also in the README), printed for whoever starts the app; not real secrets.
  console.log(seeded ? 'Demo-Daten angelegt. Demo-Konten:' : 'Demo-Konten (falls unverändert):');
  for (const account of DEMO_ACCOUNTS) {
    console.log(`  ${account.roles.join('/').padEnd(12)} ${account.email}  Passwort: ${account.password}`);
  }
  console.log(
    `  ${'User'.padEnd(12)} ${BILLING_DEMO_ACCOUNT.email}  Passwort: ${BILLING_DEMO_ACCOUNT.password}`,
  );
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Studio-App läuft auf http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${dialect})`,
);
