import type { Kysely } from "kysely";

/**
 * Translations that fell behind (docs/decisions/0036-outdated-translations.md): a row's texts whose
 * other language changed after them, a JSON list of column names (`["name_en"]`); null: none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("menu_items").addColumn("outdated_texts", "text").execute();
  await db.schema.alterTable("menu_categories").addColumn("outdated_texts", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("menu_categories").dropColumn("outdated_texts").execute();
  await db.schema.alterTable("menu_items").dropColumn("outdated_texts").execute();
}
