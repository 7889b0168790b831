/**
 * The operator's backup (docs/decisions/0022-backups.md): a checked copy of the whole database
 * DATABASE_URL names, written into BACKUP_DIR while the site goes on serving and writing.
 *   BACKUP_DIR=/var/backups/patates npm run backup
 */
import "../server/supported-node";
import { existsSync } from "node:fs";
import { basename, resolve } from "node:path";
import { openDatabase } from "../app/db/connection.server";
import { describeDatabaseTarget, parseDatabaseUrl, type DatabaseTarget } from "../app/db/database-url";
import { backupMessages } from "../app/features/data-management/backup-messages";
import { BACKUP_RETENTION } from "../app/features/data-management/backup-retention";
import { checksumFileName, failureMessage, formatBackupSize } from "../app/features/data-management/backups";
import { backUpIntoFolder, BackupRunFailed } from "../app/features/data-management/backups.server";
import { describeDatabaseError } from "../server/startup-errors";

const USAGE = "Set BACKUP_DIR to the folder for backups: BACKUP_DIR=/var/backups/patates npm run backup";

/** Each table and its rows, one a line, aligned. */
function tableLines(tables: Record<string, number>): string[] {
  const names = Object.keys(tables).sort();
  const width = Math.max(0, ...names.map((name) => name.length));
  return names.map((name) => `  ${name.padEnd(width)}  ${tables[name]}`);
}

async function main(): Promise<number> {
  const folder = process.env.BACKUP_DIR?.trim() ?? "";
  if (folder === "") {
    console.error(USAGE);
    return 2;
  }
  const directory = resolve(folder);
  let target: DatabaseTarget;
  try {
    target = parseDatabaseUrl(process.env.DATABASE_URL);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  if (target.engine === "sqlite" && !existsSync(target.path)) {
    console.error(`No database at ${target.path}: nothing to back up. Check DATABASE_URL.`);
    return 1;
  }

  const db = openDatabase(target);
  try {
    const { copy, pruned, unrecorded, unpruned } = await backUpIntoFolder(db, { target, directory }, "command", new Date());
    const rows = Object.values(copy.tables).reduce((sum, count) => sum + count, 0);
    console.log(`Backed up ${describeDatabaseTarget(target)} to ${copy.path}`);
    console.log(`Size: ${formatBackupSize(copy.bytes, "en")} (${copy.bytes} bytes). Checked: ${target.engine === "sqlite" ? "PRAGMA integrity_check ok" : "pg_restore read it whole"}, ${rows} rows in ${Object.keys(copy.tables).length} tables, as in the database:`);
    for (const line of tableLines(copy.tables)) console.log(line);
    console.log(`SHA-256: ${copy.sha256}, in ${checksumFileName(basename(copy.path))} beside it; a restore checks it.`);
    if (pruned.length > 0) console.log(`Removed ${pruned.length === 1 ? "1 older backup" : `${pruned.length} older backups`}: the folder keeps every backup of the last ${BACKUP_RETENTION.recentHours} hours, one a day for ${BACKUP_RETENTION.daily} days and one a week for ${BACKUP_RETENTION.weekly} weeks before those.`);
    if (unrecorded) console.log(`Not shown in Data Management: the database did not take its record (${unrecorded}).`);
    if (unpruned) console.error(`The older backups could not be pruned: ${unpruned}`);
    return 0;
  } catch (error) {
    if (error instanceof BackupRunFailed) {
      const { reason, message } = error.failure;
      console.error(reason === "pgDumpMissing" ? `Cannot back up: ${message}` : `Backup failed: ${backupMessages.en[failureMessage(reason)]} ${message}`);
      return 1;
    }
    console.error(describeDatabaseError(error, target));
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
