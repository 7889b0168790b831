import { sql, type Kysely } from "kysely";

/**
 * Exact recipe costs (docs/decisions/0015-exact-recipe-costs.md):
 * - an inventory item may say what one of its units holds in another measure: its pack,
 *   '1 şişe = 0.7 l' (all three columns set, or none);
 * - a recipe may say what one batch makes: its yield, 'makes 2 l' (both columns set, or none);
 * - an ingredient keeps the name its source had when it was saved, to name it once the source is
 *   deleted (the link itself becomes empty then, as before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("inventory_items").addColumn("pack_unit", "text").execute();
  await db.schema.alterTable("inventory_items").addColumn("pack_amount_milli", "integer", (c) => c.check(sql`pack_amount_milli > 0`)).execute();
  await db.schema.alterTable("inventory_items").addColumn("pack_amount_unit", "text").execute();
  await db.schema.alterTable("recipes").addColumn("yield_quantity_milli", "integer", (c) => c.check(sql`yield_quantity_milli > 0`)).execute();
  await db.schema.alterTable("recipes").addColumn("yield_unit", "text").execute();
  await db.schema.alterTable("recipe_ingredients").addColumn("name", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("recipe_ingredients").dropColumn("name").execute();
  await db.schema.alterTable("recipes").dropColumn("yield_unit").execute();
  await db.schema.alterTable("recipes").dropColumn("yield_quantity_milli").execute();
  await db.schema.alterTable("inventory_items").dropColumn("pack_amount_unit").execute();
  await db.schema.alterTable("inventory_items").dropColumn("pack_amount_milli").execute();
  await db.schema.alterTable("inventory_items").dropColumn("pack_unit").execute();
}
