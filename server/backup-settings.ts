import { resolve } from "node:path";
import type { DatabaseTarget } from "../app/db/database-url";
import { SYSTEM_CLOCK, type BackupClock, type BackupSettings } from "../app/features/data-management/backups.server";

/**
 * The backups' settings: the database, and the folder of the daily backups, BACKUP_DIR (README.md,
 * Configuration), relative to where the server starts; unset or empty, the daily backups are off.
 */
export function backupSettings(target: DatabaseTarget, backupDir: string | undefined, clock: BackupClock = SYSTEM_CLOCK): BackupSettings {
  const directory = backupDir?.trim() ?? "";
  return { target, directory: directory === "" ? null : resolve(directory), clock };
}
