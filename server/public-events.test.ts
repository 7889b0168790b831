import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markPublicContentChanged } from "../app/db/public-content.server";
import type { RunningServer } from "../tests/support/start-server";
import { startTestSite, type TestSite } from "../tests/support/test-site";

const YOUTUBE =
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc" title="YouTube video player" frameborder="0" allowfullscreen></iframe>';
const HOSTILE = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><script>alert(1)</script>';

describe("events on the public pages", () => {
  let site: TestSite;
  let server: RunningServer;

  beforeAll(async () => {
    site = await startTestSite("sqlite");
    server = site.server;
    const { db } = site;
    const now = new Date().toISOString();
    const event = (caption: string, embed: string, order: number, flags: { home: 0 | 1; events: 0 | 1; active?: 0 | 1 }) => ({
      id: randomUUID(), caption, embed_code: embed, is_active: flags.active ?? 1, show_on_home: flags.home, show_on_events: flags.events,
      display_order: order, created_at: now, updated_at: now, created_by: null, updated_by: null, version: 1,
    });
    await db
      .insertInto("events")
      .values([
        event("Jazz night", YOUTUBE, 1, { home: 1, events: 1 }),
        event("Wine tasting", HOSTILE, 0, { home: 0, events: 1 }),
        event("Hidden", YOUTUBE, 2, { home: 1, events: 1, active: 0 }),
        event("", HOSTILE, 3, { home: 1, events: 1 }),
      ])
      .execute();
    await markPublicContentChanged(db);
  }, 60_000);

  afterAll(() => site?.close());

  it("shows active events in display order, with embeds rebuilt from their id and loaded lazily", async () => {
    const html = await (await fetch(`${server.url}/events`, { headers: { "Accept-Language": "en" } })).text();
    expect(html.indexOf("Wine tasting")).toBeLessThan(html.indexOf("Jazz night"));
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain("Hidden");
    // Unsafe stored code is never rendered; its caption alone still is.
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("<script>alert");
    expect(html.match(/<iframe/g)).toHaveLength(1);
  });

  it("shows on the home page only the events flagged for it", async () => {
    const html = await (await fetch(`${server.url}/home`, { headers: { "Accept-Language": "en" } })).text();
    expect(html).toContain("Jazz night");
    expect(html).not.toContain("Wine tasting");
    expect(html).not.toContain("Hidden");
  });
});
