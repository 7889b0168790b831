import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { sql } from "kysely";
import type { AppDatabase } from "../../app/db/connection.server";
import { parseBackupFileName } from "../../app/features/data-management/backups";
import { POSTGRES_BIN } from "./postgres-cluster";
import { bundledEntryArguments, throughTsx } from "./server-bundle";
import { freePort, type ServerEnv } from "./start-server";

/**
 * PATH with the binaries of the PostgreSQL the tests run on first: a backup's pg_dump, pg_restore
 * and psql of the server's own version, whether or not the machine has PostgreSQL's client package.
 */
export const PATH_WITH_POSTGRES_TOOLS = [POSTGRES_BIN, process.env.PATH].filter(Boolean).join(":");

/** The backups in a folder, by name, sorted: the checksum files beside them and any other file left out. */
export function backupFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => parseBackupFileName(name) !== null)
    .sort();
}

/** What an operator's command printed, and how it ended. */
export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run backup` or `npm run restore -- …` as an operator runs it, on top of this process's
 * environment with PATH_WITH_POSTGRES_TOOLS; a variable set to undefined is removed. The command's
 * code as the test run bundled it (server-bundle.ts), or through tsx as npm runs it (`throughTsx`,
 * or when the run made no bundle). Unless `env` names a PORT, it is one nobody listens on: a restore
 * into PostgreSQL looks for a site answering there, and another server on this machine (a dev server
 * on 3000) is none of the test's. Resolves when it ends.
 */
export async function runCommand(script: "backup" | "restore", args: string[], env: ServerEnv, options: { throughTsx?: boolean } = {}): Promise<CommandRun> {
  const merged: NodeJS.ProcessEnv = {};
  const port = "PORT" in env ? env.PORT : String(await freePort());
  for (const [key, value] of Object.entries({ ...process.env, PATH: PATH_WITH_POSTGRES_TOOLS, ...env, PORT: port })) if (value !== undefined) merged[key] = value;
  const command = options.throughTsx ? throughTsx(script) : bundledEntryArguments(script);
  const child = spawn(process.execPath, [...command, ...args], { env: merged, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done, fail) => {
    child.once("error", fail);
    child.once("close", (code) => done({ code, stdout, stderr }));
  });
}

/**
 * Each table's rows, hashed: its rows as JSON, in order (sorted, so no engine's own row order
 * counts), Kysely's bookkeeping included. Two databases with the same hashes hold the same data.
 */
export async function tableHashes(db: AppDatabase): Promise<Record<string, string>> {
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true })).map((table) => table.name).sort();
  const hashes: Record<string, string> = {};
  for (const name of tables) {
    const { rows } = await sql.raw(`SELECT * FROM "${name}"`).execute(db);
    hashes[name] = createHash("sha256")
      .update(JSON.stringify(rows.map((row) => JSON.stringify(row)).sort()))
      .digest("hex");
  }
  return hashes;
}

/** The hashes of every table but `backup_runs`, whose row for a backup is written after its copy. */
export function withoutBackupRuns(hashes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(hashes).filter(([table]) => table !== "backup_runs"));
}

/** A guest's page as text to compare between two servers: without the per-response nonce, and with `ORIGIN` for the server's address. */
export async function guestPage(url: string, path: string): Promise<string> {
  const response = await fetch(`${url}${path}`, { headers: { connection: "close" } });
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return (await response.text()).replace(/ nonce="[^"]*"/g, "").replaceAll(url, "ORIGIN");
}
