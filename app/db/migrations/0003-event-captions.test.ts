import { Migrator, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabaseForTest } from "../../../tests/support/prepared-database";
import { testEngines } from "../../../tests/support/test-databases";
import type { AppDatabase } from "../connection.server";
import { migrateToLatest } from "../migrate.server";
import * as initial from "./0001-initial";
import * as eventCaptions from "./0003-event-captions";

describe.each(testEngines())("the event captions migration on %s", (engine) => {
  let db: AppDatabase;

  async function databaseBeforeCaptions(): Promise<void> {
    db = await openDatabaseForTest(engine, "empty");
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => ({ "0001-initial": initial }) } }).migrateToLatest();
    if (error) throw error;
  }

  it("keeps an event's single caption as its Turkish one and gives it no English one", async () => {
    await databaseBeforeCaptions();
    const now = new Date().toISOString();
    // The table as it was before: one caption.
    await db
      .withTables<{ events: Record<string, string | number | null> }>()
      .insertInto("events")
      .values({
        id: "e1", caption: "Caz gecesi", embed_code: "<iframe></iframe>", is_active: 1, show_on_home: 1, show_on_events: 1,
        display_order: 0, created_at: now, updated_at: now, created_by: null, updated_by: null, version: 1,
      })
      .execute();

    await migrateToLatest(db);

    const row = await db.selectFrom("events").select(["caption", "caption_en", "version"]).where("id", "=", "e1").executeTakeFirstOrThrow();
    expect(row).toEqual({ caption: "Caz gecesi", caption_en: null, version: 1 });
  });

  it("can be undone, and done again", async () => {
    await databaseBeforeCaptions();
    await migrateToLatest(db);
    const columns = async () => (await db.introspection.getTables()).find((table) => table.name === "events")?.columns.map((column) => column.name);
    expect(await columns()).toContain("caption_en");
    // Migrations see the database without today's table types.
    const untyped = db as unknown as Kysely<unknown>;
    await eventCaptions.down(untyped);
    expect(await columns()).not.toContain("caption_en");
    await eventCaptions.up(untyped);
    expect(await columns()).toContain("caption_en");
  });
});
