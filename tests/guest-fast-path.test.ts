import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { write } from "../app/db/write.server";
import { comparableAnswer as comparable, rawRequest } from "./support/raw-request";
import { startServer, type RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * The guests' fast path on the real server (issue 25): what a guest or a search engine gets from it
 * is byte for byte what the normal path gives, headers included; a session cookie goes the normal
 * way; a write is seen at the next request, on the instance that wrote and on another instance of
 * the same database, on both engines.
 */
describe.each(testEngines())("the guests' fast path on %s", (engine) => {
  let site: TestSite<"admin">;
  let second: RunningServer;
  let db: AppDatabase;

  beforeAll(async () => {
    site = await startTestSite(engine, { people: { admin: { role: "admin", email: "chef@fast-path.test" } } });
    db = site.db;
    second = await startServer({ DATABASE_URL: site.database.url });
  }, 90_000);

  afterAll(async () => {
    await second?.stop();
    await site?.close();
  });

  /** A request as it goes on the wire, with the Host the server's PUBLIC_URL names. */
  const raw = (base: string, path: string, headers: Record<string, string> = {}, method = "GET") => rawRequest(`${base}${path}`, { method, headers });

  it("gives a guest and a search engine exactly what the normal path gives: GET, HEAD, 304, gzip or not, both languages", async () => {
    const variants: [string, Record<string, string>, string][] = [
      ["/menu", { "Accept-Language": "tr", "Accept-Encoding": "gzip" }, "GET"],
      ["/menu", { "Accept-Language": "tr" }, "GET"],
      ["/menu?lang=en", { "Accept-Encoding": "gzip" }, "GET"],
      ["/", { "Accept-Language": "en", "Accept-Encoding": "gzip, deflate, br" }, "GET"],
      ["/events", { "Accept-Language": "tr", "Accept-Encoding": "gzip" }, "HEAD"],
      // A crawler: no language, no encoding.
      ["/about", {}, "GET"],
    ];
    for (const [path, headers, method] of variants) {
      // The normal path: an extra parameter of the query keeps the fast path out; the page is the same.
      const normal = await raw(site.url, `${path}${path.includes("?") ? "&" : "?"}utm_source=qr`, headers, method);
      const fast = await raw(site.url, path, headers, method);
      expect(fast.status, `${method} ${path}`).toBe(200);
      expect(comparable(fast), `${method} ${path}`).toEqual(comparable(normal));
    }
    const etag = (await raw(site.url, "/menu", { "Accept-Language": "tr" })).headers.etag!;
    const fast304 = await raw(site.url, "/menu", { "Accept-Language": "tr", "If-None-Match": etag });
    expect(fast304.status).toBe(304);
    expect(comparable(fast304)).toEqual(comparable(await raw(site.url, "/menu?utm_source=qr", { "Accept-Language": "tr", "If-None-Match": etag })));
    // The fast path's answers are logged like any other, under the id they carry.
    await site.server.waitForOutput(String(fast304.headers["x-request-id"]));
  });

  it("sends a signed-in person the normal way: their own page, never a kept one", async () => {
    const guest = await raw(site.url, "/menu", { "Accept-Language": "tr" });
    const signedIn = await raw(site.url, "/menu", { "Accept-Language": "tr", Cookie: site.people.admin.cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers["cache-control"]).toContain("no-store");
    expect(signedIn.headers.etag).toBeUndefined();
    expect(guest.headers.etag).toBeDefined();
  });

  it("never signs anyone in on a cookie the page cache would take for a guest's: a percent-escaped token is no token", async () => {
    // 'X' written '%58': decoded, it would be the admin's token, and their page kept for every guest.
    const token = site.people.admin.cookie.slice(site.people.admin.cookie.indexOf("=") + 1);
    const escaped = `session=%${token.charCodeAt(0).toString(16).toUpperCase()}${token.slice(1)}`;
    for (const path of ["/about", "/menu"]) {
      const answer = await raw(site.url, path, { "Accept-Language": "en", Cookie: escaped });
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).not.toContain("chef@fast-path.test");
      expect((await raw(site.url, path, { "Accept-Language": "en" })).body.toString()).not.toContain("chef@fast-path.test");
    }
    // The token as it is written still signs them in.
    expect((await raw(site.url, "/about", { "Accept-Language": "en", Cookie: site.people.admin.cookie })).body.toString()).toContain("chef@fast-path.test");
  });

  it("shows a write at the next request, on the instance that wrote it and on another instance of the same database", async () => {
    for (const base of [site.url, second.url]) expect((await raw(base, "/menu?lang=en")).body.toString()).not.toContain("Fast Lane Kumpir");
    await write(db, null, (w) => w.create("menu_categories", { id: "fast-lane", name_tr: "Hızlı", name_en: "Fast Lane", position: -1, is_active: 1 }));
    const form = new URLSearchParams({ intent: "createItem", categoryId: "fast-lane", nameTr: "Hızlı Kumpir", nameEn: "Fast Lane Kumpir", price: "10" });
    const created = await fetch(`${site.url}/admin/menu`, { method: "POST", headers: { Cookie: site.people.admin.cookie, Origin: site.url }, body: form, redirect: "manual" });
    expect(created.status).toBe(302);
    for (const base of [site.url, second.url]) expect((await raw(base, "/menu?lang=en")).body.toString(), base).toContain("Fast Lane Kumpir");
  });
});
