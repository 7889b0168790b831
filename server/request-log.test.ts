import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUnreadable } from "../tests/support/broken-database";
import { testEngines } from "../tests/support/test-databases";
import { startTestSite, startTestSiteForTest, type TestSite } from "../tests/support/test-site";

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

  it("logs an error that no part of the site answered as one line with its request's id, and answers it with its status", async () => {
    // A browser that opened the printed address asks the local sign-in for a sign-in that is not under way.
    const opened = await fetch(site.server.signInAddress!, { redirect: "manual" });
    const cookie = opened.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    const from = site.server.output().length;
    const response = await fetch(`${site.url}/local-idp/interaction/no-such-sign-in`, { headers: { Cookie: cookie, "Accept-Language": "en" } });
    const requestId = response.headers.get("x-request-id")!;
    // In the person's language, with the id to quote.
    expect([response.status, await response.text()]).toEqual([400, `This request could not be answered. Go back and try again. (Request ${requestId})`]);
    const output = await site.server.waitForOutput(`"event":"request","requestId":"${requestId}"`);
    const written = output.slice(from).split("\n").filter((line) => line !== "");
    expect(written.filter((line) => !line.startsWith("{"))).toEqual([]);
    expect(requestLines(site, requestId)).toEqual([
      expect.objectContaining({ level: "warn", event: "error", path: "/local-idp/interaction/no-such-sign-in", err: expect.objectContaining({ type: "SessionNotFound", stack: expect.any(String) }) }),
      expect.objectContaining({ event: "request", status: 400 }),
    ]);
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

/** Each test starts a server of its own and breaks its database: more than the default 20 s on a busy two-core machine. */
const BROKEN_DATABASE_TIMEOUT_MS = 60_000;

/**
 * Sends a request and returns every line the server wrote while answering it (up to and with its
 * request line, which is written last, when the answer is sent), with the request's id. Each line
 * that is not JSON is kept as the text it is.
 */
async function linesOfRequest(site: TestSite<string>, path: string, headers: Record<string, string> = {}, form?: Record<string, string>) {
  const from = site.server.output().length;
  const response = await fetch(`${site.url}${path}`, {
    headers: { "Accept-Language": "en", ...headers, ...(form && { Origin: site.url }) },
    redirect: "manual",
    ...(form && { method: "POST", body: new URLSearchParams(form) }),
  });
  const body = await response.text();
  const requestId = response.headers.get("x-request-id")!;
  const output = await site.server.waitForOutput(`"event":"request","requestId":"${requestId}"`);
  const written = output.slice(from).split("\n").filter((line) => line !== "");
  const notJson = written.filter((line) => {
    try {
      JSON.parse(line);
      return false;
    } catch {
      return true;
    }
  });
  const json = written.filter((line) => !notJson.includes(line)).map((line) => JSON.parse(line) as Record<string, unknown>);
  return { response, body, requestId, notJson, json, errors: json.filter((line) => line.event === "error") };
}

/** What an error line carries: the request's id, and the error's message and stack as fields of the one line. */
function errorLine(requestId: string, path: string, msg: unknown) {
  return expect.objectContaining({
    level: "error",
    event: "error",
    requestId,
    path,
    msg,
    err: expect.objectContaining({ message: expect.any(String), stack: expect.stringContaining("\n    at ") }),
  });
}

describe.each(testEngines())("the log with the database failing, on %s", (engine) => {
  it("is JSON lines only: each page answered from built-in data logs its failure once, with the request's id", async () => {
    const site = await startTestSiteForTest(engine, { people: { admin: { role: "admin", email: "owner@broken-log.test" } } });
    await makeUnreadable(site.database);
    // On PostgreSQL, a connection of the pool that was cut may fail a first query otherwise than a
    // new one is refused: after one page, every query meets the same failure.
    await linesOfRequest(site, "/about");

    // The root's loader (site settings) and the menu's meet the same failure, in either order: one
    // error line, and what fell back, each of them, on the request's own line.
    const menu = await linesOfRequest(site, "/menu");
    expect(menu.response.status).toBe(200);
    expect(menu.body).toContain("You are seeing our saved menu; prices may have changed.");
    expect(menu.notJson).toEqual([]);
    expect(menu.errors).toEqual([errorLine(menu.requestId, "/menu", expect.stringMatching(/^Failed to load (site settings|menu)$/))]);
    expect(menu.json.at(-1)).toMatchObject({ event: "request", requestId: menu.requestId, status: 200 });
    expect(menu.json.at(-1)!.fallbacks).toEqual(expect.arrayContaining(["Failed to load site settings", "Failed to load menu"]));
    expect(menu.json.at(-1)!.fallbacks).toHaveLength(2);

    const home = await linesOfRequest(site, "/home");
    expect(home.response.status).toBe(200);
    expect(home.notJson).toEqual([]);
    expect(home.errors).toEqual([errorLine(home.requestId, "/home", expect.stringMatching(/^Failed to load (site settings|events)$/))]);
    expect(home.json.at(-1)!.fallbacks).toEqual(expect.arrayContaining(["Failed to load site settings", "Failed to load events"]));

    // Signed in: the session's renewal meets the failure first, then the root's loader, then the
    // page's guard, which fails the page. Its error page shows the id whose line says why.
    const admin = await linesOfRequest(site, "/admin", { Cookie: site.people.admin.cookie });
    expect(admin.response.status).toBe(500);
    expect(admin.body).toContain(admin.requestId);
    expect(admin.notJson).toEqual([]);
    expect(admin.errors).toEqual([errorLine(admin.requestId, "/admin", "Session could not be renewed")]);
    expect(admin.json.at(-1)).toMatchObject({ event: "request", requestId: admin.requestId, status: 500 });
    expect(admin.json.at(-1)!.fallbacks).toEqual(
      expect.arrayContaining(["Session could not be renewed", "Failed to load site settings", "Failed to load the signed-in user"]),
    );
  }, BROKEN_DATABASE_TIMEOUT_MS);
});

describe("the log with one table unreadable", () => {
  it("a back-office screen without its data, and a form whose write fails, log the failure as one JSON line with the request's id", async () => {
    const site = await startTestSiteForTest("sqlite", { people: { staff: { role: "staff", email: "cook@broken-log.test" } } });
    await sql`ALTER TABLE vendors RENAME TO vendors_away`.execute(site.db);
    const vendors = await linesOfRequest(site, "/vendors", { Cookie: site.people.staff.cookie });
    expect(vendors.response.status).toBe(200);
    expect(vendors.notJson).toEqual([]);
    expect(vendors.errors).toEqual([errorLine(vendors.requestId, "/vendors", "Failed to load vendors")]);
    expect(vendors.errors[0]).toMatchObject({ err: { message: expect.stringContaining("vendors") } });

    // A form whose write fails unexpectedly: 500 with the screen's message, and its error line.
    const created = await linesOfRequest(site, "/vendors", { Cookie: site.people.staff.cookie }, { intent: "create", name: "Manav", whatsappNumber: "" });
    expect(created.response.status).toBe(500);
    expect(created.body).toContain("vendors.createFailed");
    expect(created.notJson).toEqual([]);
    // The screen's loader, run again after the action, meets the same failure: not logged again.
    expect(created.errors).toEqual([errorLine(created.requestId, "/vendors", "vendors.createFailed")]);
    expect(created.json.at(-1)).toMatchObject({ event: "request", requestId: created.requestId, status: 500, fallbacks: ["Failed to load vendors"] });
  }, BROKEN_DATABASE_TIMEOUT_MS);
});
