import type { Kysely } from "kysely";

/**
 * Indexes on the two references to an inventory item that had none: a recipe's lines and a shopping
 * list's lines. Deleting an item sets them to null, and asking which recipes use an item reads them;
 * without an index both read every line ever written, which grows with every list sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("recipe_ingredients_item").on("recipe_ingredients").column("inventory_item_id").execute();
  await db.schema.createIndex("shopping_list_lines_item").on("shopping_list_lines").column("inventory_item_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("shopping_list_lines_item").execute();
  await db.schema.dropIndex("recipe_ingredients_item").execute();
}
