import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, testEngines, type TestDatabase } from "../tests/support/test-databases";
import { freePort, runFailingStart, startServer, type RunningServer } from "../tests/support/start-server";
import { sql } from "kysely";
import { openDatabase } from "../app/db/connection.server";
import { menuSeed } from "../app/db/seed/menu-seed-data";
import { offlineFallbackMenu } from "../app/features/menu/offline-fallback-menu";
import { markPublicContentChanged } from "../app/db/public-content.server";

const SEEDED_ITEMS = menuSeed.flatMap((category) => category.items).length;

/** The menu page lists every item in its JSON-LD (the visible list renders only the first screen). */
function countMenuItems(html: string): number {
  return html.match(/"@type":"MenuItem"/g)?.length ?? 0;
}

describe.each(testEngines())("npm start on %s", (engine) => {
  let database: TestDatabase;
  let server: RunningServer | undefined;

  afterEach(async () => {
    await server?.stop();
    server = undefined;
    await database.drop();
  });

  it("serves the seeded menu in the visitor's language, and a restart keeps it without seeding again", async () => {
    database = await createTestDatabase(engine);
    server = await startServer({ DATABASE_URL: database.url });
    expect(server.output()).toContain("Loaded the built-in menu");

    const turkish = await fetch(`${server.url}/menu`, { headers: { "Accept-Language": "tr-TR,tr;q=0.9" } });
    expect(turkish.status).toBe(200);
    const turkishHtml = await turkish.text();
    expect(turkishHtml).toContain('<html lang="tr"');
    expect(countMenuItems(turkishHtml)).toBe(SEEDED_ITEMS);
    expect(turkishHtml).toContain('"price":"60.00"');
    expect(turkishHtml).toContain('"price":"2950.00"');
    expect(turkishHtml).toContain("Serpme Kahvaltı");

    const english = await fetch(`${server.url}/menu`, { headers: { "Accept-Language": "en-US" } });
    expect(await english.text()).toContain('<html lang="en"');
    const forced = await fetch(`${server.url}/menu?lang=en`, { headers: { "Accept-Language": "tr-TR" } });
    expect(await forced.text()).toContain('<html lang="en"');

    await server.stop();
    server = await startServer({ DATABASE_URL: database.url });
    expect(server.output()).not.toContain("Loaded the built-in menu");
    const again = await (await fetch(`${server.url}/menu`)).text();
    expect(countMenuItems(again)).toBe(SEEDED_ITEMS);
  });

  it("shows the offline fallback menu when the menu cannot be read", async () => {
    database = await createTestDatabase(engine);
    server = await startServer({ DATABASE_URL: database.url });
    const db = openDatabase(database.target);
    // Its photos' table refers to it: it goes first.
    await sql`DROP TABLE menu_item_images`.execute(db);
    await sql`DROP TABLE menu_items`.execute(db);
    await db.destroy();

    const response = await fetch(`${server.url}/menu`, { headers: { "Accept-Language": "en" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("You are seeing our saved menu; prices may have changed.");
    expect(html).toContain(offlineFallbackMenu[0]!.items[0]!.name.en);
    // The saved menu is not kept as the page: once the database answers again, so does the menu.
    expect(response.headers.get("cache-control")).toBe("no-store");
    // Not kept by the page cache, yet compressed like every page.
    expect(response.headers.get("content-encoding")).toBe("gzip");
    // The log's lines go out at most a turn after they are logged: waited for, not read at once.
    await server.waitForOutput("Failed to load menu");
  });

  it("serves public pages from a cache that a content change clears", async () => {
    database = await createTestDatabase(engine);
    server = await startServer({ DATABASE_URL: database.url });
    const first = await fetch(`${server.url}/menu`, { headers: { "Accept-Language": "en" } });
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    const unchanged = await fetch(`${server.url}/menu`, { headers: { "Accept-Language": "en", "If-None-Match": etag ?? "" } });
    expect(unchanged.status).toBe(304);

    const db = openDatabase(database.target);
    await db.updateTable("menu_items").set({ name_en: "Turkish Tea (Fresh Brew)" }).where("name_en", "=", "Turkish Tea").execute();
    await markPublicContentChanged(db);
    await db.destroy();
    const changed = await fetch(`${server.url}/menu`, { headers: { "Accept-Language": "en", "If-None-Match": etag ?? "" } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("Turkish Tea (Fresh Brew)");
  });

  it("answers unknown addresses with the not-found page and 404", async () => {
    database = await createTestDatabase(engine);
    server = await startServer({ DATABASE_URL: database.url });
    const response = await fetch(`${server.url}/no-such-page`, { headers: { "Accept-Language": "en" } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  });
});

describe("npm start refuses to start with one clear line", () => {
  let blocker: Server | undefined;
  afterEach(() => new Promise<void>((done) => (blocker ? blocker.close(() => done()) : done())));

  it("for an unusable DATABASE_URL", async () => {
    const { code, output } = await runFailingStart({ DATABASE_URL: "mysql://localhost/restaurant", PORT: "3999" });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(/^Cannot start: DATABASE_URL must start with file: \(SQLite\) or postgres:\/\/[^\n]*$/);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("for an unreachable database", async () => {
    const port = await freePort();
    const { code, output } = await runFailingStart({ DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/restaurant` });
    expect(code).toBe(1);
    expect(output).toContain(`Cannot start: Cannot reach the database (PostgreSQL at 127.0.0.1:${port}/restaurant): ECONNREFUSED`);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("for a public address without a sign-in provider", async () => {
    const { code, output } = await runFailingStart({ PUBLIC_URL: "https://patates.example.com", PORT: "3999" });
    expect(code).toBe(1);
    expect(output).toContain(
      "Cannot start: PUBLIC_URL is https://patates.example.com but sign-in is not configured: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET for another OpenID Connect provider.",
    );
  });

  it("for a port in use", async () => {
    const port = await freePort();
    blocker = createServer();
    await new Promise<void>((listening) => blocker?.listen(port, "127.0.0.1", listening));
    const database = await createTestDatabase("sqlite");
    const { code, output } = await runFailingStart({ DATABASE_URL: database.url, PORT: String(port) });
    await database.drop();
    expect(code).toBe(1);
    expect(output).toContain(`Cannot start: Port ${port} is already in use. Stop the other server or set PORT to a free port.`);
  });
});
