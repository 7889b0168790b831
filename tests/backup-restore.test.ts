import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { openDatabase } from "../app/db/connection.server";
import { write } from "../app/db/write.server";
import { backupFiles, guestPage, runCommand, tableHashes, withoutBackupRuns } from "./support/backups";
import { startServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { jpegFile } from "./support/test-images";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * The restore drill (docs/decisions/0022-backups.md), on each engine: a site with a populated menu
 * (a photo among it), inventory, recipes and a shopping list is backed up with `npm run backup`
 * while staff go on writing; the database is destroyed and `npm run restore` brings it back. Every
 * table then hashes the same as at one moment between two of those writes, the moment of the
 * backup, and a server started on the restored database serves the same menu.
 */

/** Writes before the backup starts, and after it has ended. */
const WRITES_AROUND = 3;

describe.each(testEngines())("the restore drill on %s", (engine) => {
  let site: TestSite<"admin" | "staff">;
  let backupDir: string;
  const post = (path: string, who: "admin" | "staff", body: URLSearchParams | FormData) =>
    fetch(`${site.url}${path}`, { method: "POST", headers: { Cookie: site.people[who].cookie, Origin: site.url }, body, redirect: "manual" });

  // The restaurant's data, entered through the site as its people do.
  beforeAll(async () => {
    backupDir = mkdtempSync(join(tmpdir(), "patates-drill-"));
    site = await startTestSite(engine, {
      people: { admin: { role: "admin", email: "owner@drill.test" }, staff: { role: "staff", email: "cook@drill.test" } },
    });
    const { db } = site;

    // The menu: two built-in items gone, then Data Management's populate brings them back.
    await write(db, null, async (w) => {
      for (const id of ["breakfast--menemen", "breakfast--sucuklu-yumurta"]) {
        const row = await w.trx.selectFrom("menu_items").select("version").where("id", "=", id).executeTakeFirstOrThrow();
        await w.remove("menu_items", id, row.version);
      }
    });
    expect((await post("/admin/data", "admin", new URLSearchParams({ intent: "populate" }))).status).toBe(302);
    await vi.waitFor(
      async () => {
        const job = await db.selectFrom("populate_jobs").select(["stage"]).executeTakeFirstOrThrow();
        expect(job.stage).toBe("completed");
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(await db.selectFrom("menu_items").select("id").where("id", "=", "breakfast--menemen").executeTakeFirst()).toBeDefined();
    // A photographed item: its WebP variants live in the database.
    const photo = new FormData();
    for (const [name, value] of Object.entries({ intent: "createItem", categoryId: "breakfast", nameTr: "Fotoğraflı Rösti", nameEn: "Pictured Rösti", price: "410" })) photo.set(name, value);
    photo.set("image", new Blob([new Uint8Array(await jpegFile(900, 600))], { type: "image/jpeg" }), "rosti.jpg");
    expect((await post("/admin/menu?new=item&in=breakfast", "admin", photo)).status).toBe(302);
    expect(Number((await db.selectFrom("menu_item_images").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n)).toBeGreaterThan(0);

    // Inventory, a recipe of it, and a shopping list.
    for (const [name, vendor] of [["Patates", "Hal"], ["Tereyağı", "Süt Evi"], ["Tuz", "Metro"]] as const) {
      expect((await post("/inventory-manager", "staff", new URLSearchParams({ intent: "create", name, unit: "kg", price: "12,50", vendor, category: "food" }))).status).toBe(302);
    }
    const potato = await db.selectFrom("inventory_items").select("id").where("name", "=", "Patates").executeTakeFirstOrThrow();
    const butter = await db.selectFrom("inventory_items").select("id").where("name", "=", "Tereyağı").executeTakeFirstOrThrow();
    const recipe = new URLSearchParams({ intent: "create", name: "Püre", category: "side" });
    recipe.set("ingredients[0].type", "inventory");
    recipe.set("ingredients[0].inventoryItemId", potato.id);
    recipe.set("ingredients[0].quantity", "0,4");
    recipe.set("ingredients[0].unit", "kg");
    recipe.set("ingredients[1].type", "inventory");
    recipe.set("ingredients[1].inventoryItemId", butter.id);
    recipe.set("ingredients[1].quantity", "30");
    recipe.set("ingredients[1].unit", "g");
    expect((await post("/recipe-manager", "staff", recipe)).status).toBe(302);
    const list = new URLSearchParams({ intent: "create", vendor: "Hal", "items[0].inventoryItemId": potato.id, "items[0].quantity": "25" });
    expect((await post("/shopping-lists", "staff", list)).status).toBe(302);
  }, 60_000);

  afterAll(async () => {
    await site?.close();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it("restores every table as it was at the moment of a backup taken while writes went on, and the site serves the same menu", async () => {
    const { server, db } = site;

    // The backup, while a cook adds an item after another. After each write the test hashes every
    // table: the backup must be one of those states, taken between two writes.
    const states = [await tableHashes(db)];
    let written = 0;
    const writeOne = async () => {
      const response = await post("/inventory-manager", "staff", new URLSearchParams({ intent: "create", name: `Drill ${written}`, unit: "kg", price: "1", vendor: "Metro", category: "food" }));
      expect(response.status).toBe(302);
      written += 1;
      states.push(await tableHashes(db));
    };
    for (let i = 0; i < WRITES_AROUND; i++) await writeOne();
    let backupEnded = false;
    const backup = runCommand("backup", [], { DATABASE_URL: site.database.url, BACKUP_DIR: backupDir }).finally(() => (backupEnded = true));
    while (!backupEnded) await writeOne();
    const writesBefore = written;
    for (let i = 0; i < WRITES_AROUND; i++) await writeOne();
    const backedUp = await backup;
    expect(backedUp.stderr).toBe("");
    expect(backedUp.code).toBe(0);
    const [file] = backupFiles(backupDir);
    expect(readdirSync(backupDir).sort()).toEqual([file, `${file}.sha256`]);
    expect(file).toMatch(engine === "sqlite" ? /^patates-backup-.*\.sqlite3$/ : /^patates-backup-.*\.pgdump$/);
    expect(backedUp.stdout).toContain(`to ${join(backupDir, file!)}`);
    expect(backedUp.stdout).toMatch(/Size: [\d.]+ kB \(\d+ bytes\)/);
    expect(backedUp.stdout).toMatch(/^ {2}menu_item_images +\d+$/m);
    // The backup's own record is written after the copy: it is in the live database only.
    expect(await db.selectFrom("backup_runs").select(["outcome", "made_by"]).execute()).toEqual([{ outcome: "succeeded", made_by: "command" }]);
    const menus = { en: await guestPage(server.url, "/menu?lang=en"), tr: await guestPage(server.url, "/menu?lang=tr") };

    // Destroyed: the server stopped, the data gone.
    await server.stop();
    if (engine === "sqlite") {
      await db.destroy();
      const { path } = site.database.target as { path: string };
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
    } else {
      await sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public`.execute(db);
      // Closed too: a restore refuses a database other connections are open to.
      await db.destroy();
    }

    const restored = await runCommand("restore", [join(backupDir, file!)], { DATABASE_URL: site.database.url });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored ${join(backupDir, file!)} into`);
    expect(restored.stdout).toContain(`Its SHA-256 is the one written beside it when it was made (${file}.sha256).`);
    expect(restored.stdout).toMatch(/^ {2}inventory_items +\d+$/m);

    const restoredDb = openDatabase(site.database.target);
    onTestFinished(() => restoredDb.destroy());
    const restoredHashes = await tableHashes(restoredDb);
    const moment = states.findIndex((state) => JSON.stringify(withoutBackupRuns(state)) === JSON.stringify(withoutBackupRuns(restoredHashes)));
    expect(moment, "the restored tables are those of a moment between two writes").toBeGreaterThanOrEqual(WRITES_AROUND);
    expect(moment).toBeLessThanOrEqual(writesBefore);
    expect(restoredHashes.backup_runs).toBe(states[0]!.backup_runs);

    // A server on the restored database starts cleanly (nothing to migrate or load) and serves the same menu.
    const again = await startServer({ DATABASE_URL: site.database.url });
    onTestFinished(() => again.stop());
    expect(again.output()).not.toContain("Loaded the built-in menu");
    expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
    expect(await guestPage(again.url, "/menu?lang=en")).toBe(menus.en);
    expect(await guestPage(again.url, "/menu?lang=tr")).toBe(menus.tr);
  });
});
