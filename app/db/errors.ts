import { AppError } from "~/lib/app-error";

/** The error's code: SQLite's (`SQLITE_…`) or PostgreSQL's SQLSTATE. */
function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

/** A unique key refused a row: someone else wrote it first. */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === "23505" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

/** A row refers to one that is not there (any more): deleted by another write meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
}

/**
 * A write's failure as the person is told it: a row it refers to, deleted by another write meanwhile
 * (a foreign key refusing the new row), is someone else's change, a conflict (409), not a crash.
 * Anything else is returned as it is.
 */
export function lostReferenceAsConflict(error: unknown): unknown {
  return isForeignKeyViolation(error) ? new AppError("conflict", { detail: String(error) }) : error;
}

/**
 * A transaction that lost a race to another and may simply run again: a unique key taken meanwhile,
 * PostgreSQL's serialization failure or deadlock, SQLite's stale snapshot.
 */
export function isLostRace(error: unknown): boolean {
  const code = codeOf(error);
  return isUniqueViolation(error) || code === "40001" || code === "40P01" || code === "SQLITE_BUSY_SNAPSHOT";
}
