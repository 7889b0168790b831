import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { write } from "../app/db/write.server";
import { sanitizeEmbed } from "../app/features/events/embed";
import { PUBLIC_CONTENT_VERSION } from "../app/db/public-content.server";
import { SHARE_CODES } from "./support/embed-codes";
import { allInTurn } from "./support/overlapping-writes";
import type { RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * The events manager's actions on the real server, past the browser's checks: bad input is a 4xx
 * that writes nothing; a good write is one row, one audit entry and a new public content version,
 * and guests see it at their next request; no body, however strange, is a 500.
 */
describe.each(testEngines())("the events manager's actions on %s", (engine) => {
  let site: TestSite<"admin" | "staff">;
  let server: RunningServer;
  let db: AppDatabase;
  const cookies = { admin: "", staff: "" };

  beforeAll(async () => {
    site = await startTestSite(engine, {
      people: { admin: { role: "admin", email: "chef@events-actions.test" }, staff: { role: "staff", email: "cook@events-actions.test" } },
    });
    ({ server, db } = site);
    cookies.admin = site.people.admin.cookie;
    cookies.staff = site.people.staff.cookie;
  }, 60_000);

  afterAll(() => site?.close());

  function post(body: URLSearchParams, cookie = cookies.admin, path = "/events-manager?new") {
    return fetch(`${server.url}${path}`, { method: "POST", headers: { Cookie: cookie, Origin: server.url }, body, redirect: "manual" });
  }

  /** A guest's page, as the page cache serves it. */
  async function guestPage(path: "/events" | "/home", language: "tr" | "en"): Promise<string> {
    return (await fetch(`${server.url}${path}`, { headers: { "Accept-Language": language } })).text();
  }

  /** Everything a write could touch, to compare before and after. */
  async function snapshot() {
    const events = await db.selectFrom("events").selectAll().orderBy("id").execute();
    const audit = await db.selectFrom("audit_log").select("id").where("entity", "=", "events").execute();
    const publicVersion = await db.selectFrom("site_settings").select("value").where("key", "=", PUBLIC_CONTENT_VERSION).executeTakeFirst();
    return { events, auditCount: audit.length, publicVersion: publicVersion?.value ?? null };
  }

  async function createDirectly(caption: string, embedCode: string = SHARE_CODES.youtube.code) {
    return write(db, null, (w) =>
      w.create("events", {
        caption, caption_en: null, embed_code: sanitizeEmbed(embedCode), is_active: 1, show_on_home: 1, show_on_events: 1, display_order: 0,
      }),
    );
  }

  const form = (fields: Record<string, string>) => new URLSearchParams(fields);


  it("answer a bad submission with 400 and the brief's messages, and write nothing", async () => {
    const before = await snapshot();
    const response = await post(form({ intent: "create", embedCode: " ", displayOrder: "-2", isActive: "on" }));
    expect(response.status).toBe(400);
    const text = await response.text();
    for (const key of ["eventsManager.embedRequired", "eventsManager.displayOrderInvalid"]) expect(text).toContain(key);
    expect(await snapshot()).toEqual(before);
  });

  it("refuse a hostile code with the brief's message, saving nothing", async () => {
    const before = await snapshot();
    const hostile = `${SHARE_CODES.youtube.code}<img src=x onerror="alert(1)">`;
    const response = await post(form({ intent: "create", embedCode: hostile, captionTr: "Kötü", isActive: "on", showOnHome: "on", showOnEvents: "on" }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("eventsManager.unsafe");
    expect(await snapshot()).toEqual(before);
  });

  it("create an event from a pasted code, store the sanitiser's output, close the modal, and show it to guests at once", async () => {
    const before = await snapshot();
    const response = await post(
      form({ intent: "create", embedCode: SHARE_CODES.instagramReel.code, captionTr: "Kumpir gecesi", captionEn: "Kumpir night", displayOrder: "soon", isActive: "on", showOnEvents: "on" }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/events-manager");
    const row = await db.selectFrom("events").selectAll().where("caption", "=", "Kumpir gecesi").executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      caption_en: "Kumpir night", embed_code: sanitizeEmbed(SHARE_CODES.instagramReel.code), display_order: 0, is_active: 1, show_on_home: 0, show_on_events: 1, version: 1,
    });
    const after = await snapshot();
    expect(after.auditCount).toBe(before.auditCount + 1);
    expect(after.publicVersion).not.toBe(before.publicVersion);

    const english = await guestPage("/events", "en");
    expect(english).toContain("Kumpir night");
    expect(english).toContain(SHARE_CODES.instagramReel.src);
    expect(await guestPage("/events", "tr")).toContain("Kumpir gecesi");
    expect(await guestPage("/home", "en")).not.toContain("Kumpir night");
  });

  it("show each saved change to guests at their next request: edit, deactivate, delete", async () => {
    const event = await createDirectly("Şarap tadımı");
    expect(await guestPage("/home", "en")).toContain("Şarap tadımı");

    const edit = { intent: "update", id: event.id, embedCode: SHARE_CODES.vimeo.code, captionTr: "Şarap tadımı", captionEn: "Wine tasting", displayOrder: "4", isActive: "on", showOnHome: "on", showOnEvents: "on" };
    expect((await post(form({ ...edit, version: "1" }), cookies.admin, `/events-manager?edit=${event.id}`)).status).toBe(302);
    const english = await guestPage("/home", "en");
    expect(english).toContain("Wine tasting");
    expect(english).toContain(SHARE_CODES.vimeo.src);
    expect(await guestPage("/home", "tr")).toContain("Şarap tadımı");

    expect((await post(form({ intent: "toggle", id: event.id, version: "2", isActive: "false" }), cookies.admin, "/events-manager")).status).toBe(302);
    expect(await guestPage("/home", "en")).not.toContain("Wine tasting");
    expect((await post(form({ intent: "toggle", id: event.id, version: "3", isActive: "true" }), cookies.admin, "/events-manager")).status).toBe(302);
    expect(await guestPage("/events", "en")).toContain("Wine tasting");

    expect((await post(form({ intent: "delete", id: event.id, version: "4" }), cookies.admin, "/events-manager")).status).toBe(302);
    expect(await guestPage("/events", "en")).not.toContain("Wine tasting");
    const entries = await db.selectFrom("audit_log").select("action").where("entity_id", "=", event.id).execute();
    expect(entries.map((entry) => entry.action).sort()).toEqual(["create", "delete", "update", "update", "update"]);
  });

  it("undo a delete: the event comes back as it was, to guests too, and only once", async () => {
    const event = await createDirectly("Caz gecesi");
    expect((await post(form({ intent: "delete", id: event.id, version: "1" }), cookies.admin, "/events-manager")).status).toBe(302);
    expect(await guestPage("/events", "tr")).not.toContain("Caz gecesi");

    expect((await post(form({ intent: "restore", id: event.id }), cookies.admin, "/events-manager")).status).toBe(302);
    // Everything as it was, its creation included; only the version and the last change are the restore's.
    const restored = await db.selectFrom("events").selectAll().where("id", "=", event.id).executeTakeFirstOrThrow();
    expect(restored).toEqual({ ...event, version: 2, updated_at: restored.updated_at, updated_by: site.people.admin.id });
    expect(await guestPage("/events", "tr")).toContain("Caz gecesi");

    const before = await snapshot();
    expect((await post(form({ intent: "restore", id: event.id }), cookies.admin, "/events-manager")).status).toBe(409);
    expect(await snapshot()).toEqual(before);
    const entries = await db.selectFrom("audit_log").select("action").where("entity_id", "=", event.id).orderBy("at").execute();
    expect(entries.map((entry) => entry.action)).toEqual(["create", "delete", "create"]);
  });

  it("undo one delete sent twice at the same moment: the event comes back once, the second undo is a 409", async () => {
    const event = await createDirectly("Çift geri al");
    expect((await post(form({ intent: "delete", id: event.id, version: "1" }), cookies.admin, "/events-manager")).status).toBe(302);
    const undo = () => post(form({ intent: "restore", id: event.id }), cookies.admin, "/events-manager");
    const answers = await allInTurn(db, engine, [undo, undo]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409]);
    const entries = await db.selectFrom("audit_log").select("action").where("entity_id", "=", event.id).orderBy("at").execute();
    expect(entries.map((entry) => entry.action)).toEqual(["create", "delete", "create"]);
  });

  it("refuse an edit, a toggle or a delete made on an old version with 409, leaving the newer one", async () => {
    const event = await createDirectly("Eski sürüm");
    const edit = (caption: string) => form({ intent: "update", id: event.id, version: "1", embedCode: SHARE_CODES.x.code, captionTr: caption, isActive: "on" });
    expect((await post(edit("Yeni"))).status).toBe(302);
    const before = await snapshot();
    const stale = await post(edit("Çok eski"));
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("error.stale");
    expect((await post(form({ intent: "toggle", id: event.id, version: "1", isActive: "false" }))).status).toBe(409);
    expect((await post(form({ intent: "delete", id: event.id, version: "1" }))).status).toBe(409);
    expect(await snapshot()).toEqual(before);
    const stored = await db.selectFrom("events").select(["caption", "is_active", "version"]).where("id", "=", event.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ caption: "Yeni", is_active: 1, version: 2 });
  });

  it("answer 404 for an event that is gone", async () => {
    const before = await snapshot();
    const response = await post(form({ intent: "delete", id: "no-such-event", version: "1" }));
    expect(response.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("send staff away to /unauthorized and a guest to /login, writing nothing", async () => {
    const event = await createDirectly("Yalnız yönetici");
    const before = await snapshot();
    const toggle = form({ intent: "toggle", id: event.id, version: "1", isActive: "false" });
    const create = form({ intent: "create", embedCode: SHARE_CODES.youtube.code, isActive: "on" });
    for (const body of [toggle, create]) {
      const asStaff = await post(body, cookies.staff);
      expect([asStaff.status, asStaff.headers.get("location")]).toEqual([302, "/unauthorized"]);
      const asGuest = await post(body, "");
      expect([asGuest.status, asGuest.headers.get("location")]).toEqual([302, "/login"]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("never answer 500 to any body, and never write half of anything", async () => {
    const hostile = [`${SHARE_CODES.x.code}<script>alert(1)</script>`, `<iframe src="javascript:alert(1)"></iframe>`, "<b>hi</b>", "x".repeat(20_001)];
    const text = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("", " ", "Caz gecesi", "a\u0000b", "x".repeat(501), "<script>alert(1)</script>"));
    // Weighted towards what a form sends, so that writes happen too, not only refusals.
    const tick = fc.oneof({ arbitrary: fc.constant("on"), weight: 4 }, fc.constantFrom("", "true", "false", "off"), fc.string({ maxLength: 4 }));
    const body = fc.record(
      {
        intent: fc.oneof({ arbitrary: fc.constantFrom("create", "update", "toggle", "delete", "restore"), weight: 4 }, fc.constantFrom("", "drop"), fc.string({ maxLength: 10 })),
        embedCode: fc.oneof(
          { arbitrary: fc.constantFrom(...Object.values(SHARE_CODES).map((sample) => sample.code)), weight: 3 },
          fc.constantFrom(...hostile),
          fc.string({ maxLength: 60 }),
        ),
        captionTr: text,
        captionEn: text,
        displayOrder: fc.oneof(fc.constantFrom("0", "3", "-1", "abc", "1e3", "999999", "1000000", "99999999999999999999", "2.5", ""), fc.string({ maxLength: 6 })),
        isActive: tick,
        showOnHome: tick,
        showOnEvents: tick,
        // "current": the target's version now, so that edits and deletes also succeed.
        id: fc.oneof({ arbitrary: fc.constant("target"), weight: 3 }, fc.string({ maxLength: 40 })),
        version: fc.oneof({ arbitrary: fc.constant("current"), weight: 3 }, fc.constantFrom("1", "0", "-1", "1.5", "9007199254740993"), fc.string({ maxLength: 5 })),
        extra: fc.string({ maxLength: 20 }),
      },
      { requiredKeys: ["intent", "embedCode", "id", "version"] },
    );
    let target = await createDirectly("Hedef");
    const outcomes = new Set<number>();
    await fc.assert(
      fc.asyncProperty(body, async (fields) => {
        const current = await db.selectFrom("events").select("version").where("id", "=", target.id).executeTakeFirst();
        if (!current) target = await createDirectly("Hedef");
        const resolved = {
          ...fields,
          ...(fields.id === "target" && { id: target.id }),
          ...(fields.version === "current" && { version: String(current?.version ?? 1) }),
        };
        const before = await snapshot();
        const params = new URLSearchParams(Object.entries(resolved).filter((entry): entry is [string, string] => entry[1] !== undefined));
        const response = await post(params);
        await response.arrayBuffer();
        outcomes.add(response.status);
        expect(response.status).toBeLessThan(500);
        const after = await snapshot();
        if (response.status >= 400 || after.auditCount === before.auditCount) {
          // Refused, or a save that changed nothing (the state asked for is the event's already): nothing written.
          expect(after).toEqual(before);
        } else {
          // One write: one audit entry, at most one row more or less, and the guests' pages told.
          expect(after.auditCount).toBe(before.auditCount + 1);
          expect(Math.abs(after.events.length - before.events.length)).toBeLessThanOrEqual(1);
          expect(after.publicVersion).not.toBe(before.publicVersion);
          // Whatever was stored is an embed the sanitiser made.
          for (const event of after.events) expect(sanitizeEmbed(event.embed_code)).toBe(event.embed_code);
        }
      }),
      { numRuns: 150 },
    );
    // The property said something about writes too, not only about refusals.
    expect(outcomes).toContain(302);
    expect(outcomes).toContain(400);
  }, 180_000);
});
