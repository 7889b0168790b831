import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../tests/support/test-site";

/** The server's JSON log lines so far, parsed. */
function logLines(site: TestSite<string>): Record<string, unknown>[] {
  return site.server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function requestLines(site: TestSite<string>, requestId: string) {
  return logLines(site).filter((line) => line.requestId === requestId);
}

describe("the request log", () => {
  let site: TestSite<"admin">;

  beforeAll(async () => {
    site = await startTestSite("sqlite", { people: { admin: { role: "admin", email: "owner@log.test" } } });
  }, 60_000);
  afterAll(() => site?.close());

  it("writes one JSON line per request: method, path without its query, status, milliseconds, its id and no user", async () => {
    const response = await fetch(`${site.url}/menu?code=secret-in-query`, { headers: { "Accept-Language": "en" } });
    await response.arrayBuffer();
    const requestId = response.headers.get("x-request-id")!;
    expect(requestId).toMatch(/^[A-Za-z0-9_-]{12}$/);
    await site.server.waitForOutput(requestId);
    const [line, ...more] = requestLines(site, requestId);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: "info", event: "request", requestId, method: "GET", path: "/menu", status: 200, userId: null });
    expect(typeof line!.ms).toBe("number");
    expect(site.server.output()).not.toContain("secret-in-query");
  });

  it("names the signed-in person", async () => {
    const response = await fetch(`${site.url}/admin`, { headers: { Cookie: site.people.admin.cookie }, redirect: "manual" });
    await response.arrayBuffer();
    const requestId = response.headers.get("x-request-id")!;
    await site.server.waitForOutput(requestId);
    expect(requestLines(site, requestId)).toMatchObject([{ path: "/admin", userId: site.people.admin.id }]);
  });

  it("takes a well-formed id from a proxy on this machine, and makes its own for any other", async () => {
    const forwarded = await fetch(`${site.url}/about`, { headers: { "X-Request-Id": "0123456789abcdef0123456789abcdef" } });
    expect(forwarded.headers.get("x-request-id")).toBe("0123456789abcdef0123456789abcdef");
    const strange = await fetch(`${site.url}/about`, { headers: { "X-Request-Id": "not\tan id" } });
    expect(strange.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });

  it("leaves out the health checks, which are polled all day", async () => {
    for (const path of ["/healthz", "/readyz"]) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status).toBe(200);
      expect(logLines(site).filter((line) => line.path === path)).toEqual([]);
    }
  });

  it("logs an unexpected error with its request's id, which the error page shows in the person's language", async () => {
    await sql`ALTER TABLE populate_jobs RENAME TO populate_jobs_away`.execute(site.db);
    try {
      const response = await fetch(`${site.url}/admin/data?lang=tr`, { headers: { Cookie: site.people.admin.cookie } });
      expect(response.status).toBe(500);
      const requestId = response.headers.get("x-request-id")!;
      expect(await response.text()).toContain(`Bize bildirirseniz şu kodu belirtin: ${requestId}`);
      await site.server.waitForOutput(`"status":500`);
      const lines = requestLines(site, requestId);
      expect(lines).toContainEqual(expect.objectContaining({ level: "error", event: "error", path: "/admin/data", err: expect.objectContaining({ message: expect.stringContaining("populate_jobs") }) }));
      expect(lines).toContainEqual(expect.objectContaining({ level: "error", event: "request", status: 500, userId: site.people.admin.id }));
    } finally {
      await sql`ALTER TABLE populate_jobs_away RENAME TO populate_jobs`.execute(site.db);
    }
  });
});
