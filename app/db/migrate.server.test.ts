import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { prepareTogether } from "../../tests/support/start-together";
import { openTestDatabase } from "../../tests/support/prepared-database";
import { createTestDatabase, testEngines } from "../../tests/support/test-databases";
import { openDatabase, type AppDatabase } from "./connection.server";
import { MIGRATIONS, migrateToLatest, schemaIsAtHead } from "./migrate.server";
import * as initial from "./migrations/0001-initial";
import { menuSeed } from "./seed/menu-seed-data";

const TABLES = [
  "audit_log",
  "backup_runs",
  "events",
  "inventory_items",
  "inventory_prices",
  "menu_categories",
  "menu_item_images",
  "menu_items",
  "populate_jobs",
  "price_change_alerts",
  "recipe_ingredients",
  "recipes",
  "sessions",
  "shopping_list_lines",
  "shopping_list_sends",
  "shopping_lists",
  "site_settings",
  "users",
  "vendors",
];

describe.each(testEngines())("migrations on %s", (engine) => {
  let db: AppDatabase;
  let drop: () => Promise<void>;

  afterEach(() => drop());

  it("leave the schema at head, which a new database and one a migration short are not", async () => {
    ({ db, drop } = await openTestDatabase(engine, "empty"));
    expect(await schemaIsAtHead(db)).toBe(false);
    const allButTheLast = Object.fromEntries(Object.entries(MIGRATIONS).slice(0, -1));
    await migrateToLatest(db, allButTheLast);
    expect(await schemaIsAtHead(db)).toBe(false);
    await migrateToLatest(db);
    expect(await schemaIsAtHead(db)).toBe(true);
  });

  it("create every table of the brief, and running them again changes nothing", async () => {
    ({ db, drop } = await openTestDatabase(engine, "empty"));
    await migrateToLatest(db);
    await migrateToLatest(db);
    const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
    expect(tables).toEqual(TABLES);
  });

  it("succeed in every one of several instances starting together on a new database, and leave the schema whole", async () => {
    // Nothing opens the new database before the instances do.
    const database = await createTestDatabase(engine);
    drop = database.drop;
    const starts = await prepareTogether(database.url, 4);
    for (const start of starts) expect(start.outcome, start.output).toMatchObject({ ok: true });
    expect(starts.filter((start) => start.outcome?.seeded)).toHaveLength(1);

    db = openDatabase(database.target);
    drop = async () => {
      await db.destroy();
      await database.drop();
    };
    const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
    expect(tables).toEqual(TABLES);
    const ran = await db.selectFrom("kysely_migration" as never).select(sql<string>`name`.as("name")).execute();
    expect(ran.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
    const { count } = await db.selectFrom("menu_items").select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(menuSeed.flatMap((category) => category.items).length);
  }, 60_000);

  it("leave nothing half-built when one fails halfway, and succeed once the cause is gone", async () => {
    ({ db, drop } = await openTestDatabase(engine, "empty"));
    // A table in the way of one the migration creates late: it fails after creating most of the others.
    await sql`CREATE TABLE events (id text)`.execute(db);
    await expect(migrateToLatest(db)).rejects.toThrow(/migration 0001-initial failed/);
    const left = (await db.introspection.getTables({ withInternalKyselyTables: false })).map((table) => table.name);
    expect(left).toEqual(["events"]);

    await sql`DROP TABLE events`.execute(db);
    await migrateToLatest(db);
    expect((await db.introspection.getTables()).map((table) => table.name).sort()).toEqual(TABLES);
  });

  it("enforce the data rules in the schema itself", async () => {
    ({ db, drop } = await openTestDatabase(engine, "migrated"));
    const now = new Date().toISOString();
    const audit = { created_at: now, updated_at: now, created_by: null, updated_by: null, version: 1 };
    await db.insertInto("menu_categories").values({ id: "bowls", name_tr: "Kaseler", name_en: "Bowls", position: 0, is_active: 1, ...audit }).execute();

    const item = {
      id: "i1", category_id: "bowls", name_tr: "Kase", name_en: "Bowl", secondary_tr: null, secondary_en: null,
      description_tr: null, description_en: null, price_kurus: 25_000, position: 0, is_active: 1 as const, ...audit,
    };
    await expect(db.insertInto("menu_items").values({ ...item, price_kurus: -1 }).execute()).rejects.toThrow();
    await expect(db.insertInto("menu_items").values({ ...item, category_id: "missing" }).execute()).rejects.toThrow();
    await expect(
      db.insertInto("users").values({
        id: "u1", subject: null, email: "a@example.com", display_name: "A", photo_url: null,
        role: "owner" as never, is_active: 0, created_at: now, updated_at: now, last_login_at: null, version: 1,
      }).execute(),
    ).rejects.toThrow();

    await db.insertInto("menu_items").values(item).execute();
    // An image variant keeps its bytes exactly, belongs to an item that exists, and has a real size.
    const bytes = Buffer.from([0, 1, 2, 254, 255, 0]);
    const variant = { hash: "a".repeat(64), item_id: "i1", width: 200, height: 150, content_type: "image/webp", bytes, created_at: now };
    await db.insertInto("menu_item_images").values(variant).execute();
    expect(await db.selectFrom("menu_item_images").select("bytes").executeTakeFirstOrThrow()).toEqual({ bytes });
    await expect(db.insertInto("menu_item_images").values({ ...variant, hash: "b".repeat(64), item_id: "missing" }).execute()).rejects.toThrow();
    await expect(db.insertInto("menu_item_images").values({ ...variant, hash: "c".repeat(64), width: 0 }).execute()).rejects.toThrow();
    // Deleting a category deletes its items with it, and their images with them.
    await db.deleteFrom("menu_categories").where("id", "=", "bowls").execute();
    const { count } = await db.selectFrom("menu_items").select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
    expect(await db.selectFrom("menu_item_images").select("hash").execute()).toEqual([]);
  });

  it("let accounts share an e-mail from 0002 on, keeping every row and link a 0001 database had", async () => {
    ({ db, drop } = await openTestDatabase(engine, "empty"));
    const upToInitial = new Migrator({ db, provider: { getMigrations: async () => ({ "0001-initial": initial }) } });
    expect((await upToInitial.migrateToLatest()).error).toBeUndefined();
    const now = new Date().toISOString();
    const user = (id: string, subject: string | null, email: string) => ({
      id, subject, email, display_name: id, photo_url: null, role: "admin" as const, is_active: 1 as const,
      created_at: now, updated_at: now, last_login_at: null, version: 1,
    });
    await db.insertInto("users").values(user("u1", "google|1", "chef@example.com")).execute();
    await db.insertInto("sessions").values({ id: "s1", user_id: "u1", created_at: now, last_seen_at: now, expires_at: now }).execute();
    await db.insertInto("menu_categories").values({ id: "bowls", name_tr: "Kaseler", name_en: "Bowls", position: 0, is_active: 1, created_at: now, updated_at: now, created_by: "u1", updated_by: "u1", version: 1 }).execute();

    await migrateToLatest(db);

    // Nothing cascaded while the table was rebuilt.
    expect(await db.selectFrom("sessions").select("user_id").execute()).toEqual([{ user_id: "u1" }]);
    expect(await db.selectFrom("menu_categories").select(["created_by", "updated_by"]).execute()).toEqual([{ created_by: "u1", updated_by: "u1" }]);
    // A second identity with the same e-mail, and one account made ahead for it.
    await db.insertInto("users").values(user("u2", "elsewhere|1", "chef@example.com")).execute();
    await db.insertInto("users").values(user("u3", null, "chef@example.com")).execute();
    // Only one account per e-mail may wait for its first sign-in, and a subject is still one account.
    await expect(db.insertInto("users").values(user("u4", null, "chef@example.com")).execute()).rejects.toThrow();
    await expect(db.insertInto("users").values(user("u5", "google|1", "other@example.com")).execute()).rejects.toThrow();
    // Foreign keys still hold.
    await expect(db.insertInto("sessions").values({ id: "s2", user_id: "nobody", created_at: now, last_seen_at: now, expires_at: now }).execute()).rejects.toThrow();
    await db.deleteFrom("users").where("id", "=", "u1").execute();
    expect(await db.selectFrom("sessions").select("id").execute()).toEqual([]);
  });
});
