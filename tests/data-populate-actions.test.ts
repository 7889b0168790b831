import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { menuSeed } from "../app/db/seed/menu-seed-data";
import { seedItemId } from "../app/db/seed/menu-seed-rows";
import { write } from "../app/db/write.server";
import { PUBLIC_CONTENT_VERSION } from "../app/db/public-content.server";
import { populateStageGate, type PopulateStageGate } from "./support/populate-stage-gate";
import type { RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * Data Management's populate action on the real server: the admin's POST answers at once and the
 * run goes on behind it, through the write path; a second POST while it runs is a 409 that starts
 * nothing; no body is a 500, and a refused one writes nothing, while an accepted one writes whole
 * batches only: afterwards every built-in item is there exactly once.
 */
const SEED_IDS = menuSeed.flatMap((category) => category.items.map((item) => seedItemId(category.id, item))).sort();

describe.each(testEngines())("the populate action on %s", (engine) => {
  let site: TestSite<"admin">;
  let server: RunningServer;
  let db: AppDatabase;
  let admin = "";
  // Each run waits at its first stage until the test opens the gate: it is still going when the
  // POST's answer arrives, however slow the machine.
  let gate: PopulateStageGate;

  beforeAll(async () => {
    gate = populateStageGate();
    site = await startTestSite(engine, {
      people: { admin: { role: "admin", email: "chef@populate-actions.test" } },
      serverOptions: { populateStageGate: gate.folder },
    });
    ({ server, db } = site);
    admin = site.people.admin.cookie;
  }, 60_000);

  afterAll(async () => {
    await site?.close();
    gate?.remove();
  });

  function post(body: URLSearchParams | Record<string, string>, path = "/admin/data") {
    return fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { Cookie: admin, Origin: server.url },
      body: body instanceof URLSearchParams ? body : new URLSearchParams(body),
      redirect: "manual",
    });
  }

  const runningJob = () => db.selectFrom("populate_jobs").selectAll().where("running", "=", 1).executeTakeFirst();
  const latestJob = () => db.selectFrom("populate_jobs").selectAll().orderBy("started_at", "desc").executeTakeFirstOrThrow();

  /** Lets the run the server is carrying on go, and waits for it to end, as the page does by polling. */
  async function runToEnd() {
    gate.openAll();
    await vi.waitFor(
      async () => {
        if (await runningJob()) throw new Error("the populate is still running");
      },
      { timeout: 30_000, interval: 50 },
    );
    gate.hold();
    return latestJob();
  }

  const itemIds = async () => (await db.selectFrom("menu_items").select("id").execute()).map((row) => row.id).sort();

  async function snapshot() {
    const categories = await db.selectFrom("menu_categories").selectAll().orderBy("id").execute();
    const items = await db.selectFrom("menu_items").selectAll().orderBy("id").execute();
    const audit = await db.selectFrom("audit_log").select("id").execute();
    const jobs = await db.selectFrom("populate_jobs").selectAll().orderBy("id").execute();
    const publicVersion = await db.selectFrom("site_settings").select("value").where("key", "=", PUBLIC_CONTENT_VERSION).executeTakeFirst();
    return { categories, items, auditCount: audit.length, jobs, publicVersion: publicVersion?.value ?? null };
  }

  /** Deletes built-in items through the write path, as an admin would in Menu Management. */
  async function deleteSeedItems(ids: readonly string[]) {
    await write(db, null, async (w) => {
      for (const id of ids) {
        const row = await w.trx.selectFrom("menu_items").select("version").where("id", "=", id).executeTakeFirst();
        if (row) await w.remove("menu_items", id, row.version);
      }
    });
  }

  it("answers the admin's populate at once, and the run then brings deleted items back through the write path; guests see them", async () => {
    expect(await itemIds()).toEqual(SEED_IDS);
    const gone = ["breakfast--menemen", "desserts--kunefe"].filter((id) => SEED_IDS.includes(id));
    expect(gone).toHaveLength(2);
    await deleteSeedItems(gone);
    const guestItemPage = async () => (await fetch(`${server.url}/menu/menemen`, { headers: { "Accept-Language": "en" } })).status;
    expect(await guestItemPage()).toBe(404);
    const before = await snapshot();

    const response = await post({ intent: "populate" });
    expect([response.status, response.headers.get("location")]).toEqual([302, "/admin/data"]);
    // The answer came while the run goes on.
    expect(await runningJob()).toBeDefined();

    const job = await runToEnd();
    expect(job).toMatchObject({ stage: "completed", done_count: 2, total_count: 2, error: null });
    expect(await itemIds()).toEqual(SEED_IDS);
    const after = await snapshot();
    expect(after.auditCount).toBe(before.auditCount + 2);
    expect(after.publicVersion).not.toBe(before.publicVersion);
    expect(await guestItemPage()).toBe(200);
  });

  it("refuses a second populate while one runs with 409 and its message, and starts nothing", async () => {
    await deleteSeedItems(["breakfast--menemen"]);
    expect((await post({ intent: "populate" })).status).toBe(302);
    const running = await runningJob();
    expect(running).toBeDefined();
    const jobsBefore = (await db.selectFrom("populate_jobs").select("id").execute()).length;

    const second = await post({ intent: "populate" });
    expect(second.status).toBe(409);
    expect(await second.text()).toContain("dataManagement.populateAlreadyRunning");
    expect((await db.selectFrom("populate_jobs").select("id").execute()).length).toBe(jobsBefore);

    expect(await runToEnd()).toMatchObject({ id: running!.id, stage: "completed", done_count: 1 });
    expect(await itemIds()).toEqual(SEED_IDS);
  });

  it("answers the page's progress to a reload while it runs: the stage the row is at", async () => {
    await deleteSeedItems(["breakfast--menemen"]);
    expect((await post({ intent: "populate" })).status).toBe(302);
    const page = await (await fetch(`${server.url}/admin/data?lang=en`, { headers: { Cookie: admin } })).text();
    // The run waits at its first stage.
    expect(page).toContain('role="status">Extracting menu data...<');
    expect(page).toContain('<progress id="populate-progress"');
    await runToEnd();
    const done = await (await fetch(`${server.url}/admin/data?lang=tr`, { headers: { Cookie: admin } })).text();
    expect(done).toContain('role="status">Tamamlandı<');
  });

  const field = fc.oneof(fc.constantFrom("intent", "populate", "seed", "batchSize", "failingBatch", "id", "version", ""), fc.string({ maxLength: 20 }));
  const value = fc.oneof(fc.constantFrom("populate", "Populate", "populate ", "", "0", "-1", "1e9", "null", "[]", "{}", "ş\u0000"), fc.string({ maxLength: 200 }));
  const body = fc.array(fc.tuple(field, value), { maxLength: 8 }).map((pairs) => new URLSearchParams(pairs));

  it("never answers a random body with a 500; a refused one writes nothing, an accepted one ends with every built-in item once", async () => {
    await fc.assert(
      fc.asyncProperty(body, fc.subarray(SEED_IDS, { maxLength: 5 }), async (form, missing) => {
        await deleteSeedItems(missing);
        const before = await snapshot();
        const response = await post(form);
        expect([302, 400, 409]).toContain(response.status);
        if (response.status === 302) {
          expect(form.get("intent")).toBe("populate");
          expect(await runToEnd()).toMatchObject({ stage: "completed", done_count: missing.length, total_count: missing.length });
        } else {
          expect(await snapshot()).toEqual(before);
        }
        // A refused body leaves the deleted items out; put them back for the next one.
        if (response.status !== 302) {
          expect((await post({ intent: "populate" })).status).toBe(302);
          await runToEnd();
        }
        expect(await itemIds()).toEqual(SEED_IDS);
      }),
      { numRuns: 25 },
    );
  }, 180_000);
});
