import { Migrator, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/prepared-database";
import { testEngines } from "../../../tests/support/test-databases";
import type { AppDatabase } from "../connection.server";
import { MIGRATIONS, migrateToLatest } from "../migrate.server";
import * as vendors from "./0009-vendors";

describe.each(testEngines())("the vendors migration on %s", (engine) => {
  let db: AppDatabase;
  let drop: () => Promise<void>;

  afterEach(() => drop());

  async function databaseBeforeVendors(): Promise<void> {
    ({ db, drop } = await openTestDatabase(engine, "empty"));
    const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "0009"));
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
    if (error) throw error;
  }

  it("makes a vendor of every name on inventory items and lists, once however it is written, with its last valid number", async () => {
    await databaseBeforeVendors();
    const now = new Date().toISOString();
    const audited = { created_at: now, updated_at: now, created_by: null, updated_by: null, version: 1 };
    const item = (id: string, vendor: string) => ({ id, name: `Ürün ${id}`, unit: "kg", price_kurus: 100, vendor, category: "food" as const, ...audited });
    await db.insertInto("inventory_items").values([item("i1", "Metro"), item("i2", "metro "), item("i3", "Doğuş"), item("i4", "Manav")]).execute();
    const list = (id: string, vendor: string) => ({ id, name: `2026-01-01 - ${vendor}`, vendor, status: "sent" as const, sent_at: now, sent_to: null, completed_at: null, ...audited });
    await db.insertInto("shopping_lists").values([list("l1", "Metro"), list("l2", "Fırın Ali"), list("l3", "Manav")]).execute();
    const send = (id: string, listId: string, vendor: string, sentTo: string, at: string) => ({ id, shopping_list_id: listId, vendor, sent_at: at, sent_to: sentTo, sent_by: null, message: "…" });
    await db
      .insertInto("shopping_list_sends")
      .values([
        send("s1", "l1", "Metro", "+90 532 111 22 33", "2026-01-01T10:00:00.000Z"),
        send("s2", "l1", "Metro", "+90 555 123", "2026-01-02T10:00:00.000Z"),
        send("s3", "l2", "Fırın Ali", "0532 999 88 77", "2026-01-01T10:00:00.000Z"),
        send("s4", "l3", "Manav", "+90 555 1234", "2026-01-01T10:00:00.000Z"),
      ])
      .execute();

    await migrateToLatest(db);

    const rows = await db.selectFrom("vendors").select(["name", "name_key", "whatsapp_number", "contact_person", "version"]).orderBy("name_key").execute();
    expect(rows).toEqual([
      { name: "Doğuş", name_key: "dogus", whatsapp_number: null, contact_person: "", version: 1 },
      // The number last sent to was not a valid one: the one before it is kept.
      { name: "Fırın Ali", name_key: "firin ali", whatsapp_number: "+905329998877", contact_person: "", version: 1 },
      { name: "Manav", name_key: "manav", whatsapp_number: null, contact_person: "", version: 1 },
      { name: "Metro", name_key: "metro", whatsapp_number: "+905321112233", contact_person: "", version: 1 },
    ]);
  });

  it("can be undone, and done again", async () => {
    await databaseBeforeVendors();
    await migrateToLatest(db);
    const tables = async () => (await db.introspection.getTables()).map((table) => table.name);
    const untyped = db as unknown as Kysely<unknown>;
    await vendors.down(untyped);
    expect(await tables()).not.toContain("vendors");
    await vendors.up(untyped);
    expect(await tables()).toContain("vendors");
  });
});
