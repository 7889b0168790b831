import type { CompiledQuery } from "kysely";
import type { AppDatabase } from "~/db/connection.server";
import { heldRead } from "./held-read.server";
import { putSiteSetting } from "./site-setting-row.server";

/**
 * What visitors see has a version: every write that changes a public page (menu, events, site
 * settings) raises it, and the server's cache of rendered public pages is only as good as its
 * version. Kept in the database so that every instance sees a change at once.
 */
export const PUBLIC_CONTENT_VERSION = "public_content_version";

/**
 * The instants at which public content changes with no write: when a dish sold out 'tonight' is on
 * sale again (docs/decisions/0034-sold-out.md). A JSON list of UTC ISO texts, kept by the writes
 * that set them. Each one passed gives the version a new suffix, so pages kept before it are stale.
 */
export const PUBLIC_CONTENT_ENDS = "public_content_ends";

// Asked on every guest's request (page cache, menu): built and compiled once per database.
const versionQueries = new WeakMap<AppDatabase, CompiledQuery<{ key: string; value: string }>>();

/** The ends a stored list holds; anything else (no row, a damaged value) holds none. */
function storedEnds(text: string | undefined): string[] {
  if (text === undefined) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((end): end is string => typeof end === "string") : [];
  } catch {
    return [];
  }
}

/** The stored version and its ends, as read from the database. */
interface StoredVersion {
  version: string;
  ends: string[];
}

async function readStoredVersion(db: AppDatabase): Promise<StoredVersion> {
  let query = versionQueries.get(db);
  if (!query) {
    query = db.selectFrom("site_settings").select(["key", "value"]).where("key", "in", [PUBLIC_CONTENT_VERSION, PUBLIC_CONTENT_ENDS]).compile();
    versionQueries.set(db, query);
  }
  const { rows } = await db.executeQuery(query);
  return { version: rows.find((row) => row.key === PUBLIC_CONTENT_VERSION)?.value ?? "0", ends: storedEnds(rows.find((row) => row.key === PUBLIC_CONTENT_ENDS)?.value) };
}

/** The version at `now`: the stored version, and how many of its ends have passed. */
function versionAt({ version, ends }: StoredVersion, clock: () => Date): string {
  // Most of the time nothing is sold out tonight: no clock to read.
  if (ends.length === 0) return version;
  const at = clock().toISOString();
  const passed = ends.filter((end) => end <= at).length;
  return passed === 0 ? version : `${version}+${passed}`;
}

/** The public content version at `now`, read from the database. */
export async function publicContentVersion(db: AppDatabase, now = new Date()): Promise<string> {
  return versionAt(await readStoredVersion(db), () => now);
}

/**
 * The public content version for the guests' page cache, held in memory rather than read on every
 * request (heldRead; docs/decisions/0037-held-content-version.md): read again only when the
 * database may have changed since (changeMark). The ends of 'tonight' are held with
 * it and passed by the clock, so a sold-out dish goes back on sale at its end without a read.
 */
export function heldPublicContentVersion(db: AppDatabase, clock = () => new Date()): () => string | Promise<string> {
  const stored = heldRead(db, () => readStoredVersion(db));
  return () => {
    const held = stored();
    return held instanceof Promise ? held.then((read) => versionAt(read, clock)) : versionAt(held, clock);
  };
}

/** Call inside the write's transaction, so the change and the new version land together. */
export async function markPublicContentChanged(db: AppDatabase, actorId: string | null = null): Promise<void> {
  const now = new Date().toISOString();
  const value = JSON.stringify(`${now}-${Math.random().toString(36).slice(2, 10)}`);
  await putSiteSetting(db, PUBLIC_CONTENT_VERSION, value, now, actorId);
}

/**
 * Sets the instants at which public content next changes by itself (those after `now`, once each,
 * in order). Call inside the write that changed them, which also marks public content changed: a
 * new version with no suffix.
 */
export async function setPublicContentEnds(trx: AppDatabase, ends: readonly string[], now: string, actorId: string | null): Promise<void> {
  const value = JSON.stringify([...new Set(ends.filter((end) => end > now))].sort());
  await putSiteSetting(trx, PUBLIC_CONTENT_ENDS, value, now, actorId);
}
