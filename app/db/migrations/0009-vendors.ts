import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { normalisePhoneNumber } from "~/lib/phone";
import { searchKey } from "~/lib/search-key";

/**
 * Vendors as contacts (docs/decisions/0024-vendors.md): a name, a WhatsApp number in E.164 and a
 * contact person. `name_key` is the name as a search compares it ('Metro', 'metro ' and 'METRO' are
 * one vendor, as the shopping lists already match them), unique.
 *
 * Every vendor named on an inventory item or a shopping list becomes a row, so none is lost; its
 * number is the one its last list was sent to, when that number is valid (the send box let any
 * digits through), else none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("vendors")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull().unique())
    .addColumn("whatsapp_number", "text")
    .addColumn("contact_person", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  const named = await sql<{ vendor: string }>`
    SELECT vendor FROM inventory_items UNION ALL SELECT vendor FROM shopping_lists
  `.execute(db);
  const sends = await sql<{ vendor: string; sent_to: string }>`
    SELECT vendor, sent_to FROM shopping_list_sends ORDER BY sent_at
  `.execute(db);
  const lastNumber = new Map<string, string | null>();
  // In the order they were sent: the last valid number of a vendor wins.
  for (const send of sends.rows) {
    const number = normalisePhoneNumber(send.sent_to);
    if (number) lastNumber.set(searchKey(send.vendor.trim()), number);
  }
  const now = new Date().toISOString();
  const rows = new Map<string, { id: string; name: string; name_key: string; whatsapp_number: string | null; contact_person: string; created_at: string; updated_at: string; version: number }>();
  for (const { vendor } of named.rows) {
    const name = vendor.trim();
    const key = searchKey(name);
    if (key === "" || rows.has(key)) continue;
    rows.set(key, { id: randomUUID(), name, name_key: key, whatsapp_number: lastNumber.get(key) ?? null, contact_person: "", created_at: now, updated_at: now, version: 1 });
  }
  const values = [...rows.values()];
  for (let start = 0; start < values.length; start += 500) {
    await (db as Kysely<{ vendors: (typeof values)[number] }>).insertInto("vendors").values(values.slice(start, start + 500)).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("vendors").execute();
}
