import type { Kysely } from "kysely";

/**
 * What a category's dishes earn (docs/decisions/0031-food-cost.md): the VAT its prices include and
 * the food cost it aims at, each in basis points (10 % is 1000). Null until an admin saves the
 * category with its own: the screens then use Turkey's restaurant rate (10 %) and a 30 % target,
 * and say that they are defaults still to be confirmed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("menu_categories").addColumn("vat_rate_bp", "integer").execute();
  await db.schema.alterTable("menu_categories").addColumn("food_cost_target_bp", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("menu_categories").dropColumn("food_cost_target_bp").execute();
  await db.schema.alterTable("menu_categories").dropColumn("vat_rate_bp").execute();
}
