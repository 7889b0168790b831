import { describeDatabaseTarget, type DatabaseTarget } from "../app/db/database-url";

/** The error's code, or that of its cause or first inner error (pg wraps connection errors). */
function codeOf(error: unknown): string | undefined {
  const value = error as { code?: unknown; cause?: unknown; errors?: unknown[] } | null;
  if (typeof value?.code === "string") return value.code;
  if (value?.cause) return codeOf(value.cause);
  if (Array.isArray(value?.errors) && value.errors.length > 0) return codeOf(value.errors[0]);
  return undefined;
}

function messageOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return messageOf(error.errors[0]);
  return error instanceof Error ? error.message : String(error);
}

/** Kysely's words for a database that ran a migration this version does not have. */
const NEWER_DATABASE = /previously executed migration (\S+) is missing/;

/** One line that says why the database could not be opened and what to change. */
export function describeDatabaseError(error: unknown, target: DatabaseTarget): string {
  const where = describeDatabaseTarget(target);
  const newer = NEWER_DATABASE.exec(messageOf(error));
  if (newer) {
    return `The database (${where}) was upgraded by a newer version of the site (its migration ${newer[1]} is not in this one). Run that version, or restore the backup made before the upgrade (docs/deploy.md, step 10).`;
  }
  const code = codeOf(error);
  switch (code) {
    case "ECONNREFUSED":
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
      return `Cannot reach the database (${where}): ${code}. Check that the server is running and that DATABASE_URL is right.`;
    case "28P01":
    case "28000":
      return `The database (${where}) refused the user name or password in DATABASE_URL.`;
    case "3D000":
      return `The database named in DATABASE_URL does not exist (${where}); create it first.`;
    case "SQLITE_CANTOPEN":
    case "EACCES":
    case "EROFS":
    case "ENOTDIR":
      return `Cannot open ${where}: ${messageOf(error)}. Check the path in DATABASE_URL and its permissions.`;
    case "SQLITE_FULL":
    case "ENOSPC":
      return `The disk holding the database (${where}) is full: free some space. Nothing was changed.`;
    case "SQLITE_NOTADB":
      return `${where} is not a SQLite database file. Point DATABASE_URL at another file.`;
    default:
      return `Cannot open the database (${where}): ${messageOf(error)}. Check DATABASE_URL.`;
  }
}

/** One line for a failed listen(). */
export function describeListenError(error: unknown, host: string, port: number): string {
  switch (codeOf(error)) {
    case "EADDRINUSE":
      return `Port ${port} is already in use. Stop the other server or set PORT to a free port.`;
    case "EACCES":
      return `No permission to listen on port ${port}. Use a port above 1023, e.g. PORT=3000.`;
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
      return `Cannot listen on HOST=${host}: no such address on this machine. Use 0.0.0.0 or 127.0.0.1.`;
    default:
      return `Cannot listen on ${host}:${port}: ${messageOf(error)}`;
  }
}
