import { createHash } from "node:crypto";
import type { AppDatabase } from "~/db/connection.server";
import { lockFor } from "~/db/locks.server";
import { parseStoredJson, PRICE_LIST_CHANGED_AT, PRICE_LIST_STALE_SINCE, write } from "~/db/write.server";
import { putSiteSetting } from "~/db/site-setting-row.server";
import { getPublicMenu } from "~/features/menu/public-menu.server";
import {
  allergensSincePrint,
  printedAllergensOf,
  priceListOf,
  type PrintedAllergens,
  type PriceListCategory,
  type PriceListDates,
  type PriceListStatus,
  type PrintedMark,
} from "./price-list";

/** When a print was last marked done, and the list's date it printed: a site setting, JSON `{ at, listDate }`. */
export const PRICE_LIST_PRINTED = "price_list_printed";

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A stored mark; its allergens are null unless every dish's is a text (a mark stored before they were recorded has none). */
function printedMark(value: unknown): PrintedMark | null {
  if (!isRecord(value)) return null;
  const { at, listDate, allergens } = value;
  if (!isText(at) || !isText(listDate)) return null;
  const recorded = isRecord(allergens) && Object.values(allergens).every((code) => typeof code === "string") ? (allergens as PrintedAllergens) : null;
  return { at, listDate, allergens: recorded };
}

/**
 * A fingerprint of what a list prints of allergens: the page sends back the one of the list it
 * showed, so a mark made after the allergens changed under an open page does not record the new
 * ones as printed.
 */
export function printedAllergensMark(allergens: PrintedAllergens): string {
  const entries = Object.entries(allergens).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256").update(JSON.stringify(entries)).digest("hex");
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

/** The list's dates, and whether the printed lists still say what the menu says of allergens: the Overview's notice. */
export async function priceListStatus(db: AppDatabase): Promise<PriceListStatus> {
  return (await readPriceList(db)).status;
}

/**
 * The list as guests' menu has it now (the same menu object `/menu` renders), with its dates, what
 * has changed of allergens since the last print, and the fingerprint of its allergens for a mark.
 */
export async function loadPriceList(db: AppDatabase): Promise<{ categories: PriceListCategory[]; allergensMark: string } & PriceListStatus> {
  const { categories, status } = await readPriceList(db);
  return { categories, ...status, allergensMark: printedAllergensMark(printedAllergensOf(categories)) };
}

async function readPriceList(db: AppDatabase): Promise<{ categories: PriceListCategory[]; status: PriceListStatus }> {
  const [menu, dates] = await Promise.all([getPublicMenu(db), priceListDates(db)]);
  const categories = priceListOf(menu);
  return { categories, status: { ...dates, allergensSincePrint: dates.printed && allergensSincePrint(dates.printed.allergens, categories) } };
}

/**
 * Marks a print done: of the list dated `listDate`, the date the page showed. When the list has not
 * changed since, the printed lists are up to date; when it has (someone saved a price while the
 * sheets were printing), they are out of date since that change. It records what the list prints of
 * allergens too, when the page sent the fingerprint of the same (`allergens`), so that the Overview
 * can tell later which dishes' allergens the paper no longer says as the menu does.
 */
export async function markPriceListPrinted(db: AppDatabase, actorId: string, { listDate, allergens: shownMark }: { listDate: string; allergens?: string | undefined }): Promise<void> {
  // What the list prints of allergens now is what was printed only if the page showed the same: else not known.
  const now = printedAllergensOf(priceListOf(await getPublicMenu(db)));
  const allergens = shownMark === printedAllergensMark(now) ? now : null;
  await write(db, actorId, async (w) => {
    // A change of the list being saved meanwhile is waited for and read: it is not marked printed.
    await lockFor(w.trx, "price-list-dates");
    const dates = await priceListDates(w.trx);
    await putSiteSetting(w.trx, PRICE_LIST_PRINTED, JSON.stringify({ at: w.now, listDate, allergens } satisfies PrintedMark), w.now, actorId);
    if (dates.listDate <= listDate) await w.trx.deleteFrom("site_settings").where("key", "=", PRICE_LIST_STALE_SINCE).execute();
    else await putSiteSetting(w.trx, PRICE_LIST_STALE_SINCE, JSON.stringify(dates.listDate), w.now, actorId);
  });
}
