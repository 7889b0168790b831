import type { AppDatabase } from "~/db/connection.server";

/** Every event, as the brief orders them: display order, then newest first. */
export async function listAllEvents(db: AppDatabase) {
  return db
    .selectFrom("events")
    .select(["id", "caption", "is_active", "display_order"])
    .orderBy("display_order", "asc")
    .orderBy("created_at", "desc")
    .execute();
}
