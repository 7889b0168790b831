import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { openDatabase } from "../../../app/db/connection.server";
import { parseDatabaseUrl } from "../../../app/db/database-url";
import { write } from "../../../app/db/write.server";

/** A category at the end of the menu with the given items, in that order, made in the test server's database. */
export async function seedCategory(names: string[], { description = null }: { description?: string | null } = {}): Promise<{ id: string; name: string }> {
  const tag = randomBytes(3).toString("hex");
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    return await write(db, null, async (w) => {
      const last = await w.trx.selectFrom("menu_categories").select((eb) => eb.fn.max<number | null>("position").as("max")).executeTakeFirst();
      const id = `order-${tag}`;
      await w.create("menu_categories", { id, name_tr: `Sıra ${tag}`, name_en: `Order ${tag}`, position: Number(last?.max ?? 0) + 1, is_active: 1 });
      for (const [position, name] of names.entries()) {
        await w.create("menu_items", {
          category_id: id, name_tr: `${name} ${tag}`, name_en: `${name} ${tag}`, secondary_tr: null, secondary_en: null, description_tr: description, description_en: description,
          price_kurus: 1000 + position, position, is_active: 1,
        });
      }
      return { id, name: `Order ${tag}` };
    });
  } finally {
    await db.destroy();
  }
}

/** The names of a category's rows in Menu Management, in order. */
export function adminOrder(page: Page, category: string) {
  return page.getByRole("list", { name: `Items of ${category}` }).locator(".menu-admin-names > span[lang=en]");
}


/**
 * Waits until the public menu's script has taken its list over from the rows the server drew (their
 * tail goes): before, a row's link loads its page afresh, a chip jumps by its anchor alone, and the
 * search and the allergen filter wait for their form to be sent.
 */
export async function menuListRunning(page: Page): Promise<void> {
  await expect(page.locator(".menu-rows-tail")).toHaveCount(0);
}

/** On the public menu, once its script runs, goes to a category by its chip (a link to the category's heading). */
export async function goToMenuCategory(page: Page, category: string) {
  await menuListRunning(page);
  await page.getByRole("navigation").getByRole("link", { name: category, exact: true }).click();
}
