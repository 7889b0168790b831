import type { AppDatabase } from "~/db/connection.server";

export async function listRecipes(db: AppDatabase) {
  return db.selectFrom("recipes").select(["id", "name", "category"]).orderBy("created_at", "desc").execute();
}
