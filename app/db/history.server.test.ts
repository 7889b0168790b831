import { beforeEach, describe, expect, it } from "vitest";
import { openDatabaseForTest } from "../../tests/support/prepared-database";
import { testEngines } from "../../tests/support/test-databases";
import type { AppDatabase } from "./connection.server";
import { HISTORY_PAGE } from "./history";
import { loadHistory } from "./history.server";
import { write } from "./write.server";

const DISH = "history--kumpir";

describe.each(testEngines())("a dish's history on %s", (engine) => {
  let db: AppDatabase;
  /** Each write a minute after the last, so the log's order is the order they were made in. */
  let minute = 0;
  const next = () => new Date(Date.UTC(2026, 0, 1) + ++minute * 60_000);
  const change = async (changes: Record<string, unknown>) =>
    write(db, null, async (w) => w.update("menu_items", DISH, (await w.get("menu_items", DISH)).version, changes), next());

  beforeEach(async () => {
    db = await openDatabaseForTest(engine);
    minute = 0;
    await write(
      db,
      null,
      async (w) => {
        await w.create("menu_categories", { id: "history", name_tr: "Geçmiş", name_en: "History", position: 0, is_active: 1 });
        const texts = { secondary_tr: null, secondary_en: null, description_tr: null, description_en: null };
        await w.create("menu_items", { ...texts, id: DISH, category_id: "history", name_tr: "Kumpir", name_en: "Kumpir", price_kurus: 25_000, position: 0, is_active: 1 });
      },
      next(),
    );
  });

  it("a price change and the dish's creation stay within reach after 60 nights of sold-out taps: the newest page says there are older ones, the next holds them", async () => {
    await change({ price_kurus: 26_000 });
    for (let night = 0; night < 30; night++) {
      await change({ sold_out: "tonight", sold_out_until: next().toISOString() });
      await change({ sold_out: null, sold_out_until: null });
    }
    const first = await loadHistory(db, "menu_items", DISH);
    expect(first.entries).toHaveLength(HISTORY_PAGE);
    expect(first.more).toBe(true);
    expect(first.entries.flatMap((entry) => entry.changes.map((each) => each.field))).not.toContain("price_kurus");

    const two = await loadHistory(db, "menu_items", DISH, 2 * HISTORY_PAGE);
    expect(two.more).toBe(false);
    expect(two.entries).toHaveLength(62);
    expect(two.entries.slice(0, HISTORY_PAGE)).toEqual(first.entries);
    expect(two.entries.at(-2)?.changes).toEqual([{ field: "price_kurus", before: 25_000, after: 26_000 }]);
    expect(two.entries.at(-1)?.action).toBe("create");
  });

  it("entries that change nothing a person edits take no place: the page holds as many changes as it says, read past them in batches", async () => {
    // 250 writes of a column the history does not show (what an allergen reason covers), older than
    // the changes shown: more than one batch of the log to read past.
    for (let i = 0; i < 250; i++) await change({ allergen_lowered: i % 2 === 0 ? "milk" : null });
    const prices = Array.from({ length: 10 }, (_, i) => 30_000 + i * 100);
    for (const price of prices) {
      for (let i = 0; i < 30; i++) await change({ allergen_lowered: i % 2 === 0 ? "gluten" : null });
      await change({ price_kurus: price });
    }
    const page = await loadHistory(db, "menu_items", DISH);
    expect(page.more).toBe(false);
    expect(page.entries.map((entry) => (entry.action === "create" ? "create" : entry.changes.map((each) => each.field).join()))).toEqual([...prices.map(() => "price_kurus"), "create"]);
    expect(page.entries[0]?.changes).toEqual([{ field: "price_kurus", before: prices.at(-2), after: prices.at(-1) }]);
    const few = await loadHistory(db, "menu_items", DISH, 5);
    expect(few).toEqual({ entries: page.entries.slice(0, 5), more: true });
  }, 60_000);
});
