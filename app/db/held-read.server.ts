import type { AppDatabase } from "./connection.server";
import { changeMark, hasChangeMark } from "./connection.server";

/**
 * A read of the database held in memory while nothing was written since it was made
 * (docs/decisions/0037-held-content-version.md). It is made again only when the connection's change
 * mark (changeMark) has moved: a write of this process moves it at once, a commit of another
 * connection (another instance, a restore) from the next turn of the event loop. So the next call
 * after any write sees it, as when every call read the database.
 *
 * - Held on SQLite: the value at once, no promise (the guests' fast path answers in the same turn).
 *   On PostgreSQL, once the turn's look at the server's snapshot has come back.
 * - Concurrent calls share one read. A read that began before a later mark is not taken by a call
 *   that came after it.
 * - A read that fails is not held: the next call reads again.
 *
 * The value is shared by every caller while it is held: callers must not change it.
 */
export function heldRead<T>(db: AppDatabase, read: () => Promise<T>): () => T | Promise<T> {
  if (!hasChangeMark(db)) return read;
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
  const valueAt = (mark: string) => (held?.mark === mark ? held.value : readAgain(mark));
  return () => {
    const mark = changeMark(db)!;
    return typeof mark === "string" ? valueAt(mark) : mark.then(valueAt);
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
