import { STATEMENT_COLUMNS } from "~/lib/declarations";

/**
 * The history of one row, read from the audit log the write path keeps (app/db/write.server.ts):
 * who changed it, when, and each field's old and new value. Pure: the server reads the rows, the
 * screens put the values into words.
 */

/** The rows whose history a screen shows, by table, with the fields a person edits. */
export const HISTORY_FIELDS = {
  menu_items: [
    "category_id", "name_tr", "name_en", "price_kurus", "secondary_tr", "secondary_en", "description_tr", "description_en", "image", "is_active", "position",
    // The recipe, the 18 statements by hand (docs/decisions/0030-allergens.md) and the reason for an
    // allergen taken away. What the reason covers (`allergen_lowered`) is the write's own record, not
    // something a person states: it is not shown.
    "recipe_id", ...STATEMENT_COLUMNS, "allergen_reason",
    // How much of the recipe one serving is: its kind and, for pieces or an amount, how many.
    "portion_kind", "portion_milli",
    // Its own food cost target (docs/decisions/0031-food-cost.md).
    "food_cost_target_bp",
    // Sold out, and until when (docs/decisions/0034-sold-out.md).
    "sold_out", "sold_out_until",
  ],
  menu_categories: ["name_tr", "name_en", "is_active", "position", "vat_rate_bp", "food_cost_target_bp"],
  events: ["caption", "caption_en", "embed_code", "display_order", "is_active", "show_on_home", "show_on_events"],
} as const satisfies Record<string, readonly string[]>;

export type HistoryEntity = keyof typeof HISTORY_FIELDS;
export type HistoryField<E extends HistoryEntity> = (typeof HISTORY_FIELDS)[E][number];

/** A stored value as JSON gives it back: text, a number, or nothing. */
export type HistoryValue = string | number | boolean | null;

/**
 * What a field holds while nothing is said of it, besides none: a statement's 'undeclared'. A create
 * (or a delete) does not list a field at it, so a new dish shows the statements made, not 18 lines
 * of nothing; a change to or from it is listed like any other.
 */
export const HISTORY_UNSET: { readonly [E in HistoryEntity]: Partial<Record<HistoryField<E>, HistoryValue>> } = {
  menu_items: Object.fromEntries(STATEMENT_COLUMNS.map((column) => [column, "undeclared"])),
  menu_categories: {},
  events: {},
};

export interface FieldChange<F extends string = string> {
  field: F;
  before: HistoryValue;
  after: HistoryValue;
}

/** One audit log row as the server reads it. */
export interface AuditRecord {
  id: string;
  at: string;
  actorName: string | null;
  action: "create" | "update" | "delete";
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface HistoryEntry<F extends string = string> {
  id: string;
  at: string;
  /** Who made the change; null: the system (a seed or an import without a person). */
  actorName: string | null;
  action: "create" | "update" | "delete";
  /** When this change put back an earlier version: that version's time. */
  restoredFrom: string | null;
  changes: FieldChange<F>[];
}

/** What a history screen shows: its newest entries, and whether older ones are left out. */
export interface HistoryPage<F extends string = string> {
  entries: HistoryEntry<F>[];
  /** Older entries exist beyond these: 'Show older changes' asks for them. */
  more: boolean;
}

/** The entries a history shows at first, and how many more each 'Show older changes' adds. */
export const HISTORY_PAGE = 50;
/** The most entries a history may be asked for in one page: a row's whole past, a few years of it. */
export const HISTORY_MOST = 5_000;
/** The address's parameter that asks for more of the open row's history than its first page. */
export const HISTORY_PARAM = "history";

/** A history with nothing in it: no row open, or its page could not be read. */
export const NO_HISTORY: HistoryPage<never> = { entries: [], more: false };

/**
 * How many entries the address asks the open history to show: the first page, or a whole number of
 * pages more, up to HISTORY_MOST; anything else in the parameter is the first page.
 */
export function historyShown(params: URLSearchParams): number {
  const asked = params.get(HISTORY_PARAM);
  if (asked === null || !/^\d{1,5}$/.test(asked)) return HISTORY_PAGE;
  const pages = Math.ceil(Number(asked) / HISTORY_PAGE);
  return Math.min(HISTORY_MOST, Math.max(1, pages) * HISTORY_PAGE);
}

/** The key under which a restore records the time of the version it put back (in the audit entry's new value). */
export const RESTORED_FROM_KEY = "restored_from";

function historyValue(value: unknown): HistoryValue {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return JSON.stringify(value);
}

/**
 * The entries of a row's history, newest first, each with the fields that changed. A create lists
 * the fields it set (but those at their `unset` value); an update only the fields whose value
 * differs; an entry that changed none of `fields` (a write of columns no person edits) is left out.
 */
export function historyEntries<F extends string>(records: readonly AuditRecord[], fields: readonly F[], unset: Partial<Record<F, HistoryValue>> = {}): HistoryEntry<F>[] {
  const entries: HistoryEntry<F>[] = [];
  for (const record of records) {
    const changes: FieldChange<F>[] = [];
    // Beside no row (a create's before, a delete's after), a field at its unset value says nothing either.
    const value = (row: Record<string, unknown> | null, other: Record<string, unknown> | null, field: F) => {
      const stored = historyValue(row?.[field]);
      return other === null && stored !== null && stored === unset[field] ? null : stored;
    };
    for (const field of fields) {
      const before = value(record.before, record.after, field);
      const after = value(record.after, record.before, field);
      if (before !== after) changes.push({ field, before, after });
    }
    const restoredFrom = record.after?.[RESTORED_FROM_KEY];
    if (changes.length === 0 && record.action === "update") continue;
    entries.push({
      id: record.id,
      at: record.at,
      actorName: record.actorName,
      action: record.action,
      restoredFrom: typeof restoredFrom === "string" ? restoredFrom : null,
      changes,
    });
  }
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/**
 * The values a field holds anywhere in a history, before or after, each once: the ids of the rows
 * it referred to (a dish's recipes and categories), for naming those deleted since.
 */
export function referencedIds<F extends string>(entries: readonly HistoryEntry<F>[], field: F): string[] {
  const ids = new Set<string>();
  for (const entry of entries) {
    for (const change of entry.changes) {
      if (change.field !== field) continue;
      for (const value of [change.before, change.after]) if (typeof value === "string") ids.add(value);
    }
  }
  return [...ids];
}
