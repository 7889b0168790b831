import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../../app/db/connection.server";
import { parseDatabaseUrl } from "../../../app/db/database-url";
import { menuSeed } from "../../../app/db/seed/menu-seed-data";
import { seedItemId } from "../../../app/db/seed/menu-seed-rows";
import { write } from "../../../app/db/write.server";
import { populateStageGate, type PopulateStageGate } from "../../support/populate-stage-gate";
import { refuseMenuItemInsert } from "../../support/refused-insert";
import { startServer, type RunningServer } from "../../support/start-server";
import type { TestServerOptions } from "../../support/test-server-entry";
import { expect, expectNoAxeViolations, test } from "../fixtures";
import { signIn } from "../sign-in";

/**
 * Data Management's populate, as an admin, in both languages. Populate writes the menu other specs
 * read, so this spec runs its own server on a database of its own; there it first deletes some
 * built-in items and a whole category, so the run has something to add.
 *
 * The spec's server is started with a populate stage gate (an option only a test's start-up
 * passes): the run waits at each stage until the test, having seen it on the page, opens it. The
 * page shows every stage on its way, even across a reload, however loaded the machine. Production
 * runs them as fast as they go.
 */
const OWNER_EMAIL = "owner@populate.test";
/** The run's stages, in the order of each language's `stages` texts. */
const STAGES = ["extracting", "extracted", "uploading-categories", "categories-uploaded", "uploading-items", "completed"] as const;
const SEED_IDS = menuSeed.flatMap((category) => category.items.map((item) => seedItemId(category.id, item))).sort();

const TEXTS = {
  en: {
    section: "Populate",
    button: "Populate menu",
    progress: "Populate progress",
    stages: ["Extracting menu data...", "Menu data extracted", "Uploading categories...", "Categories uploaded", "Uploading menu items...", "Completed"],
    nothingMissing: "Nothing was missing: the menu already has every item of the built-in list.",
    added: (n: number) => `${n} of ${n} categories and items added`,
    error: "Error",
    batchFailed: (n: number) => `Failed to populate menu data: batch 2 of 2 (items 1–${n}). Nothing of that batch was saved; populate again to add what is missing.`,
  },
  tr: {
    section: "Doldurma",
    button: "Menüyü doldur",
    progress: "Doldurma ilerlemesi",
    stages: ["Menü verileri çıkarılıyor...", "Menü verileri çıkarıldı", "Kategoriler yükleniyor...", "Kategoriler yüklendi", "Menü öğeleri yükleniyor...", "Tamamlandı"],
    nothingMissing: "Eksik bir şey yoktu: menüde yerleşik listenin bütün öğeleri zaten var.",
    added: (n: number) => `${n} kategori ve öğeden ${n} tanesi eklendi`,
    error: "Hata",
    batchFailed: (n: number) =>
      `Menü verileri doldurulamadı: 2 partiden 2. parti (öğeler 1–${n}). O partiden hiçbir şey kaydedilmedi; eksikleri eklemek için yeniden doldurun.`,
  },
} as const;

/** A server of this spec's own, on a fresh database (the first start loads the built-in menu). */
async function startOwnServer(options: TestServerOptions = {}): Promise<{ server: RunningServer; databaseUrl: string; cleanUp: () => Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), "patates-populate-"));
  const databaseUrl = `file:${join(directory, "restaurant.db")}`;
  const server = await startServer({ DATABASE_URL: databaseUrl, ADMIN_EMAILS: OWNER_EMAIL }, options);
  return {
    server,
    databaseUrl,
    cleanUp: async () => {
      await server.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Deletes, through the write path as Menu Management does, the last built-in category with its
 * items and the first item of three others. Returns how many rows a populate then adds.
 */
async function deleteSomeBuiltInRows(databaseUrl: string): Promise<{ categories: number; items: number }> {
  const db = openDatabase(parseDatabaseUrl(databaseUrl));
  try {
    const lastCategory = menuSeed.at(-1)!;
    const firstItems = menuSeed.slice(0, 3).map((category) => seedItemId(category.id, category.items[0]!));
    return await write(db, null, async (w) => {
      const items = await w.trx.selectFrom("menu_items").select(["id", "version"]).where((eb) => eb.or([eb("category_id", "=", lastCategory.id), eb("id", "in", firstItems)])).execute();
      for (const item of items) await w.remove("menu_items", item.id, item.version);
      const category = await w.get("menu_categories", lastCategory.id);
      await w.remove("menu_categories", category.id, category.version);
      return { categories: 1, items: items.length };
    });
  } finally {
    await db.destroy();
  }
}

/** The database refuses to insert the first built-in item, which deleteSomeBuiltInRows deleted. */
async function refuseFirstMissingItem(databaseUrl: string): Promise<void> {
  const db = openDatabase(parseDatabaseUrl(databaseUrl));
  try {
    await refuseMenuItemInsert(db, "sqlite", seedItemId(menuSeed[0]!.id, menuSeed[0]!.items[0]!));
  } finally {
    await db.destroy();
  }
}

async function menuItemIds(databaseUrl: string): Promise<string[]> {
  const db = openDatabase(parseDatabaseUrl(databaseUrl));
  try {
    return (await db.selectFrom("menu_items").select("id").execute()).map((row) => row.id).sort();
  } finally {
    await db.destroy();
  }
}

test.describe("Data Management's populate", () => {
  test.describe.configure({ mode: "default" });
  let own: Awaited<ReturnType<typeof startOwnServer>>;
  let gate: PopulateStageGate;

  test.beforeAll(async () => {
    gate = populateStageGate();
    own = await startOwnServer({ populateStageGate: gate.folder });
  });

  test.afterAll(async () => {
    await own?.cleanUp();
    gate?.remove();
  });

  for (const language of ["en", "tr"] as const) {
    test(`an admin populates in ${language}, watches the stages pass to completed, and populating again adds nothing`, async ({ page }) => {
      const texts = TEXTS[language];
      const deleted = await deleteSomeBuiltInRows(own.databaseUrl);
      expect(deleted.items).toBeGreaterThan(3);
      expect(await menuItemIds(own.databaseUrl)).toHaveLength(SEED_IDS.length - deleted.items);

      await signIn(page, OWNER_EMAIL, "Owner", own.server);
      await page.goto(`${own.server.url}/admin/data?lang=${language}`);
      const section = page.getByRole("region", { name: texts.section });
      const status = section.getByRole("status");
      const progress = section.getByRole("progressbar", { name: texts.progress });
      /** The page shows the stage the run waits at; then the run may go on past it. */
      const seeThenOpen = async (stage: number) => {
        await expect(status).toHaveText(texts.stages[stage]!);
        if (STAGES[stage] !== "completed") gate.open(STAGES[stage]!);
      };

      await section.getByRole("button", { name: texts.button }).click();
      await expect(status).toHaveText(texts.stages[0]);
      await expect(section.getByRole("button", { name: texts.button })).toBeDisabled();
      await seeThenOpen(0);
      await expect(status).toHaveText(texts.stages[1]);
      // A reload while it runs shows where it is, and the page goes on following it.
      await page.reload();
      await expect(status).toHaveText(texts.stages[1]);
      for (let stage = 1; stage < STAGES.length; stage++) await seeThenOpen(stage);
      await expect(progress).toHaveAttribute("value", "100");
      await expect(section).toContainText(texts.added(deleted.categories + deleted.items));
      await expect(section.getByRole("button", { name: texts.button })).toBeEnabled();
      await expectNoAxeViolations(page);
      expect(await menuItemIds(own.databaseUrl)).toEqual(SEED_IDS);

      await section.getByRole("button", { name: texts.button }).click();
      for (let stage = 0; stage < STAGES.length; stage++) await seeThenOpen(stage);
      await expect(section).toContainText(texts.nothingMissing);
      await expect(progress).toHaveAttribute("value", "100");
      // Each built-in item once: nothing was added twice.
      expect(await menuItemIds(own.databaseUrl)).toEqual(SEED_IDS);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("Data Management's populate, when a batch fails", () => {
  test.describe.configure({ mode: "default" });
  let own: Awaited<ReturnType<typeof startOwnServer>>;

  test.beforeAll(async () => {
    own = await startOwnServer();
  });

  test.afterAll(async () => {
    await own?.cleanUp();
  });

  test("shows the error stage and names the batch, in both languages, and none of that batch is saved", async ({ page }) => {
    const deleted = await deleteSomeBuiltInRows(own.databaseUrl);
    const left = await menuItemIds(own.databaseUrl);
    // Batch 2 is the items' first (batch 1 writes the missing category): the database refuses its first row.
    await refuseFirstMissingItem(own.databaseUrl);
    await signIn(page, OWNER_EMAIL, "Owner", own.server);
    await page.goto(`${own.server.url}/admin/data?lang=en`);
    const section = page.getByRole("region", { name: TEXTS.en.section });
    await section.getByRole("button", { name: TEXTS.en.button }).click();
    await expect(section.getByRole("status")).toHaveText(TEXTS.en.error);
    await expect(section.getByRole("alert")).toHaveText(TEXTS.en.batchFailed(deleted.items));
    await expect(section.getByRole("button", { name: TEXTS.en.button })).toBeEnabled();
    await expectNoAxeViolations(page);
    expect(await menuItemIds(own.databaseUrl)).toEqual(left);

    await page.goto(`${own.server.url}/admin/data?lang=tr`);
    const bolum = page.getByRole("region", { name: TEXTS.tr.section });
    await expect(bolum.getByRole("status")).toHaveText(TEXTS.tr.error);
    await expect(bolum.getByRole("alert")).toHaveText(TEXTS.tr.batchFailed(deleted.items));
    await expectNoAxeViolations(page);
  });
});
