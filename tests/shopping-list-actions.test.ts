import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { write } from "../app/db/write.server";
import { MAX_LIST_LINES } from "../app/features/shopping-lists/shopping-lists";
import { confirmShoppingListSent, shoppingListChatUrl } from "../app/features/shopping-lists/shopping-lists.server";
import { allInTurn } from "./support/overlapping-writes";
import { cpuMs, listeningPid } from "./support/server-process";
import type { RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * The shopping lists' actions on the real server: bad input is a 4xx that writes nothing, a sent
 * list keeps what was sent, and no body, however strange, is a 500 or half a write.
 */
describe.each(testEngines())("on %s", (engine) => {
  let site: TestSite<"staff">;
  let server: RunningServer;
  let db: AppDatabase;
  let cookie: string;
  let items: { id: string; name: string; version: number }[];

  beforeAll(async () => {
    site = await startTestSite(engine, { people: { staff: { role: "staff", email: "cook@lists.test" } } });
    ({ server, db } = site);
    cookie = site.people.staff.cookie;
    items = await write(db, null, async (w) =>
      Promise.all([
        w.create("inventory_items", { name: "Ayran", unit: "şişe", price_kurus: 1_000, vendor: "Süt Evi", category: "beverage" }),
        w.create("inventory_items", { name: "Süt", unit: "lt", price_kurus: 1_000, vendor: "Süt Evi", category: "beverage" }),
        w.create("inventory_items", { name: "Simit", unit: "adet", price_kurus: 1_500, vendor: "Fırın", category: "food" }),
      ]),
    );
  }, 60_000);

  afterAll(() => site?.close());

  function post(body: URLSearchParams) {
    return fetch(`${server.url}/shopping-lists`, { method: "POST", headers: { Cookie: cookie, Origin: server.url }, body, redirect: "manual" });
  }

  async function snapshot() {
    const [lists, lines, sends, audit, vendors] = await Promise.all([
      db.selectFrom("shopping_lists").selectAll().orderBy("id").execute(),
      db.selectFrom("shopping_list_lines").selectAll().orderBy("id").execute(),
      db.selectFrom("shopping_list_sends").selectAll().orderBy("id").execute(),
      db.selectFrom("audit_log").select("id").where("entity", "=", "shopping_lists").execute(),
      db.selectFrom("vendors").selectAll().orderBy("id").execute(),
    ]);
    return { lists, lines, sends, auditCount: audit.length, vendors };
  }

  const createBody = (quantities: [string, string][], vendor = "Süt Evi") => {
    const body = new URLSearchParams({ intent: "create", vendor });
    quantities.forEach(([id, quantity], index) => {
      body.set(`items[${index}].inventoryItemId`, id);
      body.set(`items[${index}].quantity`, quantity);
    });
    return body;
  };

  describe("the shopping lists' actions", () => {
    it("refuse a list made with an item another cook deletes at the same moment with 409, never a 500, writing no list", async () => {
      const item = await write(db, null, (w) => w.create("inventory_items", { name: "Yarış Süt", unit: "lt", price_kurus: 1_000, vendor: "Yarış Evi", category: "beverage" }));
      // The delete has the item when the new list, which found it, comes to refer to it.
      const [deleted, created] = await allInTurn(db, engine, [
        () => fetch(`${server.url}/inventory-manager`, { method: "POST", headers: { Cookie: cookie, Origin: server.url }, body: new URLSearchParams({ intent: "delete", id: item.id, version: "1" }), redirect: "manual" }),
        () => post(new URLSearchParams({ intent: "create", vendor: "Yarış Evi", "items[0].inventoryItemId": item.id, "items[0].quantity": "2" })),
      ]);
      expect(deleted?.status).toBe(302);
      // SQLite runs one write at a time: the list comes after the delete and finds the item gone (400).
      expect(created?.status).toBe(engine === "postgres" ? 409 : 400);
      expect(await db.selectFrom("shopping_lists").select("id").where("vendor", "=", "Yarış Evi").execute()).toEqual([]);
    });

    it("make a draft from the vendor's items, dropping lines at 0, and refuse another vendor's item next to its field", async () => {
      const [ayran, sut, simit] = items;
      const created = await post(createBody([[ayran!.id, "0,1"], [sut!.id, "0"]]));
      expect(created.status).toBe(302);
      const list = await db.selectFrom("shopping_lists").selectAll().orderBy("created_at", "desc").executeTakeFirstOrThrow();
      expect(list).toMatchObject({ vendor: "Süt Evi", status: "draft" });
      expect(list.name).toMatch(/^\d{4}-\d{2}-\d{2} - Süt Evi$/);
      const lines = await db.selectFrom("shopping_list_lines").selectAll().where("shopping_list_id", "=", list.id).execute();
      expect(lines.map((line) => [line.inventory_item_id, line.quantity_milli])).toEqual([[ayran!.id, 100]]);

      const before = await snapshot();
      const refused = await post(createBody([[ayran!.id, "1"], [simit!.id, "2"]]));
      expect(refused.status).toBe(400);
      // The second line of the form is the other vendor's: its message names it, next to its field.
      expect(await refused.text()).toMatch(/shoppingLists\.itemInventoryRequired\|\{\\+"n\\+":2\}/);
      expect(await snapshot()).toEqual(before);
    });

    it("name each of a long list's refused lines by its place, at once", async () => {
      const before = await snapshot();
      const lines = Array.from({ length: MAX_LIST_LINES }, (): [string, string] => [randomUUID(), "1"]);
      // The server's own CPU time, which other work on the machine does not stretch.
      const pid = listeningPid(server.port);
      const started = cpuMs(pid);
      const response = await post(createBody(lines));
      const text = await response.text();
      // Each line was found by rescanning the whole form: seconds of CPU for the longest list.
      expect(cpuMs(pid) - started).toBeLessThan(1_000);
      expect(response.status).toBe(400);
      expect(text).toContain(`items[${MAX_LIST_LINES - 1}].inventoryItemId`);
      expect(await snapshot()).toEqual(before);
    });

    it("open WhatsApp at the vendor's number as Turks type it, and mark the list sent only when the person says it went", async () => {
      const [ayran, sut] = items;
      await post(createBody([[ayran!.id, "0,1"], [sut!.id, "0,2"]]));
      const list = await db.selectFrom("shopping_lists").selectAll().orderBy("created_at", "desc").executeTakeFirstOrThrow();
      const step = (intent: "openWhatsApp" | "confirmSent", version: number, phone: string) => post(new URLSearchParams({ intent, id: list.id, version: String(version), phone }));

      const before = await snapshot();
      const opened = await step("openWhatsApp", 1, "0532 111 22 33");
      expect(opened.status).toBe(200);
      // The page carries the restaurant's own WhatsApp link too: the list's is the one with a message.
      const address = (await opened.text()).match(/https:\/\/wa\.me\/\d+\?text=[^"\\]+/)?.[0];
      const url = new URL(address!);
      expect(url.origin + url.pathname).toBe("https://wa.me/905321112233");
      expect(url.searchParams.get("text")).toContain("Tahmini toplam: 3,00 ₺");
      // WhatsApp opened; nobody has said the message went: the list is as it was.
      expect(await snapshot()).toEqual(before);

      const impossible = await step("openWhatsApp", 1, "0532 111 22");
      expect(impossible.status).toBe(400);
      expect(await impossible.text()).toContain("shoppingLists.phoneInvalid");
      expect((await step("confirmSent", 1, "0532 111 22")).status).toBe(400);
      expect(await snapshot()).toEqual(before);

      expect((await step("confirmSent", 1, "+905321112233")).status).toBe(200);
      expect(await db.selectFrom("shopping_lists").select(["status", "sent_to", "version"]).where("id", "=", list.id).executeTakeFirstOrThrow()).toEqual({ status: "sent", sent_to: "+905321112233", version: 2 });
      // The vendor had no number: it keeps the one the list went to.
      expect(await db.selectFrom("vendors").select("whatsapp_number").where("name", "=", "Süt Evi").executeTakeFirstOrThrow()).toEqual({ whatsapp_number: "+905321112233" });
    });

    it("keep a sent list as it was sent, and record every send", async () => {
      const [ayran, sut] = items;
      await post(createBody([[ayran!.id, "0,1"], [sut!.id, "0,2"]]));
      const list = await db.selectFrom("shopping_lists").selectAll().orderBy("created_at", "desc").executeTakeFirstOrThrow();
      const send = async (version: number, phone: string) => {
        const opened = await post(new URLSearchParams({ intent: "openWhatsApp", id: list.id, version: String(version), phone }));
        if (opened.status !== 200) return opened;
        return post(new URLSearchParams({ intent: "confirmSent", id: list.id, version: String(version), phone }));
      };
      expect((await send(1, "+90 532 111 22 33")).status).toBe(200);

      await write(db, null, (w) => w.update("inventory_items", ayran!.id, ayran!.version, { price_kurus: 9_900, name: "Ayran (yeni)" }));
      const again = await send(2, "0532 999 88 77");
      expect(again.status).toBe(200);
      const sends = await db.selectFrom("shopping_list_sends").selectAll().where("shopping_list_id", "=", list.id).orderBy("sent_at").execute();
      expect(sends.map((row) => row.sent_to)).toEqual(["+905321112233", "+905329998877"]);
      expect(sends[1]!.message).toBe(sends[0]!.message);
      expect(sends[0]!.message).toContain("Tahmini toplam: 3,00 ₺");
      const lines = await db.selectFrom("shopping_list_lines").selectAll().where("shopping_list_id", "=", list.id).orderBy("position").execute();
      expect(lines.map((line) => [line.sent_name, line.sent_price_kurus])).toEqual([["Ayran", 1_000], ["Süt", 1_000]]);
      // A send does not replace the number the vendor has saved: the vendors screen changes it.
      expect(await db.selectFrom("vendors").select("whatsapp_number").where("name", "=", "Süt Evi").executeTakeFirstOrThrow()).toEqual({ whatsapp_number: "+905321112233" });

      await write(db, null, async (w) => w.remove("inventory_items", sut!.id, (await w.get("inventory_items", sut!.id)).version));
      const kept = await db.selectFrom("shopping_list_lines").selectAll().where("shopping_list_id", "=", list.id).execute();
      expect(kept).toHaveLength(2);
      expect(kept.find((line) => line.sent_name === "Süt")?.inventory_item_id).toBeNull();

      // A sent list is not edited; WhatsApp is not opened on a version since changed; a send said to
      // have gone from a version no entry tells of is refused.
      expect((await post(new URLSearchParams({ ...Object.fromEntries(createBody([[ayran!.id, "5"]])), intent: "update", id: list.id, version: "3" }))).status).toBe(409);
      expect((await send(1, "+90 532 111 22 33")).status).toBe(409);
      expect((await post(new URLSearchParams({ intent: "confirmSent", id: list.id, version: "99", phone: "+905321112233" }))).status).toBe(409);
      expect((await post(new URLSearchParams({ intent: "complete", id: list.id, version: "3" }))).status).toBe(200);
      expect(await db.selectFrom("shopping_lists").select(["status", "completed_at"]).where("id", "=", list.id).executeTakeFirstOrThrow()).toMatchObject({ status: "completed" });
    });

    it("leave out of a draft, its total, its message and its edit an item since moved to another vendor, and name it on the list", async () => {
      const [kaymak, yogurt] = await write(db, null, async (w) =>
        Promise.all([
          w.create("inventory_items", { name: "Kaymak", unit: "kg", price_kurus: 40_000, vendor: "Süt Evi", category: "food" }),
          w.create("inventory_items", { name: "Yoğurt", unit: "kg", price_kurus: 8_000, vendor: "Süt Evi", category: "food" }),
        ]),
      );
      await post(createBody([[kaymak!.id, "1"], [yogurt!.id, "2"]]));
      const list = await db.selectFrom("shopping_lists").selectAll().orderBy("created_at", "desc").executeTakeFirstOrThrow();
      await write(db, null, (w) => w.update("inventory_items", kaymak!.id, kaymak!.version, { vendor: "Fırın" }));

      const page = await (await fetch(`${server.url}/shopping-lists?item=${list.id}&lang=en`, { headers: { Cookie: cookie } })).text();
      expect(page).toContain("No longer on this list, as now bought from another vendor: Kaymak (Fırın).");
      const opened = await post(new URLSearchParams({ intent: "openWhatsApp", id: list.id, version: "1", phone: "0532 111 22 33" }));
      const message = new URL((await opened.text()).match(/https:\/\/wa\.me\/\d+\?text=[^"\\]+/)![0]).searchParams.get("text")!;
      expect(message).toContain("Yoğurt");
      expect(message).not.toContain("Kaymak");
      expect(message).toContain("Tahmini toplam: 160,00 ₺");

      // An edit from the vendor's items keeps the draft's other lines; the moved one is not among them.
      expect((await post(new URLSearchParams({ ...Object.fromEntries(createBody([[yogurt!.id, "3"]])), intent: "update", id: list.id, version: "1" }))).status).toBe(302);
      const lines = await db.selectFrom("shopping_list_lines").select(["inventory_item_id", "quantity_milli"]).where("shopping_list_id", "=", list.id).execute();
      expect(lines).toEqual([{ inventory_item_id: yogurt!.id, quantity_milli: 3_000 }]);
    });

    it("never answer 500 to any body, and never write half of anything", async () => {
      const [ayran] = items;
      await post(createBody([[ayran!.id, "1"]]));
      const list = await db.selectFrom("shopping_lists").selectAll().where("status", "=", "draft").executeTakeFirstOrThrow();
      const text = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("", "Süt Evi", "Fırın", "-1", "0", "0,5", "1e9", "0532 111 22 33", "+90 532 111 22 33", "905321112233", "0532 111 22", "Süt\u0000Evi"));
      const body = fc.record(
        {
          intent: fc.oneof(fc.constantFrom("create", "update", "delete", "openWhatsApp", "confirmSent", "complete", ""), fc.string({ maxLength: 8 })),
          vendor: text,
          id: fc.oneof(fc.constant(list.id), fc.string({ maxLength: 40 })),
          version: fc.oneof(fc.constantFrom("1", "2", "0", "x"), fc.string({ maxLength: 4 })),
          phone: text,
          lines: fc.array(fc.tuple(fc.oneof(...items.map((item) => fc.constant(item.id)), fc.string({ maxLength: 10 })), text), { maxLength: 4 }),
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(body, async ({ lines, ...fields }) => {
          const before = await snapshot();
          const params = new URLSearchParams(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
          (lines ?? []).forEach(([id, quantity], index) => {
            params.set(`items[${index}].inventoryItemId`, id);
            params.set(`items[${index}].quantity`, quantity);
          });
          const response = await post(params);
          await response.arrayBuffer();
          expect(response.status).toBeLessThan(500);
          const after = await snapshot();
          // Opening WhatsApp writes nothing, nor does a save that changes nothing (docs/decisions/0009); every other accepted action is one audited write.
          if (response.status >= 400 || fields.intent === "openWhatsApp" || after.auditCount === before.auditCount) expect(after).toEqual(before);
          // A send confirmed from before an edit also makes the draft that keeps the edit: one more entry.
          else expect(after.auditCount).toBe(before.auditCount + 1 + (fields.intent === "confirmSent" ? after.lists.length - before.lists.length : 0));
        }),
        { numRuns: 100 },
      );
    }, 120_000);

    describe("a send confirmed after the list was changed", () => {
      let produce: { id: string; name: string; version: number }[];
      const VENDOR = "Manav Ali";

      beforeAll(async () => {
        produce = await write(db, null, async (w) =>
          Promise.all([
            w.create("inventory_items", { name: "Domates", unit: "kg", price_kurus: 3_000, vendor: VENDOR, category: "food" }),
            w.create("inventory_items", { name: "Biber", unit: "kg", price_kurus: 4_000, vendor: VENDOR, category: "food" }),
            w.create("inventory_items", { name: "Soğan", unit: "kg", price_kurus: 2_000, vendor: VENDOR, category: "food" }),
          ]),
        );
      });

      async function newList(quantities: [string, string][]) {
        expect((await post(createBody(quantities, VENDOR))).status).toBe(302);
        return db.selectFrom("shopping_lists").selectAll().where("vendor", "=", VENDOR).orderBy("created_at", "desc").orderBy("id").executeTakeFirstOrThrow();
      }
      /** 'Send to WhatsApp' at `version`: the message as opened, and the version the reply says it was made at. */
      async function open(listId: string, version: number) {
        const response = await post(new URLSearchParams({ intent: "openWhatsApp", id: listId, version: String(version), phone: "0532 444 55 66" }));
        expect(response.status).toBe(200);
        const text = await response.text();
        return new URL(text.match(/https:\/\/wa\.me\/905324445566\?text=[^"\\]+/)![0]).searchParams.get("text")!;
      }
      const confirm = (listId: string, version: number) => post(new URLSearchParams({ intent: "confirmSent", id: listId, version: String(version), phone: "+905324445566" }));
      const edit = (listId: string, version: number, quantities: [string, string][]) =>
        post(new URLSearchParams({ ...Object.fromEntries(createBody(quantities, VENDOR)), intent: "update", id: listId, version: String(version) }));
      const linesOf = async (listId: string) =>
        (await db.selectFrom("shopping_list_lines").select(["inventory_item_id", "quantity_milli", "sent_name"]).where("shopping_list_id", "=", listId).orderBy("position").execute()).map((line) => [
          produce.find((item) => item.id === line.inventory_item_id)?.name,
          line.quantity_milli,
          line.sent_name,
        ]);
      const listsAfter = (createdAt: string) => db.selectFrom("shopping_lists").selectAll().where("vendor", "=", VENDOR).where("created_at", ">", createdAt).execute();

      it("records the send of the message as opened, keeps the other person's edit in a new draft, and says what differs", async () => {
        const [domates, biber, sogan] = produce;
        const list = await newList([[domates!.id, "2"], [biber!.id, "1"]]);
        const opened = await open(list.id, 1);
        expect(opened).toContain("• Domates: 2 kg\n• Biber: 1 kg");
        // While the cook is in WhatsApp, someone changes the quantities.
        expect((await edit(list.id, 1, [[domates!.id, "5"], [sogan!.id, "3"]])).status).toBe(302);

        const confirmed = await confirm(list.id, 1);
        expect(confirmed.status).toBe(200);
        // The list is sent with what the vendor got, the message as it was opened.
        expect(await db.selectFrom("shopping_lists").select(["status", "sent_to", "version"]).where("id", "=", list.id).executeTakeFirstOrThrow()).toEqual({ status: "sent", sent_to: "+905324445566", version: 3 });
        expect(await linesOf(list.id)).toEqual([["Domates", 2_000, "Domates"], ["Biber", 1_000, "Biber"]]);
        const sends = await db.selectFrom("shopping_list_sends").select(["message", "sent_by"]).where("shopping_list_id", "=", list.id).execute();
        expect(sends).toEqual([{ message: opened, sent_by: site.people.staff.id }]);
        // The edit is not lost: a new draft of the vendor holds it, by the person who confirmed.
        const [draft, ...others] = await listsAfter(list.created_at);
        expect(others).toEqual([]);
        expect(draft).toMatchObject({ vendor: VENDOR, status: "draft", created_by: site.people.staff.id, version: 1 });
        expect(await linesOf(draft!.id)).toEqual([["Domates", 5_000, null], ["Soğan", 3_000, null]]);
        // Each write is audited: the list's lines going back to the message's, and the new draft's.
        const entries = await db.selectFrom("audit_log").select(["entity_id", "action", "old_value", "new_value"]).where("entity", "=", "shopping_lists").where("entity_id", "in", [list.id, draft!.id]).orderBy("at").execute();
        const lines = (value: string | null) => (JSON.parse(value!) as { lines: { inventoryItemId: string; quantityMilli: number }[] }).lines.map((line) => line.quantityMilli);
        const sent = entries.find((entry) => entry.entity_id === list.id && JSON.parse(entry.new_value!).status === "sent")!;
        expect([lines(sent.old_value), lines(sent.new_value)]).toEqual([[5_000, 3_000], [2_000, 1_000]]);
        const made = entries.find((entry) => entry.entity_id === draft!.id)!;
        expect([made.action, lines(made.new_value)]).toEqual(["create", [5_000, 3_000]]);
        // The answer names the draft and what differs.
        const answer = await confirmed.text();
        expect(answer).toContain(draft!.id);
        expect(answer).toContain("keptMilli");
        // The items' price history notes the prices ordered at, from the sent list.
        expect(await db.selectFrom("inventory_prices").select("inventory_item_id").where("shopping_list_id", "=", list.id).orderBy("inventory_item_id").execute()).toEqual(
          [domates!.id, biber!.id].sort().map((id) => ({ inventory_item_id: id })),
        );
      });

      it("records it as before when the list was saved since without a change of its quantities", async () => {
        const [domates] = produce;
        const list = await newList([[domates!.id, "1"]]);
        const opened = await open(list.id, 1);
        expect((await edit(list.id, 1, [[domates!.id, "1"]])).status).toBe(302);
        expect((await confirm(list.id, 1)).status).toBe(200);
        expect(await linesOf(list.id)).toEqual([["Domates", 1_000, "Domates"]]);
        expect(await db.selectFrom("shopping_list_sends").select("message").where("shopping_list_id", "=", list.id).execute()).toEqual([{ message: opened }]);
        expect(await listsAfter(list.created_at)).toEqual([]);
      });

      it("records a send again opened before the list was marked completed, and the same draft's message sent by two; refuses one opened from a draft that someone else sent with other quantities", async () => {
        const [domates, biber] = produce;
        const list = await newList([[domates!.id, "4"]]);
        await open(list.id, 1);
        expect((await confirm(list.id, 1)).status).toBe(200);
        // Send Again opened at version 2; meanwhile the goods arrive and someone marks it completed.
        const again = await open(list.id, 2);
        expect((await post(new URLSearchParams({ intent: "complete", id: list.id, version: "2" }))).status).toBe(200);
        expect((await confirm(list.id, 2)).status).toBe(200);
        const sends = await db.selectFrom("shopping_list_sends").select("message").where("shopping_list_id", "=", list.id).execute();
        expect(sends).toEqual([{ message: again }, { message: again }]);
        expect(await db.selectFrom("shopping_lists").select(["status", "version"]).where("id", "=", list.id).executeTakeFirstOrThrow()).toEqual({ status: "completed", version: 4 });

        // Two cooks send the same draft, each from WhatsApp: both sends are recorded, of one message.
        const twice = await newList([[domates!.id, "7"]]);
        const message = await open(twice.id, 1);
        expect((await confirm(twice.id, 1)).status).toBe(200);
        expect((await confirm(twice.id, 1)).status).toBe(200);
        expect(await db.selectFrom("shopping_list_sends").select("message").where("shopping_list_id", "=", twice.id).execute()).toEqual([{ message }, { message }]);

        // Two cooks open the same draft; one edits it and sends the new quantities; the other's
        // confirmation, of other quantities than the list was sent with, is refused.
        const shared = await newList([[biber!.id, "2"]]);
        await open(shared.id, 1);
        expect((await edit(shared.id, 1, [[biber!.id, "6"]])).status).toBe(302);
        await open(shared.id, 2);
        expect((await confirm(shared.id, 2)).status).toBe(200);
        const before = await snapshot();
        expect((await confirm(shared.id, 1)).status).toBe(409);
        expect(await snapshot()).toEqual(before);
      });

      it("an edit committed while the confirmation is under way (on PostgreSQL, between its read and its write) is kept apart, not a refusal", async () => {
        const [domates, biber] = produce;
        const list = await newList([[domates!.id, "3"]]);
        await open(list.id, 1);
        // The edit holds the list's row first; the confirmation comes while it does. SQLite runs
        // one write at a time: there the edit simply comes first.
        const editing = () => edit(list.id, 1, [[domates!.id, "3"], [biber!.id, "2"]]).then((response) => response.status);
        const confirming = () => confirm(list.id, 1).then((response) => response.status);
        const statuses = engine === "postgres" ? await allInTurn(db, engine, [editing, confirming], sql`SELECT id FROM shopping_lists WHERE id = ${list.id} FOR UPDATE`) : [await editing(), await confirming()];
        expect(statuses).toEqual([302, 200]);
        expect(await linesOf(list.id)).toEqual([["Domates", 3_000, "Domates"]]);
        const [draft] = await listsAfter(list.created_at);
        expect(await linesOf(draft!.id)).toEqual([["Domates", 3_000, null], ["Biber", 2_000, null]]);
      });

      it("records the message with the day it was opened on: opened at 23:58 and confirmed at 00:02 in Istanbul, it is the message the vendor read", async () => {
        const [domates] = produce;
        const list = await newList([[domates!.id, "2"]]);
        const target = { id: list.id, version: list.version, phone: "+905324445566", restaurantName: "Patates" };
        const { url, opened } = await shoppingListChatUrl(db, target, new Date("2026-11-28T20:58:00Z"));
        const read = new URL(url).searchParams.get("text")!;
        expect(read).toContain("28.11.2026");
        // A time that is not one is refused before anything is read.
        expect((await post(new URLSearchParams({ intent: "confirmSent", id: list.id, version: String(list.version), phone: target.phone, openedAt: "yesterday" }))).status).toBe(400);
        await confirmShoppingListSent(db, site.people.staff.id, { ...target, openedAt: opened.at }, new Date("2026-11-28T21:02:00Z"));
        const sent = await db.selectFrom("shopping_list_sends").select("message").where("shopping_list_id", "=", list.id).executeTakeFirstOrThrow();
        expect(sent.message).toBe(read);
      });
    });
  });
});
