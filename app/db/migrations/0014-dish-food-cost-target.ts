import type { Kysely } from "kysely";

/** A dish's own food cost target, in basis points (docs/decisions/0031-food-cost.md); null: its category's. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("menu_items").addColumn("food_cost_target_bp", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("menu_items").dropColumn("food_cost_target_bp").execute();
}
