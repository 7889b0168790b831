import type { Transaction } from "kysely";
import type { AppDatabase } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import type { Writer } from "~/db/write.server";
import type { AfterPrices } from "~/features/inventory/inventory.server";
import { isLargeChange, packOf } from "~/features/inventory/price-history";
import { priceAlertThreshold, pricePointOf, type RecordedPrice } from "~/features/inventory/price-history.server";
import { costingInputs, costingItemOf } from "~/features/recipes/recipes.server";
import { overlaid, type CostingItem } from "~/features/recipes/costing";
import type { Language } from "~/i18n/localize";
import { readImpactDishes } from "./food-cost.server";
import { movedDishes, priceSensitivities, sortMovedDishes, type MovedDish, type PriceAlert, type PriceSensitivity } from "./price-impact";

type Executor = AppDatabase | Transaction<Database>;

/**
 * What new inventory prices do to the menu, in the transaction that records them
 * (docs/decisions/0032-price-history.md): the dishes whose food cost they moved, and, for each price
 * that changed by more than the admins' share, an entry on the Overview with the dishes it moved.
 */
async function menuEffects(db: AppDatabase, w: Writer, recorded: readonly RecordedPrice[], replyIn: Language | null): Promise<MovedDish[]> {
  const threshold = await priceAlertThreshold(w.trx);
  const large = recorded.filter((entry) => entry.previous && entry.before && isLargeChange(pricePointOf(entry.previous), pricePointOf(entry.price), threshold));
  if (replyIn === null && large.length === 0) return [];
  const [inputs, dishes] = await Promise.all([costingInputs(db, w.trx), readImpactDishes(w.trx)]);
  // Inputs kept from before this write lack its own new prices: they are put in.
  const costingItems = inputs.beforeTheWrite ? overlaid(new Map(recorded.map((entry) => [entry.item.id, costingItemOf(entry.item)])), inputs.itemsById) : inputs.itemsById;
  const costingRecipes = inputs.recipes;
  // An entry's dishes are sorted where they are shown, in the page's language. The held costing is
  // of every item before this write, or every item after it: it stands for one side of a change of
  // all the write's prices, not of one price among several (an import's alert for one item is that
  // item's change alone, with the others' new prices on both sides).
  const moved = (entries: readonly RecordedPrice[], language?: Language) =>
    movedDishes({
      items: costingItems,
      previous: new Map(entries.flatMap((entry): [string, CostingItem][] => (entry.before ? [[entry.item.id, costingItemOf(entry.before)]] : []))),
      recipes: costingRecipes,
      dishes,
      language,
      held: entries.length === recorded.length ? { costing: inputs.costing, side: inputs.beforeTheWrite ? "before" : "after" } : undefined,
    });
  const all = replyIn === null ? [] : moved(recorded, replyIn);
  for (const entry of large) {
    const own = replyIn !== null && recorded.length === 1 ? all : moved([entry]);
    await w.trx
      .insertInto("price_change_alerts")
      .values({
        price_id: entry.price.id,
        previous_price_id: entry.previous!.id,
        inventory_item_id: entry.item.id,
        item_name: entry.item.name,
        moved_dishes: JSON.stringify(own),
        created_at: w.now,
        seen_at: null,
        seen_by: null,
      })
      .execute();
  }
  return all;
}

/** A save of one item from its form in `db`: the dishes it moved, for the reply, sorted for `language`. */
export const priceSaveEffects =
  (db: AppDatabase, language: Language): AfterPrices<MovedDish[]> =>
  (w, recorded) =>
    menuEffects(db, w, recorded, language);

/** An import's new prices in `db`: only the Overview's entries; the reply says how many rows changed. */
export const priceImportEffects =
  (db: AppDatabase): AfterPrices<MovedDish[]> =>
  (w, recorded) =>
    menuEffects(db, w, recorded, null);

/** How each dish made from item `itemId` follows its price, for the form's warning while a price is typed. */
export async function readPriceSensitivities(db: AppDatabase, itemId: string): Promise<PriceSensitivity[]> {
  const [{ itemsById, recipes, costing }, dishes] = await Promise.all([costingInputs(db), readImpactDishes(db)]);
  return priceSensitivities({ items: itemsById, recipes, dishes, itemId, held: costing });
}

/** How many unseen changes the Overview lists at most, newest first; it says how many more there are. */
export const PRICE_ALERTS_SHOWN = 20;

/** The large price changes nobody has marked seen, newest first, and how many there are. */
export async function unseenPriceAlerts(db: Executor, language: Language): Promise<{ alerts: PriceAlert[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("price_change_alerts as alert")
      .innerJoin("inventory_prices as price", "price.id", "alert.price_id")
      .innerJoin("inventory_prices as previous", "previous.id", "alert.previous_price_id")
      .leftJoin("users", "users.id", "price.recorded_by")
      .select([
        "alert.price_id",
        "alert.inventory_item_id",
        "alert.item_name",
        "alert.moved_dishes",
        "alert.created_at",
        "users.display_name",
        "users.email",
        "price.price_kurus",
        "price.unit",
        "price.pack_unit",
        "price.pack_amount_milli",
        "price.pack_amount_unit",
        "price.vendor",
        "previous.price_kurus as previous_price_kurus",
        "previous.unit as previous_unit",
        "previous.pack_unit as previous_pack_unit",
        "previous.pack_amount_milli as previous_pack_amount_milli",
        "previous.pack_amount_unit as previous_pack_amount_unit",
        "previous.vendor as previous_vendor",
      ])
      .where("alert.seen_at", "is", null)
      .orderBy("alert.created_at", "desc")
      .orderBy("alert.price_id")
      .limit(PRICE_ALERTS_SHOWN)
      .execute(),
    db.selectFrom("price_change_alerts").select((eb) => eb.fn.countAll<number | string>().as("count")).where("seen_at", "is", null).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.count),
    alerts: rows.map((row) => ({
      priceId: row.price_id,
      itemId: row.inventory_item_id,
      itemName: row.item_name,
      at: row.created_at,
      by: row.display_name || row.email || null,
      from: {
        priceKurus: row.previous_price_kurus,
        unit: row.previous_unit,
        pack: packOf({ pack_unit: row.previous_pack_unit, pack_amount_milli: row.previous_pack_amount_milli, pack_amount_unit: row.previous_pack_amount_unit }),
        vendor: row.previous_vendor,
      },
      to: { priceKurus: row.price_kurus, unit: row.unit, pack: packOf(row), vendor: row.vendor },
      moved: sortMovedDishes(JSON.parse(row.moved_dishes) as MovedDish[], language),
    })),
  };
}

/** Marks a change seen by `actorId`: it leaves the Overview. Marking one already seen changes nothing. */
export async function markPriceAlertSeen(db: AppDatabase, actorId: string, priceId: string, now = new Date()): Promise<void> {
  await db.updateTable("price_change_alerts").set({ seen_at: now.toISOString(), seen_by: actorId }).where("price_id", "=", priceId).where("seen_at", "is", null).execute();
}
