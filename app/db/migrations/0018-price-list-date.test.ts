import { Migrator, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabaseForTest } from "../../../tests/support/prepared-database";
import { testEngines } from "../../../tests/support/test-databases";
import type { AppDatabase } from "../connection.server";
import { MIGRATIONS, migrateToLatest } from "../migrate.server";
import { PRICE_LIST_CHANGED_AT } from "../write.server";

type Row = Record<string, string | number | null>;

describe.each(testEngines())("the price list date migration on %s", (engine) => {
  let db: AppDatabase | undefined;
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });

  /** A database as it was before migration 0018, with `rows` written into it. */
  async function databaseBefore(rows: (untyped: Kysely<Record<string, Row>>) => Promise<void>): Promise<Kysely<Record<string, Row>>> {
    db = await openDatabaseForTest(engine, "empty");
    const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "0018"));
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
    if (error) throw error;
    const untyped = db as unknown as Kysely<Record<string, Row>>;
    await rows(untyped);
    return untyped;
  }

  const audited = (at: string) => ({ created_at: at, updated_at: at, created_by: null, updated_by: null, version: 1 });
  const dateOf = async (untyped: Kysely<Record<string, Row>>) => (await untyped.selectFrom("site_settings").select("value").where("key", "=", PRICE_LIST_CHANGED_AT).executeTakeFirst())?.value;

  it("dates an undated list by the newest write of an active dish or category, as the list showed it", async () => {
    const untyped = await databaseBefore(async (untyped) => {
      await untyped.insertInto("menu_categories").values({ id: "c", name_tr: "K", name_en: "C", position: 0, is_active: 1, ...audited("2026-01-02T10:00:00.000Z") }).execute();
      const item = { category_id: "c", name_tr: "A", name_en: "A", secondary_tr: null, secondary_en: null, description_tr: null, description_en: null, price_kurus: 100, position: 0 };
      await untyped.insertInto("menu_items").values({ id: "on", ...item, is_active: 1, ...audited("2026-01-05T10:00:00.000Z") }).execute();
      // Hidden from guests and from the list: its write does not date it.
      await untyped.insertInto("menu_items").values({ id: "off", ...item, is_active: 0, ...audited("2026-03-01T10:00:00.000Z") }).execute();
    });
    await migrateToLatest(db!);
    expect(await dateOf(untyped)).toBe(JSON.stringify("2026-01-05T10:00:00.000Z"));
  });

  it("leaves a list that has its date, and an empty menu, as they are", async () => {
    const dated = await databaseBefore(async (untyped) => {
      await untyped.insertInto("site_settings").values({ key: PRICE_LIST_CHANGED_AT, value: JSON.stringify("2026-02-01T00:00:00.000Z"), updated_at: "2026-02-01T00:00:00.000Z", updated_by: null }).execute();
      await untyped.insertInto("menu_categories").values({ id: "c", name_tr: "K", name_en: "C", position: 0, is_active: 1, ...audited("2026-05-02T10:00:00.000Z") }).execute();
    });
    await migrateToLatest(db!);
    expect(await dateOf(dated)).toBe(JSON.stringify("2026-02-01T00:00:00.000Z"));
    await db!.destroy();
    const empty = await databaseBefore(async () => {});
    await migrateToLatest(db!);
    expect(await dateOf(empty)).toBeUndefined();
  });
});
