import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../app/routes";
import { openDatabase, type AppDatabase } from "../app/db/connection.server";
import { createSession } from "../app/features/auth/session.server";
import { recordSignIn, setRoleByEmail } from "../app/features/users/users.server";
import { startServer, type RunningServer } from "./support/start-server";
import { createTestDatabase, type TestDatabase } from "./support/test-databases";

/**
 * Every page and every action, as every kind of person, on the real server. A route added to
 * app/routes.ts without a line here fails the first test: decide who may use it before it ships.
 */
type Identity = "anonymous" | "pending" | "inactiveStaff" | "staff" | "admin";
/** A status code, or "→path" for a redirect to that path (query included). */
type Outcome = number | `→${string}`;
type Row = Record<Identity, Outcome>;

const IDENTITIES: Identity[] = ["anonymous", "pending", "inactiveStaff", "staff", "admin"];
const all = (outcome: Outcome): Row => ({ anonymous: outcome, pending: outcome, inactiveStaff: outcome, staff: outcome, admin: outcome });
const staffOnly: Row = { anonymous: "→/login", pending: "→/pending", inactiveStaff: "→/unauthorized", staff: 200, admin: 200 };
const adminOnly: Row = { anonymous: "→/login", pending: "→/pending", inactiveStaff: "→/unauthorized", staff: "→/unauthorized", admin: 200 };
/** Pages without an action refuse writes. */
const NO_ACTION = all(405);

const matrix: Record<string, { GET: Row; POST: Row }> = {
  "/": { GET: { anonymous: 200, pending: 200, inactiveStaff: 200, staff: "→/inventory-manager", admin: "→/admin" }, POST: NO_ACTION },
  "/home": { GET: all(200), POST: NO_ACTION },
  "/about": { GET: all(200), POST: NO_ACTION },
  "/menu": { GET: all(200), POST: NO_ACTION },
  "/events": { GET: all(200), POST: NO_ACTION },
  "/contact": { GET: all(200), POST: NO_ACTION },
  "/menu/:itemSlug": { GET: all(200), POST: NO_ACTION },
  "/qr": { GET: all(200), POST: NO_ACTION },
  "/sitemap.xml": { GET: all(200), POST: NO_ACTION },
  "/robots.txt": { GET: all(200), POST: NO_ACTION },
  "/login": { GET: all(200), POST: NO_ACTION },
  "/auth/login": { GET: all("→/login"), POST: all("→/local-idp/auth") },
  "/auth/callback": { GET: all("→/login?error=signin"), POST: NO_ACTION },
  "/logout": { GET: all("→/"), POST: all("→/") },
  "/pending": {
    GET: { anonymous: "→/login", pending: 200, inactiveStaff: "→/unauthorized", staff: "→/inventory-manager", admin: "→/admin" },
    POST: NO_ACTION,
  },
  "/unauthorized": { GET: all(403), POST: NO_ACTION },
  "/inventory-manager": { GET: staffOnly, POST: NO_ACTION },
  "/shopping-lists": { GET: staffOnly, POST: NO_ACTION },
  "/recipe-manager": { GET: staffOnly, POST: NO_ACTION },
  "/admin": { GET: adminOnly, POST: adminOnly },
  "/events-manager": { GET: adminOnly, POST: NO_ACTION },
  "/*": { GET: all(404), POST: all(405) },
};

/** What to request for a route with parameters. */
const SAMPLE_PATHS: Record<string, string> = {
  "/*": "/no-such-page",
  "/menu/:itemSlug": "/menu/turkish-tea",
};

function routePaths(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? prefix || "/" : `${prefix}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    return [...(entry.index || entry.path !== undefined ? [path] : []), ...routePaths(entry.children ?? [], path === "/" ? "" : path)];
  });
}

let server: RunningServer;
let database: TestDatabase;
let db: AppDatabase;
const cookies = {} as Record<Identity, string>;
const userIds = {} as Record<Exclude<Identity, "anonymous">, string>;
let targetUser: { id: string; version: number };

async function sessionFor(userId: string): Promise<string> {
  return `session=${await createSession(db, userId)}`;
}

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  server = await startServer({ DATABASE_URL: database.url, ADMIN_EMAILS: "admin@matrix.test" });
  db = openDatabase(database.target);
  const signIn = async (email: string) =>
    recordSignIn(db, { subject: `test|${email}`, email, displayName: email, photoUrl: null }, new Set(["admin@matrix.test"]));
  cookies.anonymous = "";
  userIds.pending = (await signIn("pending@matrix.test")).id;
  await setRoleByEmail(db, "inactive@matrix.test", "staff");
  userIds.inactiveStaff = (await signIn("inactive@matrix.test")).id;
  await db.updateTable("users").set({ is_active: 0 }).where("id", "=", userIds.inactiveStaff).execute();
  await setRoleByEmail(db, "staff@matrix.test", "staff");
  userIds.staff = (await signIn("staff@matrix.test")).id;
  userIds.admin = (await signIn("admin@matrix.test")).id;
  for (const identity of ["pending", "inactiveStaff", "staff", "admin"] as const) cookies[identity] = await sessionFor(userIds[identity]);
  const target = await signIn("target@matrix.test");
  targetUser = { id: target.id, version: target.version };
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await database?.drop();
});

async function outcomeOf(method: "GET" | "POST", path: string, identity: Identity): Promise<Outcome> {
  const url = `${server.url}${SAMPLE_PATHS[path] ?? path}`;
  // Signing out ends the session it is sent with: use one made for that request alone.
  const cookie = path === "/logout" && identity !== "anonymous" ? await sessionFor(userIds[identity]) : cookies[identity];
  const headers: Record<string, string> = { Cookie: cookie, Origin: server.url, "Accept-Language": "en" };
  let body: URLSearchParams | undefined;
  if (method === "POST") {
    // A valid role change, so that only the guard decides the outcome. It keeps the target pending.
    const version = (await db.selectFrom("users").select("version").where("id", "=", targetUser.id).executeTakeFirstOrThrow()).version;
    body = new URLSearchParams({ intent: "change-role", userId: targetUser.id, role: "pending", version: String(version) });
  }
  const response = await fetch(url, { method, headers, body, redirect: "manual" });
  await response.arrayBuffer();
  const location = response.headers.get("location");
  if (response.status >= 300 && response.status < 400 && location) {
    const target = new URL(location, server.url);
    return `→${target.pathname}${target.search}`;
  }
  return response.status;
}

describe("the authorization matrix", () => {
  it("covers every route of app/routes.ts", () => {
    const paths = routePaths(routes).map((path) => (path === "/*" ? "/*" : path));
    expect(paths.sort()).toEqual(Object.keys(matrix).sort());
  });

  for (const [path, methods] of Object.entries(matrix)) {
    for (const method of ["GET", "POST"] as const) {
      it(`${method} ${path}`, async () => {
        const actual: Partial<Row> = {};
        for (const identity of IDENTITIES) {
          const outcome = await outcomeOf(method, path, identity);
          // The provider's authorization URL carries fresh parameters: compare its path only.
          actual[identity] = typeof outcome === "string" && outcome.startsWith("→/local-idp/auth?") ? "→/local-idp/auth" : outcome;
        }
        expect(actual).toEqual(methods[method]);
      });
    }
  }

  it("refuses a write from another origin", async () => {
    const response = await fetch(`${server.url}/admin`, {
      method: "POST",
      headers: { Cookie: cookies.admin, Origin: "https://evil.example" },
      body: new URLSearchParams({ intent: "change-role", userId: targetUser.id, role: "admin", version: "1" }),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    const target = await db.selectFrom("users").select("role").where("id", "=", targetUser.id).executeTakeFirstOrThrow();
    expect(target.role).toBe("pending");
  });
});
