import type { Kysely } from "kysely";

/** The declarations in the order of the regulation's annex (app/lib/declarations.ts); a migration keeps its own copy. */
const DECLARATIONS = ["gluten", "crustaceans", "eggs", "fish", "peanuts", "soybeans", "milk", "nuts", "celery", "mustard", "sesame", "sulphites", "lupin", "molluscs", "alcohol", "pork"];

/**
 * A menu item made from a recipe (docs/decisions/0030-allergens.md): the recipe and the portion it
 * serves (one batch; a number of pieces; or an amount, in the yield's measure), and what an admin states
 * about the dish by hand, one column per statement as on inventory items, with the reason given
 * for taking a derived 'contains' away. A deleted recipe leaves its dishes without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("menu_items")
    .addColumn("recipe_id", "text", (c) => c.references("recipes.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("menu_items").addColumn("portion_kind", "text").execute();
  await db.schema.alterTable("menu_items").addColumn("portion_milli", "integer").execute();
  await db.schema.alterTable("menu_items").addColumn("portion_unit", "text").execute();
  await db.schema.alterTable("menu_items").addColumn("allergen_reason", "text").execute();
  for (const column of [...DECLARATIONS.map((key) => `allergen_${key}`), "diet_animal", "diet_meat_or_fish"]) {
    await db.schema
      .alterTable("menu_items")
      .addColumn(column, "text", (c) => c.notNull().defaultTo("undeclared"))
      .execute();
  }
  await db.schema.createIndex("menu_items_recipe").on("menu_items").column("recipe_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("menu_items_recipe").execute();
  for (const column of ["recipe_id", "portion_kind", "portion_milli", "portion_unit", "allergen_reason", ...DECLARATIONS.map((key) => `allergen_${key}`), "diet_animal", "diet_meat_or_fish"]) {
    await db.schema.alterTable("menu_items").dropColumn(column).execute();
  }
}
