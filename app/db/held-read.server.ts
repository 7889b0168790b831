import type { AppDatabase } from "./connection.server";
import { sqliteChangeMark } from "./connection.server";

/**
 * A read of the database held in memory while nothing was written since it was made
 * (docs/decisions/0037-held-content-version.md). On SQLite the read is made again only when the
 * connection's change mark (sqliteChangeMark) has moved: a write of this process moves it at once, a
 * commit of another connection (another instance, a restore) from the next turn of the event loop.
 * So the next call after any write sees it, as when every call read the database.
 *
 * - Held: the value at once, no promise (the guests' fast path answers in the same turn).
 * - Concurrent calls share one read. A read that began before a later mark is not taken by a call
 *   that came after it.
 * - A read that fails is not held: the next call reads again.
 * - On PostgreSQL, which has no such cheap signal, every call reads.
 *
 * The value is shared by every caller while it is held: callers must not change it.
 */
export function heldRead<T>(db: AppDatabase, read: () => Promise<T>): () => T | Promise<T> {
  if (sqliteChangeMark(db) === null) return read;
  let held: { mark: string; value: T } | null = null;
  let reading: { mark: string; value: Promise<T> } | null = null;
  const readAgain = (mark: string): Promise<T> => {
    if (reading?.mark !== mark) {
      const current = {
        mark,
        // The mark is taken before the read: what the read finds is at least as new as the mark.
        value: read().then((value) => {
          held = { mark, value };
          return value;
        }),
      };
      const done = () => {
        if (reading === current) reading = null;
      };
      reading = current;
      current.value.then(done, done);
    }
    return reading.value;
  };
  return () => {
    const mark = sqliteChangeMark(db)!;
    return held?.mark === mark ? held.value : readAgain(mark);
  };
}

/**
 * `read` held per database (heldRead): one held read for each database it is called with, made on
 * the first call. The screens' held lists are each one of these.
 */
export function heldPerDatabase<T>(read: (db: AppDatabase) => Promise<T>): (db: AppDatabase) => T | Promise<T> {
  const held = new WeakMap<AppDatabase, () => T | Promise<T>>();
  return (db) => {
    let get = held.get(db);
    if (!get) held.set(db, (get = heldRead(db, () => read(db))));
    return get();
  };
}
