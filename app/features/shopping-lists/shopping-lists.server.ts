import type { AppDatabase } from "~/db/connection.server";

export async function listShoppingLists(db: AppDatabase) {
  return db.selectFrom("shopping_lists").select(["id", "name", "vendor", "status"]).orderBy("created_at", "desc").execute();
}
