import type { AppDatabase } from "./connection.server";
import type { EditableTable } from "./write.server";
import { HISTORY_FIELDS, HISTORY_PAGE, HISTORY_UNSET, historyEntries, type HistoryEntity, type HistoryEntry, type HistoryField, type HistoryPage, type HistoryValue } from "./history";

/** Audit rows read at a time: most rows' whole history in one read. */
const HISTORY_BATCH = 200;

function parse(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  const value: unknown = JSON.parse(json);
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

interface Cursor {
  at: string;
  id: string;
}

/** The next batch of a row's audit rows, newest first, older than `older` when given. */
function auditBatch(db: AppDatabase, entity: HistoryEntity, entityId: string, older: Cursor | null) {
  const query = db
    .selectFrom("audit_log")
    .leftJoin("users", "users.id", "audit_log.actor_id")
    .select(["audit_log.id", "audit_log.at", "audit_log.action", "audit_log.old_value", "audit_log.new_value", "users.display_name"])
    .where("audit_log.entity", "=", entity)
    .where("audit_log.entity_id", "=", entityId)
    .orderBy("audit_log.at", "desc")
    .orderBy("audit_log.id", "desc")
    .limit(HISTORY_BATCH);
  if (older === null) return query.execute();
  return query.where((eb) => eb.or([eb("audit_log.at", "<", older.at), eb.and([eb("audit_log.at", "=", older.at), eb("audit_log.id", "<", older.id)])])).execute();
}

/**
 * A row's history from the audit log, newest first, with who made each change: its `shown` newest
 * entries that show a change (history.ts), and whether there are older ones. Entries that change
 * nothing a person edits take no place among them: the log is read in batches until `shown` are
 * found, or its end.
 */
export async function loadHistory<E extends HistoryEntity>(db: AppDatabase, entity: E, entityId: string, shown = HISTORY_PAGE): Promise<HistoryPage<HistoryField<E>>> {
  const fields = HISTORY_FIELDS[entity] as readonly HistoryField<E>[];
  const unset = HISTORY_UNSET[entity] as Partial<Record<HistoryField<E>, HistoryValue>>;
  const entries: HistoryEntry<HistoryField<E>>[] = [];
  let older: Cursor | null = null;
  for (;;) {
    const rows = await auditBatch(db, entity, entityId, older);
    const records = rows.map((row) => ({ id: row.id, at: row.at, actorName: row.display_name, action: row.action, before: parse(row.old_value), after: parse(row.new_value) }));
    entries.push(...historyEntries(records, fields, unset));
    const last = rows.at(-1);
    if (entries.length > shown || rows.length < HISTORY_BATCH || last === undefined) break;
    older = { at: last.at, id: last.id };
  }
  return { entries: entries.slice(0, shown), more: entries.length > shown };
}

/** The row as one audit entry left it (its new value), or null when there is no such entry for that row. */
export async function versionAfter(db: AppDatabase, entity: HistoryEntity, entityId: string, auditId: string): Promise<{ at: string; row: Record<string, unknown> } | null> {
  const entry = await db
    .selectFrom("audit_log")
    .select(["at", "new_value"])
    .where("id", "=", auditId)
    .where("entity", "=", entity)
    .where("entity_id", "=", entityId)
    .executeTakeFirst();
  const row = entry ? parse(entry.new_value) : null;
  return entry && row ? { at: entry.at, row } : null;
}

/**
 * What rows of `table` were called when they were deleted, by id, for the ids given that have a
 * delete in the audit log: its old value keeps the whole row (write.server.ts), which `nameOf` puts
 * into a name; the latest delete that left one wins. A history names a row it refers to that exists
 * by what it is called now, and one gone by this; an id not in the answer left no name behind.
 */
export async function namesWhenDeleted<N>(db: AppDatabase, table: EditableTable, ids: readonly string[], nameOf: (row: Record<string, unknown>) => N | null): Promise<Record<string, N>> {
  if (ids.length === 0) return {};
  const deletes = await db
    .selectFrom("audit_log")
    .select(["entity_id", "old_value"])
    .where("entity", "=", table)
    .where("entity_id", "in", ids)
    .where("action", "=", "delete")
    .orderBy("at")
    .orderBy("id")
    .execute();
  const names: Record<string, N> = {};
  for (const deleted of deletes) {
    const row = parse(deleted.old_value);
    const name = row ? nameOf(row) : null;
    if (name !== null) names[deleted.entity_id] = name;
  }
  return names;
}
