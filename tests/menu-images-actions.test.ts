import { createHash } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { write } from "../app/db/write.server";
import { PUBLIC_CONTENT_VERSION } from "../app/db/public-content.server";
import { startServer, type RunningServer } from "./support/start-server";
import { jpegFile, oversizedFile, pngBomb, pngFile, SVG_FILE, TEXT_FILE, webpFile } from "./support/test-images";
import { testEngines, type Engine } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * Menu item images through the real server, on both engines: an upload in the item form becomes
 * WebP variants in the database, served at content-hashed addresses that caches keep for a year,
 * and shown to guests at once; every refused file is a 4xx with its message next to the image field
 * and stores nothing; replacing or deleting drops the old variants in the same transaction.
 */

interface Upload {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** The item form as the browser sends it: multipart, with the image file (or an empty file input). */
function itemForm(fields: Record<string, string>, upload?: Upload): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // An empty file input still sends a part: no name, no bytes.
  form.append("image", upload ? new File([new Uint8Array(upload.bytes)], upload.name, { type: upload.type }) : new File([], ""));
  return form;
}

const jpeg = async (width = 1600, height = 1200): Promise<Upload> => ({ bytes: await jpegFile(width, height), name: "kumpir.jpg", type: "image/jpeg" });

describe.each(testEngines())("menu item images over HTTP on %s", (engine) => {
  let site: TestSite<"admin">;
  let server: RunningServer;
  let db: AppDatabase;
  let admin = "";

  beforeAll(async () => {
    site = await startTestSite(engine, { people: { admin: { role: "admin", email: "chef@menu-images.test" } } });
    ({ server, db } = site);
    admin = site.people.admin.cookie;
    await write(db, null, (w) => w.create("menu_categories", { id: "photos", name_tr: "Fotoğraflı", name_en: "Photographed", position: 0, is_active: 1 }));
  }, 60_000);

  afterAll(() => site?.close());

  function post(form: FormData | URLSearchParams, path = "/admin/menu?new=item&in=photos", language = "en") {
    return fetch(`${server.url}${path}`, { method: "POST", headers: { Cookie: admin, Origin: server.url, "Accept-Language": language }, body: form, redirect: "manual" });
  }

  const variantsOf = (itemId: string) =>
    db.selectFrom("menu_item_images").select(["hash", "width", "height", "content_type", "bytes"]).where("item_id", "=", itemId).orderBy("width").execute();
  const itemNamed = (nameEn: string) => db.selectFrom("menu_items").selectAll().where("name_en", "=", nameEn).executeTakeFirst();
  const guestPage = async (path: string) => (await fetch(`${server.url}${path}`, { headers: { "Accept-Language": "en" } })).text();

  async function snapshot() {
    const items = await db.selectFrom("menu_items").selectAll().orderBy("id").execute();
    const images = await db.selectFrom("menu_item_images").select(["item_id", "hash", "width"]).orderBy("item_id").orderBy("hash").execute();
    const audit = await db.selectFrom("audit_log").select("id").execute();
    const publicVersion = await db.selectFrom("site_settings").select("value").where("key", "=", PUBLIC_CONTENT_VERSION).executeTakeFirst();
    return { items, images, auditCount: audit.length, publicVersion: publicVersion?.value ?? null };
  }

  it("store a new item's photo as three WebP variants, serve each by its hash for a year, and show it to guests at their next request", async () => {
    // A guest's visit first, so the page cache holds the menu from before the upload.
    expect(await guestPage("/menu")).not.toContain("/menu-images/");
    const fields = { intent: "createItem", categoryId: "photos", nameTr: "Fotoğraflı Kumpir", nameEn: "Pictured Kumpir", price: "12,50" };
    const created = await post(itemForm(fields, await jpeg()));
    const item = await itemNamed("Pictured Kumpir");
    if (!item) throw new Error("the item was not created");
    expect([created.status, created.headers.get("location")]).toEqual([302, `/admin/menu?savedItem=${encodeURIComponent(item.id)}`]);
    const variants = await variantsOf(item.id);
    expect(variants.map((variant) => [variant.width, variant.height, variant.content_type])).toEqual([
      [200, 150, "image/webp"],
      [400, 300, "image/webp"],
      [800, 600, "image/webp"],
    ]);
    for (const variant of variants) {
      expect(variant.hash).toBe(createHash("sha256").update(variant.bytes).digest("hex"));
      const served = await fetch(`${server.url}/menu-images/${variant.hash}.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("content-length")).toBe(String(variant.bytes.length));
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(variant.bytes))).toBe(true);
    }

    // The audit entry names the variants by hash; it never holds their bytes.
    const audit = await db.selectFrom("audit_log").select(["new_value"]).where("entity_id", "=", item.id).where("action", "=", "create").executeTakeFirstOrThrow();
    const recorded = JSON.parse(audit.new_value ?? "{}") as { image?: { hash: string; width: number; height: number }[] };
    expect(recorded.image).toEqual(variants.map(({ hash, width, height }) => ({ hash, width, height })));
    expect(audit.new_value!.length).toBeLessThan(2_000);

    // The menu's data and the item page name every variant with its width; the page gives the size.
    const srcset = variants.map((variant) => `/menu-images/${variant.hash}.webp ${variant.width}w`).join(", ");
    const menu = await guestPage("/menu");
    for (const variant of variants) expect(menu).toContain(variant.hash);
    const page = await guestPage("/menu/pictured-kumpir");
    const image = /<img[^>]*srcSet="([^"]*)"[^>]*>/i.exec(page);
    expect(image?.[1]).toBe(srcset);
    expect(image?.[0]).toMatch(/width="800"/);
    expect(image?.[0]).toMatch(/height="600"/);
    expect(image?.[0]).toMatch(/sizes="[^"]+"/);
  }, 60_000);

  it("answer an unknown or malformed image address with 404 'Object does not exist', and send no session cookie with an image", async () => {
    const unknown = await fetch(`${server.url}/menu-images/${"0".repeat(64)}.webp`, { headers: { "Accept-Language": "en" } });
    expect([unknown.status, await unknown.text(), unknown.headers.get("cache-control")]).toEqual([404, "Object does not exist", "no-store"]);
    const turkish = await fetch(`${server.url}/menu-images/${"0".repeat(64)}.webp`, { headers: { "Accept-Language": "tr" } });
    expect([turkish.status, await turkish.text()]).toEqual([404, "Nesne mevcut değil"]);
    for (const path of ["/menu-images/abc.webp", `/menu-images/${"0".repeat(64)}.png`, "/menu-images/..%2f..%2fetc%2fpasswd"]) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
    // A cookie that opens no session would be cleared on a page; an image (kept by shared caches) carries none.
    const [variant] = await db.selectFrom("menu_item_images").select("hash").limit(1).execute();
    const withCookie = await fetch(`${server.url}/menu-images/${variant!.hash}.webp`, { headers: { Cookie: "session=not-a-session" } });
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers.getSetCookie()).toEqual([]);
  });

  it("refuse a text file named .jpg, an SVG, a PNG bomb, a damaged JPEG and a file over 10 MB with a 4xx and the message next to the image field, storing nothing", async () => {
    const jpegBytes = await jpegFile(800, 600);
    const refused: [string, Upload, number, string][] = [
      ["a text file named .jpg", { bytes: TEXT_FILE, name: "kumpir.jpg", type: "image/jpeg" }, 415, "This file is not a JPEG, PNG or WebP image."],
      ["an SVG", { bytes: SVG_FILE, name: "kumpir.svg", type: "image/svg+xml" }, 415, "This file is not a JPEG, PNG or WebP image."],
      ["a PNG claiming 30000 × 30000 pixels", { bytes: pngBomb(30_000, 30_000), name: "kumpir.png", type: "image/png" }, 413, "The image has too many pixels: at most 50 megapixels."],
      ["a JPEG cut off halfway", { bytes: jpegBytes.subarray(0, jpegBytes.length / 2), name: "kumpir.jpg", type: "image/jpeg" }, 400, "The image could not be read: the file may be damaged."],
      // Just over the limit: the body still fits the action's allowance, and the form's schema (the
      // browser's own check, run again in the action) refuses the field.
      ["a file of 10 MB and one byte", { bytes: await oversizedFile(10 * 1024 * 1024 + 1), name: "kumpir.jpg", type: "image/jpeg" }, 400, "The image is too large: at most 10 MB."],
    ];
    const before = await snapshot();
    for (const [what, upload, status, message] of refused) {
      const response = await post(itemForm({ intent: "createItem", categoryId: "photos", nameTr: "Reddedilen", nameEn: "Refused", price: "5" }, upload));
      const html = await response.text();
      expect(response.status, what).toBe(status);
      // Beside the file input: the field's own error element, which the input names in aria-describedby.
      expect(html, what).toContain(`<p class="field-error" id="menu-item-new-image-error">${message.replace(/'/g, "&#x27;")}</p>`);
      expect(await snapshot(), what).toEqual(before);
    }
    // In Turkish too.
    const turkish = await post(itemForm({ intent: "createItem", categoryId: "photos", nameTr: "Reddedilen", nameEn: "Refused", price: "5" }, refused[0]![1]), undefined, "tr");
    expect(turkish.status).toBe(415);
    expect(await turkish.text()).toContain('id="menu-item-new-image-error">Bu dosya bir JPEG, PNG ya da WebP görseli değil.</p>');

    // 20 MB: refused by its size before the action reads it, with the same words.
    const huge = await post(itemForm({ intent: "createItem", categoryId: "photos", nameTr: "Dev", nameEn: "Huge", price: "5" }, { bytes: await oversizedFile(20 * 1024 * 1024), name: "huge.jpg", type: "image/jpeg" }));
    expect([huge.status, await huge.text()]).toEqual([413, "The image is too large: at most 10 MB."]);
    // A good photo on a form that is refused for another reason stores nothing either.
    const unnamed = await post(itemForm({ intent: "createItem", categoryId: "photos", nameTr: "", nameEn: "", price: "5" }, await jpeg(400, 300)));
    expect(unnamed.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it("keep the image on an edit without a file, replace it (old variants gone) with one, remove it on request, and refuse a stale edit with its file whole", async () => {
    const created = await post(itemForm({ intent: "createItem", categoryId: "photos", nameTr: "Değişen", nameEn: "Changing", price: "7" }, await jpeg(1200, 900)));
    expect(created.status).toBe(302);
    const item = (await itemNamed("Changing"))!;
    const first = await variantsOf(item.id);
    expect(first).toHaveLength(3);
    const edit = (version: number, extra: Record<string, string> = {}) => ({
      intent: "updateItem", id: item.id, version: String(version), categoryId: "photos", nameTr: "Değişen", nameEn: "Changing", price: "8", ...extra,
    });

    // No file: the image stays.
    expect((await post(itemForm(edit(item.version)), `/admin/menu?item=${item.id}`)).status).toBe(302);
    expect((await variantsOf(item.id)).map((variant) => variant.hash)).toEqual(first.map((variant) => variant.hash));

    // A new file: the new variants replace the old ones, in the same write as the edit.
    expect((await post(itemForm(edit(item.version + 1), { bytes: await pngFile(600, 300), name: "new.png", type: "image/png" }), `/admin/menu?item=${item.id}`)).status).toBe(302);
    const second = await variantsOf(item.id);
    expect(second.map((variant) => [variant.width, variant.height])).toEqual([[200, 100], [400, 200], [600, 300]]);
    expect(second.some((variant) => first.some((old) => old.hash === variant.hash))).toBe(false);
    expect(await db.selectFrom("menu_item_images").select("hash").where("hash", "in", first.map((variant) => variant.hash)).execute()).toEqual([]);
    const oldAddress = await fetch(`${server.url}/menu-images/${first[0]!.hash}.webp`);
    expect(oldAddress.status).toBe(404);
    const update = await db.selectFrom("audit_log").select(["old_value", "new_value"]).where("entity_id", "=", item.id).where("action", "=", "update").orderBy("at", "desc").orderBy("id").execute();
    expect(update.some((entry) => entry.old_value?.includes(first[0]!.hash) && entry.new_value?.includes(second[0]!.hash))).toBe(true);

    // A stale version with a new file: 409, and neither the item nor its image changes.
    const before = await snapshot();
    const stale = await post(itemForm(edit(item.version + 1, { nameEn: "Stale" }), await jpeg(800, 600)), `/admin/menu?item=${item.id}`);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("This was changed by someone else meanwhile.");
    expect(await snapshot()).toEqual(before);

    // Remove: the variants go, the item stays.
    expect((await post(itemForm(edit(item.version + 2, { removeImage: "on" })), `/admin/menu?item=${item.id}`)).status).toBe(302);
    expect(await variantsOf(item.id)).toEqual([]);
    expect(await itemNamed("Changing")).toMatchObject({ version: item.version + 3 });
  }, 60_000);

  it("delete an item's variants with the item: alone, in a bulk delete, and with its category", async () => {
    await write(db, null, (w) => w.create("menu_categories", { id: "doomed-photos", name_tr: "Gidecek", name_en: "Doomed", position: 5, is_active: 1 }));
    const make = async (nameEn: string, categoryId: string) => {
      const response = await post(itemForm({ intent: "createItem", categoryId, nameTr: nameEn, nameEn, price: "3" }, { bytes: await webpFile(500, 500), name: "x.webp", type: "image/webp" }));
      expect(response.status).toBe(302);
      const item = (await itemNamed(nameEn))!;
      expect(await variantsOf(item.id)).toHaveLength(3);
      return item;
    };
    const alone = await make("Alone", "photos");
    const bulkA = await make("Bulk A", "photos");
    const bulkB = await make("Bulk B", "photos");
    const inCategory = await make("In Category", "doomed-photos");
    const form = (fields: Record<string, string | string[]>) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) params.append(name, one);
      return params;
    };

    expect((await post(form({ intent: "deleteItem", id: alone.id, version: String(alone.version) }), "/admin/menu")).status).toBe(302);
    expect(await variantsOf(alone.id)).toEqual([]);
    expect((await post(form({ intent: "bulk", action: "delete", selected: [`${bulkA.id}:${bulkA.version}`, `${bulkB.id}:${bulkB.version}`] }), "/admin/menu")).status).toBe(302);
    expect([...(await variantsOf(bulkA.id)), ...(await variantsOf(bulkB.id))]).toEqual([]);
    const category = await db.selectFrom("menu_categories").select("version").where("id", "=", "doomed-photos").executeTakeFirstOrThrow();
    expect((await post(form({ intent: "deleteCategory", id: "doomed-photos", version: String(category.version) }), "/admin/menu")).status).toBe(302);
    expect(await variantsOf(inCategory.id)).toEqual([]);
    // The audit entries of the deletes name the variants that went.
    const deletes = await db.selectFrom("audit_log").select("old_value").where("action", "=", "delete").where("entity_id", "in", [alone.id, bulkA.id, inCategory.id]).execute();
    expect(deletes).toHaveLength(3);
    for (const entry of deletes) expect(JSON.parse(entry.old_value ?? "{}")).toMatchObject({ image: [{ width: 200 }, { width: 400 }, { width: 500 }] });
  }, 60_000);

  it("refuse an upload from staff and from a guest before looking at the file, storing nothing", async () => {
    const { cookie: staff } = await site.addPerson({ role: "staff", email: "cook@menu-images.test" });
    const before = await snapshot();
    for (const [cookie, location] of [[staff, "/unauthorized?reason=admin"], ["", "/login"]] as const) {
      const form = itemForm({ intent: "createItem", categoryId: "photos", nameTr: "Yetkisiz", nameEn: "Unauthorised", price: "4" }, await jpeg(400, 300));
      const response = await fetch(`${server.url}/admin/menu`, { method: "POST", headers: { Cookie: cookie, Origin: server.url }, body: form, redirect: "manual" });
      expect([response.status, response.headers.get("location")]).toEqual([302, location]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("never answer 500 to any file, and store nothing for a refused one", async () => {
    const { id, version } = (await itemNamed("Pictured Kumpir"))!;
    const current = { id, version };
    const magic = {
      none: new Uint8Array(),
      jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
      png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      webp: new Uint8Array([...Buffer.from("RIFF"), 0x24, 0, 0, 0, ...Buffer.from("WEBPVP8 ")]),
      gif: new Uint8Array([...Buffer.from("GIF89a")]),
    };
    const upload = fc.record({
      start: fc.constantFrom(...(Object.keys(magic) as (keyof typeof magic)[])),
      rest: fc.uint8Array({ maxLength: 3000 }),
      name: fc.constantFrom("a.jpg", "a.png", "a.webp", "a.svg", "", "a"),
      type: fc.constantFrom("image/jpeg", "image/png", "text/plain", ""),
    });
    await fc.assert(
      fc.asyncProperty(upload, fc.boolean(), fc.constantFrom("on", "", "yes"), async ({ start, rest, name, type }, update, removeImage) => {
        const bytes = new Uint8Array([...magic[start], ...rest]);
        const fields: Record<string, string> = update
          ? { intent: "updateItem", id: current.id, version: String(current.version), categoryId: "photos", nameTr: "Fotoğraflı Kumpir", nameEn: "Pictured Kumpir", price: "12,50" }
          : { intent: "createItem", categoryId: "photos", nameTr: "Rastgele", nameEn: "Random", price: "1" };
        if (removeImage) fields.removeImage = removeImage;
        const before = await snapshot();
        const response = await post(itemForm(fields, { bytes, name: name || "file", type }));
        await response.arrayBuffer();
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) expect(await snapshot()).toEqual(before);
        else current.version = (await itemNamed("Pictured Kumpir"))?.version ?? current.version;
        if (!update) await db.deleteFrom("menu_items").where("name_en", "=", "Random").execute();
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});

/** The engines on which two app instances share one database: PostgreSQL, when this run has one. */
const SHARED_ENGINES: Engine[] = testEngines().filter((engine) => engine === "postgres");

describe.each(SHARED_ENGINES)("two app instances on one %s database", (engine) => {
  let site: TestSite<"admin">;
  let db: AppDatabase;
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    site = await startTestSite(engine, { people: { admin: { role: "admin", email: "chef@two-instances.test" } } });
    ({ server: first, db } = site);
    second = await startServer({ DATABASE_URL: site.database.url });
  }, 90_000);

  afterAll(async () => {
    await second?.stop();
    await site?.close();
  });

  it("serve from one instance an image uploaded through the other", async () => {
    const admin = site.people.admin.cookie;
    await write(db, null, (w) => w.create("menu_categories", { id: "shared", name_tr: "Ortak", name_en: "Shared", position: 0, is_active: 1 }));
    const upload = await jpeg(900, 600);
    const form = itemForm({ intent: "createItem", categoryId: "shared", nameTr: "Ortak Kumpir", nameEn: "Shared Kumpir", price: "10" }, upload);
    const created = await fetch(`${first.url}/admin/menu`, { method: "POST", headers: { Cookie: admin, Origin: first.url }, body: form, redirect: "manual" });
    expect(created.status).toBe(302);

    const item = await db.selectFrom("menu_items").select("id").where("name_en", "=", "Shared Kumpir").executeTakeFirstOrThrow();
    const variants = await db.selectFrom("menu_item_images").select(["hash", "bytes"]).where("item_id", "=", item.id).orderBy("width").execute();
    expect(variants).toHaveLength(3);
    for (const variant of variants) {
      const served = await fetch(`${second.url}/menu-images/${variant.hash}.webp`);
      expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/webp"]);
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(variant.bytes))).toBe(true);
    }
    // The other instance's guests see it on the item page too.
    const page = await (await fetch(`${second.url}/menu/shared-kumpir`, { headers: { "Accept-Language": "en" } })).text();
    expect(page).toContain(`/menu-images/${variants[0]!.hash}.webp 200w`);
  }, 60_000);
});
