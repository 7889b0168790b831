import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import SQLite from "better-sqlite3";
import pg from "pg";
import { openDatabase } from "~/db/connection.server";
import type { DatabaseTarget } from "~/db/database-url";
import { MIGRATIONS, migrateToLatest } from "~/db/migrate.server";
import { takeSiteLockForRestore } from "~/db/site-lock.server";
import { backupFailureReason, backupFileName, checksumFileName, checksumFileText, parseChecksumFile, type BackupEngine, type BackupFailureReason } from "./backups";

/**
 * A backup as a file (docs/decisions/0022-backups.md): written from a consistent snapshot while the
 * site goes on writing, checked before it gets its name, and restored into an empty database.
 *
 * - SQLite: SQLite's online backup API (better-sqlite3's `backup()`) on a connection of its own,
 *   inside one read transaction, so every page comes from the same snapshot (WAL lets the site
 *   write meanwhile) and the copy never starts over. It is checked with `PRAGMA integrity_check`,
 *   `foreign_key_check` and each table's rows, against the rows counted in the same snapshot.
 * - PostgreSQL: `pg_dump --format=custom` on a snapshot this module exports, in whose transaction it
 *   also counts each table's rows; checked with `pg_restore --list` and by reading every row of the
 *   archive back (`pg_restore --data-only`), which must give the same counts.
 */

/** Why a backup or its check failed: a reason the admin reads, and the system's own words. */
export class BackupFailure extends Error {
  override name = "BackupFailure";
  constructor(
    readonly reason: BackupFailureReason,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** A restore that was not done, and why, for the operator. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

/** The rows of each table: `{ menu_items: 104, … }`. */
export type TableRows = Record<string, number>;

export interface BackupCopy {
  path: string;
  bytes: number;
  tables: TableRows;
  /** Its SHA-256, also in the checksum file beside it (checksumFileName). */
  sha256: string;
}

/** What a backup file holds, once checked. */
export interface CheckedBackup {
  engine: BackupEngine;
  tables: TableRows;
  /** The migrations its schema had run, by name. */
  migrations: string[];
}

/** What to install when PostgreSQL's tools are missing: the one line an operator reads. */
export const POSTGRES_TOOLS_MISSING =
  "pg_dump is not on PATH. Install PostgreSQL's client tools of your server's version (Debian: apt-get install postgresql-client), or back up with your PostgreSQL host's own backups (pg_basebackup, a managed snapshot).";

/** Kysely's own tables: the schema's bookkeeping, not data. */
const BOOKKEEPING_TABLES = new Set(["kysely_migration", "kysely_migration_lock"]);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function asBackupFailure(error: unknown): BackupFailure {
  return error instanceof BackupFailure ? error : new BackupFailure(backupFailureReason(error), messageOf(error), { cause: error });
}

/**
 * Writes a checked copy of the database into `directory`, named for `at`
 * (`patates-backup-2026-05-01T00-00-00-000Z.sqlite3`), with its SHA-256 beside it
 * (`….sqlite3.sha256`). The copy is written under the name with `.partial` after it and renamed
 * once checked and hashed: a file with a backup's name is always whole, and its checksum file is
 * there before it. Throws a BackupFailure saying why.
 */
export async function writeBackup(target: DatabaseTarget, directory: string, at: Date): Promise<BackupCopy> {
  const name = backupFileName(target.engine, at);
  const path = join(directory, name);
  const partial = `${path}.partial`;
  const checksumPath = join(directory, checksumFileName(name));
  let checksumWritten = false;
  try {
    await mkdir(directory, { recursive: true });
    // Claims the name: a second backup of the same millisecond fails rather than writes over this one.
    await (await open(partial, "wx")).close();
  } catch (error) {
    throw asBackupFailure(error);
  }
  try {
    const snapshot = target.engine === "sqlite" ? await copySqlite(target.path, partial) : await dumpPostgres(target.connectionString, partial);
    const checked = await checkBackupFile(partial);
    if (checked.engine !== target.engine || !sameRows(checked.tables, snapshot)) {
      throw new BackupFailure("checkFailed", `the copy holds ${describeRows(checked.tables)}, the database held ${describeRows(snapshot)}`);
    }
    await syncFile(partial);
    // The bytes that were checked, hashed once they are on disk and never written again.
    const sha256 = await sha256OfFile(partial);
    checksumWritten = true;
    await writeFile(checksumPath, checksumFileText(sha256, name));
    await syncFile(checksumPath);
    await rename(partial, path);
    return { path, bytes: (await stat(path)).size, tables: checked.tables, sha256 };
  } catch (error) {
    await rm(partial, { force: true }).catch(() => undefined);
    if (checksumWritten) await rm(checksumPath, { force: true }).catch(() => undefined);
    const failure = asBackupFailure(error);
    // Which file, unless the words say it already or are an instruction of their own.
    throw failure.reason === "pgDumpMissing" || failure.message.includes(directory) ? failure : new BackupFailure(failure.reason, `${path}: ${failure.message}`, { cause: failure.cause ?? failure });
  }
}

/**
 * A checked copy in a folder of its own under the system's temporary folder, for a download:
 * `remove` deletes it once it has been sent.
 */
export async function writeTemporaryBackup(target: DatabaseTarget, at: Date): Promise<BackupCopy & { remove: () => Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), "patates-download-"));
  const remove = () => rm(directory, { recursive: true, force: true });
  try {
    return { ...(await writeBackup(target, directory, at)), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function syncFile(path: string): Promise<void> {
  const handle = await open(path, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(path), hash);
  return hash.digest("hex");
}

/**
 * A backup file against the SHA-256 written beside it when it was made: "matched", or "none" when
 * there is no checksum file (a backup made before they were written, or a download, which comes
 * alone). A checksum file that differs, or holds no hash, is a BackupFailure ("checkFailed"): the
 * backup, or its checksum, changed after it was made, and which cannot be told.
 */
export async function verifyChecksum(file: string): Promise<"matched" | "none"> {
  const checksumPath = join(dirname(file), checksumFileName(basename(file)));
  let text: string;
  try {
    text = await readFile(checksumPath, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "none";
    throw new BackupFailure("checkFailed", `its checksum file ${checksumPath} cannot be read: ${messageOf(error)}`, { cause: error });
  }
  const expected = parseChecksumFile(text);
  if (expected === null) throw new BackupFailure("checkFailed", `its checksum file ${checksumPath} holds no SHA-256`);
  let actual: string;
  try {
    actual = await sha256OfFile(file);
  } catch (error) {
    throw new BackupFailure("checkFailed", messageOf(error), { cause: error });
  }
  if (actual !== expected) throw new BackupFailure("checkFailed", `its SHA-256 is not the one written in ${checksumPath} when it was made: it has changed since`);
  return "matched";
}

function sameRows(a: TableRows, b: TableRows): boolean {
  const keys = Object.keys(a).sort();
  return JSON.stringify(keys) === JSON.stringify(Object.keys(b).sort()) && keys.every((key) => a[key] === b[key]);
}

export function describeRows(tables: TableRows): string {
  return Object.entries(tables)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([table, rows]) => `${table} ${rows}`)
    .join(", ");
}

// --- SQLite ------------------------------------------------------------------------------------

const SQLITE_MAGIC = Buffer.from("SQLite format 3\0", "latin1");
const POSTGRES_MAGIC = Buffer.from("PGDMP", "latin1");

function sqliteTableNames(db: SQLite.Database): string[] {
  return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map((row) => row.name);
}

function sqliteRows(db: SQLite.Database): TableRows {
  const rows: TableRows = {};
  for (const name of sqliteTableNames(db)) {
    rows[name] = (db.prepare(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`).get() as { n: number }).n;
  }
  return rows;
}

/**
 * The online backup of a live SQLite file into `destination`, from one snapshot: the read
 * transaction stays open from the count to the last page, so writers (in WAL mode) go on and
 * the copy neither mixes two moments nor starts over. Returns the snapshot's rows.
 */
async function copySqlite(source: string, destination: string): Promise<TableRows> {
  const db = new SQLite(resolve(source), { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.exec("BEGIN");
    const rows = sqliteRows(db);
    await db.backup(destination);
    db.exec("COMMIT");
    // The copy on its own: no write-ahead log beside it, so it opens read-only anywhere.
    const copy = new SQLite(destination, { fileMustExist: true });
    try {
      copy.pragma("journal_mode = DELETE");
    } finally {
      copy.close();
    }
    return rows;
  } finally {
    if (db.inTransaction) db.exec("ROLLBACK");
    db.close();
  }
}

function checkSqliteFile(path: string): CheckedBackup {
  let db: SQLite.Database;
  try {
    db = new SQLite(path, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupFailure("checkFailed", `it cannot be opened: ${messageOf(error)}`, { cause: error });
  }
  try {
    const integrity = db.pragma("integrity_check") as { integrity_check: string }[];
    if (integrity.length !== 1 || integrity[0]?.integrity_check !== "ok") {
      throw new BackupFailure("checkFailed", `PRAGMA integrity_check: ${integrity.slice(0, 3).map((row) => row.integrity_check).join("; ")}`);
    }
    const broken = db.pragma("foreign_key_check") as unknown[];
    if (broken.length > 0) throw new BackupFailure("checkFailed", `PRAGMA foreign_key_check: ${broken.length} rows refer to rows that are not there`);
    const tables = sqliteRows(db);
    if (!("kysely_migration" in tables)) throw new BackupFailure("checkFailed", "it holds no database of this site (no kysely_migration table)");
    const migrations = (db.prepare("SELECT name FROM kysely_migration ORDER BY name").all() as { name: string }[]).map((row) => row.name);
    return { engine: "sqlite", tables, migrations };
  } catch (error) {
    if (error instanceof BackupFailure) throw error;
    throw new BackupFailure("checkFailed", messageOf(error), { cause: error });
  } finally {
    db.close();
  }
}

// --- PostgreSQL --------------------------------------------------------------------------------

/**
 * The connection for PostgreSQL's tools: the URL without its password, and the password in a
 * passfile of its own (mode 0600) named in the URL, so it is neither on a command line, which
 * anyone on the machine can read, nor in an environment variable.
 */
async function postgresConnection(connectionString: string): Promise<{ dbname: string; remove: () => Promise<void> }> {
  const url = new URL(connectionString);
  const password = decodeURIComponent(url.password);
  url.password = "";
  if (password === "") return { dbname: url.toString(), remove: async () => undefined };
  const directory = await mkdtemp(join(tmpdir(), "patates-pgpass-"));
  const passfile = join(directory, "pgpass");
  await writeFile(passfile, `*:*:*:*:${password.replace(/[\\:]/g, (c) => `\\${c}`)}\n`, { mode: 0o600 });
  url.searchParams.set("passfile", passfile);
  return { dbname: url.toString(), remove: () => rm(directory, { recursive: true, force: true }) };
}

interface ToolOptions {
  /** Each chunk of its standard output; without this it is dropped. */
  stdout?: (chunk: Buffer) => void;
  /** Writes its standard input, then ends it. */
  stdin?: (input: NodeJS.WritableStream) => void;
}

/** Runs one of PostgreSQL's tools; a non-zero exit throws with the last lines it wrote to stderr. */
function runTool(command: string, args: string[], { stdout, stdin }: ToolOptions = {}): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { stdio: [stdin ? "pipe" : "ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stdout!.on("data", (chunk: Buffer) => stdout?.(chunk));
    child.stderr!.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new BackupFailure("pgDumpMissing", POSTGRES_TOOLS_MISSING.replace("pg_dump", command), { cause: error }) : error),
    );
    child.once("close", (code, signal) => {
      if (code === 0) return resolveRun();
      const said = stderr.trim().split("\n").slice(-3).join(" ");
      reject(new Error(`${command} ${signal ? `was stopped by ${signal}` : `exited with ${code}`}${said ? `: ${said}` : ""}`));
    });
    if (stdin && child.stdin) stdin(child.stdin);
  });
}

/** The rows of each table of the app's schema (and any other the user has), as the connection sees them. */
async function postgresRows(client: pg.ClientBase): Promise<TableRows> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
  );
  const rows: TableRows = {};
  for (const { schema, name } of tables) {
    const quoted = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
    const { rows: count } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoted}`);
    rows[schema === "public" ? name : `${schema}.${name}`] = Number(count[0]?.n ?? 0);
  }
  return rows;
}

async function connect(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  // A connection lost meanwhile fails the query in flight; unheard, it would end the process.
  client.on("error", () => undefined);
  await client.connect();
  return client;
}

/**
 * pg_dump of the whole database, in the custom format, from a snapshot exported by a transaction
 * that counts each table's rows in it: the counts are exactly what the archive must hold.
 */
async function dumpPostgres(connectionString: string, destination: string): Promise<TableRows> {
  const client = await connect(connectionString);
  const connection = await postgresConnection(connectionString);
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    const { rows } = await client.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot");
    const tables = await postgresRows(client);
    await runTool("pg_dump", ["--format=custom", `--snapshot=${rows[0]!.snapshot}`, "--no-password", `--file=${destination}`, `--dbname=${connection.dbname}`]);
    return tables;
  } finally {
    await client.query("ROLLBACK").catch(() => undefined);
    await client.end().catch(() => undefined);
    await connection.remove();
  }
}

/** `COPY public.menu_items (id, name_tr, …) FROM stdin;` */
const COPY_LINE = /^COPY (\S+) \((.*)\) FROM stdin;$/;
const unquote = (identifier: string) => identifier.replace(/^"(.*)"$/, "$1").replaceAll('""', '"');

/**
 * Reads every row of a custom-format archive back (`pg_restore --data-only`, as SQL): the archive
 * is whole and readable to its last byte, and says how many rows each table has. Also returns the
 * migrations it records.
 */
async function checkPostgresFile(path: string): Promise<CheckedBackup> {
  try {
    await runTool("pg_restore", ["--list", path]);
    const tables: TableRows = {};
    const migrations: string[] = [];
    let table: string | null = null;
    let nameColumn = -1;
    let rest = "";
    const onLine = (line: string) => {
      if (table === null) {
        const copy = COPY_LINE.exec(line);
        if (!copy) return;
        const qualified = copy[1]!.split(".").map(unquote);
        table = qualified[0] === "public" ? qualified.slice(1).join(".") : qualified.join(".");
        tables[table] = 0;
        nameColumn = table === "kysely_migration" ? copy[2]!.split(", ").map(unquote).indexOf("name") : -1;
      } else if (line === "\\.") {
        table = null;
      } else {
        tables[table] = (tables[table] ?? 0) + 1;
        if (nameColumn >= 0) migrations.push(line.split("\t")[nameColumn] ?? "");
      }
    };
    await runTool("pg_restore", ["--data-only", "--file=-", path], {
      stdout: (chunk) => {
        const lines = (rest + chunk.toString("utf8")).split("\n");
        rest = lines.pop() ?? "";
        lines.forEach(onLine);
      },
    });
    if (rest !== "") onLine(rest);
    if (!("kysely_migration" in tables)) throw new BackupFailure("checkFailed", "it holds no database of this site (no kysely_migration table)");
    return { engine: "postgres", tables, migrations: migrations.sort() };
  } catch (error) {
    if (error instanceof BackupFailure) throw error;
    throw new BackupFailure("checkFailed", messageOf(error), { cause: error });
  }
}

// --- Either ------------------------------------------------------------------------------------

/** Checks a backup file whole, whichever engine made it, and says what it holds. Throws a BackupFailure ("checkFailed") if it is not a sound backup of this site. */
export async function checkBackupFile(path: string): Promise<CheckedBackup> {
  let head: Buffer;
  try {
    const handle = await open(path, "r");
    try {
      head = Buffer.alloc(16);
      await handle.read(head, 0, 16, 0);
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw new BackupFailure("checkFailed", messageOf(error), { cause: error });
  }
  if (head.subarray(0, SQLITE_MAGIC.length).equals(SQLITE_MAGIC)) return checkSqliteFile(path);
  if (head.subarray(0, POSTGRES_MAGIC.length).equals(POSTGRES_MAGIC)) return checkPostgresFile(path);
  throw new BackupFailure("checkFailed", "it is neither a SQLite database nor a pg_dump archive");
}

/** The rows of the data tables of the database `target` names; empty when it has none (or, for SQLite, no file yet). */
export async function databaseRows(target: DatabaseTarget): Promise<TableRows> {
  if (target.engine === "sqlite") {
    const path = resolve(target.path);
    if (!(await stat(path).then((info) => info.size > 0, () => false))) return {};
    const db = new SQLite(path, { fileMustExist: true });
    try {
      db.pragma("busy_timeout = 5000");
      return sqliteRows(db);
    } finally {
      db.close();
    }
  }
  const client = await connect(target.connectionString);
  try {
    return await postgresRows(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Why the site looks to be running on the database, as the one line after "Not restored: ", or
 * null when it does not. A restore under a running site would leave it serving pages, sessions and
 * cached content of data that is gone, and writing on top of the restored data.
 *
 * - SQLite: whether this process can lock the file for itself. The site keeps its file in WAL mode,
 *   and every connection to a WAL database holds a shared lock on the file for as long as it is
 *   open (so that no one switches the journal away under it), idle or not. Asking for an exclusive
 *   lock without waiting (exclusive locking mode, busy timeout 0) fails at once if any other
 *   connection, of any process on this machine, has the file open. Nothing is written. It is about
 *   the very file DATABASE_URL names, whichever port or user the site runs as: nothing else is
 *   needed, and nothing can be mistaken for it.
 * - PostgreSQL: the site's lock (app/db/site-lock.server.ts), which every running instance holds on
 *   a connection of its own, busy or idle, on any machine, is taken by the restore on `lockSession`
 *   before this (lockOutTheSite): exact, so no word of the operator's goes past it. What is left to
 *   look at here is a site of a version from before the lock, in two signs, either of which refuses:
 *   - other sessions on the same database (pg_stat_activity): such a site that served in the last
 *     seconds (its pool lets a connection go after 10 idle seconds), on any machine. Another client
 *     (psql, a connection pooler, a monitor) counts too: its connections carry no name of their own.
 *   - a site answering `healthUrl`, /healthz on this machine at the PORT and HOST the command is
 *     given (3000 by default, as the site's own default), with the site's own answer: an idle one
 *     here. It cannot say which database that site uses.
 *   Both can point at something that is not this database's site; `siteStopped` (--site-stopped)
 *   is the operator's word that it is not, and skips these two.
 */
export async function siteRunning(target: DatabaseTarget, healthUrl: string | null, lockSession: pg.Client | null): Promise<string | null> {
  if (target.engine === "sqlite") {
    if (!(await sqliteFileInUse(target.path))) return null;
    return `The database is in use: another program has ${target.path} open (the site, most likely). Stop the site first, then restore.`;
  }
  const advice = "Stop the site first, then restore; if that is not this database's site (a connection pooler, a monitor, another site), add --site-stopped.";
  if (!lockSession) throw new Error("siteRunning on PostgreSQL looks from the restore's session, which holds the site's lock");
  const sessions = await otherPostgresSessions(lockSession);
  if (sessions !== null) return `The database is in use: ${sessions}. ${advice}`;
  if (healthUrl !== null && (await siteAnswers(healthUrl))) return `A site answers at ${healthUrl} on this machine. ${advice}`;
  return null;
}

/**
 * The site's lock on a PostgreSQL database, taken for the restore on a session of its own and held
 * until `release`: no instance of the site runs on the database meanwhile, and none starts. Refused,
 * with who holds it, while any instance runs or another restore is under way.
 */
async function lockOutTheSite(connectionString: string): Promise<{ session: pg.Client; release: () => Promise<void> }> {
  const session = await connect(connectionString);
  const release = () => session.end().catch(() => undefined);
  const holders = await takeSiteLockForRestore(session).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  if (holders === null) return { session, release };
  await release();
  if (holders.restore) throw new RestoreRefused("Another restore is under way on this database. Let it end first.");
  const count = holders.sites.length;
  const from = [...new Set(holders.sites.map((address) => address ?? "a local socket"))].join(", ");
  throw new RestoreRefused(
    `The site is running on this database: ${count === 1 ? "1 instance holds" : `${count} instances hold`} it (connected from ${from}). Stop every instance first, then restore.`,
  );
}

async function sqliteFileInUse(file: string): Promise<boolean> {
  const path = resolve(file);
  if (!(await stat(path).then((info) => info.size > 0, () => false))) return false;
  const db = new SQLite(path, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 0");
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("COMMIT");
    return false;
  } catch (error) {
    if (error instanceof SQLite.SqliteError && (error.code === "SQLITE_BUSY" || error.code === "SQLITE_LOCKED")) return true;
    throw error;
  } finally {
    db.close();
  }
}

/** The other sessions on `client`'s database, in words (`2 other connections are open to it (…)`), or null. */
async function otherPostgresSessions(client: pg.Client): Promise<string | null> {
  const { rows } = await client.query<{ name: string; n: number }>(
    `SELECT application_name AS name, count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
      GROUP BY 1 ORDER BY 2 DESC, 1`,
  );
  const total = rows.reduce((sum, row) => sum + row.n, 0);
  if (total === 0) return null;
  const who = rows.map(({ name, n }) => `${n} ${name === "" ? "without an application name" : `from ${name}`}`).join(", ");
  return `${total === 1 ? "1 other connection is" : `${total} other connections are`} open to it (${who})`;
}

/** How long the look at /healthz waits: the site answers it at once, without the database. */
const HEALTH_TIMEOUT_MS = 2_000;

/** Whether `url` answers as the site's /healthz does (server/health.ts): 200 and `{"status":"ok"}`. Anything else, or nothing, is no sign of it. */
async function siteAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS), redirect: "manual" });
    if (response.status !== 200) return false;
    const body = (await response.json()) as unknown;
    return typeof body === "object" && body !== null && (body as { status?: unknown }).status === "ok";
  } catch {
    return false;
  }
}

/** The tables that hold rows, bookkeeping aside: what a restore would overwrite. */
export function tablesWithData(tables: TableRows): TableRows {
  return Object.fromEntries(Object.entries(tables).filter(([table, rows]) => rows > 0 && !BOOKKEEPING_TABLES.has(table)));
}

export interface RestoreOptions {
  /** Overwrite a database that holds data. */
  replace: boolean;
  /**
   * The folder (BACKUP_DIR) where what the database holds is saved, as a backup like any other,
   * before a restore overwrites it; null when there is none.
   */
  saveTo: string | null;
  /** Overwrite it without saving it first: the operator's explicit choice (--discard-current). */
  discardCurrent: boolean;
  /** PostgreSQL: /healthz of the site on this machine (at PORT), a sign that it runs; null: not looked at. */
  healthUrl: string | null;
  /** PostgreSQL: the operator's word that what looks like the site is not (--site-stopped). SQLite's lock needs none. */
  siteStopped: boolean;
  /** The time the saved copy is named for. */
  at: Date;
}

export interface RestoreOutcome {
  engine: BackupEngine;
  /** The rows of each table of the restored database. */
  tables: TableRows;
  /** The tables that held rows before, now replaced. */
  replaced: TableRows;
  /** The checked copy of what the database held, saved before it was overwritten; null when it held nothing or was discarded. */
  saved: BackupCopy | null;
  /** Whether the file matched the SHA-256 beside it, or had none (verifyChecksum). */
  checksum: "matched" | "none";
}

/**
 * Restores a backup file into the database `target` names: checked first (against the SHA-256
 * beside it, when there is one, then whole), refused while the site looks to be running on the
 * database (siteRunning), and refused when the database holds data unless `replace`. Data about to
 * be replaced is first saved into `saveTo` as a checked backup, so a wrong restore can be undone
 * with another; without a folder, or when the copy fails (a full disk, a database too damaged to
 * pass its check), nothing is restored unless `discardCurrent`. The restore is one transaction on
 * the database (SQLite's backup API writes the destination under one lock; PostgreSQL's runs in
 * one psql transaction that drops the old tables first), so a failure leaves it as it was. Then
 * the schema is brought to this version's migrations, as a start would.
 */
export async function restoreBackup(file: string, target: DatabaseTarget, { replace, saveTo, discardCurrent, healthUrl, siteStopped, at }: RestoreOptions): Promise<RestoreOutcome> {
  const checksum = await verifyChecksum(file);
  const checked = await checkBackupFile(file);
  if (checked.engine !== target.engine) {
    const names: Record<BackupEngine, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };
    throw new RestoreRefused(`${file} is a ${names[checked.engine]} backup and DATABASE_URL names ${names[target.engine]}; restore it into a ${names[checked.engine]} database.`);
  }
  const unknown = checked.migrations.filter((name) => !Object.hasOwn(MIGRATIONS, name));
  if (unknown.length > 0) throw new RestoreRefused(`${file} was made by a newer version of the site (its schema has ${unknown.join(", ")}); restore it with that version.`);
  const siteLock = target.engine === "postgres" ? await lockOutTheSite(target.connectionString) : null;
  try {
    if (!(target.engine === "postgres" && siteStopped)) {
      const running = await siteRunning(target, healthUrl, siteLock?.session ?? null);
      if (running !== null) throw new RestoreRefused(running);
    }
    const existing = tablesWithData(await databaseRows(target));
    if (Object.keys(existing).length > 0 && !replace) {
      throw new RestoreRefused(`The database holds data (${describeRows(existing)}); nothing was restored. Add --replace to overwrite it with the backup.`);
    }
    const saved = Object.keys(existing).length > 0 && !discardCurrent ? await saveBeforeRestore(target, saveTo, at) : null;
    if (target.engine === "sqlite") await restoreSqlite(file, target.path);
    else await restorePostgres(file, target.connectionString);
    const db = openDatabase(target);
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    return { engine: target.engine, tables: await databaseRows(target), replaced: existing, saved, checksum };
  } finally {
    await siteLock?.release();
  }
}

/** The copy of a database about to be overwritten, written as `npm run backup` writes one; refuses the restore when it cannot be made. */
async function saveBeforeRestore(target: DatabaseTarget, directory: string | null, at: Date): Promise<BackupCopy> {
  if (directory === null) {
    throw new RestoreRefused(
      "--replace saves what the database holds into BACKUP_DIR before overwriting it, and BACKUP_DIR is not set; nothing was restored. Set BACKUP_DIR to the site's backup folder, or add --discard-current to overwrite the database without a copy.",
    );
  }
  try {
    return await writeBackup(target, directory, at);
  } catch (error) {
    throw new RestoreRefused(
      `What the database holds could not be saved before overwriting it (${messageOf(error)}); nothing was restored. Make the copy possible, or add --discard-current to overwrite the database without one.`,
      { cause: error },
    );
  }
}

async function restoreSqlite(file: string, destination: string): Promise<void> {
  const path = resolve(destination);
  await mkdir(dirname(path), { recursive: true });
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(path);
  } finally {
    source.close();
  }
}

/** Drops the tables of the schema the connection works in, inside the restore's transaction. */
const DROP_CURRENT_TABLES = `DO $$ DECLARE t record; BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() LOOP
    EXECUTE format('DROP TABLE IF EXISTS %I CASCADE', t.tablename);
  END LOOP;
END $$;
`;

/**
 * pg_restore writes the archive as SQL and psql runs it, after the drop, in one transaction that
 * commits only once pg_restore has written all of it: an archive that fails halfway leaves the
 * database as it was.
 */
async function restorePostgres(file: string, connectionString: string): Promise<void> {
  const connection = await postgresConnection(connectionString);
  try {
    const sql = spawn("pg_restore", ["--no-owner", "--no-privileges", "--file=-", file], { stdio: ["ignore", "pipe", "pipe"] });
    let restoreErrors = "";
    sql.stderr.on("data", (chunk: Buffer) => (restoreErrors = (restoreErrors + chunk.toString()).slice(-4_000)));
    const written = new Promise<void>((done, fail) => {
      sql.once("error", (error: NodeJS.ErrnoException) =>
        fail(error.code === "ENOENT" ? new BackupFailure("pgDumpMissing", POSTGRES_TOOLS_MISSING.replace("pg_dump", "pg_restore"), { cause: error }) : error),
      );
      sql.once("close", (code) => (code === 0 ? done() : fail(new Error(`pg_restore exited with ${code}: ${restoreErrors.trim()}`))));
    });
    const applied = runTool("psql", ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", "--no-password", `--dbname=${connection.dbname}`], {
      stdin: (input) => {
        // A psql that stopped (a refused connection, a failed statement) closes its input: its own error says why.
        input.on("error", () => undefined);
        input.write(`BEGIN;\n${DROP_CURRENT_TABLES}`);
        sql.stdout.pipe(input, { end: false });
        // Without COMMIT, psql's end of input ends the session and the transaction with it.
        written.then(
          () => input.end("COMMIT;\n"),
          () => input.end(),
        );
      },
    });
    const [restored, ran] = await Promise.allSettled([written, applied]);
    if (restored.status === "rejected") throw restored.reason;
    if (ran.status === "rejected") throw ran.reason;
  } finally {
    await connection.remove();
  }
}
