import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import type { AppDatabase } from "~/db/connection.server";
import type { Database, InventoryItemTable, InventoryPriceTable, PriceSource } from "~/db/schema";
import { isUniqueViolation } from "~/db/errors";
import { siteSettingsVersion, write, type SettingsScope, type Writer } from "~/db/write.server";
import { AppError } from "~/lib/app-error";
import { DEFAULT_PRICE_ALERT_BP, packOf, sameTerms, type PriceHistoryEntry, type PricePoint } from "./price-history";

type Executor = AppDatabase | Transaction<Database>;
export type PriceRow = Selectable<InventoryPriceTable>;
type ItemRow = Pick<Selectable<InventoryItemTable>, "id" | "name" | "vendor" | "unit" | "price_kurus" | "pack_unit" | "pack_amount_milli" | "pack_amount_unit">;

/** A price row as a price (unit, pack, kuruş). */
export function pricePointOf(row: Pick<PriceRow, "unit" | "price_kurus" | "pack_unit" | "pack_amount_milli" | "pack_amount_unit">): PricePoint {
  return { unit: row.unit, pack: packOf(row), priceKurus: row.price_kurus };
}

/** An item as a write left it, and as it was before (null: it is new). */
export interface ItemChange {
  item: ItemRow;
  before: ItemRow | null;
}

/** A price that was recorded, with the item as it was before (null: it is new) and the row it follows. */
export interface RecordedPrice extends ItemChange {
  price: PriceRow;
  previous: PriceRow | null;
}

/** Whether a write changed what the history holds of an item: its price, unit, pack or vendor. */
export function changesPrice(before: ItemRow | null, after: ItemRow): boolean {
  if (!before) return true;
  return before.price_kurus !== after.price_kurus || before.vendor !== after.vendor || !sameTerms(pricePointOf(before), pricePointOf(after));
}

/**
 * The newest row of each item in `itemIds`: the price in effect now. One row per item, found through
 * the (item, seq) index, however many years of prices the item has.
 */
export async function pricesInEffect(db: Executor, itemIds: readonly string[]): Promise<Map<string, PriceRow>> {
  const found = new Map<string, PriceRow>();
  const ids = [...new Set(itemIds)];
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom("inventory_prices")
      .selectAll()
      .where("inventory_item_id", "in", ids.slice(start, start + 500))
      .where((eb) =>
        eb(
          "seq",
          "=",
          eb.selectFrom("inventory_prices as newer").select((newer) => newer.fn.max("newer.seq").as("seq")).whereRef("newer.inventory_item_id", "=", "inventory_prices.inventory_item_id"),
        ),
      )
      .execute();
    for (const row of rows) found.set(row.inventory_item_id, row);
  }
  return found;
}

/**
 * Appends a row to the history of each item in `changes` (as it is after the write), from `source`,
 * by the writer's actor at the write's time; returns each with the row it follows.
 */
export async function recordPrices(
  w: Writer,
  changes: readonly ItemChange[],
  source: PriceSource,
  shoppingListId: string | null = null,
): Promise<RecordedPrice[]> {
  if (changes.length === 0) return [];
  const previous = await pricesInEffect(
    w.trx,
    changes.map((change) => change.item.id),
  );
  const recorded = changes.map(({ item, before }) => ({
    item,
    before,
    previous: previous.get(item.id) ?? null,
    price: {
      id: randomUUID(),
      inventory_item_id: item.id,
      seq: (previous.get(item.id)?.seq ?? 0) + 1,
      vendor: item.vendor,
      unit: item.unit,
      pack_unit: item.pack_unit,
      pack_amount_milli: item.pack_amount_milli,
      pack_amount_unit: item.pack_amount_unit,
      price_kurus: item.price_kurus,
      effective_at: w.now,
      source,
      shopping_list_id: shoppingListId,
      recorded_by: w.actorId,
    },
  }));
  try {
    for (let start = 0; start < recorded.length; start += 500) {
      await w.trx
        .insertInto("inventory_prices")
        .values(recorded.slice(start, start + 500).map((entry) => entry.price))
        .execute();
    }
  } catch (error) {
    // Another write recorded a price of the item since it was read: nothing is written; try again.
    throw isUniqueViolation(error) ? new AppError("stale", { detail: "inventory_prices: a price was recorded meanwhile" }) : error;
  }
  return recorded;
}

/** How many of an item's prices its detail shows, newest first: years of weekly orders. */
export const PRICE_HISTORY_SHOWN = 200;

/**
 * An item's prices, newest first (at most PRICE_HISTORY_SHOWN), how many there are, and the price
 * before the oldest shown (null when that one is the first): its change is worked out from it.
 */
export async function priceHistoryOf(db: Executor, itemId: string): Promise<{ entries: PriceHistoryEntry[]; total: number; olderThanShown: PriceHistoryEntry | null }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("inventory_prices")
      .leftJoin("users", "users.id", "inventory_prices.recorded_by")
      .selectAll("inventory_prices")
      .select(["users.display_name", "users.email"])
      .where("inventory_prices.inventory_item_id", "=", itemId)
      .orderBy("inventory_prices.seq", "desc")
      .limit(PRICE_HISTORY_SHOWN + 1)
      .execute(),
    db.selectFrom("inventory_prices").select((eb) => eb.fn.countAll<number | string>().as("count")).where("inventory_item_id", "=", itemId).executeTakeFirstOrThrow(),
  ]);
  const entryOf = (row: (typeof rows)[number]): PriceHistoryEntry => ({
    id: row.id,
    effectiveAt: row.effective_at,
    source: row.source,
    vendor: row.vendor,
    unit: row.unit,
    pack: packOf(row),
    priceKurus: row.price_kurus,
    recordedBy: row.display_name || row.email || null,
  });
  return {
    total: Number(count.count),
    entries: rows.slice(0, PRICE_HISTORY_SHOWN).map(entryOf),
    olderThanShown: rows.length > PRICE_HISTORY_SHOWN ? entryOf(rows[PRICE_HISTORY_SHOWN]!) : null,
  };
}

/** The site_settings key of the share over which a price change shows on the Overview, in basis points. */
export const PRICE_ALERT_SETTING = "price_alert_share_bp";

/** A stored share as basis points: a whole number from 0 to 10,000, else the default. */
function storedShare(text: string | undefined): number {
  const value = text === undefined ? NaN : Number(text);
  return Number.isSafeInteger(value) && value >= 0 && value <= 10_000 ? value : DEFAULT_PRICE_ALERT_BP;
}

/** The share over which a price change shows on the Overview (basis points): the admins' own, or 5 %. */
export async function priceAlertThreshold(db: Executor): Promise<number> {
  const row = await db.selectFrom("site_settings").select("value").where("key", "=", PRICE_ALERT_SETTING).executeTakeFirst();
  return storedShare(row?.value);
}

/**
 * The share is kept among the site settings, with a version of its own: it is not one of the
 * restaurant's public facts (pages never see it), and a save of it must not make an open Site
 * Settings form stale, nor Site Settings' save this one (docs/decisions/0016-site-settings.md).
 */
const PRICE_ALERT_SCOPE: SettingsScope = { versionKey: "price_alert_share_version", public: false };

/** The share and its version, for the Overview's form. */
export async function priceAlertSettings(db: Executor): Promise<{ thresholdBp: number; version: number }> {
  const rows = await db.selectFrom("site_settings").select(["key", "value"]).where("key", "in", [PRICE_ALERT_SETTING, PRICE_ALERT_SCOPE.versionKey]).execute();
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  return { thresholdBp: storedShare(value(PRICE_ALERT_SETTING)), version: siteSettingsVersion(value(PRICE_ALERT_SCOPE.versionKey)) };
}

/** Saves the share at the version the form was loaded at (stale: 409), audited as a setting. */
export async function savePriceAlertThreshold(db: AppDatabase, actorId: string, input: { version: number; thresholdBp: number }): Promise<void> {
  await write(db, actorId, (w) => w.updateSettings(input.version, { [PRICE_ALERT_SETTING]: input.thresholdBp }, { [PRICE_ALERT_SETTING]: DEFAULT_PRICE_ALERT_BP }, PRICE_ALERT_SCOPE));
}
