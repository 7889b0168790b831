import { PostgresAdapter, sql, type Transaction } from "kysely";
import type { Database } from "./schema";
import type { EditableTable } from "./write.server";

/**
 * Locks for writes that read a shared structure and then change it, where the version of one row
 * cannot tell that another write changed the structure meanwhile: two editors who each add one
 * link can build a cycle between them that neither one's check saw; two admins who each demote the
 * other can leave the site without an admin, each having seen the other one still there; two cooks
 * who each add 'Mor patates' from 'Bostan' would each find no such item.
 *
 * On PostgreSQL such a write takes a transaction-level advisory lock first, so those writes run
 * one after another, each reading what the previous one committed (READ COMMITTED reads afresh per
 * statement). On SQLite nothing is needed: the app's one connection runs one transaction at a time.
 */
export const LOCK_KEYS = {
  /** Recipes and the sub-recipes they contain (docs/decisions/0015-exact-recipe-costs.md). */
  "recipe-graph": 12_001,
  /** Who is an active admin: the last one must stay (app/features/users/users.server.ts). */
  admins: 12_002,
  /** Inventory items' names and vendors: one item per pair (app/features/inventory/inventory.server.ts). */
  "inventory-names": 12_003,
  /**
   * New categories' ids, the places at the end that new categories and dishes take
   * (app/features/menu-management/menu-management.server.ts), and a menu archive's import. Taken
   * before any category's row: an import that deletes categories holds it, so a write holding a
   * category's row and waiting for it would deadlock with the import.
   */
  "menu-places": 12_004,
  /** When a dish sold out for tonight goes on sale again: worked out from every dish (app/features/sold-out/sold-out.server.ts). */
  "public-content-ends": 12_005,
  /** The printed price list's dates: a change of the list and a print marked done (app/features/price-list/price-list.server.ts). */
  "price-list-dates": 12_006,
} as const;

export async function lockFor(trx: Transaction<Database>, name: keyof typeof LOCK_KEYS): Promise<void> {
  // Kysely marks getExecutor internal; the adapter is the one sure sign of the engine on a transaction.
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`SELECT pg_advisory_xact_lock(${LOCK_KEYS[name]}::bigint)`.execute(trx);
}

/**
 * Reads a row and, on PostgreSQL, locks it for the rest of the transaction; whether it exists.
 *
 * - `delete`: SELECT … FOR UPDATE, before deleting the row and the rows that refer to it. A write
 *   that is adding such a row (its foreign key holds the row's key share) finishes first, so its
 *   row is seen and deleted with the rest; one that starts later waits for the delete.
 * - `refer`: SELECT … FOR KEY SHARE, before adding a row that refers to it: it waits for a delete
 *   under way and then finds the row gone, instead of failing on the foreign key or having its row
 *   taken away by a cascade no one records.
 * - `update`: SELECT … FOR NO KEY UPDATE, before reading a row whose current values decide the write
 *   and then updating it at the version read (a dish's sold-out tap, a shopping list's send, any
 *   update of a row with unversioned columns): a write of the row under way commits first, and what
 *   is read is what the update's `WHERE version = ?` then finds, so the write is not refused for a
 *   save that its check did not depend on, nor does it audit a row it did not find. It is the
 *   lock the UPDATE takes anyway, only taken before the read: rows that refer to it are not held up.
 *
 * On SQLite a plain read: the app's one connection runs one transaction at a time.
 */
export async function lockRow(
  trx: Transaction<Database>,
  table: EditableTable,
  id: string,
  purpose: "delete" | "refer" | "update",
): Promise<boolean> {
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  const lock = !postgres ? sql`` : purpose === "delete" ? sql` FOR UPDATE` : purpose === "update" ? sql` FOR NO KEY UPDATE` : sql` FOR KEY SHARE`;
  const { rows } = await sql<{ id: string }>`SELECT id FROM ${sql.table(table)} WHERE id = ${id}${lock}`.execute(trx);
  return rows.length > 0;
}
