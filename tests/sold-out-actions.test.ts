import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { PUBLIC_CONTENT_ENDS, PUBLIC_CONTENT_VERSION } from "../app/db/public-content.server";
import { write } from "../app/db/write.server";
import { serviceDayEnd } from "../app/features/site/service-day";
import { soldOutShown } from "../app/features/sold-out/sold-out";
import { defaultSiteSettings } from "../app/features/site/site-settings";
import { allInTurn } from "./support/overlapping-writes";
import type { RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * Sold out, on the real server and both engines: staff mark a dish from the 'Tonight' list, and the
 * next guest request shows it greyed in its place, in the JSON-LD too, through the page cache; it
 * ends by itself at the service day's end; two cooks at once never lose a change; no body is a 500
 * or half a write; only staff and admins may.
 */
describe.each(testEngines())("sold out on %s", (engine) => {
  let site: TestSite<"cook" | "chef" | "admin" | "pending">;
  let server: RunningServer;
  let db: AppDatabase;
  const KUMPIR = "sold-out--kumpir";
  const TEA = "sold-out--tea";

  beforeAll(async () => {
    site = await startTestSite(engine, {
      people: {
        cook: { role: "staff", email: "cook@sold-out.test" },
        chef: { role: "staff", email: "chef@sold-out.test" },
        admin: { role: "admin", email: "admin@sold-out.test" },
        pending: { role: "pending", email: "pending@sold-out.test", active: false },
      },
    });
    ({ server, db } = site);
    // First on the menu (position -1), so its dishes are among the rows the server draws.
    await write(db, null, async (w) => {
      await w.create("menu_categories", { id: "sold-out", name_tr: "Tükenenler", name_en: "Sold Out Tests", position: -1, is_active: 1 });
      const dish = { category_id: "sold-out", secondary_tr: null, secondary_en: null, description_tr: null, description_en: null, is_active: 1 as const };
      await w.create("menu_items", { ...dish, id: KUMPIR, name_tr: "Tükenen Kumpir", name_en: "Vanishing Kumpir", price_kurus: 25_000, position: 0 });
      await w.create("menu_items", { ...dish, id: TEA, name_tr: "Son Çay", name_en: "Last Tea", price_kurus: 6_000, position: 1 });
    });
  }, 60_000);

  afterAll(() => site?.close());

  type Who = "cook" | "chef" | "admin" | "pending" | null;
  function post(fields: Record<string, string>, who: Who = "cook") {
    const cookie = who ? `${site.people[who].cookie}; lang=en` : "lang=en";
    return fetch(`${server.url}/tonight`, { method: "POST", headers: { Cookie: cookie, Origin: server.url }, body: new URLSearchParams(fields), redirect: "manual" });
  }

  const dish = (id = KUMPIR) => db.selectFrom("menu_items").select(["id", "version", "sold_out", "sold_out_until"]).where("id", "=", id).executeTakeFirstOrThrow();
  /** A tap as the 'Tonight' list sends it: the dish and the sold-out state the list shows it in. */
  const tap = (id: string, shown: string, choice: string, who: Who = "cook") => post({ intent: "sold-out", id, shown, choice }, who);
  const mark = async (choice: string, who: Who = "cook", id = KUMPIR) => tap(id, soldOutShown(await dish(id)), choice, who);
  /** A guest's page: no cookie, so through the page cache. */
  const guest = async (path: string, language: "tr" | "en") => (await fetch(`${server.url}${path}`, { headers: { "Accept-Language": language } })).text();
  const audits = (id = KUMPIR) => db.selectFrom("audit_log").select(["actor_id", "at", "new_value"]).where("entity", "=", "menu_items").where("entity_id", "=", id).orderBy("at").orderBy("id").execute();

  /** The JSON-LD offer of a dish, by its name, from a page's script element. */
  function offerOf(html: string, name: string): Record<string, unknown> | undefined {
    const text = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    if (!text) throw new Error("no JSON-LD on the page");
    const ld = JSON.parse(text) as { hasMenu: { hasMenuSection: { hasMenuItem: { name: string; offers: Record<string, unknown> }[] }[] } };
    return ld.hasMenu.hasMenuSection.flatMap((section) => section.hasMenuItem).find((item) => item.name === name)?.offers;
  }

  /** Whether the menu shows the dish named `name` as sold out: its row carries the class and the words. */
  function rowOf(html: string, name: string): string {
    const at = html.indexOf(`>${name}<`);
    if (at === -1) throw new Error(`${name} is not on the page`);
    const start = html.lastIndexOf("<a ", at);
    return html.slice(start, html.indexOf("</a>", at));
  }

  it("refuses a pending account and a guest, writing nothing", async () => {
    const before = await dish();
    const pending = await mark("tonight", "pending");
    expect([pending.status, pending.headers.get("location")]).toEqual([302, "/pending"]);
    const anonymous = await mark("tonight", null);
    expect([anonymous.status, anonymous.headers.get("location")]).toEqual([302, "/login"]);
    expect(await dish()).toEqual(before);
  });

  it("a cook marks a dish sold out for tonight: audited, and the next guest request shows it greyed in its place, in both languages and the JSON-LD", async () => {
    // Cached before the change, to prove the cache follows it.
    expect(rowOf(await guest("/menu", "en"), "Vanishing Kumpir")).not.toContain("is-sold-out");
    const before = Date.now();
    const response = await mark("tonight");
    expect(response.status).toBe(200);
    const row = await dish();
    expect(row.sold_out).toBe("tonight");
    expect([serviceDayEnd(defaultSiteSettings.openingHours, new Date(before)).toISOString(), serviceDayEnd(defaultSiteSettings.openingHours, new Date()).toISOString()]).toContain(row.sold_out_until);
    const last = (await audits()).at(-1)!;
    expect(last.actor_id).toBe(site.people.cook.id);
    expect(JSON.parse(last.new_value!)).toMatchObject({ sold_out: "tonight", sold_out_until: row.sold_out_until });

    const english = await guest("/menu", "en");
    expect(rowOf(english, "Vanishing Kumpir")).toContain("is-sold-out");
    expect(rowOf(english, "Vanishing Kumpir")).toContain("Sold out today");
    expect(rowOf(english, "Last Tea")).not.toContain("Sold out today");
    // In its place: still between the category's header and the next dish.
    expect(english.indexOf("Sold Out Tests")).toBeLessThan(english.indexOf("Vanishing Kumpir"));
    expect(english.indexOf("Vanishing Kumpir")).toBeLessThan(english.indexOf("Last Tea"));
    expect(offerOf(english, "Vanishing Kumpir")).toEqual({ "@type": "Offer", price: "250.00", priceCurrency: "TRY", availability: "https://schema.org/OutOfStock" });
    expect(offerOf(english, "Last Tea")).not.toHaveProperty("availability");
    const turkish = await guest("/menu", "tr");
    expect(rowOf(turkish, "Tükenen Kumpir")).toContain("Bugün tükendi");
    expect(rowOf(turkish, "Tükenen Kumpir")).not.toContain("Şu an mevcut değil");
    expect(await guest("/menu/tukenen-kumpir", "tr")).toContain("Bugün tükendi");
    expect(await guest("/menu/vanishing-kumpir", "en")).toContain("Sold out today");
    // The staff's list says so too.
    const list = await (await fetch(`${server.url}/tonight`, { headers: { Cookie: `${site.people.chef.cookie}; lang=en` } })).text();
    expect(list).toContain("Sold out tonight, until");
  });

  it("ends by itself at the service day's end: the next guest request after it shows the dish on sale, through the page cache", async () => {
    expect(rowOf(await guest("/menu", "en"), "Vanishing Kumpir")).toContain("is-sold-out");
    const version = await db.selectFrom("site_settings").select("value").where("key", "=", PUBLIC_CONTENT_VERSION).executeTakeFirstOrThrow();
    // The service day's end has come: the dish's end and the kept list of ends are now in the past.
    // Nothing is written at that moment, so the stored version stays what it was.
    const past = new Date(Date.now() - 1000).toISOString();
    await db.updateTable("menu_items").set({ sold_out_until: past }).where("id", "=", KUMPIR).execute();
    await db.updateTable("site_settings").set({ value: JSON.stringify([past]) }).where("key", "=", PUBLIC_CONTENT_ENDS).execute();
    const english = await guest("/menu", "en");
    expect(rowOf(english, "Vanishing Kumpir")).not.toContain("is-sold-out");
    expect(offerOf(english, "Vanishing Kumpir")).not.toHaveProperty("availability");
    expect(await db.selectFrom("site_settings").select("value").where("key", "=", PUBLIC_CONTENT_VERSION).executeTakeFirstOrThrow()).toEqual(version);
    // Undoing what has ended by itself asks for what is already so: nothing is written.
    const count = (await audits()).length;
    expect((await mark("on_sale")).status).toBe(200);
    expect(await audits()).toHaveLength(count);
  });

  it("'until further notice' stays, and guests read 'Currently unavailable' for it where a dish sold out tonight says 'Sold out today', in both languages; one tap undoes it at the next request", async () => {
    // Cached before the change, to prove the cache follows it.
    expect(rowOf(await guest("/menu", "en"), "Vanishing Kumpir")).not.toContain("is-sold-out");
    expect((await mark("until_further_notice", "admin")).status).toBe(200);
    expect(await dish()).toMatchObject({ sold_out: "until_further_notice", sold_out_until: null });
    expect((await mark("tonight", "cook", TEA)).status).toBe(200);

    const english = await guest("/menu", "en");
    expect(rowOf(english, "Vanishing Kumpir")).toContain("is-sold-out");
    expect(rowOf(english, "Vanishing Kumpir")).toContain("Currently unavailable");
    expect(rowOf(english, "Vanishing Kumpir")).not.toContain("Sold out today");
    expect(rowOf(english, "Last Tea")).toContain("Sold out today");
    expect(rowOf(english, "Last Tea")).not.toContain("Currently unavailable");
    expect(offerOf(english, "Vanishing Kumpir")).toMatchObject({ availability: "https://schema.org/OutOfStock" });
    const turkish = await guest("/menu", "tr");
    expect(rowOf(turkish, "Tükenen Kumpir")).toContain("Şu an mevcut değil");
    expect(rowOf(turkish, "Tükenen Kumpir")).not.toContain("Bugün tükendi");
    expect(rowOf(turkish, "Son Çay")).toContain("Bugün tükendi");
    // The dish's own page says the same.
    const [itemTr, itemEn, teaTr] = await Promise.all([guest("/menu/tukenen-kumpir", "tr"), guest("/menu/vanishing-kumpir", "en"), guest("/menu/son-cay", "tr")]);
    expect(itemTr).toContain("Şu an mevcut değil");
    expect(itemTr).not.toContain("Bugün tükendi");
    expect(itemEn).toContain("Currently unavailable");
    expect(itemEn).not.toContain("Sold out today");
    expect(teaTr).toContain("Bugün tükendi");
    expect(teaTr).not.toContain("Şu an mevcut değil");

    expect((await mark("on_sale", "cook", TEA)).status).toBe(200);
    expect((await mark("on_sale")).status).toBe(200);
    expect(await dish()).toMatchObject({ sold_out: null, sold_out_until: null });
    expect(rowOf(await guest("/menu", "en"), "Vanishing Kumpir")).not.toContain("is-sold-out");
    const [undone] = (await audits()).slice(-1);
    expect(undone?.actor_id).toBe(site.people.cook.id);
  });

  it("two cooks marking the same dish at once both succeed, one writing; opposite taps at once: one wins, the other gets 409, never a lost change", async () => {
    const shown = soldOutShown(await dish(TEA));
    const count = (await audits(TEA)).length;
    const same = await Promise.all([tap(TEA, shown, "tonight", "cook"), tap(TEA, shown, "tonight", "chef")]);
    expect(same.map((response) => response.status)).toEqual([200, 200]);
    expect((await dish(TEA)).sold_out).toBe("tonight");
    expect(await audits(TEA)).toHaveLength(count + 1);

    const now = soldOutShown(await dish(TEA));
    const opposite = await Promise.all([tap(TEA, now, "on_sale", "cook"), tap(TEA, now, "until_further_notice", "chef")]);
    const statuses = opposite.map((response) => response.status);
    expect([...statuses].sort()).toEqual([200, 409]);
    const winner = statuses[0] === 200 ? { sold_out: null } : { sold_out: "until_further_notice" };
    expect(await dish(TEA)).toMatchObject(winner);
    expect(await audits(TEA)).toHaveLength(count + 2);
    const refused = opposite[statuses.indexOf(409)]!;
    expect(await refused.text()).toContain("Someone else has just changed whether this dish is sold out.");
  });

  it("a tap is not refused for an admin's save of the dish's price since the list was read: it is written, audited, and guests see it; its undo too", async () => {
    for (const id of [KUMPIR, TEA]) expect((await mark("on_sale", "cook", id)).status).toBe(200);
    // The cook's list shows the kumpir on sale; then an admin saves its price and description.
    const shown = soldOutShown(await dish());
    const before = await dish();
    await write(db, site.people.admin.id, (w) => w.update("menu_items", KUMPIR, before.version, { price_kurus: 26_000, description_en: "Now with cheese" }));
    const count = (await audits()).length;

    const marked = await tap(KUMPIR, shown, "tonight");
    expect(marked.status).toBe(200);
    const row = await db.selectFrom("menu_items").selectAll().where("id", "=", KUMPIR).executeTakeFirstOrThrow();
    // The admin's save stays; the tap is one more write, which leaves the version the save made.
    expect(row).toMatchObject({ sold_out: "tonight", price_kurus: 26_000, description_en: "Now with cheese", version: before.version + 1, updated_by: site.people.cook.id });
    const entries = await audits();
    expect(entries).toHaveLength(count + 1);
    expect(entries.at(-1)?.actor_id).toBe(site.people.cook.id);
    expect(JSON.parse(entries.at(-1)!.new_value!)).toMatchObject({ sold_out: "tonight", price_kurus: 26_000 });
    const english = await guest("/menu", "en");
    expect(rowOf(english, "Vanishing Kumpir")).toContain("Sold out today");
    expect(offerOf(english, "Vanishing Kumpir")).toMatchObject({ price: "260.00", availability: "https://schema.org/OutOfStock" });

    // The list, read again, shows it sold out; the admin saves again; 'Undo' from that list still undoes it.
    const soldOut = soldOutShown(await dish());
    await write(db, site.people.admin.id, async (w) => w.update("menu_items", KUMPIR, (await w.get("menu_items", KUMPIR)).version, { price_kurus: 27_000 }));
    expect((await tap(KUMPIR, soldOut, "on_sale")).status).toBe(200);
    expect(await dish()).toMatchObject({ sold_out: null, sold_out_until: null });
    expect(rowOf(await guest("/menu", "en"), "Vanishing Kumpir")).not.toContain("is-sold-out");
  });

  it("an admin's save of the dish committed while a tap is under way (on PostgreSQL, between its read and its write) does not refuse the tap", async () => {
    const before = await dish();
    expect(before.sold_out).toBeNull();
    const shown = soldOutShown(before);
    // The admin's save holds the dish's row first; the tap comes while it does. Both wait on the
    // row held here, then the save commits first.
    // SQLite runs one write at a time: there the save simply comes first.
    const save = () => write(db, site.people.admin.id, (w) => w.update("menu_items", KUMPIR, before.version, { price_kurus: 28_000 })).then(() => "saved");
    const marking = () => tap(KUMPIR, shown, "until_further_notice").then((response) => String(response.status));
    const [saved, marked] = engine === "postgres" ? await allInTurn(db, engine, [save, marking], sql`SELECT id FROM menu_items WHERE id = ${KUMPIR} FOR UPDATE`) : [await save(), await marking()];
    expect([saved, marked]).toEqual(["saved", "200"]);
    expect(await dish()).toMatchObject({ sold_out: "until_further_notice", version: before.version + 1 });
    expect((await mark("on_sale")).status).toBe(200);
  });

  it("a tap committed while an admin's save is under way: the save keeps it, and its audit entry tells the dish as it found it, sold out", async () => {
    const before = await dish();
    expect(before.sold_out).toBeNull();
    // The tap holds the dish's row first; the save reads the row while the tap is under way.
    const marking = () => tap(KUMPIR, soldOutShown(before), "tonight").then((response) => String(response.status));
    const save = () => write(db, site.people.admin.id, (w) => w.update("menu_items", KUMPIR, before.version, { price_kurus: 29_000 })).then(() => "saved");
    const hold = sql`SELECT id FROM menu_items WHERE id = ${KUMPIR} FOR UPDATE`;
    const [marked, saved] = engine === "postgres" ? await allInTurn(db, engine, [marking, save], hold) : [await marking(), await save()];
    expect([marked, saved]).toEqual(["200", "saved"]);
    expect(await dish()).toMatchObject({ sold_out: "tonight", version: before.version + 1 });
    const entry = (await audits()).at(-1)!;
    expect(entry.actor_id).toBe(site.people.admin.id);
    expect(JSON.parse(entry.new_value!)).toMatchObject({ sold_out: "tonight", price_kurus: 29_000 });
    expect((await mark("on_sale")).status).toBe(200);
  });

  it("a tap makes no admin's open form stale: the dish's form and the menu's order, read before it, still save, and keep the dish sold out", async () => {
    for (const id of [KUMPIR, TEA]) expect((await mark("on_sale", "cook", id)).status).toBe(200);
    // The admin opens the dish's form and the category's order; then the kitchen runs out of it.
    const opened = await db.selectFrom("menu_items").selectAll().where("id", "=", KUMPIR).executeTakeFirstOrThrow();
    const order = await db.selectFrom("menu_items").select(["id", "version"]).where("category_id", "=", "sold-out").orderBy("position").execute();
    expect((await mark("tonight")).status).toBe(200);
    const tapped = await dish();
    expect(tapped).toMatchObject({ sold_out: "tonight", version: opened.version });

    const admin = (path: string, fields: Record<string, string>) =>
      fetch(`${server.url}${path}`, { method: "POST", headers: { Cookie: `${site.people.admin.cookie}; lang=en`, Origin: server.url }, body: new URLSearchParams(fields), redirect: "manual" });
    const form = { intent: "updateItem", id: KUMPIR, version: String(opened.version), categoryId: "sold-out", nameTr: opened.name_tr, nameEn: opened.name_en, price: "265", descriptionEn: "With smoked cheese" };
    expect((await admin("/admin/menu", form)).status).toBe(302);
    const saved = await db.selectFrom("menu_items").selectAll().where("id", "=", KUMPIR).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ sold_out: "tonight", sold_out_until: tapped.sold_out_until, price_kurus: 26_500, description_en: "With smoked cheese", version: opened.version + 1 });
    // The save's entry tells the dish as it was: sold out before and after, so its history shows no change of it.
    const entry = (await audits()).at(-1)!;
    expect(JSON.parse(entry.new_value!)).toMatchObject({ sold_out: "tonight", price_kurus: 26_500 });
    expect(rowOf(await guest("/menu", "en"), "Vanishing Kumpir")).toContain("Sold out today");

    // The tea runs out while the admin drags the category's dishes: the order read before is still current.
    expect((await mark("until_further_notice", "chef", TEA)).status).toBe(200);
    const reorder = order.map((row) => (row.id === KUMPIR ? { id: KUMPIR, version: saved.version } : row)).reverse();
    expect((await admin("/admin/menu", { intent: "reorderItems", categoryId: "sold-out", order: JSON.stringify(reorder) })).status).toBe(200);
    const reordered = await db.selectFrom("menu_items").select(["id", "position", "sold_out"]).where("category_id", "=", "sold-out").orderBy("position").execute();
    expect(reordered.map((row) => [row.id, row.sold_out])).toEqual([[TEA, "until_further_notice"], [KUMPIR, "tonight"]]);
    for (const id of [TEA, KUMPIR]) expect((await mark("on_sale", "cook", id)).status).toBe(200);
    // Back in their order for the tests after this one.
    const back = await db.selectFrom("menu_items").select(["id", "version"]).where("category_id", "=", "sold-out").orderBy("position", "desc").execute();
    expect((await admin("/admin/menu", { intent: "reorderItems", categoryId: "sold-out", order: JSON.stringify(back) })).status).toBe(200);
  });

  it("two cooks' taps on two dishes at the same moment keep the end of tonight of the dish still sold out", async () => {
    for (const id of [KUMPIR, TEA]) await mark("on_sale", "cook", id);
    expect((await mark("tonight", "chef", TEA)).status).toBe(200);
    const [kumpir, tea] = [await dish(KUMPIR), await dish(TEA)];
    // One cook marks the kumpir sold out for tonight while the other puts the tea back on sale:
    // on PostgreSQL the list of ends is held, so each tap has read the dishes before either writes it.
    const answers = await allInTurn(
      db,
      engine,
      [
        () => tap(KUMPIR, soldOutShown(kumpir), "tonight", "cook"),
        () => tap(TEA, soldOutShown(tea), "on_sale", "chef"),
      ],
      sql`SELECT key FROM site_settings WHERE key = ${PUBLIC_CONTENT_ENDS} FOR UPDATE`,
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const until = (await dish(KUMPIR)).sold_out_until;
    expect(until).not.toBeNull();
    const ends = await db.selectFrom("site_settings").select("value").where("key", "=", PUBLIC_CONTENT_ENDS).executeTakeFirstOrThrow();
    expect(JSON.parse(ends.value)).toEqual([until]);
    for (const id of [KUMPIR, TEA]) expect((await mark("on_sale", "cook", id)).status).toBe(200);
  });

  it("refuses a dish no longer on the menu with 404, and a tap whose dish's sold-out state changed since it was shown with 409, writing nothing", async () => {
    const active = await dish(TEA);
    await write(db, null, (w) => w.update("menu_items", TEA, active.version, { is_active: 0 }));
    const before = await dish(TEA);
    const gone = await mark("tonight", "cook", TEA);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("This dish is no longer on the menu.");
    // The kumpir is on sale; a tap from a list that showed it sold out until further notice is stale.
    const kumpir = await dish();
    const stale = await tap(KUMPIR, soldOutShown({ sold_out: "until_further_notice", sold_out_until: null }), "tonight");
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Someone else has just changed whether this dish is sold out.");
    // A page loaded before taps carried the state they were shown sends the version alone.
    const outdated = await post({ intent: "sold-out", id: KUMPIR, version: String(kumpir.version), choice: "tonight" });
    expect(outdated.status).toBe(409);
    expect(await outdated.text()).toContain("This page was out of date, so nothing was changed.");
    expect(await dish()).toEqual(kumpir);
    expect(await dish(TEA)).toEqual(before);
    await write(db, null, (w) => w.update("menu_items", TEA, before.version, { is_active: 1 }));
  });

  it("never answers 500 to any body, and writes all of a change or nothing", async () => {
    const body = fc.record(
      {
        intent: fc.oneof({ arbitrary: fc.constant("sold-out"), weight: 5 }, fc.string({ maxLength: 10 })),
        id: fc.oneof({ arbitrary: fc.constantFrom(KUMPIR, TEA), weight: 4 }, fc.constantFrom("", "x", "sold-out"), fc.string({ maxLength: 20 })),
        shown: fc.oneof({ arbitrary: fc.constant("current"), weight: 4 }, fc.constantFrom("/", "tonight/", "until_further_notice/", "", "x".repeat(101)), fc.string({ maxLength: 40 })),
        choice: fc.oneof({ arbitrary: fc.constantFrom("tonight", "until_further_notice", "on_sale"), weight: 5 }, fc.constantFrom("", "forever", "TONIGHT"), fc.string({ maxLength: 12 })),
      },
      { requiredKeys: ["intent"] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (fields) => {
        const resolved = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
        const target = typeof fields.id === "string" && [KUMPIR, TEA].includes(fields.id) ? fields.id : KUMPIR;
        const before = await dish(target);
        const auditsBefore = (await audits(target)).length;
        if (fields.shown === "current") resolved.shown = soldOutShown(before);
        const response = await post(resolved);
        expect([200, 400, 404, 409]).toContain(response.status);
        const after = await dish(target);
        const written = (await audits(target)).length - auditsBefore;
        if (response.status !== 200) expect(after).toEqual(before);
        // A change is the row and its one audit entry together; no change, neither. A tap leaves
        // the dish's version: no form of the dish is stale for it.
        const changed = after.sold_out !== before.sold_out || after.sold_out_until !== before.sold_out_until;
        expect(written).toBe(changed ? 1 : 0);
        expect(after.version).toBe(before.version);
      }),
      { numRuns: 60 },
    );
  });
});
