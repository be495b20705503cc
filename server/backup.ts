// `npm run backup`: copies the SQLite database into DATA_DIR/backups (keeping BACKUP_KEEP files). With
// DATABASE_URL the database is PostgreSQL's to back up: pg_dump, as the README describes.
import { existsSync } from 'node:fs';
import { loadConfig } from './config';
import { backupSqlite } from './db/backup';

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL ist gesetzt: PostgreSQL wird mit pg_dump gesichert (siehe README, „Sicherung“).',
  );
  process.exit(1);
}
if (!existsSync(config.sqlitePath)) {
  console.error(`Keine Datenbank unter ${config.sqlitePath} – nichts zu sichern.`);
  process.exit(1);
}
const { file, removed } = await backupSqlite({
  sqlitePath: config.sqlitePath,
  backupDir: config.backupDir,
  keep: config.backupKeep,
});
console.log(`Sicherung geschrieben: ${file}`);
for (const old of removed) console.log(`Alte Sicherung gelöscht: ${old}`);
