import type { CompiledQuery } from "kysely";
import type { AppDatabase } from "~/db/connection.server";

/**
 * What visitors see has a version: every write that changes a public page (menu, events, site
 * settings) raises it, and the server's cache of rendered public pages is only as good as its
 * version. Kept in the database so that every instance sees a change at once.
 */
export const PUBLIC_CONTENT_VERSION = "public_content_version";

// Asked on every guest's request (page cache, menu): built and compiled once per database.
const versionQueries = new WeakMap<AppDatabase, CompiledQuery<{ value: string }>>();

export async function publicContentVersion(db: AppDatabase): Promise<string> {
  let query = versionQueries.get(db);
  if (!query) {
    query = db.selectFrom("site_settings").select("value").where("key", "=", PUBLIC_CONTENT_VERSION).compile();
    versionQueries.set(db, query);
  }
  const { rows } = await db.executeQuery(query);
  return rows[0]?.value ?? "0";
}

/** Call inside the write's transaction, so the change and the new version land together. */
export async function markPublicContentChanged(db: AppDatabase, actorId: string | null = null): Promise<void> {
  const now = new Date().toISOString();
  const value = JSON.stringify(`${now}-${Math.random().toString(36).slice(2, 10)}`);
  await db
    .insertInto("site_settings")
    .values({ key: PUBLIC_CONTENT_VERSION, value, updated_at: now, updated_by: actorId })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now, updated_by: actorId }))
    .execute();
}
