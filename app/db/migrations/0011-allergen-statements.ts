import type { Kysely } from "kysely";

/** The declarations in the order of the regulation's annex (app/lib/declarations.ts); a migration keeps its own copy. */
const DECLARATIONS = ["gluten", "crustaceans", "eggs", "fish", "peanuts", "soybeans", "milk", "nuts", "celery", "mustard", "sesame", "sulphites", "lupin", "molluscs", "alcohol", "pork"];

/**
 * What each inventory item declares (docs/decisions/0030-allergens.md): one column per declaration
 * and per diet fact, every existing item 'undeclared', as nobody has stated anything yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns = [...DECLARATIONS.map((key) => `allergen_${key}`), "diet_animal", "diet_meat_or_fish"];
  for (const column of columns) {
    await db.schema
      .alterTable("inventory_items")
      .addColumn(column, "text", (c) => c.notNull().defaultTo("undeclared"))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const columns = [...DECLARATIONS.map((key) => `allergen_${key}`), "diet_animal", "diet_meat_or_fish"];
  for (const column of columns) await db.schema.alterTable("inventory_items").dropColumn(column).execute();
}
