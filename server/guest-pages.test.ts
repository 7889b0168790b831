import { sql } from "kysely";
import { describe, expect, it, onTestFinished } from "vitest";
import { serviceWorkerScript } from "../app/features/offline/service-worker.server";
import { markPublicContentChanged } from "../app/db/public-content.server";
import { movableClock } from "../tests/support/backup-clock";
import { cutPostgresConnections, makeUnreadable } from "../tests/support/broken-database";
import { testEngines } from "../tests/support/test-databases";
import { startTestSiteForTest as startSite } from "../tests/support/test-site";

/** A page served from the page cache carries a CSP that allows its inline scripts by hash, not by nonce. */
const FROM_PAGE_CACHE = /script-src 'self' 'sha256-/;

const english = { "Accept-Language": "en" };

/** Each test starts a server and sends it dozens of requests, which can outlast the default 20 s on a busy two-core machine. */
const SERVER_TEST_TIMEOUT_MS = 60_000;

async function inBatches<T>(count: number, size: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += size) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, offset) => task(start + offset)))));
  }
  return results;
}

describe("the page cache on the real server", () => {
  it("sends another spelling of an item's address to its one spelling, which it then serves from the cache", async () => {
    const { server } = await startSite("sqlite");
    const first = await fetch(`${server.url}/menu/menemen`, { headers: english });
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    for (const spelling of ["/menu/%6Denemen", "/menu/%6d%65nemen", "/menu/menemen/", "//menu//menemen", "/MENU/Menemen"]) {
      const redirect = await fetch(`${server.url}${spelling}`, { headers: english, redirect: "manual" });
      await redirect.arrayBuffer();
      expect([spelling, redirect.status, redirect.headers.get("location")]).toEqual([spelling, 308, "/menu/menemen"]);
    }
    const followed = await fetch(`${server.url}/menu/%6Denemen`, { headers: english });
    expect([followed.status, followed.url, followed.headers.get("etag")]).toEqual([200, `${server.url}/menu/menemen`, first.headers.get("etag")]);
    expect(await followed.text()).toContain("Menemen");
  }, SERVER_TEST_TIMEOUT_MS);

  it("keeps serving the real menu page after 3,000 requests with distinct query strings", async () => {
    const { server } = await startSite("sqlite");
    const url = server.url;
    const first = await fetch(`${url}/menu`, { headers: english });
    await first.arrayBuffer();
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();

    // What links bring: tracking parameters from Instagram and campaigns, and anything at all.
    const statuses = await inBatches(3_000, 25, async (index) => {
      const query = [`x=${index}`, `utm_source=instagram&utm_medium=social&utm_campaign=${index}`, `fbclid=IwAR${index}`][index % 3];
      const response = await fetch(`${url}/menu?${query}`, { headers: english });
      await response.arrayBuffer();
      return response.status;
    });
    expect(statuses.every((status) => status === 200)).toBe(true);

    // The same entry, never pushed out nor rendered again: the same HTML, under the cache's CSP.
    const after = await fetch(`${url}/menu`, { headers: english });
    await after.arrayBuffer();
    expect(after.headers.get("etag")).toBe(etag);
    expect(after.headers.get("content-security-policy")).toMatch(FROM_PAGE_CACHE);
    const tracked = await fetch(`${url}/menu?utm_source=qr&fbclid=abc`, { headers: english });
    expect(tracked.headers.get("etag")).toBe(etag);
    expect(await tracked.text()).toContain('<html lang="en"');
  }, 120_000);

  it("serves the service worker with the public page list of app/features/site/public-pages.ts", async () => {
    const { server } = await startSite("sqlite");
    const response = await fetch(`${server.url}/sw.js`);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(serviceWorkerScript());
  }, SERVER_TEST_TIMEOUT_MS);
});

describe.each(testEngines())("guests' pages on %s", (engine) => {
  // On SQLite a render never waits for I/O, so requests hardly overlap; on PostgreSQL they do.
  it("are rendered once for concurrent first requests", async () => {
    const { server } = await startSite(engine);
    const url = server.url;
    // Twenty connections open first, so that the twenty requests below arrive together.
    await Promise.all(Array.from({ length: 20 }, async () => (await fetch(`${url}/robots.txt`)).arrayBuffer()));
    // Each render has its own CSP nonce in its HTML, so two renders never share an ETag.
    const etags = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const response = await fetch(`${url}/menu`, { headers: english });
        await response.arrayBuffer();
        return response.headers.get("etag");
      }),
    );
    expect(new Set(etags).size).toBe(1);
  }, SERVER_TEST_TIMEOUT_MS);

  it("still give guests a menu when the database cannot be read at all", async () => {
    const { server, database } = await startSite(engine);
    const url = server.url;
    await makeUnreadable(database);

    // The page cache's version check, in front of every guest's page, fails first.
    const menu = await fetch(`${url}/menu`, { headers: english });
    expect(menu.status).toBe(200);
    expect(menu.headers.get("cache-control")).toBe("no-store");
    const menuHtml = await menu.text();
    expect(menuHtml).toContain("You are seeing our saved menu; prices may have changed.");
    expect(menuHtml).toContain("Turkish Breakfast Spread");

    // An item of the saved menu opens; one that is not there may exist: try again later, not "no such item".
    const tea = await fetch(`${url}/menu/turkish-tea`, { headers: english });
    expect(tea.status).toBe(200);
    expect(await tea.text()).toContain("You are seeing our saved menu");
    const rose = await fetch(`${url}/menu/kayra-allure-rose-bottle`, { headers: english });
    expect(rose.status).toBe(503);
    expect(await rose.text()).toContain("This dish cannot be shown right now");

    for (const path of ["/", "/home", "/about", "/contact"]) {
      const response = await fetch(`${url}${path}`, { headers: english });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(await response.text(), path).toContain("Patates");
    }
    // The log's lines go out at most a turn after they are logged: waited for, not read at once.
    await server.waitForOutput("Failed to load menu");
  }, SERVER_TEST_TIMEOUT_MS);

  it("are never cached when rendered while part of their data failed", async () => {
    const { server, db } = await startSite(engine);
    const url = server.url;
    const now = new Date().toISOString();
    await db
      .insertInto("events")
      .values({
        id: "jazz", caption: "Jazz night on Thursday", embed_code: "", show_on_home: 1, show_on_events: 1, is_active: 1,
        display_order: 0, created_at: now, updated_at: now, created_by: null, updated_by: null, version: 1,
      })
      .execute();
    await markPublicContentChanged(db);

    // The events cannot be read: the home page stands without them, and is not kept.
    await sql`ALTER TABLE events RENAME TO events_away`.execute(db);
    const degraded = await fetch(`${url}/`, { headers: english });
    expect(degraded.status).toBe(200);
    expect(degraded.headers.get("cache-control")).toBe("no-store");
    expect(await degraded.text()).not.toContain("Jazz night on Thursday");

    // The events are back, with no write to raise the content version: the whole page comes back at once.
    await sql`ALTER TABLE events_away RENAME TO events`.execute(db);
    const whole = await fetch(`${url}/`, { headers: english });
    expect(whole.headers.get("cache-control")).toBe("no-cache");
    expect(await whole.text()).toContain("Jazz night on Thursday");
  }, SERVER_TEST_TIMEOUT_MS);
});

describe.each(testEngines())("the year in guests' pages on %s", (engine) => {
  it("turns at midnight in Istanbul, though nothing was written: a page kept on 31 December is rendered again with the new year", async () => {
    // 23:59 in Istanbul on 31 December: the server's clock, which the test moves.
    const clock = movableClock(new Date("2026-12-31T20:59:00.000Z"));
    onTestFinished(() => clock.remove());
    const { server } = await startSite(engine, { serverOptions: { clock: clock.file } });
    const page = async (path: string) => {
      const response = await fetch(`${server.url}${path}`, { headers: english });
      return { html: await response.text(), etag: response.headers.get("etag") };
    };
    // A plain request (the fast path) and one with a tracking parameter (the cache behind Express).
    const paths = ["/menu", "/?utm_source=qr"];
    for (const path of paths) {
      const kept = await page(path);
      expect(kept.html, path).toContain("© 2026 Patates İstanbul.");
      expect((await page(path)).etag, `${path} is kept`).toBe(kept.etag);
    }
    clock.set(new Date("2026-12-31T21:00:00.000Z"));
    for (const path of paths) {
      const { html } = await page(path);
      expect(html, path).toContain("© 2027 Patates İstanbul.");
      expect(html, path).not.toContain("© 2026");
    }
  }, SERVER_TEST_TIMEOUT_MS);
});

describe.runIf(testEngines().includes("postgres"))("the server on PostgreSQL", () => {
  it("keeps serving when PostgreSQL cuts its connections in the middle of requests, as a restart does", async () => {
    const { server, database } = await startSite("postgres");
    const url = server.url;
    // Each round's requests hold connections of the pool, some checked out and not yet querying,
    // when every connection is cut. Once, that crashed the server (a checked-out client's error
    // had no listener).
    for (let round = 0; round < 10; round++) {
      const statuses = Array.from({ length: 20 }, async (_, index) => {
        const response = await fetch(`${url}/menu?round=${round}&guest=${index}`, { headers: english });
        await response.arrayBuffer();
        return response.status;
      });
      await cutPostgresConnections(database);
      expect(await Promise.all(statuses)).toEqual(Array.from({ length: 20 }, () => 200));
    }
    // Still serving. (Whether this one comes from the database or the saved menu depends on whether
    // the server has read its idle connections' end yet; the readiness test sees it connect again.)
    const menu = await fetch(`${url}/menu`, { headers: english });
    expect(menu.status).toBe(200);
    expect(await menu.text()).toContain("Turkish Breakfast Spread");
    // The log's lines go out at most a turn after they are logged: waited for, not read at once.
    await server.waitForOutput("PostgreSQL connection lost");
  }, SERVER_TEST_TIMEOUT_MS);
});
