import { sql, SqliteIntrospector, type Kysely } from "kysely";

/**
 * Menu item images live in the database (docs/decisions/0017-menu-images-in-the-database.md): one
 * row per WebP variant, found by the sha256 of its bytes (its address), removed with its item.
 * `menu_items.image`, a URL nothing ever set (the seed leaves it empty, no screen wrote it), goes:
 * an item's image is its variant rows, one fact in one place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.introspection instanceof SqliteIntrospector ? "blob" : "bytea";
  await db.schema
    .createTable("menu_item_images")
    .addColumn("hash", "text", (c) => c.notNull().check(sql`length(hash) = 64`))
    .addColumn("item_id", "text", (c) => c.notNull().references("menu_items.id").onDelete("cascade"))
    .addColumn("width", "integer", (c) => c.notNull().check(sql`width > 0`))
    .addColumn("height", "integer", (c) => c.notNull().check(sql`height > 0`))
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("bytes", bytes, (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // Two items may carry the same picture (the same bytes, so the same hash): each has its rows.
    .addPrimaryKeyConstraint("menu_item_images_pk", ["item_id", "hash"])
    .execute();
  await db.schema.createIndex("menu_item_images_hash").on("menu_item_images").column("hash").execute();
  await db.schema.alterTable("menu_items").dropColumn("image").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("menu_items").addColumn("image", "text").execute();
  await db.schema.dropTable("menu_item_images").execute();
}
