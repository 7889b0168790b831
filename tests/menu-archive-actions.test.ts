import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCK_KEYS } from "../app/db/locks.server";
import { write } from "../app/db/write.server";
import type { MenuArchive } from "../app/features/data-management/menu-archive";
import { getSiteSettingsForEditing, saveSiteSettings } from "../app/features/site/site-settings.server";
import { restaurantDay } from "../app/lib/dates";
import { allInTurn } from "./support/overlapping-writes";
import { jpegFile } from "./support/test-images";
import { testEngines } from "./support/test-databases";
import { startTestSite } from "./support/test-site";

/**
 * The menu archive over HTTP: an export imported into a fresh database gives the same public menu,
 * photos included; a bad file names the field and changes nothing; merge keeps the rest of the
 * menu, replace does not; only admins; no body is a 500.
 */
describe.each(testEngines())("the menu archive on %s", (engine) => {
  const sites: Awaited<ReturnType<typeof startArchiveSite>>[] = [];
  const [source, target] = [0, 1];

  /** A site with its admin's and a cook's cookies by name. */
  async function startArchiveSite() {
    const started = await startTestSite(engine, {
      people: { admin: { role: "admin", email: "chef@archive.test" }, staff: { role: "staff", email: "cook@archive.test" } },
    });
    return { ...started, admin: started.people.admin.cookie, staff: started.people.staff.cookie };
  }

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) sites.push(await startArchiveSite());
  }, 90_000);

  afterAll(async () => {
    for (const site of sites) await site.close();
  });

  const site = (index: number) => sites[index]!;

  async function exportArchive(index: number): Promise<MenuArchive> {
    const response = await fetch(`${site(index).server.url}/admin/data/export.json`, { headers: { Cookie: site(index).admin } });
    expect(response.status).toBe(200);
    const archive = (await response.json()) as MenuArchive;
    // Named by the restaurant's day of the export, as Istanbul counts days.
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="patates-menu-${restaurantDay(new Date(archive.exportedAt))}.json"`);
    return archive;
  }

  function importArchive(index: number, file: string, mode: string, cookie = site(index).admin) {
    const form = new FormData();
    form.append("file", new File([file], "menu.json", { type: "application/json" }));
    form.append("mode", mode);
    return fetch(`${site(index).server.url}/admin/data/import`, { method: "POST", body: form, headers: { Cookie: cookie, Origin: site(index).server.url }, redirect: "manual" });
  }

  /** A guest's /menu, without the per-response nonce, and with the server's own address (each site has its port) as ORIGIN. */
  async function guestMenu(index: number, language: "tr" | "en"): Promise<string> {
    const { url } = site(index).server;
    const html = await (await fetch(`${url}/menu?lang=${language}`)).text();
    return html.replace(/ nonce="[^"]*"/g, "").replaceAll(url, "ORIGIN");
  }

  async function snapshot(index: number) {
    const { db } = site(index);
    return {
      categories: await db.selectFrom("menu_categories").selectAll().orderBy("id").execute(),
      items: await db.selectFrom("menu_items").selectAll().orderBy("id").execute(),
      images: await db.selectFrom("menu_item_images").select(["item_id", "hash"]).orderBy("item_id").orderBy("hash").execute(),
      settings: await db.selectFrom("site_settings").selectAll().orderBy("key").execute(),
      audit: (await db.selectFrom("audit_log").select("id").execute()).length,
    };
  }

  it("exported and imported into a fresh database, gives the same /menu, byte for byte apart from the nonce, photos included", async () => {
    const { server, db, admin } = site(source);
    await write(db, null, (w) => w.create("menu_categories", { id: "archived", name_tr: "Arşivli", name_en: "Archived", position: 40, is_active: 1 }));
    const form = new FormData();
    for (const [name, value] of Object.entries({ intent: "createItem", categoryId: "archived", nameTr: "Fotoğraflı Kumpir", nameEn: "Photo Kumpir", price: "310" })) form.append(name, value);
    form.append("image", new File([new Uint8Array(await jpegFile(1200, 900))], "kumpir.jpg", { type: "image/jpeg" }));
    const created = await fetch(`${server.url}/admin/menu?new=item&in=archived`, { method: "POST", body: form, headers: { Cookie: admin, Origin: server.url }, redirect: "manual" });
    expect(created.status).toBe(302);
    const { settings, version } = await getSiteSettingsForEditing(db);
    await saveSiteSettings(db, (await db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id, { version, settings: { ...settings, whatsappNumber: "+905559876543" } });

    const archive = await exportArchive(source);
    expect(archive.items.find((item) => item.nameEn === "Photo Kumpir")?.image).toHaveLength(3);
    const imported = await importArchive(target, JSON.stringify(archive), "replace");
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({ ok: true });

    for (const language of ["tr", "en"] as const) expect(await guestMenu(target, language)).toBe(await guestMenu(source, language));
    // The item's page draws its photo (the list draws only the rows near the screen).
    const itemPage = await (await fetch(`${site(target).server.url}/menu/photo-kumpir?lang=en`)).text();
    const photo = /\/menu-images\/[0-9a-f]{64}\.webp/.exec(itemPage)![0];
    const [fromSource, fromTarget] = await Promise.all([source, target].map(async (index) => Buffer.from(await (await fetch(`${site(index).server.url}${photo}`)).arrayBuffer())));
    expect(fromTarget!.length).toBeGreaterThan(0);
    expect(fromTarget!.equals(fromSource!)).toBe(true);
    expect((await getSiteSettingsForEditing(site(target).db)).settings.whatsappNumber).toBe("+905559876543");

    // The same file again writes nothing: every row already holds its values.
    const before = await snapshot(target);
    const again = await importArchive(target, JSON.stringify(archive), "merge");
    expect(await again.json()).toEqual({ ok: true, categories: 0, items: 0, images: 0, deletedCategories: 0, deletedItems: 0 });
    expect(await snapshot(target)).toEqual(before);
  });

  it("refuses a file with one bad field, naming where it is, and changes nothing", async () => {
    const archive = await exportArchive(source);
    const bad = structuredClone(archive) as unknown as { items: Record<string, unknown>[] };
    bad.items[3]!.priceKurus = "12,50";
    const before = await snapshot(target);
    const response = await importArchive(target, JSON.stringify(bad), "replace");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, problems: [{ path: "items[3].priceKurus", message: "archive.invalidValue" }] });
    const image = structuredClone(archive);
    const photographed = image.items.findIndex((item) => item.image);
    image.items[photographed]!.image![0]!.data = Buffer.from("RIFF not really a webp").toString("base64");
    const badImage = await importArchive(target, JSON.stringify(image), "merge");
    expect(await badImage.json()).toEqual({ ok: false, problems: [{ path: `items[${photographed}].image[0].data`, message: "archive.badImage" }] });
    expect((await importArchive(target, "not json", "merge")).status).toBe(400);
    expect((await importArchive(target, JSON.stringify(archive), "sometimes")).status).toBe(400);
    expect(await snapshot(target)).toEqual(before);
  });

  it("merges by id, keeping the rest of the menu; replaces, deleting it", async () => {
    const archive = await exportArchive(source);
    const { db } = site(target);
    await write(db, null, async (w) => {
      await w.create("menu_categories", { id: "local-only", name_tr: "Yerel", name_en: "Local", position: 50, is_active: 1 });
      await w.create("menu_items", {
        category_id: "local-only", name_tr: "Yerel Kumpir", name_en: "Local Kumpir", secondary_tr: null, secondary_en: null, description_tr: null, description_en: null,
        price_kurus: 100, position: 0, is_active: 1,
      });
    });
    const changed = structuredClone(archive);
    changed.items[0] = { ...changed.items[0]!, priceKurus: changed.items[0]!.priceKurus + 100 };
    const auditBefore = await db.selectFrom("audit_log").select("id").execute();
    expect(await (await importArchive(target, JSON.stringify(changed), "merge")).json()).toEqual({ ok: true, categories: 0, items: 1, images: 0, deletedCategories: 0, deletedItems: 0 });
    // The import is one entry in the audit log, with its counts, not one per row it wrote.
    const added = (await db.selectFrom("audit_log").select(["id", "entity", "new_value"]).execute()).filter((entry) => !auditBefore.some((earlier) => earlier.id === entry.id));
    expect(added.map((entry) => [entry.entity, JSON.parse(entry.new_value!)])).toEqual([["menu_archive_import", { categories: 0, items: 1, images: 0, deletedCategories: 0, deletedItems: 0 }]]);
    expect(await db.selectFrom("menu_items").select("price_kurus").where("id", "=", changed.items[0]!.id).executeTakeFirst()).toEqual({ price_kurus: changed.items[0]!.priceKurus });
    expect(await db.selectFrom("menu_items").select("name_en").where("category_id", "=", "local-only").execute()).toEqual([{ name_en: "Local Kumpir" }]);

    // What it deleted is told apart from what it wrote: the local category and its dish, and the price put back.
    expect(await (await importArchive(target, JSON.stringify(archive), "replace")).json()).toEqual({ ok: true, categories: 0, items: 1, images: 0, deletedCategories: 1, deletedItems: 1 });
    expect(await db.selectFrom("menu_categories").select("id").where("id", "=", "local-only").execute()).toEqual([]);
    for (const language of ["tr", "en"] as const) expect(await guestMenu(target, language)).toBe(await guestMenu(source, language));
  });

  it("carries each dish's allergen and diet statements, their reason and its food-cost target, and each category's VAT and target; a version 1 file leaves them", async () => {
    const { db } = site(source);
    await write(db, null, async (w) => {
      await w.create("menu_categories", { id: "declared", name_tr: "Beyanlı", name_en: "Declared", position: 60, is_active: 1, vat_rate_bp: 1_000, food_cost_target_bp: 2_800 });
      await w.create("menu_items", {
        id: "declared--ayran", category_id: "declared", name_tr: "Beyanlı Ayran", name_en: "Declared Ayran", secondary_tr: null, secondary_en: null, description_tr: null, description_en: null,
        price_kurus: 4_000, position: 0, is_active: 1, allergen_milk: "contains", allergen_nuts: "may-contain", allergen_gluten: "free", diet_animal: "yes", diet_meat_or_fish: "no",
        allergen_reason: "Made in our own dairy", food_cost_target_bp: 2_500,
      });
    });
    const columns = ["allergen_milk", "allergen_nuts", "allergen_gluten", "allergen_eggs", "diet_animal", "diet_meat_or_fish", "allergen_reason", "food_cost_target_bp"] as const;
    const declared = (index: number) => site(index).db.selectFrom("menu_items").select(columns).where("id", "=", "declared--ayran").executeTakeFirst();
    const category = (index: number) => site(index).db.selectFrom("menu_categories").select(["vat_rate_bp", "food_cost_target_bp"]).where("id", "=", "declared").executeTakeFirst();

    const archive = await exportArchive(source);
    expect(archive.version).toBe(2);
    expect(await (await importArchive(target, JSON.stringify(archive), "merge")).json()).toMatchObject({ ok: true });
    expect(await declared(target)).toEqual({
      allergen_milk: "contains", allergen_nuts: "may-contain", allergen_gluten: "free", allergen_eggs: "undeclared", diet_animal: "yes", diet_meat_or_fish: "no",
      allergen_reason: "Made in our own dairy", food_cost_target_bp: 2_500,
    });
    expect(await category(target)).toEqual({ vat_rate_bp: 1_000, food_cost_target_bp: 2_800 });
    // Guests are told what the dish contains.
    const itemPage = await (await fetch(`${site(target).server.url}/menu/declared-ayran?lang=en`)).text();
    expect(itemPage.replace(/<[^>]+>/g, "")).toContain("Contains: Süt / Milk");

    // A file written before version 2 has none of them: the dish and category keep their own.
    const older = structuredClone(archive) as unknown as { version: number; categories: Record<string, unknown>[]; items: Record<string, unknown>[] };
    older.version = 1;
    for (const entry of older.categories) for (const key of ["vatRateBp", "foodCostTargetBp"]) delete entry[key];
    for (const entry of older.items) for (const key of ["statements", "allergenReason", "foodCostTargetBp"]) delete entry[key];
    const renamed = older.items.find((entry) => entry.id === "declared--ayran")!;
    renamed.nameEn = "Declared Ayran, renamed";
    expect(await (await importArchive(target, JSON.stringify(older), "merge")).json()).toMatchObject({ ok: true, items: 1 });
    expect(await declared(target)).toMatchObject({ allergen_milk: "contains", allergen_reason: "Made in our own dairy", food_cost_target_bp: 2_500 });
    expect(await category(target)).toEqual({ vat_rate_bp: 1_000, food_cost_target_bp: 2_800 });

    // An image whose variants repeat a width is refused by name, not answered with a 500.
    const repeated = structuredClone(archive);
    const photographed = repeated.items.findIndex((item) => item.image);
    repeated.items[photographed]!.image![1] = repeated.items[photographed]!.image![0]!;
    const refused = await importArchive(target, JSON.stringify(repeated), "merge");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ ok: false, problems: [{ path: `items[${photographed}].image[1]`, message: "archive.duplicateImage" }] });
  });

  it("tells a file that is empty from no file chosen", async () => {
    const before = await snapshot(target);
    expect(await (await importArchive(target, "", "merge")).json()).toEqual({ ok: false, problems: [{ path: "", message: "archive.emptyFile" }] });
    const form = new FormData();
    form.append("file", new File([], "", { type: "application/octet-stream" }));
    form.append("mode", "merge");
    const none = await fetch(`${site(target).server.url}/admin/data/import`, { method: "POST", body: form, headers: { Cookie: site(target).admin, Origin: site(target).server.url } });
    expect(await none.json()).toEqual({ ok: false, problems: [{ path: "", message: "archive.noFile" }] });
    expect(await snapshot(target)).toEqual(before);
  });

  it("is for admins only: staff and guests are sent away, and nothing changes", async () => {
    const archive = JSON.stringify(await exportArchive(source));
    const before = await snapshot(target);
    const asStaff = await importArchive(target, archive, "replace", site(target).staff);
    expect([asStaff.status, asStaff.headers.get("location")]).toEqual([302, "/unauthorized?reason=admin"]);
    const asGuest = await importArchive(target, archive, "replace", "");
    expect([asGuest.status, asGuest.headers.get("location")]).toEqual([302, "/login"]);
    const exportAsStaff = await fetch(`${site(target).server.url}/admin/data/export.json`, { headers: { Cookie: site(target).staff }, redirect: "manual" });
    expect([exportAsStaff.status, exportAsStaff.headers.get("location")]).toEqual([302, "/unauthorized?reason=admin"]);
    expect(await snapshot(target)).toEqual(before);
  });

  it("never answers 500 to any file or mode, and never writes half of one", async () => {
    const archive = await exportArchive(source);
    const paths = ["format", "version", "categories.0.id", "categories.0.position", "items.0.categoryId", "items.1.priceKurus", "items.2.nameTr", "settings.phones", "settings.openingHours", "items.0.image"];
    const value = fc.oneof(fc.constant(null), fc.string({ maxLength: 8 }), fc.integer({ min: -5, max: 5 }), fc.boolean(), fc.constant([]), fc.constant({}));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), value, fc.constantFrom("merge", "replace", "", "x"), fc.boolean(), async (path, replacement, mode, asText) => {
        const file = structuredClone(archive) as unknown as Record<string, unknown>;
        const keys = path.split(".");
        let node = file as Record<string, unknown>;
        for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
        node[keys.at(-1)!] = replacement;
        const before = await snapshot(target);
        const response = await importArchive(target, asText ? JSON.stringify(file).slice(0, 200) : JSON.stringify(file), mode);
        await response.arrayBuffer();
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) expect(await snapshot(target)).toEqual(before);
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it("refuses an import that an admin's edit of one of its categories overtakes with 409 and the reason, never a 500, writing none of it", async () => {
    const archive = await exportArchive(target);
    const category = archive.categories[0]!;
    const file = JSON.stringify({ ...archive, categories: archive.categories.map((each) => (each.id === category.id ? { ...each, nameEn: "From the file" } : each)) });
    const { db, server, admin } = site(target);
    const { version } = await db.selectFrom("menu_categories").select("version").where("id", "=", category.id).executeTakeFirstOrThrow();
    const edit = { intent: "updateCategory", id: category.id, version: String(version), nameTr: category.nameTr, nameEn: "By hand", vatRate: "10", foodCostTarget: "30" };
    // The edit has the row when the import, which read it, comes to update it.
    const [edited, answer] = await allInTurn(db, engine, [
      () => fetch(`${server.url}/admin/menu`, { method: "POST", body: new URLSearchParams(edit), headers: { Cookie: admin, Origin: server.url }, redirect: "manual" }),
      () => importArchive(target, file, "merge"),
    ]);
    expect(edited?.status).toBe(302);
    const nameEn = async () => (await db.selectFrom("menu_categories").select("name_en").where("id", "=", category.id).executeTakeFirstOrThrow()).name_en;
    if (engine === "postgres") {
      expect(answer?.status).toBe(409);
      expect(await answer?.json()).toEqual({ ok: false, problems: [{ path: "", message: "error.stale" }] });
      expect(await nameEn()).toBe("By hand");
    } else {
      // SQLite runs one write at a time: the import comes after the edit, and has the last word.
      expect(answer?.status).toBe(200);
      expect(await nameEn()).toBe("From the file");
    }
  });

  it("imports one file sent twice at the same moment twice over, each after the other, never a 500", async () => {
    const archive = await exportArchive(target);
    archive.categories.push({ ...archive.categories[0]!, id: "race-import", nameTr: "Yarış", nameEn: "Race", position: 77 });
    const file = JSON.stringify(archive);
    const answers = await allInTurn(site(target).db, engine, [() => importArchive(target, file, "merge"), () => importArchive(target, file, "merge")]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await site(target).db.selectFrom("menu_categories").select("name_en").where("id", "=", "race-import").execute()).toEqual([{ name_en: "Race" }]);
  });

  it("a 'replace' import and a dish added at the same moment to a category it deletes take turns, never a deadlock's 500", async () => {
    const archive = await exportArchive(target);
    const { db, server, admin } = site(target);
    // A category the file does not have: the import deletes it.
    await write(db, null, (w) => w.create("menu_categories", { id: "gidecek-kategori", name_tr: "Gidecek", name_en: "Going", position: 90, is_active: 1, vat_rate_bp: 1000, food_cost_target_bp: 3000 }));
    const addDish = () =>
      fetch(`${server.url}/admin/menu`, {
        method: "POST",
        body: new URLSearchParams({ intent: "createItem", categoryId: "gidecek-kategori", nameTr: "Son Kumpir", nameEn: "Last Kumpir", price: "10" }),
        headers: { Cookie: admin, Origin: server.url },
        redirect: "manual",
      });
    // On PostgreSQL the test holds the lock on the menu's places, so the import waits for it first
    // and the dish second, past whatever each takes before it.
    const answers = await allInTurn(db, engine, [() => importArchive(target, JSON.stringify(archive), "replace"), addDish], sql`SELECT pg_advisory_xact_lock(${LOCK_KEYS["menu-places"]}::bigint)`);
    const [imported, added] = answers.map((answer) => answer.status);
    expect(imported).toBe(200);
    // The dish came after the import (its category gone: 404) or before it (added, then deleted with its category).
    expect([302, 404]).toContain(added);
    expect(await db.selectFrom("menu_categories").select("id").where("id", "=", "gidecek-kategori").execute()).toEqual([]);
  });
});
