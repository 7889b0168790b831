import pg from "pg";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { createTestDatabase, testEngines } from "../../tests/support/test-databases";
import { holdSiteLock, RestoreUnderWay, SITE_LOCK_APPLICATION_NAME, SITE_LOCK_KEYS, takeSiteLockForRestore, type SiteLockEvents } from "./site-lock.server";

/** What the keeper told, in order: `lost`, `retaken`, `notRetaken: <the error's name>` and `heldByRestore`. */
function recordedEvents(): { told: string[]; events: SiteLockEvents } {
  const told: string[] = [];
  return {
    told,
    events: {
      lost: () => told.push("lost"),
      retaken: () => told.push("retaken"),
      notRetaken: (error) => told.push(`notRetaken: ${error.name}`),
      heldByRestore: () => told.push("heldByRestore"),
    },
  };
}

async function session(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  onTestFinished(() => client.end().catch(() => undefined));
  return client;
}

/** The backends holding the site's lock shared on `client`'s database (the other tests' databases have their own), as pg_locks shows them. */
async function siteHolders(client: pg.Client): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>(
    `SELECT pid FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND mode = 'ShareLock' AND classid = $1 AND objid = $2 AND objsubid = 2
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
      ORDER BY pid`,
    [...SITE_LOCK_KEYS],
  );
  return rows.map((row) => row.pid);
}

describe.runIf(testEngines().includes("postgres"))("the site's lock on its PostgreSQL database", () => {
  async function database() {
    const created = await createTestDatabase("postgres");
    onTestFinished(() => created.drop());
    return created;
  }

  it("is held by every instance at once, keeps a restore off while any holds it, and is let go on release", async () => {
    const { target, url } = await database();
    const first = await holdSiteLock(target, recordedEvents().events);
    const second = await holdSiteLock(target, recordedEvents().events);
    const restore = await session(url);
    expect(await takeSiteLockForRestore(restore)).toEqual({ sites: ["127.0.0.1", "127.0.0.1"], restore: false });
    await first.release();
    expect(await takeSiteLockForRestore(restore)).toEqual({ sites: ["127.0.0.1"], restore: false });
    await second.release();
    expect(await takeSiteLockForRestore(restore)).toBeNull();
    // Held by the restore, no instance starts, and another restore is told of it.
    await expect(holdSiteLock(target, recordedEvents().events)).rejects.toBeInstanceOf(RestoreUnderWay);
    expect(await takeSiteLockForRestore(await session(url))).toEqual({ sites: [], restore: true });
  });

  it("is taken again when its connection is cut, after a restore that took it meanwhile has ended", async () => {
    const { target, url } = await database();
    const { told, events } = recordedEvents();
    const lock = await holdSiteLock(target, events);
    onTestFinished(() => lock.release());
    const watcher = await session(url);
    const [holder] = await siteHolders(watcher);
    expect(holder).toBeDefined();

    // A restore asks for the lock and waits; the site's connection is then cut, and the restore
    // has the lock before the keeper can ask again.
    const restore = await session(url);
    const { rows: [restorePid] } = await restore.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    const waiting = restore.query("SELECT pg_advisory_lock($1, $2)", [...SITE_LOCK_KEYS]);
    await vi.waitFor(async () => {
      const { rows } = await watcher.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND pid = $1", [restorePid!.pid]);
      expect(rows[0]!.n).toBe(1);
    }, { timeout: 10_000, interval: 50 });
    const { rows } = await watcher.query<{ name: string }>("SELECT application_name AS name FROM pg_stat_activity WHERE pid = $1", [holder]);
    expect(rows).toEqual([{ name: SITE_LOCK_APPLICATION_NAME }]);
    await watcher.query("SELECT pg_terminate_backend($1)", [holder]);
    await waiting;
    await vi.waitFor(() => expect(told.slice(0, 2)).toEqual(["lost", "heldByRestore"]), { timeout: 10_000, interval: 50 });
    expect(await siteHolders(watcher)).toEqual([]);

    // The restore ends; the keeper's next try, at most 5 seconds on, takes the lock again.
    await restore.query("SELECT pg_advisory_unlock($1, $2)", [...SITE_LOCK_KEYS]);
    await vi.waitFor(() => expect(told.at(-1)).toBe("retaken"), { timeout: 10_000, interval: 100 });
    expect(told.filter((event) => event !== "heldByRestore")).toEqual(["lost", "retaken"]);
    const [again] = await siteHolders(watcher);
    expect(again).toBeDefined();
    expect(again).not.toBe(holder);
  });
});
