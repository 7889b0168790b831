import type { PopulateJobTable, PopulateStage } from "~/db/schema";
import type { SeedMenuCategory } from "~/db/seed/menu-seed-data";
import { itemNameKey, seedCategoryRow, seedItemId, seedItemRow, type CategoryColumns, type ItemColumns } from "~/db/seed/menu-seed-rows";
import { messageRef, type MessageRef } from "~/i18n/message-ref";
import { z } from "~/lib/zod";

/**
 * Data Management's populate, the parts without a database: what a run adds to the menu, in which
 * batches, and how a run's row reads (docs/decisions/0018-populate.md).
 */

/** The brief (section 9): at most this many rows per batch, each batch one transaction. */
export const POPULATE_BATCH_SIZE = 500;

/**
 * A running job whose row has not moved for this long has died with its server (a restart, a
 * crash): it counts as failed, and a new run may start. A batch of 500 rows takes well under a
 * second, so no live run is ever that quiet.
 */
export const POPULATE_STALLED_AFTER_MS = 2 * 60 * 1000;

export const POPULATE_FAILED: MessageRef = "dataManagement.populateFailed";
export const POPULATE_INTERRUPTED: MessageRef = "dataManagement.populateInterrupted";

/** What the menu has now, as far as populate needs to know. */
export interface ExistingMenu {
  categories: readonly { id: string; position: number }[];
  items: readonly { id: string; category_id: string; name_tr: string; position: number }[];
}

/** The rows a run writes: the built-in categories and items the menu lacks. */
export interface PopulatePlan {
  categories: CategoryColumns[];
  items: ItemColumns[];
}

/**
 * What is missing from the menu (seed-rows' identity rule), and nothing else. A missing category
 * goes after the existing ones, a missing item after the existing items of its category (the
 * brief's max position + 1), both in the built-in list's order; in an empty menu that is the list's
 * own order.
 */
export function planPopulate(seed: readonly SeedMenuCategory[], existing: ExistingMenu): PopulatePlan {
  const categoryIds = new Set(existing.categories.map((category) => category.id));
  const itemIds = new Set(existing.items.map((item) => item.id));
  const itemNames = new Set(existing.items.map((item) => itemNameKey(item.category_id, item.name_tr)));
  const lastItemPosition = new Map<string, number>();
  for (const item of existing.items) lastItemPosition.set(item.category_id, Math.max(item.position, lastItemPosition.get(item.category_id) ?? -1));
  let lastCategoryPosition = Math.max(-1, ...existing.categories.map((category) => category.position));

  const plan: PopulatePlan = { categories: [], items: [] };
  for (const category of seed) {
    if (!categoryIds.has(category.id)) plan.categories.push(seedCategoryRow(category, ++lastCategoryPosition));
    let position = lastItemPosition.get(category.id) ?? -1;
    for (const item of category.items) {
      if (itemIds.has(seedItemId(category.id, item)) || itemNames.has(itemNameKey(category.id, item.name.tr))) continue;
      plan.items.push(seedItemRow(category, item, ++position));
    }
  }
  return plan;
}

interface BatchPlace {
  /** 1-based, over the whole run: categories' batches first, then items'. */
  number: number;
  of: number;
  /** The batch's first and last row among this run's rows of its kind, 1-based. */
  from: number;
  to: number;
}

export type PopulateBatch = BatchPlace & ({ kind: "categories"; rows: CategoryColumns[] } | { kind: "items"; rows: ItemColumns[] });

function chunks<T>(rows: readonly T[], size: number): { rows: T[]; from: number; to: number }[] {
  const result = [];
  for (let start = 0; start < rows.length; start += size) {
    const part = rows.slice(start, start + size);
    result.push({ rows: part, from: start + 1, to: start + part.length });
  }
  return result;
}

/** The brief's order (section 7): the categories in batches, then the items in batches, `size` rows at most. */
export function populateBatches(plan: PopulatePlan, size: number = POPULATE_BATCH_SIZE): PopulateBatch[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`batch size ${size}`);
  const categories = chunks(plan.categories, size);
  const items = chunks(plan.items, size);
  const of = categories.length + items.length;
  return [
    ...categories.map((chunk, index) => ({ kind: "categories" as const, number: index + 1, of, ...chunk })),
    ...items.map((chunk, index) => ({ kind: "items" as const, number: categories.length + index + 1, of, ...chunk })),
  ];
}

/** 'Failed to populate menu data: batch 2 of 3 (items 501–1000)…', as a message reference. */
export function batchFailureMessage(batch: BatchPlace & { kind: PopulateBatch["kind"] }): MessageRef {
  const key = batch.kind === "categories" ? "dataManagement.populateFailedCategories" : "dataManagement.populateFailedItems";
  return messageRef(key, { batch: batch.number, batches: batch.of, from: batch.from, to: batch.to });
}

/** A run as the page shows it. */
export interface PopulateJobView {
  id: string;
  stage: PopulateStage;
  done: number;
  total: number;
  /** Why it failed (a message reference), when stage is error. */
  error: MessageRef | null;
  running: boolean;
  startedAt: string;
  finishedAt: string | null;
}

type JobRow = Pick<PopulateJobTable, "id" | "stage" | "done_count" | "total_count" | "error" | "started_at" | "updated_at" | "finished_at" | "running">;

export function isStalled(job: Pick<JobRow, "running" | "updated_at">, now: Date): boolean {
  return job.running === 1 && now.getTime() - Date.parse(job.updated_at) > POPULATE_STALLED_AFTER_MS;
}

/** The row as the page shows it: a run that died with its server reads as failed, interrupted. */
export function populateJobView(job: JobRow, now: Date): PopulateJobView {
  const view: PopulateJobView = {
    id: job.id,
    stage: job.stage,
    done: job.done_count,
    total: job.total_count,
    error: job.error,
    running: job.running === 1,
    startedAt: job.started_at,
    finishedAt: job.finished_at,
  };
  return isStalled(job, now) ? { ...view, stage: "error", error: POPULATE_INTERRUPTED, running: false } : view;
}

/** How far a run is, 0 to 100: the share of its rows written; a completed run is whole, even with nothing to add. */
export function progressPercent(job: Pick<PopulateJobView, "stage" | "done" | "total">): number {
  if (job.stage === "completed") return 100;
  return job.total > 0 ? Math.floor((job.done * 100) / job.total) : 0;
}

/** The populate form: its button alone (the intent); whatever else a request carries is ignored. */
export const populateSchema = z.object({});
