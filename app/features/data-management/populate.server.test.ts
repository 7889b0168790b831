import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { refuseMenuItemInsert } from "../../../tests/support/refused-insert";
import {
  createTestUser,
  openTestDatabase,
} from "../../../tests/support/prepared-database";
import {
  createTestDatabase,
  testEngines,
  type TestDatabase,
} from "../../../tests/support/test-databases";
import type { AppDatabase } from "~/db/connection.server";
import { openDatabase } from "~/db/connection.server";
import { prepareDatabase } from "~/db/prepare.server";
import { menuSeed, type SeedMenuCategory } from "~/db/seed/menu-seed-data";
import { seedItemId } from "~/db/seed/menu-seed-rows";
import { write } from "~/db/write.server";
import { publicContentVersion } from "~/db/public-content.server";
import { AppError } from "~/lib/app-error";
import { POPULATE_BATCH_SIZE, POPULATE_STALLED_AFTER_MS } from "./populate";
import {
  latestPopulateJob,
  POPULATE_OPTIONS,
  startPopulate,
  type PopulateOptions,
} from "./populate.server";

const seedItems = menuSeed.flatMap((category) =>
  category.items.map((item) => ({
    categoryId: category.id,
    item,
    id: seedItemId(category.id, item),
  })),
);

/** A built-in list far larger than the real one: `categories` categories of `perCategory` items. */
function largeSeed(
  categories: number,
  perCategory: number,
): SeedMenuCategory[] {
  return Array.from({ length: categories }, (_, c) => ({
    id: `large-${c}`,
    name: { tr: `Büyük ${c}`, en: `Large ${c}` },
    items: Array.from({ length: perCategory }, (_, i) => ({
      name: { tr: `Öğe ${c}-${i}`, en: `Item ${c}-${i}` },
      priceKurus: 100 + i,
    })),
  }));
}

const options = (changes: Partial<PopulateOptions> = {}): PopulateOptions => ({
  ...POPULATE_OPTIONS,
  ...changes,
});

describe.each(testEngines())("populate on %s", (engine) => {
  let database: TestDatabase;
  let db: AppDatabase;
  let drop: () => Promise<void>;
  let adminId: string;

  const createAdmin = () =>
    createTestUser(db, {
      role: "admin",
      email: "chef@populate.test",
      name: "Chef",
    });

  beforeEach(async () => {
    ({ db, database, drop } = await openTestDatabase(engine));
    adminId = await createAdmin();
  });
  afterEach(() => drop());

  async function populate(changes: Partial<PopulateOptions> = {}) {
    const { jobId, finished } = await startPopulate(
      db,
      adminId,
      options(changes),
    );
    await finished;
    return db
      .selectFrom("populate_jobs")
      .selectAll()
      .where("id", "=", jobId)
      .executeTakeFirstOrThrow();
  }

  const items = () =>
    db
      .selectFrom("menu_items")
      .selectAll()
      .orderBy("category_id")
      .orderBy("position")
      .execute();
  const categories = () =>
    db.selectFrom("menu_categories").selectAll().orderBy("position").execute();
  /** Every menu row and audit row: what a run that adds nothing must leave as it was. */
  const menuState = async () => ({
    categories: await categories(),
    items: await items(),
    audit: (
      await db
        .selectFrom("audit_log")
        .select(sql<number>`count(*)`.as("count"))
        .executeTakeFirstOrThrow()
    ).count,
    publicVersion: await publicContentVersion(db),
  });

  it("loads every built-in category and item into an empty menu once, through the write path, and completes", async () => {
    const before = await publicContentVersion(db);
    const job = await populate();
    const total = menuSeed.length + seedItems.length;
    expect(job).toMatchObject({
      stage: "completed",
      done_count: total,
      total_count: total,
      error: null,
      running: null,
      started_by: adminId,
    });
    expect(job.finished_at).not.toBeNull();

    expect(
      (await categories()).map((row) => [
        row.id,
        row.name_en,
        row.position,
        row.is_active,
        row.created_by,
      ]),
    ).toEqual(
      menuSeed.map((category, position) => [
        category.id,
        category.name.en,
        position,
        1,
        adminId,
      ]),
    );
    const rows = await items();
    expect(rows.map((row) => row.id).sort()).toEqual(
      seedItems.map((entry) => entry.id).sort(),
    );
    for (const { categoryId, item, id } of seedItems) {
      const row = rows.find((candidate) => candidate.id === id);
      expect(row).toMatchObject({
        category_id: categoryId,
        name_tr: item.name.tr,
        name_en: item.name.en,
        price_kurus: item.priceKurus,
        version: 1,
        created_by: adminId,
      });
      expect(row?.position).toBe(
        menuSeed
          .find((category) => category.id === categoryId)!
          .items.indexOf(item),
      );
    }
    const audit = await db
      .selectFrom("audit_log")
      .select(["entity", "action", "actor_id"])
      .where("entity", "in", ["menu_categories", "menu_items"])
      .execute();
    expect(audit).toHaveLength(total);
    expect(
      audit.every((row) => row.action === "create" && row.actor_id === adminId),
    ).toBe(true);
    expect(await publicContentVersion(db)).not.toBe(before);
  });

  it("adds nothing the second time, and says there was nothing to add", async () => {
    await populate();
    const before = await menuState();
    const again = await populate();
    expect(again).toMatchObject({
      stage: "completed",
      done_count: 0,
      total_count: 0,
    });
    expect(await menuState()).toEqual(before);
  });

  it("adds nothing to a menu the first start loaded: the first start gives the built-in items the same ids", async () => {
    await drop();
    database = await createTestDatabase(engine);
    const prepared = await prepareDatabase(database.target);
    expect(prepared.seeded).toBe(true);
    db = prepared.db;
    drop = async () => {
      await db.destroy();
      await database.drop();
    };
    adminId = await createAdmin();
    expect((await items()).map((row) => row.id).sort()).toEqual(
      seedItems.map((entry) => entry.id).sort(),
    );
    const before = await menuState();
    expect(await populate()).toMatchObject({
      stage: "completed",
      total_count: 0,
    });
    expect(await menuState()).toEqual(before);
  });

  it("recognises built-in items stored under other ids (databases seeded before seed ids) by category and Turkish name", async () => {
    await populate();
    // The first start used to give the built-in items random ids.
    for (const { id } of seedItems)
      await db
        .updateTable("menu_items")
        .set({ id: randomUUID() })
        .where("id", "=", id)
        .execute();
    const before = await menuState();
    expect(await populate()).toMatchObject({
      stage: "completed",
      total_count: 0,
    });
    expect(await menuState()).toEqual(before);
  });

  it("brings back exactly the deleted items and category, and leaves edited, moved and switched-off items as they are", async () => {
    await populate();
    const [first, second, third, fourth, fifth] = seedItems.filter(
      (entry) => entry.categoryId !== "desserts",
    );
    if (!first || !second || !third || !fourth || !fifth)
      throw new Error("the built-in list is too short");
    const row = (id: string) =>
      db
        .selectFrom("menu_items")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    await write(db, adminId, async (w) => {
      await w.remove("menu_items", first.id, 1);
      await w.remove("menu_items", second.id, 1);
      for (const dessert of await w.trx
        .selectFrom("menu_items")
        .select(["id", "version"])
        .where("category_id", "=", "desserts")
        .execute()) {
        await w.remove("menu_items", dessert.id, dessert.version);
      }
      await w.remove("menu_categories", "desserts", 1);
      await w.update("menu_items", third.id, 1, {
        name_tr: "Şefin Menemeni",
        name_en: "Chef's Menemen",
        price_kurus: 99_900,
      });
      await w.update("menu_items", fourth.id, 1, { is_active: 0 });
      await w.update("menu_items", fifth.id, 1, { category_id: "bowls" });
    });
    const edited = await row(third.id);
    const switchedOff = await row(fourth.id);
    const moved = await row(fifth.id);
    const desserts = menuSeed.find((category) => category.id === "desserts")!;

    const job = await populate();
    expect(job).toMatchObject({
      stage: "completed",
      total_count: 1 + desserts.items.length + 2,
      done_count: 1 + desserts.items.length + 2,
    });
    const rows = await items();
    expect(rows).toHaveLength(seedItems.length);
    expect(rows.map((candidate) => candidate.id).sort()).toEqual(
      seedItems.map((entry) => entry.id).sort(),
    );
    expect(await row(third.id)).toEqual(edited);
    expect(await row(fourth.id)).toEqual(switchedOff);
    expect(await row(fifth.id)).toEqual(moved);
    expect(
      rows.filter((candidate) => candidate.name_tr === third.item.name.tr),
    ).toEqual([]);
    // What comes back goes after what is there: the category at the end, the items at the end of theirs.
    const lastCategory = (await categories()).at(-1);
    expect(lastCategory).toMatchObject({
      id: "desserts",
      name_en: desserts.name.en,
    });
    const restored = await row(first.id);
    const siblings = rows.filter(
      (candidate) =>
        candidate.category_id === first.categoryId &&
        candidate.id !== first.id &&
        candidate.id !== second.id,
    );
    expect(restored.position).toBeGreaterThan(
      Math.max(...siblings.map((candidate) => candidate.position)),
    );
  });

  it("writes in batches of at most 500 rows, each one transaction: a failing batch leaves none of its rows, and the job names it", async () => {
    const seed = largeSeed(3, 400);
    const planned = seed.flatMap((category) =>
      category.items.map((item) => seedItemId(category.id, item)),
    );
    // The database refuses item 501, the first of batch 3.
    const allowAgain = await refuseMenuItemInsert(db, engine, planned[500]!);
    const failed = await populate({ seed });
    expect(failed).toMatchObject({
      stage: "error",
      error:
        'dataManagement.populateFailedItems|{"batch":3,"batches":4,"from":501,"to":1000}',
      done_count: 3 + POPULATE_BATCH_SIZE,
      total_count: 3 + 1200,
      running: null,
    });
    // Batches 1 (the 3 categories) and 2 (items 1–500) are in; nothing of batch 3, and the run stopped there.
    const stored = (await items()).map((row) => row.id).sort();
    expect(stored).toEqual(planned.slice(0, 500).sort());
    const audited = await db
      .selectFrom("audit_log")
      .select("entity_id")
      .where("entity", "=", "menu_items")
      .execute();
    expect(audited.map((row) => row.entity_id).sort()).toEqual(stored);

    await allowAgain();
    const rerun = await populate({ seed });
    expect(rerun).toMatchObject({
      stage: "completed",
      total_count: 700,
      done_count: 700,
    });
    expect((await items()).map((row) => row.id).sort()).toEqual(
      [...planned].sort(),
    );
  });

  it("runs one job at a time: a start while one runs is refused with a conflict and starts nothing", async () => {
    // The first run waits at its first stage until the second start has been refused.
    let goOn = () => {};
    const held = new Promise<void>((resolve) => (goOn = resolve));
    const first = await startPopulate(
      db,
      adminId,
      options({ reachedStage: () => held }),
    );
    const refused = await startPopulate(db, adminId, options()).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: "conflict",
      messageRef: "dataManagement.populateAlreadyRunning",
    });
    expect(await latestPopulateJob(db)).toMatchObject({
      id: first.jobId,
      running: true,
    });
    goOn();
    await first.finished;
    expect(
      await db.selectFrom("populate_jobs").select("id").execute(),
    ).toHaveLength(1);
    expect((await items()).length).toBe(seedItems.length);
    // Once it has finished, another may start.
    expect(await populate()).toMatchObject({
      stage: "completed",
      total_count: 0,
    });
  });

  it("takes a job that has not moved for the stall time as failed: it shows as interrupted and blocks no new run", async () => {
    const now = new Date();
    const silentSince = new Date(
      now.getTime() - POPULATE_STALLED_AFTER_MS - 1000,
    ).toISOString();
    const deadId = randomUUID();
    await db
      .insertInto("populate_jobs")
      .values({
        id: deadId,
        stage: "uploading-items",
        done_count: 3,
        total_count: 10,
        error: null,
        started_by: adminId,
        started_at: silentSince,
        updated_at: silentSince,
        finished_at: null,
        running: 1,
      })
      .execute();
    expect(await latestPopulateJob(db, now)).toMatchObject({
      id: deadId,
      stage: "error",
      error: "dataManagement.populateInterrupted",
      running: false,
    });
    // Not yet silent long enough: it still runs, and still blocks.
    const stillAlive = new Date(
      Date.parse(silentSince) + POPULATE_STALLED_AFTER_MS - 1000,
    );
    expect(await latestPopulateJob(db, stillAlive)).toMatchObject({
      id: deadId,
      stage: "uploading-items",
      running: true,
    });
    await expect(
      startPopulate(db, adminId, options(), stillAlive),
    ).rejects.toMatchObject({ code: "conflict" });

    const job = await populate();
    expect(job.stage).toBe("completed");
    expect(
      await db
        .selectFrom("populate_jobs")
        .selectAll()
        .where("id", "=", deadId)
        .executeTakeFirstOrThrow(),
    ).toMatchObject({
      stage: "error",
      error: "dataManagement.populateInterrupted",
      running: null,
    });
  });

  // Two server instances share one database only on PostgreSQL.
  if (engine !== "postgres") return;

  it("starts one job when two instances are asked at the same moment", async () => {
    const other = openDatabase(database.target);
    // Whichever run starts waits at its first stage until both starts have answered: a small seed
    // would otherwise be written, and the run finished, before the other instance's first query
    // (a new connection) reached the database, and the second start would rightly find none running.
    let goOn = () => {};
    const held = new Promise<void>((resolve) => (goOn = resolve));
    try {
      const outcomes = await Promise.allSettled([
        startPopulate(db, adminId, options({ reachedStage: () => held })),
        startPopulate(other, adminId, options({ reachedStage: () => held })),
      ]);
      goOn();
      const started = outcomes.flatMap((outcome) =>
        outcome.status === "fulfilled" ? [outcome.value] : [],
      );
      const refused = outcomes.flatMap((outcome) =>
        outcome.status === "rejected" ? [outcome.reason as unknown] : [],
      );
      expect(started).toHaveLength(1);
      expect(refused).toEqual([expect.objectContaining({ code: "conflict" })]);
      await started[0]!.finished;
    } finally {
      await other.destroy();
    }
    expect((await items()).length).toBe(seedItems.length);
  });
});
