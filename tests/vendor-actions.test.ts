import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { write } from "../app/db/write.server";
import type { RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * The vendors' actions on the real server: a number is kept in E.164 however it was typed, an
 * impossible one is refused next to its field, a new name follows the vendor's items, and no body
 * is a 500 or half a write.
 */
describe.each(testEngines())("on %s", (engine) => {
  let site: TestSite<"staff">;
  let server: RunningServer;
  let db: AppDatabase;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine, { people: { staff: { role: "staff", email: "cook@vendors.test" } } });
    ({ server, db } = site);
    cookie = site.people.staff.cookie;
  }, 60_000);

  afterAll(() => site?.close());

  function post(fields: Record<string, string>) {
    return fetch(`${server.url}/vendors`, { method: "POST", headers: { Cookie: cookie, Origin: server.url }, body: new URLSearchParams(fields), redirect: "manual" });
  }

  async function snapshot() {
    const [vendors, items, audit] = await Promise.all([
      db.selectFrom("vendors").selectAll().orderBy("id").execute(),
      db.selectFrom("inventory_items").selectAll().orderBy("id").execute(),
      db.selectFrom("audit_log").select("id").execute(),
    ]);
    return { vendors, items, auditCount: audit.length };
  }

  const vendorNamed = (name: string) => db.selectFrom("vendors").selectAll().where("name", "=", name).executeTakeFirst();

  it("keep a number typed as Turks write it in E.164, and show it in the international format", async () => {
    const created = await post({ intent: "create", name: "Manav Hasan", whatsappNumber: "0532 111 22 33", contactPerson: "Hasan Bey" });
    expect(created.status).toBe(302);
    const vendor = await vendorNamed("Manav Hasan");
    expect(vendor).toMatchObject({ name_key: "manav hasan", whatsapp_number: "+905321112233", contact_person: "Hasan Bey", version: 1 });
    expect(created.headers.get("location")).toBe(`/vendors?item=${vendor!.id}`);

    for (const [typed, stored] of [["+90 532 999-88-77", "+905329998877"], ["90 532 444 55 66", "+905324445566"], ["", null]] as const) {
      const current = (await vendorNamed("Manav Hasan"))!;
      const updated = await post({ intent: "update", id: current.id, version: String(current.version), name: "Manav Hasan", whatsappNumber: typed, contactPerson: "" });
      expect(updated.status, typed).toBe(200);
      expect((await vendorNamed("Manav Hasan"))?.whatsapp_number).toBe(stored);
    }

    const page = await fetch(`${server.url}/vendors`, { headers: { Cookie: cookie, "Accept-Language": "tr" } });
    expect(await page.text()).toContain("WhatsApp numarası yok");
    await post({ intent: "create", name: "Fırın", whatsappNumber: "05321112233" });
    const listed = await (await fetch(`${server.url}/vendors`, { headers: { Cookie: cookie, "Accept-Language": "tr" } })).text();
    expect(listed).toContain("+90 532 111 22 33");
  });

  it("refuse an impossible number and a name taken, next to the field, writing nothing", async () => {
    await post({ intent: "create", name: "Kasap", whatsappNumber: "0532 111 22 34" });
    const before = await snapshot();
    const impossible = await post({ intent: "create", name: "Bakkal", whatsappNumber: "0532 111 22" });
    expect(impossible.status).toBe(400);
    expect(await impossible.text()).toContain("vendors.numberInvalid");
    const taken = await post({ intent: "create", name: "KASAP ", whatsappNumber: "" });
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain("vendors.nameTaken");
    const kasap = (await vendorNamed("Kasap"))!;
    expect((await post({ intent: "update", id: kasap.id, version: "9", name: "Kasap", whatsappNumber: "" })).status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it("give a new name to the vendor's inventory items, so its lists still find them", async () => {
    const item = await write(db, null, (w) => w.create("inventory_items", { name: "Kuzu", unit: "kg", price_kurus: 50_000, vendor: "kasap", category: "food" }));
    const kasap = (await vendorNamed("Kasap"))!;
    const renamed = await post({ intent: "update", id: kasap.id, version: String(kasap.version), name: "Kasap Mehmet", whatsappNumber: "0532 111 22 34" });
    expect(renamed.status).toBe(200);
    expect(await db.selectFrom("inventory_items").select(["vendor", "version"]).where("id", "=", item.id).executeTakeFirstOrThrow()).toEqual({ vendor: "Kasap Mehmet", version: 2 });
    expect(await vendorNamed("Kasap Mehmet")).toMatchObject({ name_key: "kasap mehmet", version: 2 });
  });

  it("refuse a new name that would make two items of one name and vendor, next to the name, writing nothing", async () => {
    const metro = await post({ intent: "create", name: "Metro Toptan", whatsappNumber: "", contactPerson: "" });
    expect(metro.status).toBe(302);
    await write(db, null, async (w) => {
      await w.create("inventory_items", { name: "Un", unit: "kg", price_kurus: 2_000, vendor: "Metro Toptan", category: "food" });
      await w.create("inventory_items", { name: "Tuz", unit: "kg", price_kurus: 1_000, vendor: "Metro Toptan", category: "food" });
      // A vendor that items name but that is not saved as a contact.
      await w.create("inventory_items", { name: "un ", unit: "kg", price_kurus: 3_000, vendor: "Makro", category: "food" });
    });
    const vendor = (await vendorNamed("Metro Toptan"))!;
    const before = await snapshot();
    const refused = await post({ intent: "update", id: vendor.id, version: String(vendor.version), name: "makro", whatsappNumber: "", contactPerson: "" });
    expect(refused.status).toBe(400);
    const text = await refused.text();
    expect(text).toContain("vendors.renameWouldJoinItems");
    expect(text).toContain("Un");
    expect(await snapshot()).toEqual(before);

    // A name no item gives yet: the items follow it.
    expect((await post({ intent: "update", id: vendor.id, version: String(vendor.version), name: "Metro", whatsappNumber: "", contactPerson: "" })).status).toBe(200);
    expect((await db.selectFrom("inventory_items").select("vendor").where("name", "in", ["Un", "Tuz"]).execute()).map((row) => row.vendor)).toEqual(["Metro", "Metro"]);
  });

  it("never answer 500 to any body, and never write half of anything", async () => {
    const known = (await vendorNamed("Fırın"))!;
    const text = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom("", "Fırın", "fırın", "Yeni", "0532 111 22 33", "+90 532 111 22 33", "905321112233", "0532 111 22", "+1 555", "x".repeat(200), "Süt\u0000Evi"),
    );
    const body = fc.record(
      {
        intent: fc.oneof(fc.constantFrom("create", "update", "delete", ""), fc.string({ maxLength: 8 })),
        id: fc.oneof(fc.constant(known.id), fc.string({ maxLength: 40 })),
        version: fc.oneof(fc.constantFrom("1", "2", "0", "x"), fc.string({ maxLength: 4 })),
        name: text,
        whatsappNumber: text,
        contactPerson: text,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (fields) => {
        const before = await snapshot();
        const response = await post(Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined)));
        await response.arrayBuffer();
        expect(response.status).toBeLessThan(500);
        const after = await snapshot();
        if (response.status >= 400) expect(after).toEqual(before);
        for (const { whatsapp_number: number } of after.vendors) if (number !== null) expect(number).toMatch(/^\+[1-9]\d{6,14}$/);
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});
