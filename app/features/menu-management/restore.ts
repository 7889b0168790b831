import type { PortionKind, StatementColumns } from "~/db/schema";
import { formatLoweredFrom, parseLoweredFrom } from "~/features/allergens/dish";
import { statementFields } from "~/features/allergens/statement-fields";
import { STATEMENT_COLUMNS } from "~/lib/declarations";
import { z } from "~/lib/zod";
import { PORTION_KINDS } from "./menu-management";

/**
 * What "Restore this version" puts back of an earlier version of a dish: all that a person edits in
 * the dish's form (docs/decisions/0030-allergens.md, 'Restoring a version'). Not the image (its old
 * variants are gone, docs/decisions/0017) nor sold out (tonight's fact, docs/decisions/0034).
 */

/** What every version holds: its category, names, texts, price and state. Without one of them it cannot come back. */
const itemColumns = z.object({
  category_id: z.string().min(1),
  name_tr: z.string(),
  name_en: z.string(),
  secondary_tr: z.string().nullable(),
  secondary_en: z.string().nullable(),
  description_tr: z.string().nullable(),
  description_en: z.string().nullable(),
  price_kurus: z.number().int().min(0),
  is_active: z.union([z.literal(0), z.literal(1)]),
});

/**
 * The columns added later (migrations 0012, 0014, 0019): an entry written before them lacks them.
 * Each may be missing, but one that is there must be of its kind, or the version is not one to put back.
 */
const laterColumns = z.object({
  recipe_id: z.string().min(1).nullable().optional(),
  portion_kind: z.enum(PORTION_KINDS).nullable().optional(),
  portion_milli: z.number().int().positive().nullable().optional(),
  portion_unit: z.string().min(1).nullable().optional(),
  // Each statement one of its choices, as a form's (a fact's for the two diet facts).
  ...statementFields,
  allergen_reason: z.string().nullable().optional(),
  allergen_lowered: z.string().nullable().optional(),
  food_cost_target_bp: z.number().int().min(1).max(10_000).nullable().optional(),
});

export type RestoredColumns = z.output<typeof itemColumns> &
  Partial<{ recipe_id: string | null; portion_kind: PortionKind | null; portion_milli: number | null; portion_unit: string | null }> &
  Partial<StatementColumns> &
  Partial<{ allergen_reason: string | null; allergen_lowered: string | null; food_cost_target_bp: number | null }>;

/**
 * The columns a restore writes from an earlier version's row (its audit entry's new value), or null
 * when that row cannot come back (a required column missing, or any column of the wrong kind).
 *
 * Columns that only mean something together come back together, or, from an entry written before
 * they existed, not at all: the dish keeps its own.
 * - The recipe and its portion: `recipe_id`, `portion_kind`, `portion_milli`, `portion_unit`.
 * - The 18 statements by hand, the reason and what it covers (`allergen_lowered`): a statement
 *   below the recipe stands only where the version's record covers it. A version from before that
 *   record (migration 0019) brings its statements back with none, so such a statement counts as not
 *   covered, as on a dish saved before it: guests are told the recipe's state until the reason is
 *   given again.
 * - The dish's own food cost target.
 */
export function restoredColumns(row: Record<string, unknown>): RestoredColumns | null {
  const item = itemColumns.safeParse(row);
  const later = laterColumns.safeParse(row);
  if (!item.success || !later.success) return null;
  const held = later.data;
  const columns: RestoredColumns = { ...item.data };
  const { recipe_id, portion_kind, portion_milli, portion_unit } = held;
  if (recipe_id !== undefined && portion_kind !== undefined && portion_milli !== undefined && portion_unit !== undefined) {
    Object.assign(columns, { recipe_id, portion_kind, portion_milli, portion_unit });
  }
  const statements = STATEMENT_COLUMNS.map((column) => [column, held[column]] as const);
  if (held.allergen_reason !== undefined && statements.every(([, state]) => state !== undefined)) {
    // What the reason covers, written as a save writes it: anything in it that is not a declaration and a state is dropped.
    Object.assign(columns, Object.fromEntries(statements), {
      allergen_reason: held.allergen_reason,
      allergen_lowered: formatLoweredFrom(parseLoweredFrom(held.allergen_lowered ?? null)),
    });
  }
  if (held.food_cost_target_bp !== undefined) columns.food_cost_target_bp = held.food_cost_target_bp;
  return columns;
}
