import { sql, type Kysely } from "kysely";

/**
 * What was sent stays as it was sent (docs/decisions/0011-shopping-lists.md):
 * - each line of a list keeps the name, unit and price it was sent with, and survives the deletion
 *   of its inventory item (the line's link becomes empty instead of the line disappearing);
 * - each send is a row of its own: when, to which number, by whom, and the exact message;
 * - a list records when it was completed.
 *
 * The lines table is rebuilt, the same way on both engines, to change its foreign key: nothing
 * refers to it, so dropping the old one touches no other table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("shopping_list_lines")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("shopping_list_id", "text", (c) => c.notNull().references("shopping_lists.id").onDelete("cascade"))
    .addColumn("inventory_item_id", "text", (c) => c.references("inventory_items.id").onDelete("set null"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("quantity_milli", "integer", (c) => c.notNull().check(sql`quantity_milli > 0`))
    .addColumn("sent_name", "text")
    .addColumn("sent_unit", "text")
    .addColumn("sent_price_kurus", "integer")
    .execute();
  await sql`
    INSERT INTO shopping_list_lines (id, shopping_list_id, inventory_item_id, position, quantity_milli)
    SELECT id, shopping_list_id, inventory_item_id, position, quantity_milli FROM shopping_list_items
  `.execute(db);
  await db.schema.dropTable("shopping_list_items").execute();
  await db.schema.createIndex("shopping_list_lines_list").on("shopping_list_lines").column("shopping_list_id").execute();

  await db.schema.alterTable("shopping_lists").addColumn("completed_at", "text").execute();

  await db.schema
    .createTable("shopping_list_sends")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("shopping_list_id", "text", (c) => c.notNull().references("shopping_lists.id").onDelete("cascade"))
    .addColumn("vendor", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addColumn("sent_to", "text", (c) => c.notNull())
    .addColumn("sent_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("message", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("shopping_list_sends_list").on("shopping_list_sends").column("shopping_list_id").execute();
  await db.schema.createIndex("shopping_list_sends_vendor").on("shopping_list_sends").columns(["vendor", "sent_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("shopping_list_sends").execute();
  await db.schema.alterTable("shopping_lists").dropColumn("completed_at").execute();
  await db.schema
    .createTable("shopping_list_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("shopping_list_id", "text", (c) => c.notNull().references("shopping_lists.id").onDelete("cascade"))
    .addColumn("inventory_item_id", "text", (c) => c.notNull().references("inventory_items.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("quantity_milli", "integer", (c) => c.notNull().check(sql`quantity_milli > 0`))
    .execute();
  await sql`
    INSERT INTO shopping_list_items (id, shopping_list_id, inventory_item_id, position, quantity_milli)
    SELECT id, shopping_list_id, inventory_item_id, position, quantity_milli FROM shopping_list_lines WHERE inventory_item_id IS NOT NULL
  `.execute(db);
  await db.schema.dropTable("shopping_list_lines").execute();
}
