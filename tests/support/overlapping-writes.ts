import { sql, type RawBuilder } from "kysely";
import type { AppDatabase } from "../../app/db/connection.server";
import type { Engine } from "./test-databases";

/**
 * Runs writes so that each is under way, past its first reads, before the next one starts, and all
 * overlap: the race the code must survive, every time rather than when the scheduler happens to
 * allow it. On PostgreSQL the audit log is locked meanwhile: each write waits on a lock (the audit
 * log's, or one another write holds) before the next begins, and all go on once every one waits.
 * `hold` locks something else instead, such as a row `FOR UPDATE` that the writes reach once they
 * have read what they decide on. SQLite runs one write transaction at a time.
 */
export async function inTurn<T>(db: AppDatabase, engine: Engine, writes: (() => Promise<T>)[], hold: RawBuilder<unknown> = sql`LOCK TABLE audit_log IN EXCLUSIVE MODE`): Promise<PromiseSettledResult<T>[]> {
  if (engine !== "postgres") return Promise.allSettled(writes.map((run) => run()));
  return db.connection().execute(async (lock) => {
    await sql`BEGIN`.execute(lock);
    await hold.execute(lock);
    const waiting = () => lockWaiters(db);
    const running: Promise<T>[] = [];
    let settled = 0;
    for (const run of writes) {
      const write = run().finally(() => (settled += 1));
      write.catch(() => undefined);
      running.push(write);
      while (settled === 0 && (await waiting()) < running.length);
    }
    await sql`ROLLBACK`.execute(lock);
    return Promise.allSettled(running);
  });
}

/** `inTurn`, then each write's result, as Promise.all gives them: the first failure is thrown. */
export async function allInTurn<T>(db: AppDatabase, engine: Engine, writes: (() => Promise<T>)[], hold?: RawBuilder<unknown>): Promise<T[]> {
  return (await inTurn(db, engine, writes, hold)).map((result) => {
    if (result.status === "rejected") throw result.reason;
    return result.value;
  });
}

/** How many sessions of this PostgreSQL database wait on a lock. */
async function lockWaiters(db: AppDatabase): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    SELECT count(*) AS count FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
  `.execute(db);
  return Number(rows[0]?.count ?? 0);
}

