import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { PUBLIC_CONTENT_VERSION } from "../app/db/public-content.server";
import type { SiteSettings } from "../app/features/site/site-settings";
import { siteSettingsFormSchema } from "../app/features/site/site-settings-form";
import { getSiteSettingsForEditing } from "../app/features/site/site-settings.server";
import { siteSettingsBody } from "./support/site-settings-body";
import type { RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * The Site Settings tab's action on the real server, past the browser's checks: bad input is a 400
 * with the field's message that writes nothing; a good save writes each changed setting with its
 * audit entry and raises the version, and guests' pages, cached before, follow at their next
 * request; a save made on an old version is a 409; only admins save; no body is a 500.
 */
describe.each(testEngines())("the Site Settings action on %s", (engine) => {
  let site: TestSite<"admin" | "staff">;
  let server: RunningServer;
  let db: AppDatabase;
  const cookies = { admin: "", staff: "" };

  beforeAll(async () => {
    site = await startTestSite(engine, {
      people: { admin: { role: "admin", email: "owner@settings-actions.test" }, staff: { role: "staff", email: "cook@settings-actions.test" } },
    });
    ({ server, db } = site);
    cookies.admin = site.people.admin.cookie;
    cookies.staff = site.people.staff.cookie;
  }, 60_000);

  afterAll(() => site?.close());

  function post(body: URLSearchParams | string, cookie = cookies.admin) {
    return fetch(`${server.url}/admin/settings`, { method: "POST", headers: { Cookie: cookie, Origin: server.url }, body, redirect: "manual" });
  }

  /** A guest's page, as the page cache serves it. */
  async function guestPage(path: "/contact" | "/home" | "/menu" | "/events", language: "tr" | "en"): Promise<string> {
    return (await fetch(`${server.url}${path}?lang=${language}`)).text();
  }

  function jsonLdOf(html: string): {
    openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
    telephone: string;
    hasMenu: { url: string; hasMenuSection?: unknown[] };
  } {
    const text = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    if (!text) throw new Error("no JSON-LD on the page");
    return JSON.parse(text);
  }

  /** Everything a save could touch, to compare before and after. */
  async function snapshot() {
    const rows = await db.selectFrom("site_settings").selectAll().where("key", "!=", PUBLIC_CONTENT_VERSION).orderBy("key").execute();
    const audit = await db.selectFrom("audit_log").select("id").where("entity", "=", "site_settings").execute();
    const publicVersion = await db.selectFrom("site_settings").select("value").where("key", "=", PUBLIC_CONTENT_VERSION).executeTakeFirst();
    return { rows, auditCount: audit.length, publicVersion: publicVersion?.value ?? null };
  }

  async function current() {
    return getSiteSettingsForEditing(db);
  }

  it("saves a new week and WhatsApp number: one audit entry per changed setting, one version up, and guests' cached pages follow", async () => {
    // Guests' pages, cached as they are now.
    for (const language of ["en", "tr"] as const) {
      expect(await guestPage("/contact", language)).toContain("wa.me/905325550123");
      await guestPage("/home", language);
    }
    const before = await snapshot();
    const { settings, version } = await current();
    const response = await post(
      siteSettingsBody(settings, version, {
        "openingHours.friday.opens": "12:00",
        "openingHours.friday.closes": "02:15",
        "openingHours.monday.closed": "on",
        whatsappNumber: "0532 111 22 33",
        reservationPhone: "0212 444 55 66",
      }),
    );
    expect(response.status).toBe(200);
    const after = await current();
    expect(after.version).toBe(version + 1);
    expect(after.settings).toEqual({
      ...settings,
      whatsappNumber: "+905321112233",
      reservationPhone: "+902124445566",
      openingHours: { ...settings.openingHours, monday: null, friday: { opens: "12:00", closes: "02:15" } },
    });

    const entries = await db.selectFrom("audit_log").selectAll().where("entity", "=", "site_settings").orderBy("entity_id").execute();
    expect(entries).toHaveLength(before.auditCount + 3);
    const byKey = Object.fromEntries(entries.map((entry) => [entry.entity_id, entry]));
    expect(JSON.parse(byKey.whatsappNumber!.old_value!).value).toBe("+905325550123");
    expect(JSON.parse(byKey.whatsappNumber!.new_value!).value).toBe("+905321112233");
    expect(JSON.parse(byKey.openingHours!.new_value!).value.friday).toEqual({ opens: "12:00", closes: "02:15" });
    expect(JSON.parse(byKey.reservationPhone!.old_value!).value).toBeNull();
    expect(byKey.whatsappNumber!.actor_id).not.toBeNull();
    expect((await snapshot()).publicVersion).not.toBe(before.publicVersion);

    const english = await guestPage("/contact", "en");
    expect(english).toContain("wa.me/905321112233");
    expect(english).toContain("+90 532 111 22 33");
    expect(english).toContain("<span>Monday</span> <span>Closed</span>");
    expect(english).toContain("<span>Friday</span> <span>12:00–02:15</span>");
    expect(english).toContain("<span>Tuesday–Thursday</span> <span>11:00–24:00</span>");
    const turkish = await guestPage("/contact", "tr");
    expect(turkish).toContain("<span>Pazartesi</span> <span>Kapalı</span>");
    expect(turkish).toContain("<span>Cuma</span> <span>12:00–02:15</span>");

    for (const language of ["en", "tr"] as const) {
      // The restaurant is the same on both pages that describe it; /menu adds the dishes, and the
      // home page names the menu by its address alone.
      const home = jsonLdOf(await guestPage("/home", language));
      const menu = jsonLdOf(await guestPage("/menu", language));
      for (const jsonLd of [home, menu]) {
        expect(jsonLd.openingHoursSpecification).toContainEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "12:00", closes: "02:15" });
        expect(jsonLd.openingHoursSpecification).toContainEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday"], opens: "00:00", closes: "00:00" });
      }
      expect(home.hasMenu.url).toBe(`${server.url}/menu?lang=${language}`);
      expect(home.hasMenu).not.toHaveProperty("hasMenuSection");
      expect(menu.hasMenu.hasMenuSection?.length).toBeGreaterThan(0);
    }
    expect(await guestPage("/events", "en")).toContain('href="tel:+902124445566"');
  });

  it("answers each bad field with 400 and its message, and writes nothing", async () => {
    const { settings, version } = await current();
    const before = await snapshot();
    const cases: [Record<string, string | null>, string, string][] = [
      [{ mapsUrl: "javascript:alert(1)" }, "mapsUrl", "siteSettings.urlInvalid"],
      [{ directionsUrl: "data:text/html,<script>alert(1)</script>" }, "directionsUrl", "siteSettings.urlInvalid"],
      [{ mapsUrl: "ftp://example.com/map" }, "mapsUrl", "siteSettings.urlInvalid"],
      [{ "phones[0]": "12" }, "phones[0]", "siteSettings.phoneInvalid"],
      [{ whatsappNumber: "WhatsApp" }, "whatsappNumber", "siteSettings.phoneInvalid"],
      [{ email: "merhaba@" }, "email", "siteSettings.emailInvalid"],
      [{ instagramHandle: "<script>" }, "instagramHandle", "siteSettings.instagramInvalid"],
      [{ "openingHours.friday.closes": "24:00" }, "openingHours.friday.closes", "siteSettings.timeInvalid"],
      [{ "openingHours.friday.closes": null }, "openingHours.friday.closes", "siteSettings.timeRequired"],
      [{ "openingHours.sunday.closes": "11:00" }, "openingHours.sunday.closes", "siteSettings.sameTimes"],
      [{ restaurantName: "Patates\u0000" }, "restaurantName", "backOffice.invalidValue"],
      [{ address: "" }, "address", "siteSettings.required"],
      [{ version: "x" }, "version", "backOffice.invalidValue"],
    ];
    for (const [changes, field, message] of cases) {
      const response = await post(siteSettingsBody(settings, version, changes));
      expect(response.status, field).toBe(400);
      const text = await response.text();
      expect(text, field).toContain(field);
      expect(text, field).toContain(message);
    }
    // Not a form at all: refused before the action reads it (docs/decisions/0014).
    expect((await post("{}")).status).toBe(415);
    expect((await post(new URLSearchParams({ intent: "drop", version: String(version) }))).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a save made on a version someone else has saved since with 409 and the shared message, keeping theirs", async () => {
    const { settings, version } = await current();
    expect((await post(siteSettingsBody(settings, version, { restaurantName: "Patates Moda" }))).status).toBe(200);
    const before = await snapshot();
    const stale = await post(siteSettingsBody(settings, version, { restaurantName: "Patates Eski" }));
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("error.stale");
    // The same stale form with nothing changed is refused too: it was loaded before the other save.
    expect((await post(siteSettingsBody(settings, version))).status).toBe(409);
    expect(await snapshot()).toEqual(before);
    expect((await current()).settings.restaurantName).toBe("Patates Moda");
  });

  it("sends staff to Access Denied and a guest to sign in, writing nothing", async () => {
    const { settings, version } = await current();
    const before = await snapshot();
    const body = siteSettingsBody(settings, version, { restaurantName: "Patates Personel" });
    const asStaff = await post(body, cookies.staff);
    expect([asStaff.status, asStaff.headers.get("location")]).toEqual([302, "/unauthorized?reason=admin"]);
    const asGuest = await post(body, "");
    expect([asGuest.status, asGuest.headers.get("location")]).toEqual([302, "/login"]);
    expect(await snapshot()).toEqual(before);
  });

  it("never answers 500 to any body, and saves all of a valid form or nothing", async () => {
    const hostile = ["javascript:alert(1)", "data:text/html,x", "ftp://x.example", "<script>alert(1)</script>", "a\u0000b", "\u202e", "x".repeat(2_001), "0".repeat(50)];
    const anyText = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...hostile, "", " "));
    /**
     * A field's value: mostly what the form holds, sometimes something else. With some thirty
     * fields, most bodies change one or two, so that saves happen too, not only refusals.
     */
    const field = (...good: string[]) => fc.oneof({ arbitrary: fc.constant("keep"), weight: 30 }, fc.constantFrom(...good), anyText);
    const time = field("00:00", "23:59", "11:00", "01:30", "24:00", "7:00", "12:60");
    const dayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
    const hours = fc.record(
      Object.fromEntries(
        dayNames.flatMap((day) => [
          [`openingHours.${day}.opens`, time],
          [`openingHours.${day}.closes`, time],
          [`openingHours.${day}.closed`, field("on", "", "true", "off")],
        ]),
      ),
    );
    const body = fc.record({
      intent: fc.oneof({ arbitrary: fc.constant("save"), weight: 6 }, fc.constantFrom("", "delete"), fc.string({ maxLength: 8 })),
      version: fc.oneof({ arbitrary: fc.constant("current"), weight: 6 }, fc.constantFrom("0", "-1", "1.5", "9007199254740993", ""), fc.string({ maxLength: 4 })),
      restaurantName: field("Patates Moda", "Patates Kadıköy", "x".repeat(101)),
      address: field("Moda Cad. No: 1, Kadıköy"),
      "phones[0]": field("0216 555 00 11", "+44 20 7946 0958", "12", "+90 532 555 01 23 ext 5"),
      "phones[1]": field("0532 555 00 22"),
      whatsappNumber: field("0532 111 22 33", "+1 202 555 0143", "abc"),
      reservationPhone: field("", "0212 444 55 66", "1"),
      email: field("moda@patates.example.com", "x@", "@x"),
      supportEmail: field("destek@patates.example.com"),
      instagramHandle: field("@patates.moda", "https://www.instagram.com/patates_moda/", "bad handle"),
      mapsUrl: field("https://maps.example.com/?q=Moda", "http://example.com", "HTTPS://EXAMPLE.COM"),
      directionsUrl: field("https://maps.example.com/dir"),
      hours,
      extra: fc.string({ maxLength: 10 }),
    });
    const outcomes = new Set<number>();
    let changingSaves = 0;
    await fc.assert(
      fc.asyncProperty(body, async ({ hours: hourFields, version: versionField, intent, extra, ...fields }) => {
        const { settings, version } = await current();
        const changes: Record<string, string> = { intent, extra };
        for (const [name, value] of Object.entries({ ...fields, ...hourFields })) if (value !== "keep") changes[name] = value;
        changes.version = versionField === "current" ? String(version) : versionField;
        const form = siteSettingsBody(settings, version, changes);
        const before = await snapshot();
        const response = await post(form);
        await response.arrayBuffer();
        outcomes.add(response.status);
        expect(response.status).toBeLessThan(500);
        const after = await snapshot();
        if (response.status !== 200) {
          expect(after).toEqual(before);
          return;
        }
        // All of the form or nothing: what is stored now is exactly what the form said.
        const parsed = parseWithZod(toFormData(form), { schema: siteSettingsFormSchema });
        if (parsed.status !== "success") throw new Error("the action saved a form its schema refuses");
        const { version: submittedVersion, ...submitted } = parsed.value;
        expect(submittedVersion).toBe(version);
        const now = await current();
        expect(now.settings).toEqual(submitted);
        const changedKeys = (Object.keys(submitted) as (keyof SiteSettings)[]).filter((key) => JSON.stringify(settings[key]) !== JSON.stringify(submitted[key]));
        expect(after.auditCount).toBe(before.auditCount + changedKeys.length);
        expect(now.version).toBe(changedKeys.length > 0 ? version + 1 : version);
        if (changedKeys.length === 0) expect(after).toEqual(before);
        else {
          changingSaves += 1;
          expect(after.publicVersion).not.toBe(before.publicVersion);
        }
      }),
      { numRuns: 120 },
    );
    // The property said something about saves too, not only about refusals.
    expect(outcomes).toContain(400);
    expect(changingSaves).toBeGreaterThan(0);
  }, 240_000);
});

function toFormData(body: URLSearchParams): FormData {
  const data = new FormData();
  for (const [name, value] of body) data.append(name, value);
  return data;
}
