import type { AppDatabase } from "../connection.server";
import { isUniqueViolation } from "../errors";
import { writeTransaction } from "../write-transaction.server";
import { markPublicContentChanged } from "../public-content.server";
import { PRICE_LIST_CHANGED_AT } from "../write.server";
import { menuSeed, type SeedMenuCategory } from "./menu-seed-data";
import { seedCategoryRow, seedItemRow } from "./menu-seed-rows";

export const MENU_SEEDED_SETTING = "menu_seeded_at";

/**
 * Loads the built-in menu into an empty database, once. The marker row in site_settings is written
 * first in the same transaction, so a second start (or a second instance starting at the same time)
 * never loads it again, even after an admin has deleted every category. The transaction holds the
 * write lock from its start (writeTransaction), so on SQLite a second process waits for the first.
 *
 * Returns whether this call loaded the menu.
 */
export async function seedMenuOnce(db: AppDatabase, seed: SeedMenuCategory[] = menuSeed): Promise<boolean> {
  const now = new Date().toISOString();
  try {
    return await writeTransaction(db, async (trx) => {
      const marker = await trx
        .insertInto("site_settings")
        .values({ key: MENU_SEEDED_SETTING, value: JSON.stringify(now), updated_at: now, updated_by: null })
        .onConflict((oc) => oc.column("key").doNothing())
        .executeTakeFirst();
      if (Number(marker.numInsertedOrUpdatedRows ?? 0) === 0) return false;

      const existing = await trx.selectFrom("menu_categories").select("id").limit(1).executeTakeFirst();
      if (existing) return false;

      const audit = { created_at: now, updated_at: now, created_by: null, updated_by: null, version: 1 };
      await trx
        .insertInto("menu_categories")
        .values(seed.map((category, position) => ({ ...seedCategoryRow(category, position), ...audit })))
        .execute();
      const items = seed.flatMap((category) => category.items.map((item, position) => ({ ...seedItemRow(category, item, position), ...audit })));
      // Batches keep each statement under SQLite's bound-parameter limit.
      for (let start = 0; start < items.length; start += 50) {
        await trx.insertInto("menu_items").values(items.slice(start, start + 50)).execute();
      }
      // The printed price list's first date: the menu as loaded (docs/decisions/0035).
      await trx.insertInto("site_settings").values({ key: PRICE_LIST_CHANGED_AT, value: JSON.stringify(now), updated_at: now, updated_by: null }).execute();
      await markPublicContentChanged(trx);
      return true;
    });
  } catch (error) {
    // Two instances seeding at once: the loser's marker insert fails on the unique key. The winner seeds.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
