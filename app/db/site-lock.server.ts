import pg from "pg";
import type { DatabaseTarget } from "./database-url";

/**
 * A running site's hold on its PostgreSQL database, which `npm run restore` tests
 * (docs/decisions/0022-backups.md). SQLite needs none: the site's connection itself locks the file.
 *
 * Every instance of the site, on any machine, holds a shared advisory lock on these keys for as
 * long as it runs, on a connection of its own; a restore asks for the same lock exclusively, without
 * waiting. So the restore is refused while any instance runs, busy or idle, and an instance cannot
 * start while a restore is under way. Advisory locks belong to one database: another database on
 * the same server has locks of its own.
 */
export const SITE_LOCK_KEYS = [0x70617461, 0x74657300] as const;

/** The lock's connection as `pg_stat_activity` names it, for whoever looks at the server's sessions. */
export const SITE_LOCK_APPLICATION_NAME = "patates-site";

/** The site cannot start: a restore holds its database. */
export class RestoreUnderWay extends Error {
  constructor() {
    super("A restore is under way on this database (npm run restore). Start the site once it has ended.");
    this.name = "RestoreUnderWay";
  }
}

/** What the lock's keeper tells the log while the site runs. */
export interface SiteLockEvents {
  /** The lock's connection ended (a restart of PostgreSQL, a cut connection): the lock is gone until retaken. */
  lost: (error: Error | null) => void;
  /** Taken again after it was lost. */
  retaken: () => void;
  /** It could not be taken again, PostgreSQL out of reach: told at the first failed try after each loss. */
  notRetaken: (error: Error) => void;
  /** A restore holds the database under this running site: told at every try. */
  heldByRestore: () => void;
}

export interface SiteLock {
  /** Lets the lock go and stops retaking it: the site is stopping. */
  release: () => Promise<void>;
}

/**
 * How long the keeper waits before each try to take a lost lock again: at once, then soon, as
 * PostgreSQL restarting takes a few seconds and a restore could slip in while the lock is down,
 * then every 5 seconds.
 */
const RETAKE_DELAYS_MS = [0, 100, 250, 500, 1_000, 2_000, 5_000];

/**
 * Takes the site's lock on `target` and keeps it while the site runs: a lost connection is
 * replaced at once, then again and again (RETAKE_DELAYS_MS) until the lock is held again. Nothing for SQLite.
 * Throws RestoreUnderWay when a restore holds the database, and the connection's own error when
 * PostgreSQL cannot be reached.
 */
export async function holdSiteLock(target: DatabaseTarget, events: SiteLockEvents): Promise<SiteLock> {
  if (target.engine === "sqlite") return { release: async () => undefined };
  const { connectionString } = target;
  let client: pg.Client | null = null;
  let released = false;
  let retry: NodeJS.Timeout | null = null;

  const take = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000, application_name: SITE_LOCK_APPLICATION_NAME });
    // A connection lost later ends it ('end', below); unheard, the error would end the process.
    let lostWith: Error | null = null;
    connection.on("error", (error) => (lostWith = error));
    await connection.connect();
    try {
      const { rows } = await connection.query<{ held: boolean }>("SELECT pg_try_advisory_lock_shared($1, $2) AS held", [...SITE_LOCK_KEYS]);
      if (!rows[0]?.held) throw new RestoreUnderWay();
    } catch (error) {
      await connection.end().catch(() => undefined);
      throw error;
    }
    if (released) return void (await connection.end().catch(() => undefined));
    client = connection;
    connection.once("end", () => {
      if (released || client !== connection) return;
      client = null;
      events.lost(lostWith);
      retake(0);
    });
  };

  /** The `attempt`th try (0 the first) since the lock was lost. */
  const retake = (attempt: number) => {
    retry = setTimeout(() => {
      retry = null;
      if (released) return;
      take().then(
        () => events.retaken(),
        (error: unknown) => {
          if (error instanceof RestoreUnderWay) events.heldByRestore();
          else if (attempt === 0) events.notRetaken(error instanceof Error ? error : new Error(String(error)));
          if (!released) retake(attempt + 1);
        },
      );
    }, RETAKE_DELAYS_MS[Math.min(attempt, RETAKE_DELAYS_MS.length - 1)]);
    // The keeper alone does not keep the process running.
    retry.unref();
  };

  await take();
  return {
    release: async () => {
      released = true;
      if (retry) clearTimeout(retry);
      const held = client;
      client = null;
      await held?.end().catch(() => undefined);
    },
  };
}

/** Who holds the site's lock on the database `client` is connected to, as a restore that could not take it sees them. */
export interface SiteLockHolders {
  /** Instances of the site holding it shared, each from its address (null: over a local socket). */
  sites: (string | null)[];
  /** Whether another restore holds it. */
  restore: boolean;
}

/**
 * Takes the site's lock exclusively on `client`'s session, without waiting, for as long as the
 * session lasts: null once taken, or who holds it.
 */
export async function takeSiteLockForRestore(client: pg.Client): Promise<SiteLockHolders | null> {
  const { rows } = await client.query<{ held: boolean }>("SELECT pg_try_advisory_lock($1, $2) AS held", [...SITE_LOCK_KEYS]);
  if (rows[0]?.held) return null;
  const holders = await client.query<{ mode: string; address: string | null }>(
    `SELECT l.mode, host(a.client_addr) AS address
       FROM pg_locks l LEFT JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.granted AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND l.classid = $1 AND l.objid = $2 AND l.objsubid = 2
      ORDER BY 2 NULLS FIRST`,
    [...SITE_LOCK_KEYS],
  );
  return {
    sites: holders.rows.filter((row) => row.mode === "ShareLock").map((row) => row.address),
    restore: holders.rows.some((row) => row.mode === "ExclusiveLock"),
  };
}

/**
 * The daily backup's turn among the instances on one PostgreSQL database: a second advisory lock,
 * which an instance holds while it looks for the day's backup and makes it. Instances that start
 * or check together take turns, so the second finds the first's backup in a shared BACKUP_DIR
 * rather than making its own at the same moment (docs/decisions/0022-backups.md).
 */
const BACKUP_TURN_KEYS = [SITE_LOCK_KEYS[0], SITE_LOCK_KEYS[1] + 1] as const;

/** The turn's connection as `pg_stat_activity` names it. */
export const BACKUP_TURN_APPLICATION_NAME = "patates-backup-turn";

/**
 * Runs `work` once no other instance on the database is in its backup's turn, holding the turn
 * meanwhile. SQLite, and a PostgreSQL that cannot be reached (the backup will say why), run it at
 * once.
 */
export async function inBackupTurn<T>(target: DatabaseTarget, work: () => Promise<T>): Promise<T> {
  if (target.engine === "sqlite") return work();
  const turn = new pg.Client({ connectionString: target.connectionString, connectionTimeoutMillis: 5_000, application_name: BACKUP_TURN_APPLICATION_NAME });
  turn.on("error", () => undefined);
  const taken = await turn
    .connect()
    .then(() => turn.query("SELECT pg_advisory_lock($1, $2)", [...BACKUP_TURN_KEYS]))
    .then(
      () => true,
      () => false,
    );
  if (!taken) await turn.end().catch(() => undefined);
  try {
    return await work();
  } finally {
    // Ending the session lets the turn go, as it does should this process end first.
    if (taken) await turn.end().catch(() => undefined);
  }
}
