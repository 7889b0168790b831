import { sql, type Kysely } from "kysely";

/**
 * A dish sold out (docs/decisions/0034-sold-out.md): `sold_out` says for how long, 'tonight' (until
 * `sold_out_until`, the end of the service day it was said in) or 'until_further_notice'; null: on
 * sale. Written through the write path, so each change is audited and versioned like any other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("menu_items")
    .addColumn("sold_out", "text", (c) => c.check(sql`sold_out IN ('tonight', 'until_further_notice')`))
    .execute();
  await db.schema.alterTable("menu_items").addColumn("sold_out_until", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("menu_items").dropColumn("sold_out_until").execute();
  await db.schema.alterTable("menu_items").dropColumn("sold_out").execute();
}
