/**
 * The operator's restore (docs/decisions/0022-backups.md): a backup file from `npm run backup`, the
 * daily backups or Data Management's download, checked whole and then restored into the database
 * DATABASE_URL names, which must hold no data unless --replace is given. Stop the site first: a
 * restore is refused while the site looks to be running on the database (see siteRunning; on
 * PostgreSQL, --site-stopped is the operator's word that what looks like it is not).
 * With --replace, what the database held is first saved into BACKUP_DIR as a backup, so a wrong
 * restore can be undone by restoring that (--discard-current overwrites it without a copy).
 *   npm run restore -- /var/backups/patates/patates-backup-2026-05-01T00-00-00-000Z.sqlite3
 *   BACKUP_DIR=/var/backups/patates npm run restore -- FILE --replace
 */
import "../server/supported-node";
import { existsSync } from "node:fs";
import { basename, resolve } from "node:path";
import { describeDatabaseTarget, parseDatabaseUrl, type DatabaseTarget } from "../app/db/database-url";
import { MIGRATIONS } from "../app/db/migrate.server";
import { BackupFailure, describeRows, restoreBackup, RestoreRefused } from "../app/features/data-management/backup-file.server";
import { checksumFileName } from "../app/features/data-management/backups";
import { parsePort } from "../server/config";
import { describeDatabaseError } from "../server/startup-errors";

const USAGE =
  "Usage: npm run restore -- FILE [--replace [--discard-current]] [--site-stopped]   (--replace overwrites a database that holds data, saving it into BACKUP_DIR first; --discard-current, without saving it; --site-stopped, PostgreSQL only: what looks like the site running is not this database's site)";

const FLAGS = ["--replace", "--discard-current", "--site-stopped"];

/**
 * Where the site on this machine would answer /healthz: at PORT (the site's default, 3000, when
 * unset), on HOST when it names one address, or over loopback when the site listens on all.
 */
function localHealthUrl(env: NodeJS.ProcessEnv): string {
  const host = env.HOST?.trim() ?? "";
  const address = host === "" || host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "[::1]" : host.includes(":") ? `[${host}]` : host;
  return `http://${address}:${parsePort(env.PORT)}/healthz`;
}

async function main(args: string[]): Promise<number> {
  const replace = args.includes("--replace");
  const discardCurrent = args.includes("--discard-current");
  const siteStopped = args.includes("--site-stopped");
  const files = args.filter((arg) => !FLAGS.includes(arg));
  const file = files[0];
  if (files.length !== 1 || file === undefined || file.startsWith("-") || (discardCurrent && !replace)) {
    console.error(USAGE);
    return 2;
  }
  if (!existsSync(file)) {
    console.error(`No file ${file}.`);
    return 1;
  }
  let target: DatabaseTarget;
  let healthUrl: string | null;
  try {
    target = parseDatabaseUrl(process.env.DATABASE_URL);
    // SQLite's lock says it all (siteRunning): a site on PORT may well be another one.
    healthUrl = target.engine === "postgres" ? localHealthUrl(process.env) : null;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }

  // As `npm run backup` and the server read it: relative to where the command runs.
  const folder = process.env.BACKUP_DIR?.trim() ?? "";
  const saveTo = folder === "" ? null : resolve(folder);

  try {
    const outcome = await restoreBackup(file, target, { replace, saveTo, discardCurrent, healthUrl, siteStopped, at: new Date() });
    const rows = Object.values(outcome.tables).reduce((sum, count) => sum + count, 0);
    console.log(`Restored ${file} into ${describeDatabaseTarget(target)}, after checking it whole.`);
    console.log(
      outcome.checksum === "matched"
        ? `Its SHA-256 is the one written beside it when it was made (${checksumFileName(basename(file))}).`
        : `It has no SHA-256 beside it (${checksumFileName(basename(file))}; a backup made before they were written, or a download): checked by its contents alone.`,
    );
    if (Object.keys(outcome.replaced).length > 0) console.log(`It replaced what the database held: ${describeRows(outcome.replaced)}.`);
    if (outcome.saved) console.log(`That was saved first, checked, to ${outcome.saved.path}; to undo this restore: npm run restore -- ${outcome.saved.path} --replace`);
    else if (Object.keys(outcome.replaced).length > 0) console.log("That was not saved (--discard-current).");
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
