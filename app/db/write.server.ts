import { randomUUID } from "node:crypto";
import type { Insertable, Selectable, Transaction, Updateable } from "kysely";
import { markPublicContentChanged } from "./public-content.server";
import { putSiteSetting } from "./site-setting-row.server";
import { AppError } from "~/lib/app-error";
import type { AppDatabase } from "./connection.server";
import { isUniqueViolation } from "./errors";
import { lockFor, lockRow } from "./locks.server";
import { SOLD_OUT_COLUMNS, type Database } from "./schema";

/**
 * The one write path: every create, update and delete of a row people edit goes through `write`
 * (docs/decisions/0009-write-path.md). In one transaction it checks the version the editor saw
 * (stale → AppError "stale", HTTP 409, nothing written), raises `version` (unless all it changes
 * is a column no form shows, `unversioned` below), sets the created and updated columns, writes the
 * audit_log row with the actor and the old and new values, and marks public content changed when
 * the table feeds a public page. No other code writes those columns.
 * Site settings, rows of key and value rather than of an id and a version, go through
 * `updateSettings`, at one version for them all (docs/decisions/0016-site-settings.md).
 * An import (`writeImport`) is the same write recorded as one audit entry for the whole file.
 */

/**
 * Tables whose rows people edit; `public`: a change shows on a public page (the page cache follows);
 * `printed`: the columns the printed price list shows of an active row (app/features/price-list);
 * `unversioned`: columns no editor's form shows or saves, whose change alone leaves the row's version
 * as it is, so that it makes no open form stale: a dish's sold-out state, which the kitchen taps
 * during service while an admin may have the dish's form open (docs/decisions/0034-sold-out.md).
 * Such a change is audited like any other; its own check is the writer's (the state it was shown).
 */
export const EDITABLE_TABLES = {
  menu_categories: { public: true, actorColumns: true, printed: ["name_tr", "name_en", "is_active"] },
  menu_items: {
    public: true,
    actorColumns: true,
    printed: ["category_id", "name_tr", "name_en", "price_kurus", "is_active"],
    unversioned: SOLD_OUT_COLUMNS,
  },
  events: { public: true, actorColumns: true },
  // What an item states and what a recipe holds reach the guests' menu through the dishes made
  // from them (docs/decisions/0030-allergens.md): a write to either is a change of public content.
  inventory_items: { public: true, actorColumns: true },
  recipes: { public: true, actorColumns: true },
  shopping_lists: { public: false, actorColumns: true },
  vendors: { public: false, actorColumns: true },
  // A user row records no creator: people create their own by signing in.
  users: { public: false, actorColumns: false },
} as const satisfies Record<string, { public: boolean; actorColumns: boolean; printed?: readonly string[]; unversioned?: readonly string[] }>;

export type EditableTable = keyof typeof EDITABLE_TABLES;

/** The site settings the printed price list shows at its head: a change of one dates the list too. */
export const PRINTED_SETTINGS: readonly string[] = ["restaurantName", "address"];

/**
 * The printed price list's dates (docs/decisions/0035-printed-price-list.md), site settings the
 * write path keeps: a write that adds, removes or changes what the list prints of an active row, or
 * one of PRINTED_SETTINGS, sets `PRICE_LIST_CHANGED_AT` to its time, and `PRICE_LIST_STALE_SINCE`
 * too unless it is set already: the first change since a print was marked done, which clears it.
 */
export const PRICE_LIST_CHANGED_AT = "price_list_changed_at";
export const PRICE_LIST_STALE_SINCE = "price_list_stale_since";

/** The columns of `table` the price list prints, or none. */
function printedColumns(table: EditableTable): readonly string[] {
  const config = EDITABLE_TABLES[table];
  return "printed" in config ? config.printed : [];
}

/** Whether a row already holds each of these values, of the same type. */
export function rowHolds(row: Readonly<Record<string, unknown>>, values: object): boolean {
  return Object.entries(values).every(([column, value]) => row[column] === value);
}

/**
 * Whether an update would leave the row as it is: each column it sets holds that very value (a
 * value of another type, as a driver may read one, counts as a change), and the row's own rows,
 * when it has any (`detail`), are the same before and after. An update of its own rows alone
 * without their before and after (`changes` empty, no detail) counts as a change.
 */
function changesNothing(before: LooseRow, changes: object, detail: AuditDetail | undefined): boolean {
  if (!rowHolds(before, changes)) return false;
  if (!detail) return Object.keys(changes).length > 0;
  return JSON.stringify(detail.before ?? null) === JSON.stringify(detail.after ?? null);
}

/** The columns of `table` whose change alone leaves the version, or none. */
function unversionedColumns(table: EditableTable): readonly string[] {
  const config = EDITABLE_TABLES[table];
  return "unversioned" in config ? config.unversioned : [];
}

/** Whether a row change moves the printed list: a row it shows (active before or after) whose printed columns differ. */
function changesPrintedList(table: EditableTable, before: Record<string, unknown> | null, after: Record<string, unknown> | null): boolean {
  const columns = printedColumns(table);
  if (columns.length === 0) return false;
  const shown = (row: Record<string, unknown> | null) => row !== null && row.is_active !== 0;
  if (!shown(before) && !shown(after)) return false;
  if (before === null || after === null) return true;
  return columns.some((column) => before[column] !== after[column]);
}

/**
 * The site settings' one version (docs/decisions/0016-site-settings.md): a row of site_settings
 * under this key, a JSON whole number, 0 while it is missing. The settings are edited together on
 * one form, so one version says whether the form was loaded before someone else's save.
 */
export const SITE_SETTINGS_VERSION = "site_settings_version";

/** A group of settings saved by one form: the key of its version, and whether guests' pages show them. */
export interface SettingsScope {
  versionKey: string;
  public: boolean;
}

/** The restaurant's settings (Site Settings, decision 0016): one version, seen by every page. */
const SITE_SETTINGS_SCOPE: SettingsScope = { versionKey: SITE_SETTINGS_VERSION, public: true };

/** The settings' version from its row's stored text (undefined: no row yet, version 0). */
export function siteSettingsVersion(storedValue: string | undefined): number {
  return storedValue === undefined ? 0 : Number(parseStoredJson(storedValue));
}

type WriteColumn = "created_at" | "updated_at" | "created_by" | "updated_by" | "version";
/**
 * A new row: everything but the columns the write path sets. `id` is made when not given; a column
 * that may be null may be left out (Kysely's `Insertable`), and is then null in the database.
 */
export type NewRow<T extends EditableTable> = Omit<Insertable<Database[T]>, WriteColumn | "id"> & { id?: string };
export type RowChanges<T extends EditableTable> = Omit<Updateable<Database[T]>, WriteColumn | "id">;
export type Row<T extends EditableTable> = Selectable<Database[T]>;

/** Extra values for the audit entry: e.g. a recipe's ingredients, which live in their own table. */
export interface AuditDetail {
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export interface Writer {
  readonly actorId: string | null;
  /** The time of the whole write, UTC ISO text. */
  readonly now: string;
  /** The transaction, for reads and for a row's own child rows (ingredients, list items). */
  readonly trx: Transaction<Database>;
  create<T extends EditableTable>(table: T, values: NewRow<T>, audit?: AuditDetail): Promise<Row<T>>;
  /** Many new rows at once (an import): the same as `create` for each, in far fewer statements. */
  createMany<T extends EditableTable>(table: T, values: readonly NewRow<T>[]): Promise<Row<T>[]>;
  /**
   * `expectedVersion`: the version the editor saw; another one means someone else saved first.
   * A save that changes nothing (every column as it is, and the row's own rows as they were, by
   * `audit`'s before and after) writes nothing: the version stays, so no colleague's open form of
   * the row becomes stale, and no history entry says nothing. `after` is then the row as it is.
   */
  update<T extends EditableTable>(
    table: T,
    id: string,
    expectedVersion: number,
    changes: RowChanges<T>,
    audit?: AuditDetail,
  ): Promise<{ before: Row<T>; after: Row<T> }>;
  remove<T extends EditableTable>(table: T, id: string, expectedVersion: number, audit?: AuditDetail): Promise<Row<T>>;
  /** The row as it is now, inside the transaction, or a "not-found" AppError. */
  get<T extends EditableTable>(table: T, id: string): Promise<Row<T>>;
  /**
   * Undoes the delete of a row that has no rows of its own (an event): puts it back as its delete's
   * audit entry kept it, with its id, values, creator and creation time, at the next version, as
   * changed by this write's actor now. Refused with "conflict" unless the row's last audit entry is
   * that delete and no row has its id.
   */
  restoreDeleted<T extends EditableTable>(table: T, id: string): Promise<Row<T>>;
  /**
   * Sets site settings (key → value, stored as JSON text) at the settings' version the editor saw.
   * Only keys whose value differs are written, each with an audit entry holding its old and new
   * value (`defaults`: what a key without a row meant); then the version goes up. Nothing differs:
   * nothing is written, the version stays. The restaurant's settings are public: the page cache
   * follows. `scope`: settings of another form, with a version of their own (the Overview's price
   * alert share), which pages may not see.
   */
  updateSettings(
    expectedVersion: number,
    values: Readonly<Record<string, unknown>>,
    defaults: Readonly<Record<string, unknown>>,
    scope?: SettingsScope,
  ): Promise<{ version: number; changedKeys: string[] }>;
}

// Kysely's types follow each table; the write path handles any editable table, so inside this
// module every editable table is seen as one table of plain records with an id and a version.
// Only the types are loosened: the table's real name goes into the SQL.
type LooseRow = Record<string, unknown> & { id: string; version: number };
type LooseDatabase = { editable_row: LooseRow };

function loose(trx: Transaction<Database>): Transaction<LooseDatabase> {
  return trx as unknown as Transaction<LooseDatabase>;
}

const tableName = (table: EditableTable) => table as unknown as "editable_row";

interface AuditEntry {
  actorId: string | null;
  at: string;
  /** The table; a site setting's entry is the setting's, by its key; an import's, the import's name. */
  table: EditableTable | "site_settings" | ImportName;
  id: string;
  action: "create" | "update" | "delete";
  before: unknown;
  after: unknown;
}

const auditRow = (entry: AuditEntry) => ({
  id: randomUUID(),
  at: entry.at,
  actor_id: entry.actorId,
  entity: entry.table,
  entity_id: entry.id,
  action: entry.action,
  old_value: entry.before == null ? null : JSON.stringify(entry.before),
  new_value: entry.after == null ? null : JSON.stringify(entry.after),
});

/**
 * The imports, each recorded as one audit entry of its own (entity: the import's name, a new id,
 * action "create", the new value: what it wrote, in counts) rather than one entry per row.
 */
export const IMPORTS = ["inventory_csv_import", "menu_archive_import"] as const;
export type ImportName = (typeof IMPORTS)[number];

/** How a write is audited: each row change on its own, or the whole write as one import. */
type Auditing = { kind: "rows" } | { kind: "import"; name: ImportName };

/** A stored JSON text as its value; text that is not JSON stays as it is (it was never a valid setting). */
export function parseStoredJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Rows per INSERT in createMany: well under SQLite's and PostgreSQL's limits on bound values. */
const ROWS_PER_STATEMENT = 500;

export interface WriteOptions {
  /**
   * "serializable" on PostgreSQL, for a write whose checks read other rows that must still hold at
   * commit (a sign-in: is this e-mail taken, is there an admin); the caller runs it again when it
   * loses a race (`isLostRace`). SQLite runs one write transaction at a time anyway.
   */
  isolation?: "serializable";
}

/**
 * Runs `work` in one transaction with a Writer for `actorId` (null: the system, e.g. a first
 * sign-in). Whatever `work` throws rolls everything back, audit rows included.
 */
export async function write<R>(
  db: AppDatabase,
  actorId: string | null,
  work: (writer: Writer) => Promise<R>,
  now = new Date(),
  options: WriteOptions = {},
): Promise<R> {
  return runWrite(db, actorId, work, now, { kind: "rows" }, options);
}

/**
 * An import (a CSV file, a menu archive): the same write as `write`, with its versions, checks and
 * columns, recorded as one audit entry for the whole import, holding the counts `work` returns,
 * instead of one entry per row: thousands of rows would otherwise each leave a full copy behind.
 * An import that wrote nothing (every row already held its values) leaves no entry.
 */
export async function writeImport<R extends Record<string, number>>(
  db: AppDatabase,
  actorId: string | null,
  name: ImportName,
  work: (writer: Writer) => Promise<R>,
  now = new Date(),
): Promise<R> {
  return runWrite(db, actorId, work, now, { kind: "import", name });
}

async function runWrite<R>(
  db: AppDatabase,
  actorId: string | null,
  work: (writer: Writer) => Promise<R>,
  now: Date,
  auditing: Auditing,
  options: WriteOptions = {},
): Promise<R> {
  const at = now.toISOString();
  const transaction = options.isolation ? db.transaction().setIsolationLevel(options.isolation) : db.transaction();
  return transaction.execute(async (trx) => {
    let touchesPublicContent = false;
    let touchesPriceList = false;
    const rows = loose(trx);
    // Whether anything was written: an import that changed nothing leaves no entry either.
    let wroteRows = false;
    const audit = async (...entries: AuditEntry[]) => {
      wroteRows ||= entries.length > 0;
      if (auditing.kind === "rows" && entries.length > 0) await trx.insertInto("audit_log").values(entries.map(auditRow)).execute();
    };

    const get = async <T extends EditableTable>(table: T, id: string): Promise<Row<T>> => {
      const row = await rows.selectFrom(tableName(table)).selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw new AppError("not-found", { detail: `${table} ${id}` });
      return row as unknown as Row<T>;
    };

    const writer: Writer = {
      actorId,
      now: at,
      trx,
      get,

      async create(table, values, detail) {
        const actor = EDITABLE_TABLES[table].actorColumns ? { created_by: actorId, updated_by: actorId } : {};
        const row = { ...values, id: values.id ?? randomUUID(), created_at: at, updated_at: at, ...actor, version: 1 } as LooseRow;
        await rows.insertInto(tableName(table)).values(row).execute();
        await audit({ actorId, at, table, id: row.id, action: "create", before: null, after: { ...row, ...detail?.after } });
        touchesPublicContent ||= EDITABLE_TABLES[table].public;
        touchesPriceList ||= changesPrintedList(table, null, row);
        return row as unknown as Row<(typeof table)>;
      },

      async createMany(table, values) {
        const actor = EDITABLE_TABLES[table].actorColumns ? { created_by: actorId, updated_by: actorId } : {};
        const created = values.map((value) => ({ ...value, id: value.id ?? randomUUID(), created_at: at, updated_at: at, ...actor, version: 1 }) as LooseRow);
        for (let start = 0; start < created.length; start += ROWS_PER_STATEMENT) {
          const chunk = created.slice(start, start + ROWS_PER_STATEMENT);
          await rows.insertInto(tableName(table)).values(chunk).execute();
          await audit(...chunk.map((row): AuditEntry => ({ actorId, at, table, id: row.id, action: "create", before: null, after: row })));
        }
        if (created.length > 0) touchesPublicContent ||= EDITABLE_TABLES[table].public;
        touchesPriceList ||= created.some((row) => changesPrintedList(table, null, row));
        return created as unknown as Row<(typeof table)>[];
      },

      async update(table, id, expectedVersion, changes, detail) {
        const unversioned = unversionedColumns(table);
        // On PostgreSQL a change of an unversioned column under way commits first, so what is read
        // (and audited as before and after) is the row the update finds: its version cannot tell.
        if (unversioned.length > 0) await lockRow(trx, table, id, "update");
        const before = (await get(table, id)) as unknown as LooseRow;
        if (before.version !== expectedVersion) throw new AppError("stale", { detail: `${table} ${id}: version ${before.version}, not ${expectedVersion}` });
        if (changesNothing(before, changes, detail)) return { before: before as unknown as Row<(typeof table)>, after: before as unknown as Row<(typeof table)> };
        const actor = EDITABLE_TABLES[table].actorColumns ? { updated_by: actorId } : {};
        // A change of the row's own rows (a recipe's lines, a list's) changes no column: it is versioned.
        const columns = Object.keys(changes);
        const versioned = columns.length === 0 || columns.some((column) => !unversioned.includes(column));
        const set = { ...changes, ...actor, updated_at: at, version: versioned ? expectedVersion + 1 : expectedVersion };
        // The version in the WHERE clause: on PostgreSQL another transaction may have committed
        // between the read and this update.
        const result = await rows.updateTable(tableName(table)).set(set).where("id", "=", id).where("version", "=", expectedVersion).executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw new AppError("stale", { detail: `${table} ${id} changed during the write` });
        const after = { ...before, ...set } as LooseRow;
        await audit({ actorId, at, table, id, action: "update", before: { ...before, ...detail?.before }, after: { ...after, ...detail?.after } });
        touchesPublicContent ||= EDITABLE_TABLES[table].public;
        touchesPriceList ||= changesPrintedList(table, before, after);
        return { before: before as unknown as Row<(typeof table)>, after: after as unknown as Row<(typeof table)> };
      },

      async remove(table, id, expectedVersion, detail) {
        const before = (await get(table, id)) as unknown as LooseRow;
        if (before.version !== expectedVersion) throw new AppError("stale", { detail: `${table} ${id}: version ${before.version}, not ${expectedVersion}` });
        const result = await rows.deleteFrom(tableName(table)).where("id", "=", id).where("version", "=", expectedVersion).executeTakeFirst();
        if (Number(result.numDeletedRows) !== 1) throw new AppError("stale", { detail: `${table} ${id} changed during the write` });
        await audit({ actorId, at, table, id, action: "delete", before: { ...before, ...detail?.before }, after: null });
        touchesPublicContent ||= EDITABLE_TABLES[table].public;
        touchesPriceList ||= changesPrintedList(table, before, null);
        return before as unknown as Row<(typeof table)>;
      },

      async restoreDeleted(table, id) {
        const last = await trx
          .selectFrom("audit_log")
          .select(["action", "old_value"])
          .where("entity", "=", table)
          .where("entity_id", "=", id)
          .orderBy("at", "desc")
          .limit(1)
          .executeTakeFirst();
        const exists = await rows.selectFrom(tableName(table)).select("id").where("id", "=", id).executeTakeFirst();
        if (last?.action !== "delete" || !last.old_value || exists) throw new AppError("conflict", { detail: `${table} ${id}: nothing deleted to restore` });
        const deleted = JSON.parse(last.old_value) as LooseRow;
        const actor = EDITABLE_TABLES[table].actorColumns ? { updated_by: actorId } : {};
        const row = { ...deleted, ...actor, updated_at: at, version: deleted.version + 1 } as LooseRow;
        // The same undo sent twice at once: the second finds the first's row only as it inserts its own.
        await rows
          .insertInto(tableName(table))
          .values(row)
          .execute()
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? new AppError("conflict", { detail: `${table} ${id}: restored meanwhile` }) : error;
          });
        await audit({ actorId, at, table, id, action: "create", before: null, after: row });
        touchesPublicContent ||= EDITABLE_TABLES[table].public;
        touchesPriceList ||= changesPrintedList(table, null, row);
        return row as unknown as Row<(typeof table)>;
      },

      async updateSettings(expectedVersion, values, defaults, scope = SITE_SETTINGS_SCOPE) {
        const versionRow = await trx.selectFrom("site_settings").select("value").where("key", "=", scope.versionKey).executeTakeFirst();
        const version = siteSettingsVersion(versionRow?.value);
        if (version !== expectedVersion) throw new AppError("stale", { detail: `${scope.versionKey}: version ${version}, not ${expectedVersion}` });

        const keys = Object.keys(values);
        const stored = keys.length === 0 ? [] : await trx.selectFrom("site_settings").select(["key", "value"]).where("key", "in", keys).execute();
        const storedValues = new Map(stored.map((row) => [row.key, parseStoredJson(row.value)]));
        const before = (key: string) => (storedValues.has(key) ? storedValues.get(key) : defaults[key]);
        const changedKeys = keys.filter((key) => JSON.stringify(before(key)) !== JSON.stringify(values[key]));
        if (changedKeys.length === 0) return { version, changedKeys };

        // The version first, and only if it is still the one read: on PostgreSQL a save committed
        // since the read makes this write nothing, and the edit is stale.
        const nextVersion = JSON.stringify(expectedVersion + 1);
        const claimed = await trx
          .insertInto("site_settings")
          .values({ key: scope.versionKey, value: nextVersion, updated_at: at, updated_by: actorId })
          .onConflict((conflict) =>
            conflict
              .column("key")
              .doUpdateSet({ value: nextVersion, updated_at: at, updated_by: actorId })
              .where("site_settings.value", "=", JSON.stringify(expectedVersion)),
          )
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows) !== 1) throw new AppError("stale", { detail: "site settings changed during the write" });

        for (const key of changedKeys) {
          await putSiteSetting(trx, key, JSON.stringify(values[key]), at, actorId);
          await audit({ actorId, at, table: "site_settings", id: key, action: "update", before: { key, value: before(key) }, after: { key, value: values[key] } });
        }
        touchesPublicContent ||= scope.public;
        touchesPriceList ||= changedKeys.some((key) => PRINTED_SETTINGS.includes(key));
        return { version: expectedVersion + 1, changedKeys };
      },
    };

    const result = await work(writer);
    if (auditing.kind === "import" && wroteRows) {
      await trx.insertInto("audit_log").values(auditRow({ actorId, at, table: auditing.name, id: randomUUID(), action: "create", before: null, after: result })).execute();
    }
    if (touchesPublicContent) await markPublicContentChanged(trx, actorId);
    if (touchesPriceList) await datePriceListChange(trx, at, actorId);
    return result;
  });
}

/** Dates a change of what the printed price list shows: its latest change, and the first since the last print. */
async function datePriceListChange(trx: Transaction<Database>, at: string, actorId: string | null): Promise<void> {
  // A print marked done at the same moment takes turns with this (markPriceListPrinted).
  await lockFor(trx, "price-list-dates");
  const value = JSON.stringify(at);
  await putSiteSetting(trx, PRICE_LIST_CHANGED_AT, value, at, actorId);
  await trx
    .insertInto("site_settings")
    .values({ key: PRICE_LIST_STALE_SINCE, value, updated_at: at, updated_by: actorId })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
}
