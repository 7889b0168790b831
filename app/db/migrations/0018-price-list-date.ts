import type { Kysely } from "kysely";

type Row = Record<string, string | number | null>;

/** The printed price list's date: the site setting write.server.ts keeps as PRICE_LIST_CHANGED_AT. */
const PRICE_LIST_CHANGED_AT = "price_list_changed_at";

/**
 * The printed price list's date (docs/decisions/0035-printed-price-list.md), kept for a database
 * whose menu was loaded before anything printed changed: until now such a list was dated by the
 * newest write of any active dish or category, so a sold-out tap, a description or a new order moved
 * its 'Prices valid since'. It is now that same date, kept; only what the list prints moves it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const untyped = db as unknown as Kysely<Record<string, Row>>;
  if (await untyped.selectFrom("site_settings").select("key").where("key", "=", PRICE_LIST_CHANGED_AT).executeTakeFirst()) return;
  const newestOf = async (table: string) =>
    (await untyped.selectFrom(table).select((eb) => eb.fn.max("updated_at").as("at")).where("is_active", "=", 1).executeTakeFirst())?.at;
  const newest = [await newestOf("menu_items"), await newestOf("menu_categories")].filter((at): at is string => typeof at === "string" && at !== "").sort().at(-1);
  if (newest === undefined) return;
  await untyped.insertInto("site_settings").values({ key: PRICE_LIST_CHANGED_AT, value: JSON.stringify(newest), updated_at: newest, updated_by: null }).execute();
}

/** The date stays: it is the one the list showed, and the site wrote this setting before as well. */
export async function down(): Promise<void> {}
