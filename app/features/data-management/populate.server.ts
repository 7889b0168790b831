import { randomUUID } from "node:crypto";
import type { AppDatabase } from "~/db/connection.server";
import { isUniqueViolation } from "~/db/errors";
import type { PopulateStage } from "~/db/schema";
import { menuSeed, type SeedMenuCategory } from "~/db/seed/menu-seed-data";
import { write } from "~/db/write.server";
import { AppError } from "~/lib/app-error";
import { logError, OUTSIDE_A_REQUEST } from "~/lib/log.server";
import type { MessageRef } from "~/i18n/message-ref";
import {
  batchFailureMessage,
  planPopulate,
  populateBatches,
  populateJobView,
  POPULATE_BATCH_SIZE,
  POPULATE_FAILED,
  POPULATE_INTERRUPTED,
  POPULATE_STALLED_AFTER_MS,
  type ExistingMenu,
  type PopulateBatch,
  type PopulateJobView,
} from "./populate";

/**
 * Data Management's populate with the database (docs/decisions/0018-populate.md): a run is a row of
 * populate_jobs, started by the admin's POST and carried on in this server process after the answer
 * has gone; the page polls the row. Every batch goes through the write path (audit rows, the guests'
 * page cache dropped), one transaction each.
 */

export interface PopulateOptions {
  seed: readonly SeedMenuCategory[];
  batchSize: number;
  /**
   * Awaited as the run reaches each stage, before it goes on. Production passes none and runs as
   * fast as it goes; a test's own start-up code passes a gate it opens from outside
   * (tests/support/populate-stage-gate.ts), so that a page polling the row, or a test, sees each
   * stage for as long as it needs.
   */
  reachedStage?: (stage: PopulateStage) => Promise<void>;
}

/** The options a server runs with. */
export const POPULATE_OPTIONS: PopulateOptions = { seed: menuSeed, batchSize: POPULATE_BATCH_SIZE };

/** The latest run, or null before the first. */
export async function latestPopulateJob(db: AppDatabase, now = new Date()): Promise<PopulateJobView | null> {
  const row = await db.selectFrom("populate_jobs").selectAll().orderBy("started_at", "desc").orderBy("id", "desc").limit(1).executeTakeFirst();
  return row ? populateJobView(row, now) : null;
}

/**
 * Starts a run for `actorId` and answers once its row exists; the run goes on in the background and
 * `finished` settles when it ends (it never rejects: a failure is written to the row). While another
 * run goes on this throws a "conflict" and starts nothing: the row's unique `running` key decides,
 * so two admins (or two instances) pressing at once get one run.
 */
export async function startPopulate(
  db: AppDatabase,
  actorId: string,
  options: PopulateOptions = POPULATE_OPTIONS,
  now = new Date(),
): Promise<{ jobId: string; finished: Promise<void> }> {
  await closeStalledJobs(db, now);
  const jobId = randomUUID();
  const at = now.toISOString();
  try {
    await db
      .insertInto("populate_jobs")
      .values({ id: jobId, stage: "extracting", done_count: 0, total_count: 0, error: null, started_by: actorId, started_at: at, updated_at: at, finished_at: null, running: 1 })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", { detail: "a populate is running", message: "dataManagement.populateAlreadyRunning" });
    throw error;
  }
  return { jobId, finished: runPopulateJob(db, jobId, actorId, options) };
}

/** A running job that has not moved for POPULATE_STALLED_AFTER_MS died with its server: it ends as failed. */
async function closeStalledJobs(db: AppDatabase, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable("populate_jobs")
    .set({ stage: "error", error: POPULATE_INTERRUPTED, running: null, finished_at: at, updated_at: at })
    .where("running", "=", 1)
    .where("updated_at", "<", new Date(now.getTime() - POPULATE_STALLED_AFTER_MS).toISOString())
    .execute();
}

/** A batch that failed: its transaction rolled back, and the run's error names it. */
class BatchFailed extends Error {
  override name = "BatchFailed";
  constructor(
    readonly messageRef: MessageRef,
    options: ErrorOptions,
  ) {
    super(messageRef, options);
  }
}

/** The job's row was closed by someone else (it was taken for dead): this run stops. */
class JobClosed extends Error {
  override name = "JobClosed";
}

async function readExistingMenu(db: AppDatabase): Promise<ExistingMenu> {
  const [categories, items] = await Promise.all([
    db.selectFrom("menu_categories").select(["id", "position"]).execute(),
    db.selectFrom("menu_items").select(["id", "category_id", "name_tr", "position"]).execute(),
  ]);
  return { categories, items };
}

async function runPopulateJob(db: AppDatabase, jobId: string, actorId: string, options: PopulateOptions): Promise<void> {
  const reached = async (stage: PopulateStage) => options.reachedStage?.(stage);
  const moveTo = async (stage: PopulateStage, totalCount?: number) => {
    const at = new Date().toISOString();
    const result = await db
      .updateTable("populate_jobs")
      .set({ stage, updated_at: at, ...(totalCount !== undefined && { total_count: totalCount }) })
      .where("id", "=", jobId)
      .where("running", "=", 1)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new JobClosed(`populate job ${jobId} was closed`);
    await reached(stage);
  };
  const writeBatches = async (batches: PopulateBatch[]) => {
    for (const batch of batches) {
      try {
        await writeBatch(db, jobId, actorId, batch);
      } catch (error) {
        if (error instanceof JobClosed) throw error;
        throw new BatchFailed(batchFailureMessage(batch), { cause: error });
      }
    }
  };

  try {
    await reached("extracting");
    const plan = planPopulate(options.seed, await readExistingMenu(db));
    const batches = populateBatches(plan, options.batchSize);
    await moveTo("extracted", plan.categories.length + plan.items.length);
    await moveTo("uploading-categories");
    await writeBatches(batches.filter((batch) => batch.kind === "categories"));
    await moveTo("categories-uploaded");
    await moveTo("uploading-items");
    await writeBatches(batches.filter((batch) => batch.kind === "items"));
    await finishJob(db, jobId, "completed", null);
  } catch (error) {
    if (error instanceof JobClosed) return;
    // A job outlives the request that started it: its lines name the job, not a request.
    logError(error, OUTSIDE_A_REQUEST, `Failed to populate menu data (job ${jobId})`);
    await finishJob(db, jobId, "error", error instanceof BatchFailed ? error.messageRef : POPULATE_FAILED).catch((failure: unknown) =>
      logError(failure, OUTSIDE_A_REQUEST, `Failed to record the populate's failure (job ${jobId})`),
    );
  }
}

/** One batch, one transaction through the write path: its rows, their audit rows and the job's count, or none of them. */
async function writeBatch(db: AppDatabase, jobId: string, actorId: string, batch: PopulateBatch): Promise<void> {
  await write(db, actorId, async (w) => {
    if (batch.kind === "categories") await w.createMany("menu_categories", batch.rows);
    else await w.createMany("menu_items", batch.rows);
    const counted = await w.trx
      .updateTable("populate_jobs")
      .set((eb) => ({ done_count: eb("done_count", "+", batch.rows.length), updated_at: w.now }))
      .where("id", "=", jobId)
      .where("running", "=", 1)
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) !== 1) throw new JobClosed(`populate job ${jobId} was closed`);
  });
}

async function finishJob(db: AppDatabase, jobId: string, stage: "completed" | "error", error: MessageRef | null): Promise<void> {
  const at = new Date().toISOString();
  await db
    .updateTable("populate_jobs")
    .set({ stage, error, running: null, finished_at: at, updated_at: at })
    .where("id", "=", jobId)
    .where("running", "=", 1)
    .execute();
}
