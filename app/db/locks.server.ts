import { PostgresAdapter, sql, type Transaction } from "kysely";
import type { Database } from "./schema";

/**
 * Locks for writes that read a shared structure and then change it, where the version of one row
 * cannot tell that another write changed the structure meanwhile: two editors who each add one
 * link can build a cycle between them that neither one's check saw; two admins who each demote the
 * other can leave the site without an admin, each having seen the other one still there.
 *
 * On PostgreSQL such a write takes a transaction-level advisory lock first, so those writes run
 * one after another, each reading what the previous one committed (READ COMMITTED reads afresh per
 * statement). On SQLite nothing is needed: the app's one connection runs one transaction at a time.
 */
const LOCK_KEYS = {
  /** Recipes and the sub-recipes they contain (docs/decisions/0015-exact-recipe-costs.md). */
  "recipe-graph": 12_001,
  /** Who is an active admin: the last one must stay (app/features/users/users.server.ts). */
  admins: 12_002,
} as const;

export async function lockFor(trx: Transaction<Database>, name: keyof typeof LOCK_KEYS): Promise<void> {
  // Kysely marks getExecutor internal; the adapter is the one sure sign of the engine on a transaction.
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`SELECT pg_advisory_xact_lock(${LOCK_KEYS[name]}::bigint)`.execute(trx);
}
