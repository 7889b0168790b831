import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * The files the back office offers for download, when they cannot be made (a table unreadable): the
 * person comes back to the screen the link is on, which says why beside the link, in their language,
 * instead of a download that fails with the browser's own word for a 500. Made again, they download.
 */
describe.each(testEngines())("downloads that cannot be made, on %s", (engine) => {
  let site: TestSite<"admin">;
  beforeAll(async () => {
    site = await startTestSite(engine, { people: { admin: { role: "admin", email: "owner@downloads.test" } } });
  }, 60_000);
  afterAll(() => site?.close());

  /** A table the file is read from, away while `run` runs, as a failing disk or a bad restore would leave it. */
  async function withTableAway<T>(table: "inventory_items" | "menu_items", run: () => Promise<T>): Promise<T> {
    await sql`ALTER TABLE ${sql.table(table)} RENAME TO ${sql.table(`${table}_away`)}`.execute(site.db);
    try {
      return await run();
    } finally {
      await sql`ALTER TABLE ${sql.table(`${table}_away`)} RENAME TO ${sql.table(table)}`.execute(site.db);
    }
  }

  const get = (path: string, language: "tr" | "en" = "en") =>
    fetch(`${site.url}${path}`, { headers: { Cookie: site.people.admin.cookie, "Accept-Language": language }, redirect: "manual" });

  const cases = [
    { file: "/inventory-manager/export.csv", table: "inventory_items", back: "/inventory-manager", type: "text/csv" },
    { file: "/admin/menu-costs.csv?category=breakfast", table: "menu_items", back: "/admin/menu-costs?category=breakfast", type: "text/csv" },
    { file: "/admin/data/export.json", table: "menu_items", back: "/admin/data", type: "application/json" },
  ] as const;

  it.each(cases)("$file: back to $back, which says why beside the link; the file once it can be made", async ({ file, table, back, type }) => {
    const path = file.split("?", 1)[0]!;
    const failed = await withTableAway(table, () => get(file));
    expect(failed.status).toBe(302);
    const location = new URL(failed.headers.get("location")!, site.url);
    const expected = new URL(back, site.url);
    expected.searchParams.set("download-failed", path);
    expect(location.href).toBe(expected.href);
    // Logged as an unexpected failure is, with its cause.
    await site.server.waitForOutput(`"path":"${path}","err"`);

    for (const [language, words] of [
      ["en", "The file could not be made, so nothing was downloaded."],
      ["tr", "Dosya hazırlanamadı, hiçbir şey indirilmedi."],
    ] as const) {
      const screen = await get(`${location.pathname}${location.search}`, language);
      expect(screen.status).toBe(200);
      const html = await screen.text();
      expect(html, language).toContain(words);
      // The link itself is a plain one: the file's answer makes it a download.
      expect(html).toMatch(new RegExp(`<a class="button" href="${path.replace(/\./g, "\\.")}[^"]*">`));
    }
    // Without the mark, the screen says nothing of it.
    expect(await (await get(back)).text()).not.toContain("The file could not be made");

    const made = await get(file);
    expect(made.status).toBe(200);
    expect(made.headers.get("content-type")).toContain(type);
    expect(made.headers.get("content-disposition")).toMatch(/^attachment; filename="/);
  });
});
