import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { setRoleByEmail } from "../app/features/users/users.server";
import { CookieJar, signInOverHttp } from "./support/http-sign-in";
import type { RunningServer } from "./support/start-server";
import { sessionCookie, startTestSite, type TestSite } from "./support/test-site";

/**
 * The security events (app/lib/log.server.ts) as whoever collects the server's output reads them:
 * JSON lines on its standard output, one per event, with who, from where and on what path.
 */
type EventLine = Record<string, unknown> & { event: string };

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MARK_PATH = "/events-mark-";

let site: TestSite;
let server: RunningServer;
let db: AppDatabase;
/** Where in the output the events already read end. */
let readUpTo = 0;
/** Every session token and authorization code the tests used: none may reach the output. */
const secrets: string[] = [];

/** The log's other lines: one per request, and errors (server/request-log.ts). */
const NOT_SECURITY_EVENTS = new Set(["request", "error"]);

/**
 * The events written since the last call. A refused cross-site request to a path of its own is
 * written after everything the server did before it, so once its line is out, so are theirs.
 */
async function newEvents(): Promise<EventLine[]> {
  const mark = `${MARK_PATH}${randomUUID()}`;
  const refused = await fetch(`${server.url}${mark}`, { method: "POST", headers: { Origin: "https://mark.example" } });
  expect(refused.status).toBe(403);
  const output = await server.waitForOutput(`"path":"${mark}"`);
  const lines = output.slice(readUpTo).split("\n");
  readUpTo = output.length;
  return lines
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as EventLine)
    .filter((line) => !NOT_SECURITY_EVENTS.has(String(line.event)) && !String(line.path).startsWith(MARK_PATH));
}

/**
 * What every line has: the time, the level, the id of the request that caused it (the one its
 * answer's `X-Request-Id` and its request line give), the client's address and the path.
 */
function line(level: "info" | "warn", path: string, requestId: string | null, fields: Record<string, unknown>) {
  expect(requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  return { level, time: expect.stringMatching(ISO_TIME), requestId, ip: "127.0.0.1", path, ...fields };
}

/** The id the server gave a request, from its answer. */
const idOf = (response: Response) => response.headers.get("x-request-id");

function sessionOf(jar: CookieJar): string {
  const token = jar.get("session");
  if (!token) throw new Error("no session cookie");
  secrets.push(token);
  return token;
}

/** The authorization code the provider sent back to the callback. */
function codeOf(visited: string[]): string {
  const code = new URL(visited.at(-1) ?? "").searchParams.get("code");
  if (!code) throw new Error("the callback had no code");
  secrets.push(code);
  return code;
}

beforeAll(async () => {
  site = await startTestSite("sqlite", { env: { ADMIN_EMAILS: "owner@events.test" } });
  ({ server, db } = site);
  await newEvents();
}, 60_000);

afterAll(async () => {
  // Nothing the server wrote holds a session token or an authorization code.
  const output = server?.output() ?? "";
  for (const secret of secrets) expect(output).not.toContain(secret);
  await site?.close();
});

describe("security events", () => {
  it("a sign-in: who, with the role it gives", async () => {
    const signIn = await signInOverHttp(server, "owner@events.test");
    expect(signIn).toMatchObject({ status: 302, location: "/admin" });
    sessionOf(signIn.jar);
    codeOf(signIn.visited);
    const owner = await db.selectFrom("users").select("id").where("email", "=", "owner@events.test").executeTakeFirstOrThrow();

    expect(await newEvents()).toEqual([
      line("info", "/auth/callback", signIn.requestId, { event: "auth.sign-in", actorId: owner.id, email: "owner@events.test", role: "admin", active: true }),
    ]);
  });

  it("a refused sign-in: a failed state check, and a deactivated account with its e-mail", async () => {
    // Another sign-in started in the same browser before the provider came back: the flow cookie
    // is the new one's, and the callback's state is the old one's.
    const jar = new CookieJar();
    const mismatched = await signInOverHttp(server, "cook@events.test", {
      jar,
      beforeCallback: async () => {
        const restart = await fetch(`${server.url}/auth/login`, { method: "POST", headers: { Origin: server.url, Cookie: jar.header() }, redirect: "manual" });
        jar.take(restart);
      },
    });
    expect(mismatched).toMatchObject({ status: 302, location: "/login?error=signin" });
    codeOf(mismatched.visited);
    expect(await newEvents()).toEqual([
      line("warn", "/auth/callback", mismatched.requestId, { event: "auth.sign-in-refused", actorId: null, email: null, reason: "check-failed", detail: expect.stringContaining('"state"') }),
    ]);

    await setRoleByEmail(db, "former@events.test", "staff");
    await db.updateTable("users").set({ is_active: 0 }).where("email", "=", "former@events.test").execute();
    const former = await db.selectFrom("users").select("id").where("email", "=", "former@events.test").executeTakeFirstOrThrow();
    const deactivated = await signInOverHttp(server, "former@events.test");
    expect(deactivated).toMatchObject({ status: 302, location: "/unauthorized" });
    codeOf(deactivated.visited);
    expect(deactivated.jar.get("session")).toBeUndefined();
    expect(await db.selectFrom("sessions").select("id").where("user_id", "=", former.id).execute()).toEqual([]);
    expect(await newEvents()).toEqual([
      line("warn", "/auth/callback", deactivated.requestId, { event: "auth.sign-in-refused", actorId: former.id, email: "former@events.test", reason: "inactive" }),
    ]);
  });

  it("a refused local sign-in: a browser that has not opened the printed address, and a wrong address", async () => {
    const discovery = await fetch(`${server.url}/local-idp/.well-known/openid-configuration`);
    expect(discovery.status).toBe(403);
    const wrong = await fetch(`${server.url}/local-idp/open?token=not-the-printed-one`, { redirect: "manual" });
    expect(wrong.status).toBe(403);
    expect(await newEvents()).toEqual([
      line("warn", "/local-idp/.well-known/openid-configuration", idOf(discovery), { event: "auth.sign-in-refused", actorId: null, email: null, reason: "local-address-not-opened" }),
      line("warn", "/local-idp/open", idOf(wrong), { event: "auth.sign-in-refused", actorId: null, email: null, reason: "local-wrong-address" }),
    ]);
  });

  it("a sign-out", async () => {
    const signIn = await signInOverHttp(server, "leaving@events.test");
    const token = sessionOf(signIn.jar);
    const leaving = await db.selectFrom("users").select("id").where("email", "=", "leaving@events.test").executeTakeFirstOrThrow();
    await newEvents();

    const signOut = await fetch(`${server.url}/logout`, { method: "POST", headers: { Origin: server.url, Cookie: sessionCookie(server, token) }, redirect: "manual" });
    expect(signOut.status).toBe(302);
    expect(await newEvents()).toEqual([line("info", "/logout", idOf(signOut), { event: "auth.sign-out", actorId: leaving.id, email: "leaving@events.test" })]);
  });

  it("access denied: a staff member on an admin screen, and a signed-out person on a staff screen", async () => {
    const cook = await site.addPerson({ email: "line-cook@events.test", role: "staff" });
    secrets.push(cook.token);
    // The dashboard's layout and its overview both guard their data: still one refusal.
    const admin = await fetch(`${server.url}/admin`, { headers: { Cookie: cook.cookie }, redirect: "manual" });
    expect(admin.headers.get("location")).toBe("/unauthorized?reason=admin");
    expect(await newEvents()).toEqual([
      line("warn", "/admin", idOf(admin), { event: "auth.access-denied", actorId: cook.id, email: "line-cook@events.test", role: "staff", active: true, required: "admin" }),
    ]);

    // The same screen's data, as the client asks for it when navigating.
    const data = await fetch(`${server.url}/admin.data`, { headers: { Cookie: cook.cookie }, redirect: "manual" });
    expect(data.status).toBe(202);
    expect(await newEvents()).toEqual([
      line("warn", "/admin", idOf(data), { event: "auth.access-denied", actorId: cook.id, email: "line-cook@events.test", role: "staff", active: true, required: "admin" }),
    ]);

    const inventory = await fetch(`${server.url}/inventory-manager`, { redirect: "manual" });
    expect(inventory.headers.get("location")).toBe("/login");
    expect(await newEvents()).toEqual([
      line("warn", "/inventory-manager", idOf(inventory), { event: "auth.access-denied", actorId: null, email: null, role: null, active: null, required: "staff" }),
    ]);
  });

  it("a cross-site request refused", async () => {
    const admin = await site.addPerson({ email: "boss@events.test", role: "admin" });
    secrets.push(admin.token);
    const response = await fetch(`${server.url}/admin/users?lang=en`, {
      method: "POST",
      headers: { Cookie: admin.cookie, Origin: "https://evil.example" },
      body: new URLSearchParams({ userId: admin.id, role: "staff", version: "1" }),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect(await newEvents()).toEqual([
      line("warn", "/admin/users", idOf(response), { event: "request.cross-site-refused", actorId: null, email: null, method: "POST", origin: "https://evil.example" }),
    ]);
  });

  it("a change of role and active flag, with the role before and after", async () => {
    const admin = await site.addPerson({ email: "manager@events.test", role: "admin" });
    secrets.push(admin.token);
    const newcomer = await signInOverHttp(server, "newcomer@events.test");
    expect(newcomer.location).toBe("/pending");
    const row = await db.selectFrom("users").select(["id", "version"]).where("email", "=", "newcomer@events.test").executeTakeFirstOrThrow();
    await newEvents();

    const change = await fetch(`${server.url}/admin/users`, {
      method: "POST",
      headers: { Cookie: admin.cookie, Origin: server.url },
      body: new URLSearchParams({ intent: "change-role", userId: row.id, role: "staff", isActive: "on", version: String(row.version) }),
      redirect: "manual",
    });
    expect(change.status).toBe(200);
    expect(await newEvents()).toEqual([
      line("info", "/admin/users", idOf(change), {
        event: "users.role-changed",
        actorId: admin.id,
        email: null,
        userId: row.id,
        userEmail: "newcomer@events.test",
        before: { role: "pending", active: false },
        after: { role: "staff", active: true },
      }),
    ]);
  });
});
