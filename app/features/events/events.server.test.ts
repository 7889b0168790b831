import { beforeEach, describe, expect, it } from "vitest";
import { SHARE_CODES } from "../../../tests/support/embed-codes";
import { createTestUser, openDatabaseForTest } from "../../../tests/support/prepared-database";
import { testEngines } from "../../../tests/support/test-databases";
import type { AppDatabase } from "~/db/connection.server";
import { publicContentVersion } from "~/db/public-content.server";
import { localize } from "~/i18n/localize";
import { sanitizeEmbed } from "./embed";
import { eventSchema, type EventInput } from "./events";
import { createEvent, deleteEvent, listEvents, setEventActive, updateEvent } from "./events.server";
import { getPublicEvents } from "./public-events.server";

function input(overrides: Record<string, unknown> = {}): EventInput {
  return eventSchema.parse({ embedCode: SHARE_CODES.youtube.code, isActive: true, showOnHome: true, showOnEvents: true, ...overrides });
}

describe.each(testEngines())("events on %s", (engine) => {
  let db: AppDatabase;
  /** The admin who makes every change here. */
  let admin: string;

  beforeEach(async () => {
    db = await openDatabaseForTest(engine);
    admin = await createTestUser(db, { role: "admin", email: "admin@events.test", name: "Admin" });
  });

  it("are listed by display order, then newest first, in the manager and on both public pages alike", async () => {
    const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, second));
    const make = async (name: string, order: number, second: number) => {
      const { id } = await createEvent(db, admin, input({ captionTr: name, displayOrder: String(order) }));
      await db.updateTable("events").set({ created_at: at(second).toISOString() }).where("id", "=", id).execute();
    };
    await make("older of two at 1", 1, 1);
    await make("at 5", 5, 0);
    await make("newer of two at 1", 1, 2);
    await make("at 0", 0, 3);
    const expected = ["at 0", "newer of two at 1", "older of two at 1", "at 5"];

    expect((await listEvents(db)).map((event) => event.caption.tr)).toEqual(expected);
    expect((await getPublicEvents(db, "home")).map((event) => localize(event.caption, "tr"))).toEqual(expected);
    expect((await getPublicEvents(db, "events")).map((event) => localize(event.caption, "tr"))).toEqual(expected);
  });

  it("store the sanitiser's output, not the pasted code, and show it on the pages it is flagged for while active", async () => {
    await createEvent(db, admin, input({ embedCode: SHARE_CODES.x.code, captionTr: "Her yerde" }));
    await createEvent(db, admin, input({ embedCode: SHARE_CODES.vimeo.code, captionTr: "Yalnız ana sayfa", showOnEvents: undefined }));
    await createEvent(db, admin, input({ captionTr: "Yalnız etkinlikler", showOnHome: undefined }));
    await createEvent(db, admin, input({ captionTr: "Pasif", isActive: undefined }));

    const stored = await db.selectFrom("events").select(["caption", "embed_code"]).where("caption", "=", "Her yerde").executeTakeFirstOrThrow();
    expect(stored.embed_code).toBe(sanitizeEmbed(SHARE_CODES.x.code));
    expect(stored.embed_code).toContain(SHARE_CODES.x.src);

    const captions = async (place: "home" | "events") => (await getPublicEvents(db, place)).map((event) => localize(event.caption, "tr")).sort();
    expect(await captions("home")).toEqual(["Her yerde", "Yalnız ana sayfa"]);
    expect(await captions("events")).toEqual(["Her yerde", "Yalnız etkinlikler"]);
    expect((await listEvents(db)).map((event) => [event.caption.tr, event.isActive, event.showOnHome, event.showOnEvents]).sort()).toEqual([
      ["Her yerde", true, true, true],
      ["Pasif", false, true, true],
      ["Yalnız ana sayfa", true, true, false],
      ["Yalnız etkinlikler", true, false, true],
    ]);
  });

  it("give a page the caption in its language, else the Turkish one, else the English one", async () => {
    await createEvent(db, admin, input({ captionTr: "Caz gecesi", captionEn: "Jazz night", displayOrder: "0" }));
    await createEvent(db, admin, input({ captionTr: "Yalnız Türkçe", displayOrder: "1" }));
    await createEvent(db, admin, input({ captionEn: "English only", displayOrder: "2" }));
    const events = await getPublicEvents(db, "events");
    expect(events.map((event) => localize(event.caption, "en"))).toEqual(["Jazz night", "Yalnız Türkçe", "English only"]);
    expect(events.map((event) => localize(event.caption, "tr"))).toEqual(["Caz gecesi", "Yalnız Türkçe", "English only"]);
    // No English caption is stored as none, not as an empty text.
    const row = await db.selectFrom("events").select("caption_en").where("caption", "=", "Yalnız Türkçe").executeTakeFirstOrThrow();
    expect(row.caption_en).toBeNull();
  });

  it("edit, deactivate and delete through the write path: versions, one audit entry each, and the public pages told", async () => {
    const versionBefore = await publicContentVersion(db);
    const { id } = await createEvent(db, admin, input({ captionTr: "İlk" }));
    const afterCreate = await publicContentVersion(db);
    expect(afterCreate).not.toBe(versionBefore);

    await updateEvent(db, admin, { id, version: 1, input: input({ captionTr: "İkinci", displayOrder: "7" }) });
    await expect(updateEvent(db, admin, { id, version: 1, input: input({ captionTr: "Eski" }) })).rejects.toMatchObject({ code: "stale" });
    await setEventActive(db, admin, { id, version: 2, isActive: false });
    const [event] = await listEvents(db);
    expect(event).toMatchObject({ caption: { tr: "İkinci", en: "" }, displayOrder: 7, isActive: false, version: 3 });
    expect(await getPublicEvents(db, "events")).toEqual([]);

    await expect(deleteEvent(db, admin, { id, version: 2 })).rejects.toMatchObject({ code: "stale" });
    await deleteEvent(db, admin, { id, version: 3 });
    expect(await listEvents(db)).toEqual([]);
    const audit = await db.selectFrom("audit_log").select("action").where("entity_id", "=", id).orderBy("at").orderBy("action").execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual(["create", "delete", "update", "update"]);
  });
});
