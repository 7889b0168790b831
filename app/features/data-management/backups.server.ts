import { randomUUID } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { AppDatabase } from "~/db/connection.server";
import type { DatabaseTarget } from "~/db/database-url";
import type { BackupMadeBy } from "~/db/schema";
import { inBackupTurn } from "~/db/site-lock.server";
import { logBackup } from "~/lib/log.server";
import { BACKUP_RETENTION, pruneBackups } from "./backup-retention";
import { BackupFailure, writeBackup, type BackupCopy } from "./backup-file.server";
import { BACKUP_CHECK_INTERVAL_MS, backupRunView, CHECKSUM_EXTENSION, checksumFileName, dailyBackupDue, failureMessage, parseBackupFileName, type BackupRunView } from "./backups";

/**
 * Backups into the backup folder (BACKUP_DIR), with their record in `backup_runs`, and the
 * server's daily run (docs/decisions/0022-backups.md).
 */

/** What tells the daily backups the time: the system's clock, or a test's (tests/support/backup-clock.ts). */
export interface BackupClock {
  now(): Date;
  /** Calls `check` as time passes, about every `intervalMs`; returns what stops it. */
  every(intervalMs: number, check: () => void): () => void;
}

export const SYSTEM_CLOCK: BackupClock = {
  now: () => new Date(),
  every: (intervalMs, check) => {
    const timer = setInterval(check, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  },
};

/** What the server knows of backups: where the database is, and the folder of the daily ones (null: off). */
export interface BackupSettings {
  target: DatabaseTarget;
  directory: string | null;
  clock: BackupClock;
}

/** A backup file in the folder. */
export interface FolderBackup {
  name: string;
  at: Date;
}

/** The backups in `directory`, by their names; every other file is left alone. A folder that is not there has none. */
export async function listBackups(directory: string): Promise<FolderBackup[]> {
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return names.flatMap((name) => {
    const parsed = parseBackupFileName(name);
    return parsed ? [{ name, at: parsed.at }] : [];
  });
}

/** Removes the backups the retention rule does not keep at `now`, each with its checksum file; returns their names. */
export async function pruneBackupFolder(directory: string, now: Date): Promise<string[]> {
  const { remove } = pruneBackups(await listBackups(directory), now, BACKUP_RETENTION);
  for (const backup of remove) {
    await rm(join(directory, backup.name), { force: true });
    await rm(join(directory, checksumFileName(backup.name)), { force: true });
  }
  return remove.map((backup) => backup.name);
}

/** A `.partial`, or a checksum file without its backup, left by a backup that died with its process, a day ago or more. */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

async function removeStalePartials(directory: string, now: Date): Promise<void> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const present = new Set(names);
  for (const name of names) {
    const partial = name.endsWith(".partial") && parseBackupFileName(name.slice(0, -".partial".length));
    const backupOfChecksum = name.endsWith(CHECKSUM_EXTENSION) ? name.slice(0, -CHECKSUM_EXTENSION.length) : null;
    const orphanChecksum = backupOfChecksum !== null && parseBackupFileName(backupOfChecksum) && !present.has(backupOfChecksum);
    if (!partial && !orphanChecksum) continue;
    const path = join(directory, name);
    const info = await stat(path).catch(() => null);
    if (info && now.getTime() - info.mtimeMs >= STALE_PARTIAL_MS) await rm(path, { force: true });
  }
}

export interface BackupRun {
  copy: BackupCopy;
  /** The backups the retention rule removed after this one. */
  pruned: string[];
  /** Why the run is not in `backup_runs` (the database refused the row), or null. */
  unrecorded: string | null;
  /** Why the folder could not be pruned, or null: the backup itself is written and sound. */
  unpruned: string | null;
}

/** A backup that failed, recorded in `backup_runs` unless `unrecorded` says why not. */
export class BackupRunFailed extends Error {
  override name = "BackupRunFailed";
  constructor(
    readonly failure: BackupFailure,
    readonly unrecorded: string | null,
  ) {
    super(failure.message, { cause: failure });
  }
}

/**
 * One backup into the folder, recorded in `backup_runs` once it has ended (so the copy never holds
 * its own row), then the folder pruned to the retention rule. A failure throws BackupRunFailed. A
 * record the database refuses (it is down, or its schema predates the table) does not change the
 * outcome: the caller is told, to say so.
 */
export async function backUpIntoFolder(db: AppDatabase, settings: { target: DatabaseTarget; directory: string }, madeBy: BackupMadeBy, at: Date): Promise<BackupRun> {
  const started = Date.now();
  // On the clock `at` comes from: the time it took, after it.
  const finishedAt = () => new Date(at.getTime() + (Date.now() - started));
  let copy: BackupCopy;
  try {
    copy = await writeBackup(settings.target, settings.directory, at);
  } catch (error) {
    const failure = error instanceof BackupFailure ? error : new BackupFailure("failed", String(error), { cause: error });
    throw new BackupRunFailed(failure, await recordRun(db, { madeBy, at, finishedAt: finishedAt(), failure }));
  }
  const unrecorded = await recordRun(db, { madeBy, at, finishedAt: finishedAt(), copy });
  try {
    // `at`, the time on the caller's clock: the backups younger than the recent hours are counted from it.
    const pruned = await pruneBackupFolder(settings.directory, at);
    await removeStalePartials(settings.directory, at);
    return { copy, pruned, unrecorded, unpruned: null };
  } catch (error) {
    return { copy, pruned: [], unrecorded, unpruned: error instanceof Error ? error.message : String(error) };
  }
}

/** Writes the run's row; returns why it could not, or null. */
async function recordRun(db: AppDatabase, run: { madeBy: BackupMadeBy; at: Date; finishedAt: Date; copy?: BackupCopy; failure?: BackupFailure }): Promise<string | null> {
  try {
    await db
      .insertInto("backup_runs")
      .values({
        id: randomUUID(),
        made_by: run.madeBy,
        outcome: run.copy ? "succeeded" : "failed",
        started_at: run.at.toISOString(),
        finished_at: run.finishedAt.toISOString(),
        file: run.copy?.path ?? null,
        size_bytes: run.copy?.bytes ?? null,
        table_rows: run.copy ? JSON.stringify(run.copy.tables) : null,
        error: run.failure ? failureMessage(run.failure.reason) : null,
        error_detail: run.failure?.message.slice(0, 2_000) ?? null,
      })
      .execute();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The latest backup, and the latest that succeeded when that one failed. */
export interface LatestBackups {
  last: BackupRunView | null;
  lastSucceeded: BackupRunView | null;
}

export async function latestBackups(db: AppDatabase): Promise<LatestBackups> {
  const latest = (succeededOnly: boolean) =>
    db
      .selectFrom("backup_runs")
      .select(["made_by", "outcome", "finished_at", "file", "size_bytes", "table_rows", "error", "error_detail"])
      .$if(succeededOnly, (query) => query.where("outcome", "=", "succeeded"))
      .orderBy("finished_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
  const last = await latest(false);
  const lastSucceeded = last && last.outcome === "failed" ? await latest(true) : undefined;
  return { last: last ? backupRunView(last) : null, lastSucceeded: lastSucceeded ? backupRunView(lastSucceeded) : null };
}

/**
 * The server's daily backup: at start and then as time passes (every hour by the system's clock),
 * a backup when the folder has none of the restaurant's day, then the folder pruned. Whatever
 * happens to a backup, the site goes on serving: a failure is logged as an error and recorded for
 * the admins, and the next check tries again. Checks never overlap; one asked for while another
 * runs happens after it. Nor do the checks of several instances on one PostgreSQL database, which
 * take turns (inBackupTurn): sharing a BACKUP_DIR, they make one backup a day between them.
 */
export function startDailyBackups(db: AppDatabase, settings: BackupSettings): { stop: () => void } {
  const directory = settings.directory;
  if (directory === null) return { stop: () => undefined };
  let running: Promise<void> | null = null;
  let again = false;

  // One instance at a time on a PostgreSQL database: the next finds the backup just made (app/db/site-lock.server.ts).
  const checkOnce = () => inBackupTurn(settings.target, checkInTurn);
  const checkInTurn = async () => {
    const now = settings.clock.now();
    // A folder that cannot be read is tried all the same: the backup says what is wrong with it.
    const existing = await listBackups(directory).catch(() => []);
    if (!dailyBackupDue(existing.map((backup) => backup.at), now)) return;
    try {
      const { copy, pruned, unrecorded, unpruned } = await backUpIntoFolder(db, { target: settings.target, directory }, "schedule", now);
      logBackup({ event: "backup.written", madeBy: "schedule", at: now.toISOString(), file: copy.path, bytes: copy.bytes, tables: copy.tables });
      if (pruned.length > 0) logBackup({ event: "backup.pruned", removed: pruned, kept: (await listBackups(directory)).length });
      if (unrecorded) logBackup({ event: "backup.record-failed", madeBy: "schedule", detail: unrecorded });
      if (unpruned) logBackup({ event: "backup.prune-failed", directory, detail: unpruned });
    } catch (error) {
      if (!(error instanceof BackupRunFailed)) throw error;
      logBackup({ event: "backup.failed", madeBy: "schedule", at: now.toISOString(), directory, reason: error.failure.reason, detail: error.failure.message });
      if (error.unrecorded) logBackup({ event: "backup.record-failed", madeBy: "schedule", detail: error.unrecorded });
    }
  };
  const check = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await checkOnce().catch((error: unknown) =>
          logBackup({
            event: "backup.failed",
            madeBy: "schedule",
            at: settings.clock.now().toISOString(),
            directory,
            reason: "failed",
            detail: error instanceof Error ? error.message : String(error),
          }),
        );
      } while (again);
    })().finally(() => (running = null));
  };

  const stop = settings.clock.every(BACKUP_CHECK_INTERVAL_MS, check);
  check();
  return { stop };
}
