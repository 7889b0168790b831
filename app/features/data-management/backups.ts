import type { BackupMadeBy } from "~/db/schema";
import type { Language } from "~/i18n/localize";
import { restaurantDay } from "~/lib/dates";

/**
 * Backups of the whole database (docs/decisions/0022-backups.md), the pure part: what a backup
 * file is called, which day and week it belongs to, when the daily one is due, why one failed, and
 * how the last one is shown. No I/O: the files and the database are in backups.server.ts and
 * backup-file.server.ts.
 */

/** The engines a backup comes from; a file's name says which. */
export type BackupEngine = "sqlite" | "postgres";

/** SQLite's copy is a database file; PostgreSQL's is pg_dump's custom format. */
export const BACKUP_EXTENSION: Record<BackupEngine, string> = { sqlite: ".sqlite3", postgres: ".pgdump" };

const PREFIX = "patates-backup-";
/** `patates-backup-2026-05-01T03-00-00-000Z.sqlite3`: the UTC time, without the `:` some file systems refuse. */
const NAME = /^patates-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z(\.sqlite3|\.pgdump)$/;

/** How often the server asks whether today's backup is due (and when it starts). */
export const BACKUP_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function backupFileName(engine: BackupEngine, at: Date): string {
  return `${PREFIX}${at.toISOString().replace(/:/g, "-").replace(".", "-")}${BACKUP_EXTENSION[engine]}`;
}

/** A backup file's engine and time, from its name; null for any other file (which the site never touches). */
export function parseBackupFileName(name: string): { engine: BackupEngine; at: Date } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis, extension] = match;
  const at = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day) return null;
  return { engine: extension === BACKUP_EXTENSION.sqlite ? "sqlite" : "postgres", at };
}

/**
 * Beside each backup, a file holding its SHA-256, written when the backup is made and checked by a
 * restore: a check of the contents (integrity_check, the rows counted) finds a broken structure,
 * not a changed byte inside a row, and the hash finds any. It is in the format of `sha256sum`
 * (`<hex>  <name>`), so `sha256sum -c` checks a copy too, wherever it was copied.
 */
export const CHECKSUM_EXTENSION = ".sha256";

export function checksumFileName(backupName: string): string {
  return `${backupName}${CHECKSUM_EXTENSION}`;
}

export function checksumFileText(sha256: string, backupName: string): string {
  return `${sha256}  ${backupName}\n`;
}

/**
 * The SHA-256 a checksum file holds (lower case), or null when it holds none. The name after it is
 * for `sha256sum -c`; a restore goes by the file beside it, under whatever name it was copied.
 */
export function parseChecksumFile(text: string): string | null {
  const match = /^([0-9a-fA-F]{64}) [ *]\S/.exec(text);
  return match ? match[1]!.toLowerCase() : null;
}

/** The ISO week (Monday to Sunday) of the restaurant's day of a moment, `2026-W18`. */
export function restaurantWeek(at: Date): string {
  const [year, month, day] = restaurantDay(at).split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // The week belongs to the year of its Thursday.
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const weekYear = date.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(weekYear, 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  const week = 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * 24 * 60 * 60 * 1000));
  return `${weekYear}-W${String(week).padStart(2, "0")}`;
}

/** One a day: due when no backup in the folder is of the restaurant's day of `now`. */
export function dailyBackupDue(backupTimes: readonly Date[], now: Date): boolean {
  const today = restaurantDay(now);
  return !backupTimes.some((at) => restaurantDay(at) === today);
}

/** Why a backup failed, each with its words for the admin. */
export const BACKUP_FAILURE_REASONS = ["folderNotWritable", "diskFull", "pgDumpMissing", "checkFailed", "failed"] as const;
export type BackupFailureReason = (typeof BACKUP_FAILURE_REASONS)[number];

/** A failure's catalogue key (backup-messages.ts). */
export const failureMessage = (reason: BackupFailureReason) => `backups.reason.${reason}` as const;

export function isBackupFailureReason(value: unknown): value is BackupFailureReason {
  return typeof value === "string" && (BACKUP_FAILURE_REASONS as readonly string[]).includes(value);
}

/** The system's error, as far as a backup's failure needs it: its code and words. */
interface SystemError {
  code?: unknown;
  message?: unknown;
}

/**
 * Why a backup failed, from the error the system gave: a full disk (the kernel's ENOSPC, SQLite's
 * SQLITE_FULL, pg_dump's words for it), the folder's permissions or a read-only file system, or
 * anything else.
 */
export function backupFailureReason(error: unknown): BackupFailureReason {
  const { code, message } = (typeof error === "object" && error !== null ? error : {}) as SystemError;
  const text = typeof message === "string" ? message : "";
  if (code === "ENOSPC" || code === "EDQUOT" || code === "SQLITE_FULL" || /no space left on device|disk quota exceeded|database or disk is full/i.test(text)) return "diskFull";
  // Only the system's own codes: the folder is opened by this process before any tool writes in it,
  // and a tool's "permission denied" is the database's, not the folder's.
  if (code === "EACCES" || code === "EPERM" || code === "EROFS" || code === "ENOTDIR" || code === "EEXIST") return "folderNotWritable";
  return "failed";
}

/** The last backup as Data Management and the overview show it. */
export interface BackupRunView {
  outcome: "succeeded" | "failed";
  madeBy: BackupMadeBy;
  finishedAt: string;
  file: string | null;
  bytes: number | null;
  /** Rows in the copy, all tables together, and how many tables. */
  rows: number | null;
  tables: number | null;
  /** A message reference: why it failed. */
  error: string | null;
  /** The system's own words, shown as they are. */
  detail: string | null;
}

export interface BackupRunRow {
  made_by: BackupMadeBy;
  outcome: "succeeded" | "failed";
  finished_at: string;
  file: string | null;
  size_bytes: number | string | null;
  table_rows: string | null;
  error: string | null;
  error_detail: string | null;
}

function parseTableRows(json: string | null): Record<string, number> | null {
  if (json === null) return null;
  try {
    const value = JSON.parse(json) as unknown;
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    const entries = Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, number] => typeof entry[1] === "number");
    return Object.fromEntries(entries);
  } catch {
    return null;
  }
}

export function backupRunView(row: BackupRunRow): BackupRunView {
  const tableRows = parseTableRows(row.table_rows);
  return {
    outcome: row.outcome,
    madeBy: row.made_by,
    finishedAt: row.finished_at,
    file: row.file,
    // PostgreSQL's bigint-free integer arrives as a number; kept general for a driver that sends text.
    bytes: row.size_bytes === null ? null : Number(row.size_bytes),
    rows: tableRows ? Object.values(tableRows).reduce((sum, count) => sum + count, 0) : null,
    tables: tableRows ? Object.keys(tableRows).length : null,
    error: row.error,
    detail: row.error_detail,
  };
}

const UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

/** A file's size for a person, in the page's language: `1.4 MB`, `1,4 MB`. */
export function formatBackupSize(bytes: number, language: Language): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(language === "tr" ? "tr-TR" : "en-GB", {
    style: "unit",
    unit: UNITS[unit],
    unitDisplay: "short",
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
