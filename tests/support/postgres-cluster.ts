import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";

export interface PostgresCluster {
  /** A superuser URL to the `postgres` database of the cluster. */
  url: string;
  stop: () => void;
}

export function postgresBinariesPresent(): boolean {
  return existsSync(join(POSTGRES_BIN, "initdb")) && existsSync(join(POSTGRES_BIN, "pg_ctl"));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway PostgreSQL cluster in a temporary folder, on 127.0.0.1 and a free port, with trust
 * authentication. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const asRoot = process.getuid?.() === 0;
  const directory = mkdtempSync(join(tmpdir(), "patates-pg-"));
  chmodSync(directory, 0o777);
  const dataDirectory = join(directory, "data");
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", join(POSTGRES_BIN, command), ...args]] : [join(POSTGRES_BIN, command), args];
    execFileSync(file, fileArgs, { stdio: "pipe" });
  };
  const port = await freePort();
  run("initdb", ["-D", dataDirectory, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-sync"]);
  run("pg_ctl", [
    "start",
    "-D",
    dataDirectory,
    "-w",
    "-l",
    join(directory, "server.log"),
    "-o",
    `-h 127.0.0.1 -p ${port} -k ${directory} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      const args = ["stop", "-D", dataDirectory, "-m", "immediate", "-w"];
      if (asRoot) spawnSync("runuser", ["-u", "postgres", "--", join(POSTGRES_BIN, "pg_ctl"), ...args], { stdio: "pipe" });
      else spawnSync(join(POSTGRES_BIN, "pg_ctl"), args, { stdio: "pipe" });
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
