import { sql, type Kysely } from "kysely";

/**
 * Price history (docs/decisions/0032-price-history.md).
 *
 * `inventory_prices`: every price an inventory item has had, a row written once and never changed:
 * the item, its vendor, unit and pack then, the price in kuruş, when it took effect, where it came
 * from (typed in the form, a CSV import, a sent shopping list's line) and who. Bound to the item's
 * id, not its name, so a rename keeps it; kept when the item is deleted, as the audit log is.
 * `seq` counts an item's rows from 1, in the order they were written (two writes may share a
 * millisecond); unique with the item, so two writes racing to follow the same row cannot both.
 * Every item there is now gets a first row, 'history_start', with its price as it stands.
 *
 * `price_change_alerts`: a price change larger than the set share, for the admins' Overview until
 * someone marks it seen, with the dishes it moved as they were at that moment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("inventory_prices")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("inventory_item_id", "text", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("vendor", "text", (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("pack_unit", "text")
    .addColumn("pack_amount_milli", "integer")
    .addColumn("pack_amount_unit", "text")
    .addColumn("price_kurus", "integer", (c) => c.notNull().check(sql`price_kurus >= 0`))
    .addColumn("effective_at", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('history_start', 'typed', 'csv_import', 'shopping_list')`))
    .addColumn("shopping_list_id", "text")
    .addColumn("recorded_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("inventory_prices_item_seq").on("inventory_prices").columns(["inventory_item_id", "seq"]).unique().execute();
  await sql`
    INSERT INTO inventory_prices (id, inventory_item_id, seq, vendor, unit, pack_unit, pack_amount_milli, pack_amount_unit, price_kurus, effective_at, source, shopping_list_id, recorded_by)
    SELECT 'start:' || id, id, 1, vendor, unit, pack_unit, pack_amount_milli, pack_amount_unit, price_kurus, updated_at, 'history_start', NULL, updated_by
    FROM inventory_items
  `.execute(db);

  await db.schema
    .createTable("price_change_alerts")
    .addColumn("price_id", "text", (c) => c.primaryKey())
    .addColumn("previous_price_id", "text", (c) => c.notNull())
    .addColumn("inventory_item_id", "text", (c) => c.notNull())
    .addColumn("item_name", "text", (c) => c.notNull())
    .addColumn("moved_dishes", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("seen_at", "text")
    .addColumn("seen_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("price_change_alerts_unseen").on("price_change_alerts").columns(["seen_at", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("price_change_alerts").execute();
  await db.schema.dropTable("inventory_prices").execute();
}
