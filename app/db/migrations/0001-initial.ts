import type { CreateTableBuilder, Kysely } from "kysely";
import { sql } from "kysely";

// Migrations take Kysely<unknown>: they describe the schema as it was then, not today's types.

function audited<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1));
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("subject", "text", (c) => c.unique())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("photo_url", "text")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("pending").check(sql`role in ('pending', 'staff', 'admin')`))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(0).check(sql`is_active in (0, 1)`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("last_login_at", "text")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

  await audited(
    db.schema
      .createTable("menu_categories")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name_tr", "text", (c) => c.notNull())
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1).check(sql`is_active in (0, 1)`)),
  ).execute();

  await audited(
    db.schema
      .createTable("menu_items")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("category_id", "text", (c) => c.notNull().references("menu_categories.id").onDelete("cascade"))
      .addColumn("name_tr", "text", (c) => c.notNull())
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("secondary_tr", "text")
      .addColumn("secondary_en", "text")
      .addColumn("description_tr", "text")
      .addColumn("description_en", "text")
      .addColumn("price_kurus", "integer", (c) => c.notNull().check(sql`price_kurus >= 0`))
      .addColumn("image", "text")
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1).check(sql`is_active in (0, 1)`)),
  ).execute();
  await db.schema.createIndex("menu_items_category_position").on("menu_items").columns(["category_id", "position"]).execute();

  await audited(
    db.schema
      .createTable("inventory_items")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("unit", "text", (c) => c.notNull())
      .addColumn("price_kurus", "integer", (c) => c.notNull().check(sql`price_kurus >= 0`))
      .addColumn("vendor", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) =>
        c.notNull().defaultTo("food").check(sql`category in ('food', 'beverage', 'other')`),
      ),
  ).execute();

  await audited(
    db.schema
      .createTable("recipes")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) =>
        c.notNull().check(sql`category in ('appetizer', 'main', 'dessert', 'beverage', 'sauce', 'side')`),
      ),
  ).execute();

  await db.schema
    .createTable("recipe_ingredients")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("recipe_id", "text", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull().check(sql`type in ('inventory', 'recipe')`))
    // An ingredient keeps its place when its source is deleted; costing reports it as missing.
    .addColumn("inventory_item_id", "text", (c) => c.references("inventory_items.id").onDelete("set null"))
    .addColumn("ingredient_recipe_id", "text", (c) => c.references("recipes.id").onDelete("set null"))
    .addColumn("quantity_milli", "integer", (c) => c.notNull().check(sql`quantity_milli > 0`))
    .addColumn("unit", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("recipe_ingredients_recipe").on("recipe_ingredients").column("recipe_id").execute();
  await db.schema
    .createIndex("recipe_ingredients_sub_recipe")
    .on("recipe_ingredients")
    .column("ingredient_recipe_id")
    .execute();

  await audited(
    db.schema
      .createTable("shopping_lists")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("vendor", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) =>
        c.notNull().defaultTo("draft").check(sql`status in ('draft', 'sent', 'completed')`),
      )
      .addColumn("sent_at", "text")
      .addColumn("sent_to", "text"),
  ).execute();

  await db.schema
    .createTable("shopping_list_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("shopping_list_id", "text", (c) => c.notNull().references("shopping_lists.id").onDelete("cascade"))
    .addColumn("inventory_item_id", "text", (c) => c.notNull().references("inventory_items.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("quantity_milli", "integer", (c) => c.notNull().check(sql`quantity_milli > 0`))
    .execute();
  await db.schema.createIndex("shopping_list_items_list").on("shopping_list_items").column("shopping_list_id").execute();

  await audited(
    db.schema
      .createTable("events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("caption", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("embed_code", "text", (c) => c.notNull())
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1).check(sql`is_active in (0, 1)`))
      .addColumn("show_on_home", "integer", (c) => c.notNull().defaultTo(1).check(sql`show_on_home in (0, 1)`))
      .addColumn("show_on_events", "integer", (c) => c.notNull().defaultTo(1).check(sql`show_on_events in (0, 1)`))
      .addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0).check(sql`display_order >= 0`)),
  ).execute();

  await db.schema
    .createTable("site_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull().check(sql`action in ('create', 'update', 'delete')`))
    .addColumn("old_value", "text")
    .addColumn("new_value", "text")
    .execute();
  await db.schema.createIndex("audit_log_entity").on("audit_log").columns(["entity", "entity_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "audit_log",
    "site_settings",
    "events",
    "shopping_list_items",
    "shopping_lists",
    "recipe_ingredients",
    "recipes",
    "inventory_items",
    "menu_items",
    "menu_categories",
    "sessions",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
