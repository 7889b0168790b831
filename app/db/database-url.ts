/** Where the data lives, read from DATABASE_URL. Pure: no I/O, so it is tested on its own. */
export type DatabaseTarget =
  | { engine: "sqlite"; path: string }
  | { engine: "postgres"; connectionString: string };

export const DEFAULT_SQLITE_PATH = "data/restaurant.db";

export class DatabaseUrlError extends Error {
  override name = "DatabaseUrlError";
}

/**
 * - unset or empty: SQLite at data/restaurant.db;
 * - `file:/some/path.db` (or `file:relative.db`, `sqlite:…`): SQLite at that path;
 * - `postgres://…` or `postgresql://…`: PostgreSQL.
 */
export function parseDatabaseUrl(value: string | undefined): DatabaseTarget {
  const url = value?.trim() ?? "";
  if (url === "") return { engine: "sqlite", path: DEFAULT_SQLITE_PATH };

  const fileMatch = /^(?:file|sqlite):(?:\/\/(?=\/))?(.*)$/i.exec(url);
  if (fileMatch) {
    const path = decodeURIComponent(fileMatch[1] ?? "");
    if (path === "" || path.endsWith("/")) {
      throw new DatabaseUrlError(`DATABASE_URL "${url}" names no SQLite file; use file:/path/to/restaurant.db`);
    }
    return { engine: "sqlite", path };
  }

  if (/^postgres(?:ql)?:\/\//i.test(url)) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new DatabaseUrlError(`DATABASE_URL is not a valid PostgreSQL URL; use postgres://user:password@host:5432/database`);
    }
    if (parsed.hostname === "" && !parsed.searchParams.has("host")) {
      throw new DatabaseUrlError(`DATABASE_URL names no PostgreSQL host; use postgres://user:password@host:5432/database`);
    }
    return { engine: "postgres", connectionString: url };
  }

  throw new DatabaseUrlError(
    `DATABASE_URL must start with file: (SQLite) or postgres:// (PostgreSQL); leave it unset for ${DEFAULT_SQLITE_PATH}`,
  );
}

/** The URL without its password, for log lines. */
export function describeDatabaseTarget(target: DatabaseTarget): string {
  if (target.engine === "sqlite") return `SQLite at ${target.path}`;
  const url = new URL(target.connectionString);
  return `PostgreSQL at ${url.hostname || url.searchParams.get("host")}${url.port ? `:${url.port}` : ""}${url.pathname}`;
}
