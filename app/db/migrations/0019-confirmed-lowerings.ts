import type { Kysely } from "kysely";

/**
 * What an admin's reason covers (docs/decisions/0030-allergens.md): each declaration a statement by
 * hand takes below the dish's recipe, with the recipe's state it was taken from, as
 * `milk:contains gluten:may-contain`. A statement by hand below the recipe counts only where this
 * covers it: when the recipe comes to declare more later, guests are told what the recipe says
 * until an admin confirms again. Null: none confirmed, which is where every dish starts, even one
 * with a reason: what that reason was given against was not recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("menu_items").addColumn("allergen_lowered", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("menu_items").dropColumn("allergen_lowered").execute();
}
