import type { AppDatabase } from "~/db/connection.server";
import { lockFor } from "~/db/locks.server";
import { parseStoredJson, PRICE_LIST_CHANGED_AT, PRICE_LIST_STALE_SINCE, write } from "~/db/write.server";
import { putSiteSetting } from "~/db/site-setting-row.server";
import { getPublicMenu } from "~/features/menu/public-menu.server";
import { priceListOf, type PriceListCategory, type PriceListDates, type PrintedMark } from "./price-list";

/** When a print was last marked done, and the list's date it printed: a site setting, JSON `{ at, listDate }`. */
export const PRICE_LIST_PRINTED = "price_list_printed";

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";

function printedMark(value: unknown): PrintedMark | null {
  if (typeof value !== "object" || value === null) return null;
  const { at, listDate } = value as Record<string, unknown>;
  return isText(at) && isText(listDate) ? { at, listDate } : null;
}

/** The list's date and whether the printed lists still show it. */
export async function priceListDates(db: AppDatabase): Promise<PriceListDates> {
  const rows = await db.selectFrom("site_settings").select(["key", "value"]).where("key", "in", [PRICE_LIST_CHANGED_AT, PRICE_LIST_STALE_SINCE, PRICE_LIST_PRINTED]).execute();
  const value = (key: string) => {
    const stored = rows.find((row) => row.key === key)?.value;
    return stored === undefined ? undefined : parseStoredJson(stored);
  };
  const changedAt = value(PRICE_LIST_CHANGED_AT);
  const staleSince = value(PRICE_LIST_STALE_SINCE);
  return {
    listDate: isText(changedAt) ? changedAt : await lastMenuWrite(db),
    printed: printedMark(value(PRICE_LIST_PRINTED)),
    staleSince: isText(staleSince) ? staleSince : null,
  };
}

/**
 * A database whose menu has no date yet (the seed and migration 0018 date every loaded menu, so only
 * one with no menu at all): the newest write of an active category or dish, if any.
 */
async function lastMenuWrite(db: AppDatabase): Promise<string> {
  const [items, categories] = await Promise.all([
    db.selectFrom("menu_items").select((eb) => eb.fn.max("updated_at").as("at")).where("is_active", "=", 1).executeTakeFirst(),
    db.selectFrom("menu_categories").select((eb) => eb.fn.max("updated_at").as("at")).where("is_active", "=", 1).executeTakeFirst(),
  ]);
  const latest = [items?.at, categories?.at].filter(isText).sort().at(-1);
  return latest ?? new Date(0).toISOString();
}

/** The list as guests' menu has it now (the same menu object `/menu` renders), with its dates. */
export async function loadPriceList(db: AppDatabase): Promise<{ categories: PriceListCategory[] } & PriceListDates> {
  const [menu, dates] = await Promise.all([getPublicMenu(db), priceListDates(db)]);
  return { categories: priceListOf(menu), ...dates };
}

/**
 * Marks a print done: of the list dated `listDate`, the date the page showed. When the list has not
 * changed since, the printed lists are up to date; when it has (someone saved a price while the
 * sheets were printing), they are out of date since that change.
 */
export async function markPriceListPrinted(db: AppDatabase, actorId: string, listDate: string): Promise<void> {
  await write(db, actorId, async (w) => {
    // A change of the list being saved meanwhile is waited for and read: it is not marked printed.
    await lockFor(w.trx, "price-list-dates");
    const dates = await priceListDates(w.trx);
    await putSiteSetting(w.trx, PRICE_LIST_PRINTED, JSON.stringify({ at: w.now, listDate } satisfies PrintedMark), w.now, actorId);
    if (dates.listDate <= listDate) await w.trx.deleteFrom("site_settings").where("key", "=", PRICE_LIST_STALE_SINCE).execute();
    else await putSiteSetting(w.trx, PRICE_LIST_STALE_SINCE, JSON.stringify(dates.listDate), w.now, actorId);
  });
}
