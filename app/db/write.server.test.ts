import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { openDatabaseForTest } from "../../tests/support/prepared-database";
import { testEngines } from "../../tests/support/test-databases";
import { publicContentVersion } from "./public-content.server";
import { AppError } from "~/lib/app-error";
import type { AppDatabase } from "./connection.server";
import { SITE_SETTINGS_VERSION, write, writeImport } from "./write.server";

const flour = { name: "Un", unit: "kg", price_kurus: 4_500, vendor: "Metro", category: "food" as const };

describe.each(testEngines())("the write path on %s", (engine) => {
  let db: AppDatabase;
  let actorId: string;
  beforeEach(async () => {
    db = await openDatabaseForTest(engine);
    // Through the write path itself: the user row's audit is one of the things tested here.
    actorId = (
      await write(db, null, (w) =>
        w.create("users", { subject: null, email: "cook@example.com", display_name: "Cook", photo_url: null, role: "staff", is_active: 1, last_login_at: null }),
      )
    ).id;
  });

  const auditOf = (id: string) => db.selectFrom("audit_log").selectAll().where("entity_id", "=", id).orderBy("at").execute();

  it("creates a row with version 1, who and when, and one audit entry", async () => {
    const at = new Date("2026-11-20T09:00:00Z");
    const row = await write(db, actorId, (w) => w.create("inventory_items", flour), at);
    const stored = await db.selectFrom("inventory_items").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ ...flour, version: 1, created_by: actorId, updated_by: actorId, created_at: at.toISOString(), updated_at: at.toISOString() });
    const entries = await auditOf(row.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "create", actor_id: actorId, entity: "inventory_items", old_value: null });
    expect(JSON.parse(entries[0]!.new_value!)).toMatchObject(flour);
  });

  it("updates with the version the editor saw, raising it and logging old and new values", async () => {
    const row = await write(db, actorId, (w) => w.create("inventory_items", flour));
    const later = new Date(Date.now() + 60_000);
    const { after } = await write(db, actorId, (w) => w.update("inventory_items", row.id, 1, { price_kurus: 5_000 }), later);
    expect(after).toMatchObject({ version: 2, price_kurus: 5_000, updated_at: later.toISOString(), updated_by: actorId });
    const entries = await auditOf(row.id);
    expect(entries.map((entry) => entry.action)).toEqual(["create", "update"]);
    expect(JSON.parse(entries[1]!.old_value!)).toMatchObject({ price_kurus: 4_500, version: 1 });
    expect(JSON.parse(entries[1]!.new_value!)).toMatchObject({ price_kurus: 5_000, version: 2 });
  });

  it("raises the version for a change of the row's own rows (no column), and not for a change of its unversioned columns alone", async () => {
    const recipe = await write(db, actorId, (w) => w.create("recipes", { name: "Kumpir İçi", category: "main", yield_quantity_milli: null, yield_unit: null }));
    const { after } = await write(db, actorId, (w) => w.update("recipes", recipe.id, 1, {}, { before: { ingredients: [] }, after: { ingredients: ["un"] } }));
    expect(after.version).toBe(2);
    const dish = await write(db, actorId, async (w) => {
      await w.create("menu_categories", { id: "write-path", name_tr: "Yazma", name_en: "Writing", position: 0, is_active: 1 });
      const texts = { secondary_tr: null, secondary_en: null, description_tr: null, description_en: null };
      return w.create("menu_items", { ...texts, category_id: "write-path", name_tr: "Kumpir", name_en: "Kumpir", price_kurus: 25_000, position: 0, is_active: 1 });
    });
    const soldOut = await write(db, actorId, (w) => w.update("menu_items", dish.id, 1, { sold_out: "until_further_notice" }));
    expect(soldOut.after).toMatchObject({ version: 1, sold_out: "until_further_notice", updated_by: actorId });
    expect((await auditOf(dish.id)).map((entry) => entry.action)).toEqual(["create", "update"]);
    const priced = await write(db, actorId, (w) => w.update("menu_items", dish.id, 1, { price_kurus: 26_000, sold_out: null }));
    expect(priced.after).toMatchObject({ version: 2, sold_out: null });
  });

  it("writes nothing for a save that changes nothing: the version, the history and the public pages stay as they were", async () => {
    const dish = await write(db, actorId, async (w) => {
      await w.create("menu_categories", { id: "unchanged", name_tr: "Aynı", name_en: "Same", position: 0, is_active: 1 });
      return w.create("menu_items", { category_id: "unchanged", name_tr: "Kumpir", name_en: "Kumpir", secondary_tr: null, secondary_en: null, description_tr: null, description_en: null, price_kurus: 25_000, position: 0, is_active: 1 });
    });
    const published = await publicContentVersion(db);
    const later = new Date(Date.now() + 60_000);
    const same = await write(db, actorId, (w) => w.update("menu_items", dish.id, 1, { name_tr: "Kumpir", name_en: "Kumpir", price_kurus: 25_000, description_tr: null }), later);
    expect(same.after).toMatchObject({ version: 1, updated_at: dish.updated_at });
    expect(await db.selectFrom("menu_items").select(["version", "updated_at"]).where("id", "=", dish.id).executeTakeFirstOrThrow()).toEqual({ version: 1, updated_at: dish.updated_at });
    expect((await auditOf(dish.id)).map((entry) => entry.action)).toEqual(["create"]);
    expect(await publicContentVersion(db)).toBe(published);
    // A colleague's form of the same version still saves.
    expect((await write(db, actorId, (w) => w.update("menu_items", dish.id, 1, { price_kurus: 26_000 }))).after.version).toBe(2);

    // The row's own rows: the same lines leave it; other lines, or lines with no before and after, change it.
    const recipe = await write(db, actorId, (w) => w.create("recipes", { name: "Sos", category: "sauce", yield_quantity_milli: null, yield_unit: null }));
    const lines = { ingredients: [{ type: "inventory", sourceId: "tereyağı", quantityMilli: 50, unit: "g" }] };
    expect((await write(db, actorId, (w) => w.update("recipes", recipe.id, 1, { name: "Sos" }, { before: lines, after: structuredClone(lines) }))).after.version).toBe(1);
    expect((await write(db, actorId, (w) => w.update("recipes", recipe.id, 1, { name: "Sos" }, { before: lines, after: { ingredients: [] } }))).after.version).toBe(2);
    expect((await write(db, actorId, (w) => w.update("recipes", recipe.id, 2, {}))).after.version).toBe(3);
    expect((await auditOf(recipe.id)).map((entry) => entry.action)).toEqual(["create", "update", "update"]);
  });

  it("refuses a stale update or delete and writes nothing", async () => {
    const row = await write(db, actorId, (w) => w.create("inventory_items", flour));
    await write(db, actorId, (w) => w.update("inventory_items", row.id, 1, { price_kurus: 5_000 }));
    await expect(write(db, actorId, (w) => w.update("inventory_items", row.id, 1, { price_kurus: 1 }))).rejects.toMatchObject({ code: "stale" });
    await expect(write(db, actorId, (w) => w.remove("inventory_items", row.id, 1))).rejects.toMatchObject({ code: "stale" });
    const stored = await db.selectFrom("inventory_items").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ price_kurus: 5_000, version: 2 });
    expect(await auditOf(row.id)).toHaveLength(2);
  });

  it("answers not-found for a row that is not there", async () => {
    await expect(write(db, actorId, (w) => w.update("inventory_items", "missing", 1, { price_kurus: 1 }))).rejects.toBeInstanceOf(AppError);
    await expect(write(db, actorId, (w) => w.remove("inventory_items", "missing", 1))).rejects.toMatchObject({ code: "not-found" });
  });

  it("deletes with one audit entry holding the old row", async () => {
    const row = await write(db, actorId, (w) => w.create("inventory_items", flour));
    await write(db, actorId, (w) => w.remove("inventory_items", row.id, 1));
    expect(await db.selectFrom("inventory_items").selectAll().execute()).toEqual([]);
    const entries = await auditOf(row.id);
    expect(entries.map((entry) => [entry.action, entry.new_value])).toEqual([["create", expect.any(String)], ["delete", null]]);
    expect(JSON.parse(entries[1]!.old_value!)).toMatchObject(flour);
  });

  it("is all or nothing: a failure later in the write undoes every row and audit entry", async () => {
    await expect(
      write(db, actorId, async (w) => {
        await w.create("inventory_items", flour);
        await w.create("inventory_items", { ...flour, name: "Tuz" });
        throw new AppError("invalid", { detail: "the third row was bad" });
      }),
    ).rejects.toMatchObject({ code: "invalid" });
    expect(await db.selectFrom("inventory_items").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("audit_log").select("id").where("entity", "=", "inventory_items").execute()).toEqual([]);
  });

  it("marks public content changed for tables on public pages only, the inventory's and recipes' included (they feed the dishes' allergens)", async () => {
    const start = await publicContentVersion(db);
    await write(db, actorId, (w) => w.create("vendors", { name: "Metro", name_key: "metro", whatsapp_number: null, contact_person: "" }));
    expect(await publicContentVersion(db)).toBe(start);
    await write(db, actorId, (w) => w.create("inventory_items", flour));
    const afterItem = await publicContentVersion(db);
    expect(afterItem).not.toBe(start);
    await write(db, actorId, (w) => w.create("recipes", { name: "Sos", category: "sauce", yield_quantity_milli: null, yield_unit: null }));
    expect(await publicContentVersion(db)).not.toBe(afterItem);
    await write(db, actorId, (w) => w.create("menu_categories", { id: "soups", name_tr: "Çorbalar", name_en: "Soups", position: 0, is_active: 1 }));
    expect(await publicContentVersion(db)).not.toBe(start);
  });

  it("creates many rows at once with one audit entry each, all or nothing", async () => {
    const many = Array.from({ length: 1_201 }, (_, i) => ({ ...flour, name: `Un ${i}` }));
    const rows = await write(db, actorId, (w) => w.createMany("inventory_items", many));
    expect(rows).toHaveLength(1_201);
    expect(await db.selectFrom("inventory_items").select("id").execute()).toHaveLength(1_201);
    const audit = await db.selectFrom("audit_log").select(["entity_id", "action", "actor_id"]).where("entity", "=", "inventory_items").execute();
    expect(audit).toHaveLength(1_201);
    expect(new Set(audit.map((entry) => entry.entity_id))).toEqual(new Set(rows.map((row) => row.id)));
    await expect(
      write(db, actorId, async (w) => {
        await w.createMany("inventory_items", many.slice(0, 600));
        throw new AppError("invalid");
      }),
    ).rejects.toMatchObject({ code: "invalid" });
    expect(await db.selectFrom("inventory_items").select("id").execute()).toHaveLength(1_201);
  });

  it("records an import as one audit entry with its counts, its rows still versioned and stamped; an import that wrote nothing, as none", async () => {
    const existing = await write(db, actorId, (w) => w.create("inventory_items", flour));
    const auditCount = async () => (await db.selectFrom("audit_log").select("id").execute()).length;
    const before = await auditCount();
    const at = new Date("2026-11-21T10:00:00Z");
    const counts = await writeImport(db, actorId, "inventory_csv_import", async (w) => {
      const created = await w.createMany("inventory_items", Array.from({ length: 1_200 }, (_, i) => ({ ...flour, name: `İthal ${i}` })));
      await w.update("inventory_items", existing.id, 1, { price_kurus: 5_000 });
      return { created: created.length, updated: 1, unchanged: 0 };
    }, at);
    expect(counts).toEqual({ created: 1_200, updated: 1, unchanged: 0 });
    expect(await auditCount()).toBe(before + 1);
    const entry = await db.selectFrom("audit_log").selectAll().where("entity", "=", "inventory_csv_import").executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: actorId, at: at.toISOString(), action: "create", old_value: null });
    expect(JSON.parse(entry.new_value!)).toEqual(counts);
    expect(await db.selectFrom("inventory_items").select(["version", "updated_by", "price_kurus"]).where("id", "=", existing.id).executeTakeFirstOrThrow()).toEqual({
      version: 2,
      updated_by: actorId,
      price_kurus: 5_000,
    });

    await writeImport(db, actorId, "inventory_csv_import", async () => ({ created: 0, updated: 0, unchanged: 1_201 }));
    expect(await auditCount()).toBe(before + 1);
  });

  it("gives a user row no creator columns and still audits it", async () => {
    const entries = await auditOf(actorId);
    expect(entries.map((entry) => [entry.action, entry.actor_id])).toEqual([["create", null]]);
  });

  describe("site settings", () => {
    const defaults = { restaurantName: "Patates İstanbul", phones: ["+902165550123", "+905325550123"] };
    const settingsVersion = async () =>
      (await db.selectFrom("site_settings").select(["value", "updated_by"]).where("key", "=", SITE_SETTINGS_VERSION).executeTakeFirst()) ?? null;
    const settingsAudit = () => db.selectFrom("audit_log").selectAll().where("entity", "=", "site_settings").orderBy("entity_id").execute();

    it("writes the changed settings only, each with an audit entry of its old and new value, and raises the one version", async () => {
      const start = await publicContentVersion(db);
      const result = await write(db, actorId, (w) => w.updateSettings(0, { restaurantName: "Patates Moda", phones: defaults.phones }, defaults));
      expect(result).toEqual({ version: 1, changedKeys: ["restaurantName"] });
      expect(await settingsVersion()).toEqual({ value: "1", updated_by: actorId });
      const rows = await db.selectFrom("site_settings").select(["key", "value", "updated_by"]).where("key", "in", ["restaurantName", "phones"]).execute();
      expect(rows).toEqual([{ key: "restaurantName", value: JSON.stringify("Patates Moda"), updated_by: actorId }]);
      const entries = await settingsAudit();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: "update", actor_id: actorId, entity_id: "restaurantName" });
      // The old value of a setting never saved is the default the site showed.
      expect(JSON.parse(entries[0]!.old_value!)).toEqual({ key: "restaurantName", value: "Patates İstanbul" });
      expect(JSON.parse(entries[0]!.new_value!)).toEqual({ key: "restaurantName", value: "Patates Moda" });
      expect(await publicContentVersion(db)).not.toBe(start);

      await write(db, actorId, (w) => w.updateSettings(1, { restaurantName: "Patates Kadıköy", phones: ["+902165550000", "+905325550123"] }, defaults));
      const second = (await settingsAudit()).filter((entry) => entry.new_value?.includes("Kadıköy") || entry.entity_id === "phones");
      expect(second.map((entry) => [entry.entity_id, JSON.parse(entry.old_value!).value])).toEqual([
        ["phones", defaults.phones],
        ["restaurantName", "Patates Moda"],
      ]);
      expect((await settingsVersion())?.value).toBe("2");
    });

    it("writes nothing when nothing changed, not even the version", async () => {
      const start = await publicContentVersion(db);
      expect(await write(db, actorId, (w) => w.updateSettings(0, defaults, defaults))).toEqual({ version: 0, changedKeys: [] });
      expect(await settingsVersion()).toBeNull();
      expect(await settingsAudit()).toEqual([]);
      expect(await publicContentVersion(db)).toBe(start);
    });

    it("refuses a save made on an old version and writes nothing", async () => {
      await write(db, actorId, (w) => w.updateSettings(0, { restaurantName: "Patates Moda" }, defaults));
      const audit = await settingsAudit();
      for (const stale of [0, 2, -1]) {
        await expect(write(db, actorId, (w) => w.updateSettings(stale, { restaurantName: "Eski" }, defaults))).rejects.toMatchObject({ code: "stale" });
      }
      expect(await db.selectFrom("site_settings").select("value").where("key", "=", "restaurantName").executeTakeFirst()).toEqual({ value: JSON.stringify("Patates Moda") });
      expect(await settingsAudit()).toEqual(audit);
      expect((await settingsVersion())?.value).toBe("1");
    });

    it("lets one of two saves made on the same version through, at the same time, and refuses the other", async () => {
      const saves = await Promise.allSettled(
        ["Patates Bir", "Patates İki"].map((name) => write(db, actorId, (w) => w.updateSettings(0, { restaurantName: name }, defaults))),
      );
      expect(saves.map((save) => save.status).sort()).toEqual(["fulfilled", "rejected"]);
      const refused = saves.find((save) => save.status === "rejected");
      expect(refused?.status === "rejected" && refused.reason).toMatchObject({ code: "stale" });
      expect(await settingsAudit()).toHaveLength(1);
      expect((await settingsVersion())?.value).toBe("1");
    });

    // Several connections write at once only on PostgreSQL: SQLite has the one.
    if (engine === "postgres") {
      it("refuses a save whose version was read just before another save committed", async () => {
        await db.connection().execute(async (other) => {
          // Another save, not yet committed, holds the version row it is writing.
          await sql`BEGIN`.execute(other);
          await other.insertInto("site_settings").values({ key: SITE_SETTINGS_VERSION, value: "1", updated_at: new Date().toISOString(), updated_by: null }).execute();
          // This save reads version 0 (the other's is not committed) and waits at the version row.
          const late = write(db, actorId, (w) => w.updateSettings(0, { restaurantName: "Geç kalan" }, defaults));
          const settled = late.then(
            () => "saved",
            (error: unknown) => error,
          );
          await expect
            .poll(async () => (await sql<{ waiting: number }>`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db)).rows[0]?.waiting)
            .toBe(1);
          await sql`COMMIT`.execute(other);
          expect(await settled).toMatchObject({ code: "stale" });
        });
        expect(await db.selectFrom("site_settings").select("key").where("key", "=", "restaurantName").execute()).toEqual([]);
        expect(await settingsAudit()).toEqual([]);
      });
    }
  });
});
