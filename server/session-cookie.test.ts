import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { hashSessionToken } from "../app/features/auth/session.server";
import type { RunningServer } from "../tests/support/start-server";
import { sessionCookie, startTestSite, type TestSite } from "../tests/support/test-site";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The session cookie a response sets, if any: its value and Max-Age. */
function sessionCookieOf(response: Response): { value: string; maxAge: number } | null {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith("session="));
  if (!line) return null;
  return { value: line.slice("session=".length).split(";")[0] ?? "", maxAge: Number(/Max-Age=(\d+)/.exec(line)?.[1]) };
}

describe("the session cookie on the real server", () => {
  let site: TestSite<"admin">;
  let server: RunningServer;
  let db: AppDatabase;

  beforeAll(async () => {
    site = await startTestSite("sqlite", {
      env: { ADMIN_EMAILS: "chef@patates.test" },
      people: { admin: { role: "admin", email: "chef@patates.test", name: "Chef" } },
    });
    ({ server, db } = site);
  }, 60_000);
  afterAll(() => site?.close());

  const staffMember = async (email: string): Promise<string> => (await site.addPerson({ role: "staff", email })).id;

  const get = (path: string, token: string) =>
    fetch(`${server.url}${path}`, { headers: { Cookie: `lang=en; ${sessionCookie(server, token)}` }, redirect: "manual" });

  it("goes out again with its new lifetime when a request slides the session's end", async () => {
    const cookId = await staffMember("cook@patates.test");
    // Signed in two hours ago: this request moves the end to 14 days from now.
    const { token } = await site.newSession(cookId, new Date(Date.now() - 2 * HOUR));

    const page = await get("/inventory-manager", token);
    expect(page.status).toBe(200);
    const renewed = sessionCookieOf(page);
    expect(renewed?.value).toBe(token);
    expect(renewed?.maxAge).toBeGreaterThan(14 * DAY / 1000 - 60);
    expect(renewed?.maxAge).toBeLessThanOrEqual(14 * DAY / 1000);
    const row = await db.selectFrom("sessions").select("expires_at").where("id", "=", hashSessionToken(token)).executeTakeFirstOrThrow();
    expect(Math.abs(Date.parse(row.expires_at) - (Date.now() + 14 * DAY))).toBeLessThan(60_000);

    // Within the hour nothing moves, and the cookie is not sent again.
    expect(sessionCookieOf(await get("/inventory-manager", token))).toBeNull();
  });

  it("is renewed by data requests too", async () => {
    const cookId = await staffMember("data-cook@patates.test");
    const { token } = await site.newSession(cookId, new Date(Date.now() - 2 * HOUR));
    const data = await get("/inventory-manager.data", token);
    expect(data.status).toBe(200);
    expect(sessionCookieOf(data)?.value).toBe(token);
  });

  it("is deleted when it opens no session", async () => {
    const response = await get("/login", "no-such-session");
    expect(response.status).toBe(200);
    expect(sessionCookieOf(response)).toEqual({ value: "", maxAge: 0 });
  });

  it("stops working when an admin changes the person's role, and the admin stays signed in", async () => {
    const { admin } = site.people;
    const waiterId = await staffMember("waiter@patates.test");
    const waiter = await site.newSession(waiterId);
    expect((await get("/inventory-manager", waiter.token)).status).toBe(200);

    const version = (await db.selectFrom("users").select("version").where("id", "=", waiterId).executeTakeFirstOrThrow()).version;
    const change = await fetch(`${server.url}/admin/users`, {
      method: "POST",
      headers: { Cookie: admin.cookie, Origin: server.url },
      body: new URLSearchParams({ intent: "change-role", userId: waiterId, role: "pending", version: String(version) }),
      redirect: "manual",
    });
    expect(change.status).toBe(200);
    expect((await get("/inventory-manager", waiter.token)).headers.get("location")).toBe("/login");
    expect((await get("/admin", admin.token)).status).toBe(200);
  });
});
