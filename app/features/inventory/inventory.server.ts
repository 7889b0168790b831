import type { AppDatabase } from "~/db/connection.server";
import type { InventoryItemTable } from "~/db/schema";
import { write } from "~/db/write.server";
import type { InventoryItem, InventoryItemInput } from "./inventory";
import { importKey } from "./inventory-csv";

function toItem(row: Pick<InventoryItemTable, "id" | "name" | "unit" | "price_kurus" | "vendor" | "category" | "version">): InventoryItem {
  return { id: row.id, name: row.name, unit: row.unit, priceKurus: row.price_kurus, vendor: row.vendor, category: row.category, version: row.version };
}

/** Every inventory item. The screens sort by name in the page's language (Turkish collation in Turkish). */
export async function listInventoryItems(db: AppDatabase): Promise<InventoryItem[]> {
  const rows = await db.selectFrom("inventory_items").select(["id", "name", "unit", "price_kurus", "vendor", "category", "version"]).execute();
  return rows.map(toItem);
}

function columns(input: InventoryItemInput) {
  return { name: input.name, unit: input.unit, price_kurus: input.price, vendor: input.vendor, category: input.category };
}

export async function createInventoryItem(db: AppDatabase, actorId: string, input: InventoryItemInput): Promise<InventoryItem> {
  return toItem(await write(db, actorId, (w) => w.create("inventory_items", columns(input))));
}

export async function updateInventoryItem(
  db: AppDatabase,
  actorId: string,
  change: { id: string; version: number; input: InventoryItemInput },
): Promise<InventoryItem> {
  const { after } = await write(db, actorId, (w) => w.update("inventory_items", change.id, change.version, columns(change.input)));
  return toItem(after);
}

export async function deleteInventoryItem(db: AppDatabase, actorId: string, target: { id: string; version: number }): Promise<void> {
  await write(db, actorId, (w) => w.remove("inventory_items", target.id, target.version));
}

/**
 * An import, in one transaction: a row with the name and vendor of an existing item updates it
 * (when anything differs), any other row is added. Returns how many of each.
 */
export async function importInventoryItems(
  db: AppDatabase,
  actorId: string,
  rows: readonly InventoryItemInput[],
): Promise<{ created: number; updated: number; unchanged: number }> {
  return write(db, actorId, async (w) => {
    const existing = await w.trx.selectFrom("inventory_items").selectAll().execute();
    const byKey = new Map(existing.map((row) => [importKey(row), row]));
    const added: ReturnType<typeof columns>[] = [];
    let updated = 0;
    let unchanged = 0;
    for (const input of rows) {
      const row = byKey.get(importKey(input));
      const values = columns(input);
      if (!row) {
        added.push(values);
      } else if ((Object.keys(values) as (keyof typeof values)[]).some((column) => row[column] !== values[column])) {
        await w.update("inventory_items", row.id, row.version, values);
        updated += 1;
      } else {
        unchanged += 1;
      }
    }
    await w.createMany("inventory_items", added);
    return { created: added.length, updated, unchanged };
  });
}
