/**
 * The operator's restore (docs/decisions/0022-backups.md): a backup file from `npm run backup`, the
 * daily backups or Data Management's download, checked whole and then restored into the database
 * DATABASE_URL names, which must hold no data unless --replace is given. Stop the site first.
 *   npm run restore -- /var/backups/patates/patates-backup-2026-05-01T00-00-00-000Z.sqlite3
 *   npm run restore -- FILE --replace
 */
import "../server/supported-node";
import { existsSync } from "node:fs";
import { describeDatabaseTarget, parseDatabaseUrl, type DatabaseTarget } from "../app/db/database-url";
import { MIGRATIONS } from "../app/db/migrate.server";
import { BackupFailure, describeRows, restoreBackup, RestoreRefused } from "../app/features/data-management/backup-file.server";
import { describeDatabaseError } from "../server/startup-errors";

const USAGE = "Usage: npm run restore -- FILE [--replace]   (--replace overwrites a database that holds data)";

async function main(args: string[]): Promise<number> {
  const replace = args.includes("--replace");
  const files = args.filter((arg) => arg !== "--replace");
  const file = files[0];
  if (files.length !== 1 || file === undefined || file.startsWith("-")) {
    console.error(USAGE);
    return 2;
  }
  if (!existsSync(file)) {
    console.error(`No file ${file}.`);
    return 1;
  }
  let target: DatabaseTarget;
  try {
    target = parseDatabaseUrl(process.env.DATABASE_URL);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }

  try {
    const outcome = await restoreBackup(file, target, { replace });
    const rows = Object.values(outcome.tables).reduce((sum, count) => sum + count, 0);
    console.log(`Restored ${file} into ${describeDatabaseTarget(target)}, after checking it whole.`);
    if (Object.keys(outcome.replaced).length > 0) console.log(`It replaced what the database held: ${describeRows(outcome.replaced)}.`);
    console.log(`The database now holds ${rows} rows in ${Object.keys(outcome.tables).length} tables:`);
    const names = Object.keys(outcome.tables).sort();
    const width = Math.max(0, ...names.map((name) => name.length));
    for (const name of names) console.log(`  ${name.padEnd(width)}  ${outcome.tables[name]}`);
    console.log(`Its schema is at this version's ${Object.keys(MIGRATIONS).length} migrations: start the site on it (npm start).`);
    return 0;
  } catch (error) {
    if (error instanceof BackupFailure) {
      console.error(error.reason === "checkFailed" ? `Not restored: ${file} is not a sound backup of this site: ${error.message}` : `Not restored: ${error.message}`);
      return 1;
    }
    if (error instanceof RestoreRefused) {
      console.error(`Not restored: ${error.message}`);
      return 1;
    }
    console.error(`Not restored: ${describeDatabaseError(error, target)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
