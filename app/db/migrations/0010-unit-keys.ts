import type { Kysely } from "kysely";

/**
 * Units are stored by key (app/lib/units.ts) and named in the page's language. Before, the
 * inventory wrote its units in Turkish spellings (gr, lt, adet, paket, kutu, şişe, poşet) beside
 * the recipes' English keys, so the same unit was stored two ways. This maps every stored unit onto
 * its key: inventory items' units and their packs' two units, recipe ingredients' units and recipe
 * yields, and the units shopping-list lines were sent with. A row's version stays: the unit it
 * means is the same. The audit log keeps what was written then.
 * See docs/decisions/0025-numbers-and-units.md.
 */

/** The old spellings and their keys, as they were at this migration (not imported: a migration is frozen). */
const OLD_SPELLINGS: readonly (readonly [old: string, key: string])[] = [
  ["gr", "g"],
  ["lt", "l"],
  ["adet", "piece"],
  ["paket", "pack"],
  ["kutu", "box"],
  ["şişe", "bottle"],
  ["poşet", "bag"],
];

const UNIT_COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ["inventory_items", "unit"],
  ["inventory_items", "pack_unit"],
  ["inventory_items", "pack_amount_unit"],
  ["recipe_ingredients", "unit"],
  ["recipes", "yield_unit"],
  ["shopping_list_lines", "sent_unit"],
];

type Untyped = Kysely<Record<string, Record<string, string | null>>>;

async function rename(db: Kysely<unknown>, pairs: readonly (readonly [from: string, to: string])[], columns: readonly (readonly [string, string])[]): Promise<void> {
  const untyped = db as unknown as Untyped;
  for (const [table, column] of columns) {
    for (const [from, to] of pairs) {
      await untyped.updateTable(table).set({ [column]: to }).where(column, "=", from).execute();
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rename(db, OLD_SPELLINGS, UNIT_COLUMNS);
}

/**
 * Back to the old spellings where the old lists had only those: an inventory item's own unit (the
 * inventory offered gr, lt, adet), and paket, kutu, şişe, poşet anywhere. A pack in g, l or piece
 * stays so: the old pack list offered both spellings, and either reads back.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  const reversed = OLD_SPELLINGS.map(([old, key]) => [key, old] as const);
  await rename(db, reversed, [["inventory_items", "unit"]]);
  await rename(
    db,
    reversed.filter(([key]) => !["g", "l", "piece"].includes(key)),
    UNIT_COLUMNS.filter(([table, column]) => !(table === "inventory_items" && column === "unit")),
  );
}
