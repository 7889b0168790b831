import type { AppDatabase } from "~/db/connection.server";

export async function listInventoryItems(db: AppDatabase) {
  return db
    .selectFrom("inventory_items")
    .select(["id", "name", "unit", "price_kurus", "vendor", "category"])
    .orderBy("name")
    .execute();
}
