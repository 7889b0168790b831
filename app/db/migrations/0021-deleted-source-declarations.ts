import type { Kysely } from "kysely";

/**
 * What a recipe line's source declared when it was deleted (docs/decisions/0030-allergens.md): the
 * declarations the inventory item or sub-recipe contained, and may have contained, as their keys
 * separated by commas ('eggs,milk'). A deleted ingredient made every declaration of its recipes
 * 'not known', so a dish known to contain milk through the butter in its sauce stopped saying so
 * the moment the butter left the inventory; the line now keeps the butter's 'contains', the rest
 * still 'not known'. Null while the source exists, and for one deleted before this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("recipe_ingredients").addColumn("deleted_source_contains", "text").execute();
  await db.schema.alterTable("recipe_ingredients").addColumn("deleted_source_may_contain", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("recipe_ingredients").dropColumn("deleted_source_may_contain").execute();
  await db.schema.alterTable("recipe_ingredients").dropColumn("deleted_source_contains").execute();
}
