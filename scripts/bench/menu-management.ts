import { randomUUID } from "node:crypto";
import { openDatabase } from "../../app/db/connection.server";
import { orderFieldValue } from "../../app/features/menu-management/menu-management";
import { getOk } from "./http";
import { startAppServer } from "./processes";
import { cookieHeader, createBenchSession } from "./bench-session";
import { summarize, timeRequests, type Timing } from "./timing";

/**
 * Menu Management at the size: 2,000 items in 40 categories. Two numbers: the Menu
 * Management tab rendered on the server (median under 100 ms), and a drag-reorder saved (under
 * 50 ms): the action alone, as the screen's fetcher posts it to `/admin/menu.data`.
 */
export const MANAGED_CATEGORIES = 40;
export const MANAGED_ITEMS = 2_000;
const RENDER_REQUESTS = 30;
const REORDERS = 30;

export interface MenuManagementResult {
  categories: number;
  items: number;
  page: Timing & { htmlBytes: number; shownItems: number };
  /** One category's items in a new order (its first item dragged to the end): every row moves. */
  reorder: Timing & { rows: number };
}

/** Replaces the seeded menu with `categories` categories of `items / categories` items each. */
export async function fillMenu(databasePath: string, categories: number, items: number): Promise<string[]> {
  const db = openDatabase({ engine: "sqlite", path: databasePath });
  try {
    const now = new Date().toISOString();
    const categoryIds = Array.from({ length: categories }, (_, index) => `bench-category-${index + 1}`);
    const perCategory = Math.ceil(items / categories);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("menu_items").execute();
      await trx.deleteFrom("menu_categories").execute();
      const stamp = { created_at: now, updated_at: now, created_by: null, updated_by: null, version: 1, is_active: 1 as const };
      await trx
        .insertInto("menu_categories")
        .values(categoryIds.map((id, position) => ({ ...stamp, id, name_tr: `Kategori ${position + 1}`, name_en: `Category ${position + 1}`, position })))
        .execute();
      const rows = categoryIds.flatMap((categoryId, c) =>
        Array.from({ length: perCategory }, (_, position) => ({
          ...stamp,
          id: randomUUID(),
          category_id: categoryId,
          name_tr: `Patates ${c + 1}.${position + 1}`,
          name_en: `Potato ${c + 1}.${position + 1}`,
          secondary_tr: null,
          secondary_en: null,
          description_tr: "Fırında, tereyağı ve kaşar ile",
          description_en: "Baked, with butter and kashar cheese",
          price_kurus: 25_000 + position * 50,
          position,
        })),
      );
      // Batches keep each statement under SQLite's bound-parameter limit.
      for (let start = 0; start < rows.length; start += 50) await trx.insertInto("menu_items").values(rows.slice(start, start + 50)).execute();
    });
    return categoryIds;
  } finally {
    await db.destroy();
  }
}

/**
 * A fresh SQLite database: the server migrates and seeds it, stops; the menu is replaced by 2,000
 * items in 40 categories and an admin signs in; the server starts again. Then GET /admin/menu is
 * timed, and reorders of one category's 50 items, one after the other.
 */
export async function measureMenuManagement(port: number, databasePath: string): Promise<MenuManagementResult> {
  const seeding = await startAppServer(port, databasePath);
  await seeding.stop();
  const categoryIds = await fillMenu(databasePath, MANAGED_CATEGORIES, MANAGED_ITEMS);
  const setup = openDatabase({ engine: "sqlite", path: databasePath });
  let cookie: string;
  try {
    cookie = cookieHeader((await createBenchSession(setup, "admin")).cookie);
  } finally {
    await setup.destroy();
  }

  const server = await startAppServer(port, databasePath);
  const reader = openDatabase({ engine: "sqlite", path: databasePath });
  try {
    const url = `${server.url}/admin/menu`;
    const headers = { "accept-language": "tr", "accept-encoding": "gzip", cookie };
    const first = await getOk(url, headers);
    const html = first.body.toString();
    if (!html.includes("Potato 1.1<")) throw new Error("GET /admin/menu answered without the menu: is the admin's session cookie right?");
    // The tab shows whole categories up to a page of items; the rest are behind 'Show more'.
    const shownItems = html.split('class="menu-admin-row"').length - 1;
    for (let i = 0; i < 5; i++) await getOk(url, headers);
    const page = { ...(await timeRequests(url, headers, RENDER_REQUESTS)), htmlBytes: html.length, shownItems };

    const categoryId = categoryIds[0]!;
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < REORDERS; i++) {
      // What the screen sends after a drag: the category's rows, in their new order, at the versions it saw.
      const current = await reader.selectFrom("menu_items").select(["id", "version"]).where("category_id", "=", categoryId).orderBy("position").execute();
      const order = [...current.slice(1), current[0]!];
      rows = order.length;
      const body = new URLSearchParams({ intent: "reorderItems", categoryId, order: orderFieldValue(order) });
      const started = performance.now();
      const response = await fetch(`${url}.data`, { method: "POST", headers: { cookie, origin: server.url, "accept-language": "tr" }, body, redirect: "manual" });
      const text = await response.text();
      times.push(performance.now() - started);
      if (response.status !== 200 || text.includes("error.")) throw new Error(`a reorder answered ${response.status}: ${text.slice(0, 200)}`);
    }
    const moved = await reader.selectFrom("menu_items").select("version").where("category_id", "=", categoryId).orderBy("position").executeTakeFirstOrThrow();
    if (moved.version !== REORDERS + 1) throw new Error(`after ${REORDERS} reorders the first row is at version ${moved.version}: not every reorder was saved`);
    return { categories: categoryIds.length, items: MANAGED_ITEMS, page, reorder: { ...summarize(times), rows } };
  } finally {
    await reader.destroy();
    await server.stop();
  }
}
