import type { AppDatabase } from "./connection.server";

/**
 * Stores `value` (JSON text) as the site setting `key`, as `actorId` at `at`: its row is made, or
 * replaced. The one statement every writer of a setting's row uses; run it inside the write's
 * transaction.
 */
export async function putSiteSetting(db: AppDatabase, key: string, value: string, at: string, actorId: string | null): Promise<void> {
  await db
    .insertInto("site_settings")
    .values({ key, value, updated_at: at, updated_by: actorId })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: at, updated_by: actorId }))
    .execute();
}
