import { createHash } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../app/routes";
import type { AppDatabase } from "../app/db/connection.server";
import { write } from "../app/db/write.server";
import { getSiteSettingsForEditing } from "../app/features/site/site-settings.server";
import { soldOutShown } from "../app/features/sold-out/sold-out";
import { siteSettingsBody } from "./support/site-settings-body";
import type { RunningServer } from "./support/start-server";
import { testEngines, type Engine } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * Every route, as every kind of person, with every method, on the real server: GET, HEAD, POST,
 * PUT and DELETE on the page's address, and GET and POST on its `.data` address (React Router's
 * single fetch: what client-side navigation and forms use; the index route's is `/_root.data`).
 * Every write that is not the route's own work for that person must leave the database exactly as
 * it was. A route added to app/routes.ts without a line here fails the first test: decide who may
 * use it before it ships.
 */
type Identity = "anonymous" | "pending" | "inactiveStaff" | "staff" | "admin";
/** A status code, or "→path" for a redirect to that path (query included). */
type Outcome = number | `→${string}`;
type Row = Record<Identity, Outcome>;

const IDENTITIES: Identity[] = ["anonymous", "pending", "inactiveStaff", "staff", "admin"];
const SIGNED_IN: Exclude<Identity, "anonymous">[] = ["pending", "inactiveStaff", "staff", "admin"];
const all = (outcome: Outcome): Row => ({ anonymous: outcome, pending: outcome, inactiveStaff: outcome, staff: outcome, admin: outcome });
const staffOnly: Row = { anonymous: "→/login", pending: "→/pending", inactiveStaff: "→/unauthorized", staff: 200, admin: 200 };
/** A staff route's action: the guard's redirects, then the action's own answer for staff and admins. */
const staffAction = (outcome: Outcome): Row => ({ ...staffOnly, staff: outcome, admin: outcome });
const adminOnly: Row = { anonymous: "→/login", pending: "→/pending", inactiveStaff: "→/unauthorized", staff: "→/unauthorized", admin: 200 };
/** The admin dashboard's tabs: as adminOnly, and a signed-in non-admin is told it needs an admin. */
const adminDashboard: Row = { ...adminOnly, inactiveStaff: "→/unauthorized?reason=admin", staff: "→/unauthorized?reason=admin" };
/**
 * A back-office action's answer to its own page's script (the `.data` address): a stranger (a session
 * that ended while the page stayed open) is refused in the form, 401 with the message it shows, not
 * sent to sign in, which would take the typing with the page (backOfficeAction). Posted to the
 * page's address, without script, the page's loader still sends a stranger to sign in.
 */
const strangerInForm = (row: Row): Row => ({ ...row, anonymous: 401 });
/** Pages without an action refuse writes. */
const NO_ACTION = all(405);

interface RouteRow {
  /** What to request for a route with parameters. */
  sample?: string;
  GET: Row;
  POST: Row;
  /**
   * The POST to the `.data` address, when it differs: an action's own answer, where the page's
   * POST goes on to render the page (and its loader's redirect).
   */
  dataPOST?: Row;
  /** A valid form for the route's action, so that only the guard decides the outcome. */
  form?: () => Promise<URLSearchParams>;
  /** Who may change the database by posting here: the action's own work. Every other write must not. */
  writers?: Identity[];
}

/** The site of the engine being tested: each engine's block starts its own and sets these. */
let site: TestSite<Exclude<Identity, "anonymous"> | "target">;
let server: RunningServer;
let db: AppDatabase;
const cookies = {} as Record<Identity, string>;
const userIds = {} as Record<Exclude<Identity, "anonymous">, string>;
let targetUserId: string;
let inventoryItemId: string;
let draftListId: string;
/** The sha256 of a stored menu image variant: the image route's sample address. */
const IMAGE_HASH = "5".repeat(64);

/** A valid role change that keeps the target pending, at the version the target is at now. */
async function roleChangeForm(): Promise<URLSearchParams> {
  const { version } = await db.selectFrom("users").select("version").where("id", "=", targetUserId).executeTakeFirstOrThrow();
  return new URLSearchParams({ intent: "change-role", userId: targetUserId, role: "pending", version: String(version) });
}

/** A valid edit of the fixture inventory item (same values, a new version each time). */
async function inventoryForm(): Promise<URLSearchParams> {
  const { version } = await db.selectFrom("inventory_items").select("version").where("id", "=", inventoryItemId).executeTakeFirstOrThrow();
  return new URLSearchParams({ intent: "update", id: inventoryItemId, version: String(version), name: "Un", unit: "kg", price: "45", vendor: "Metro", category: "food" });
}

/** A valid edit of the fixture draft shopping list. */
async function shoppingListForm(): Promise<URLSearchParams> {
  const { version } = await db.selectFrom("shopping_lists").select("version").where("id", "=", draftListId).executeTakeFirstOrThrow();
  return new URLSearchParams({
    intent: "update",
    id: draftListId,
    version: String(version),
    vendor: "Metro",
    "items[0].inventoryItemId": inventoryItemId,
    "items[0].quantity": "2",
  });
}

/** A valid new event: the admin's create goes back to the list. */
async function eventForm(): Promise<URLSearchParams> {
  return new URLSearchParams({
    intent: "create",
    embedCode: '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="YouTube video player" frameborder="0" allowfullscreen></iframe>',
    captionTr: "Matris",
    displayOrder: "0",
    isActive: "on",
    showOnHome: "on",
    showOnEvents: "on",
  });
}

/** A valid tap on the 'Tonight' list: the first seeded dish sold out until further notice, or on sale again, so each is a change. */
async function tonightForm(): Promise<URLSearchParams> {
  const dish = await db.selectFrom("menu_items").select(["id", "sold_out", "sold_out_until"]).where("is_active", "=", 1).orderBy("position").orderBy("id").executeTakeFirstOrThrow();
  return new URLSearchParams({ intent: "sold-out", id: dish.id, shown: soldOutShown(dish), choice: dish.sold_out === null ? "until_further_notice" : "on_sale" });
}

/** A valid Activate of an active seeded category: the same state, a new version each time. */
async function menuManagementForm(): Promise<URLSearchParams> {
  const category = await db.selectFrom("menu_categories").select(["id", "version"]).orderBy("position").executeTakeFirstOrThrow();
  return new URLSearchParams({ intent: "toggleCategory", id: category.id, version: String(category.version), isActive: "true" });
}

/**
 * A valid save of the Site Settings form at the settings' version now: the restaurant's name
 * swapped between two, so that each admin's save is a change (an unchanged save writes nothing).
 */
async function siteSettingsForm(): Promise<URLSearchParams> {
  const { settings, version } = await getSiteSettingsForEditing(db);
  return siteSettingsBody(settings, version, { restaurantName: settings.restaurantName === "Patates Moda" ? "Patates Kadıköy" : "Patates Moda" });
}

/**
 * Populate, with a run already going on (its row made in beforeAll): every identity posts a valid
 * form, the guard refuses all but the admin, and the admin's is refused as a second run (409), so
 * no run starts behind the matrix's back and writes while later requests are measured.
 */
async function populateForm(): Promise<URLSearchParams> {
  return new URLSearchParams({ intent: "populate" });
}

const matrix: Record<string, RouteRow> = {
  "/": { GET: { anonymous: 200, pending: 200, inactiveStaff: 200, staff: "→/inventory-manager", admin: "→/admin" }, POST: NO_ACTION },
  "/home": { GET: all(200), POST: NO_ACTION },
  "/about": { GET: all(200), POST: NO_ACTION },
  "/menu": { GET: all(200), POST: NO_ACTION },
  "/events": { GET: all(200), POST: NO_ACTION },
  "/contact": { GET: all(200), POST: NO_ACTION },
  "/menu/:itemSlug": { sample: "/menu/turkish-tea", GET: all(200), POST: NO_ACTION },
  "/qr": { GET: all(200), POST: NO_ACTION },
  "/sitemap.xml": { GET: all(200), POST: NO_ACTION },
  "/robots.txt": { GET: all(200), POST: NO_ACTION },
  // Menu item images: public files, the same for everyone.
  "/menu-images/:file": { sample: `/menu-images/${IMAGE_HASH}.webp`, GET: all(200), POST: NO_ACTION },
  "/login": { GET: all(200), POST: NO_ACTION },
  // Starting a sign-in writes nothing: the flow lives in a cookie until the callback.
  "/auth/login": { GET: all("→/login"), POST: all("→/local-idp/auth") },
  "/auth/callback": { GET: all("→/login?error=signin"), POST: NO_ACTION },
  "/logout": { GET: all("→/"), POST: all("→/"), writers: SIGNED_IN },
  "/pending": {
    GET: { anonymous: "→/login", pending: 200, inactiveStaff: "→/unauthorized", staff: "→/inventory-manager", admin: "→/admin" },
    POST: NO_ACTION,
  },
  "/unauthorized": { GET: all(403), POST: NO_ACTION },
  "/tonight": { GET: staffOnly, POST: staffOnly, dataPOST: strangerInForm(staffOnly), form: tonightForm, writers: ["staff", "admin"] },
  "/inventory-manager": { GET: staffOnly, POST: staffOnly, dataPOST: strangerInForm(staffOnly), form: inventoryForm, writers: ["staff", "admin"] },
  "/inventory-manager/list": { GET: staffOnly, POST: NO_ACTION },
  "/inventory-manager/export.csv": { GET: staffOnly, POST: NO_ACTION },
  // Without a file the import refuses (400) and writes nothing; a GET goes to the inventory's page.
  "/inventory-manager/import": { GET: all("→/inventory-manager"), POST: staffAction(400) },
  "/shopping-lists": { GET: staffOnly, POST: staffAction("→/shopping-lists"), dataPOST: strangerInForm(staffAction("→/shopping-lists")), form: shoppingListForm, writers: ["staff", "admin"] },
  // An empty form: the guard decides, then the action refuses (400) and writes nothing.
  "/vendors": { GET: staffOnly, POST: staffAction(400), dataPOST: strangerInForm(staffAction(400)) },
  "/recipe-manager": { GET: staffOnly, POST: staffAction(400), dataPOST: strangerInForm(staffAction(400)) },
  "/allergen-matrix": { GET: staffOnly, POST: NO_ACTION },
  // The dashboard: a signed-in non-admin's Access Denied page says why. The frame has no action.
  "/admin": { GET: adminDashboard, POST: all(405) },
  // Its index, the Overview, has the actions (a price change marked seen, the share that lists
  // one): an empty form is refused (400) for an admin and writes nothing.
  "/admin?index": { GET: adminDashboard, POST: { ...adminDashboard, admin: 400 }, dataPOST: strangerInForm({ ...adminDashboard, admin: 400 }) },
  "/admin/users": {
    GET: adminDashboard,
    POST: adminDashboard,
    dataPOST: strangerInForm(adminDashboard),
    form: roleChangeForm,
    writers: ["admin"],
  },
  "/admin/menu": { GET: adminDashboard, POST: { ...adminDashboard, admin: "→/admin/menu" }, dataPOST: strangerInForm({ ...adminDashboard, admin: "→/admin/menu" }), form: menuManagementForm, writers: ["admin"] },
  "/admin/menu-costs": { GET: adminDashboard, POST: NO_ACTION },
  // An empty form: the guard decides, then the action refuses it (400), writing nothing.
  "/admin/price-list": { GET: adminDashboard, POST: { ...adminDashboard, admin: 400 }, dataPOST: strangerInForm({ ...adminDashboard, admin: 400 }) },
  "/admin/menu-costs.csv": { GET: adminDashboard, POST: NO_ACTION },
  "/admin/data": { GET: adminDashboard, POST: { ...adminDashboard, admin: 409 }, dataPOST: strangerInForm({ ...adminDashboard, admin: 409 }), form: populateForm },
  "/admin/data/export.json": { GET: adminDashboard, POST: NO_ACTION },
  // An empty import (no file, no mode) is refused with 400 for an admin; nothing is written.
  "/admin/data/import": { GET: all("→/admin/data"), POST: { ...adminDashboard, admin: 400 } },
  // A fresh backup, downloaded: an admin's POST only; it writes nothing to the database.
  "/admin/data/backup": { GET: all("→/admin/data"), POST: { ...adminDashboard, admin: 200 } },
  // The admin's save answers with the form's reply (200), and the tab shows what was saved.
  "/admin/settings": { GET: adminDashboard, POST: { ...adminDashboard, admin: 200 }, dataPOST: strangerInForm({ ...adminDashboard, admin: 200 }), form: siteSettingsForm, writers: ["admin"] },
  "/events-manager": { GET: adminOnly, POST: { ...adminOnly, admin: "→/events-manager" }, dataPOST: strangerInForm({ ...adminOnly, admin: "→/events-manager" }), form: eventForm, writers: ["admin"] },
  "/*": { sample: "/no-such-page", GET: all(404), POST: all(405) },
};

type Method = "GET" | "HEAD" | "POST" | "PUT" | "DELETE";
/** What a request is expected to do, by method, on the page's address or its `.data` address. */
const REQUESTS: { method: Method; data: boolean; expected: (row: RouteRow) => Row }[] = [
  { method: "GET", data: false, expected: (row) => row.GET },
  { method: "HEAD", data: false, expected: (row) => row.GET },
  { method: "POST", data: false, expected: (row) => row.POST },
  // Only GET and POST reach the app: every other method is refused before any action could run.
  { method: "PUT", data: false, expected: () => all(405) },
  { method: "DELETE", data: false, expected: () => all(405) },
  { method: "GET", data: true, expected: (row) => row.GET },
  { method: "POST", data: true, expected: (row) => row.dataPOST ?? row.POST },
];

function routePaths(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? prefix || "/" : `${prefix}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    return [...(entry.index || entry.path !== undefined ? [path] : []), ...routePaths(entry.children ?? [], path === "/" ? "" : path)];
  });
}

/** The `.data` address of a page, as React Router's client asks for it. */
function dataUrl(path: string): string {
  if (path === "/") return "/_root.data";
  const [pathname, search] = path.split("?");
  return search === undefined ? `${pathname}.data` : `${pathname}.data?${search}`;
}

/** The database's tables, read once per engine. */
let tables: string[] | null = null;
/**
 * The database's state after the last write request checked, while nothing has written since: the
 * next write request's "before". A GET may write (a session's last use), so it forgets this.
 */
let lastState: Record<string, string> | null = null;

/**
 * Each table's rows, hashed: a write that changes anything anywhere changes one of these. The rows
 * are compared as a sorted set of their JSON, which needs no engine's own row order (rowid, ctid).
 */
async function databaseState(): Promise<Record<string, string>> {
  tables ??= (await db.introspection.getTables({ withInternalKyselyTables: true })).map((table) => table.name).sort();
  const state: Record<string, string> = {};
  for (const name of tables) {
    const rows = await sql.raw(`SELECT * FROM "${name}"`).execute(db);
    state[name] = createHash("sha256").update(JSON.stringify(rows.rows.map((row) => JSON.stringify(row)).sort())).digest("hex");
  }
  return state;
}

/** Where a `.data` redirect goes: single fetch answers 202 with the redirect in its turbo-stream body. */
function singleFetchRedirect(body: string): string | null {
  const values = JSON.parse(body) as unknown[];
  const key = values.indexOf("redirect");
  for (const value of values) {
    if (key < 0 || typeof value !== "object" || value === null || Array.isArray(value)) continue;
    const target = (value as Record<string, unknown>)[`_${key}`];
    if (typeof target === "number" && typeof values[target] === "string") return values[target];
  }
  return null;
}

const setUp = (engine: Engine) => async () => {
  tables = null;
  lastState = null;
  site = await startTestSite(engine, {
    env: { ADMIN_EMAILS: "admin@matrix.test" },
    // As their first sign-in and an admin's role changes leave them: a newcomer waits, inactive.
    people: {
      pending: { role: "pending", email: "pending@matrix.test", active: false },
      inactiveStaff: { role: "staff", email: "inactive@matrix.test", active: false },
      staff: { role: "staff", email: "staff@matrix.test" },
      admin: { role: "admin", email: "admin@matrix.test" },
      target: { role: "pending", email: "target@matrix.test", active: false },
    },
  });
  ({ server, db } = site);
  cookies.anonymous = "";
  for (const identity of SIGNED_IN) {
    userIds[identity] = site.people[identity].id;
    cookies[identity] = site.people[identity].cookie;
  }
  targetUserId = site.people.target.id;
  inventoryItemId = (await write(db, null, (w) => w.create("inventory_items", { name: "Un", unit: "kg", price_kurus: 4_500, vendor: "Metro", category: "food" }))).id;
  draftListId = (
    await write(db, null, (w) => w.create("shopping_lists", { name: "2026-11-22 - Metro", vendor: "Metro", status: "draft", sent_at: null, sent_to: null, completed_at: null }))
  ).id;
  const seededItem = await db.selectFrom("menu_items").select("id").limit(1).executeTakeFirstOrThrow();
  await db
    .insertInto("menu_item_images")
    .values({ hash: IMAGE_HASH, item_id: seededItem.id, width: 200, height: 150, content_type: "image/webp", bytes: Buffer.from("RIFF"), created_at: new Date().toISOString() })
    .execute();
  // A populate that is running: last moved far ahead, so it never counts as stalled during the run.
  const started = new Date().toISOString();
  await db
    .insertInto("populate_jobs")
    .values({ id: "running-populate", stage: "uploading-items", done_count: 1, total_count: 2, error: null, started_by: userIds.admin, started_at: started, updated_at: "2999-01-01T00:00:00.000Z", finished_at: null, running: 1 })
    .execute();
};

/** The cookie a request goes with. Signing out ends the session it is sent with: one made for that request alone. */
async function cookieFor(route: string, identity: Identity): Promise<string> {
  return route === "/logout" && identity !== "anonymous" ? (await site.newSession(userIds[identity])).cookie : cookies[identity];
}

async function outcomeOf(route: string, row: RouteRow, method: Method, data: boolean, cookie: string): Promise<Outcome> {
  const path = row.sample ?? route;
  const headers: Record<string, string> = { Cookie: cookie, Origin: server.url, "Accept-Language": "en" };
  const body = method === "GET" || method === "HEAD" ? undefined : await (row.form?.() ?? new URLSearchParams());
  const response = await fetch(`${server.url}${data ? dataUrl(path) : path}`, { method, headers, body, redirect: "manual" });
  const text = await response.text();
  const location = data && response.status === 202 ? singleFetchRedirect(text) : response.headers.get("location");
  if (location && (response.status === 202 || (response.status >= 300 && response.status < 400))) {
    const target = new URL(location, server.url);
    // The provider's authorization URL carries fresh parameters: compare its path only.
    return target.pathname === "/local-idp/auth" ? "→/local-idp/auth" : `→${target.pathname}${target.search}`;
  }
  return response.status;
}

describe.each(testEngines())("the authorization matrix on %s", (engine) => {
  beforeAll(setUp(engine), 60_000);
  afterAll(() => site?.close());

  it("covers every route of app/routes.ts", () => {
    // A layout and its index route share an address (`/admin`): a form posts to the index with
    // `?index`, so the index with an action has its own row.
    expect([...new Set(routePaths(routes))].sort()).toEqual([...new Set(Object.keys(matrix).map((route) => route.replace(/\?index$/, "")))].sort());
  });

  for (const [route, row] of Object.entries(matrix)) {
    for (const { method, data, expected } of REQUESTS) {
      const writes = method !== "GET" && method !== "HEAD";
      it(`${method} ${data ? dataUrl(row.sample ?? route) : route}`, async () => {
        const actual: Partial<Row> = {};
        const changedDatabase: Identity[] = [];
        for (const identity of IDENTITIES) {
          const cookie = await cookieFor(route, identity);
          // Taken after the request's own session (sign-out) is made, so only the request counts.
          const before = writes ? (route !== "/logout" && lastState) || (await databaseState()) : null;
          actual[identity] = await outcomeOf(route, row, method, data, cookie);
          lastState = before ? await databaseState() : null;
          if (before && JSON.stringify(lastState) !== JSON.stringify(before)) changedDatabase.push(identity);
        }
        expect(actual).toEqual(expected(row));
        const mayWrite = method === "POST" ? (row.writers ?? []) : [];
        expect(changedDatabase.filter((identity) => !mayWrite.includes(identity)), "refused writes that changed the database").toEqual([]);
      });
    }
  }

  it("saves an admin's valid Site Settings form, and nobody else's", async () => {
    lastState = null;
    for (const identity of IDENTITIES) {
      const before = await getSiteSettingsForEditing(db);
      const response = await fetch(`${server.url}/admin/settings`, {
        method: "POST",
        headers: { Cookie: cookies[identity], Origin: server.url },
        body: await siteSettingsForm(),
        redirect: "manual",
      });
      await response.arrayBuffer();
      const after = await getSiteSettingsForEditing(db);
      if (identity === "admin") {
        expect(response.status).toBe(200);
        expect(after.version).toBe(before.version + 1);
        expect(after.settings.restaurantName).not.toBe(before.settings.restaurantName);
      } else {
        expect(response.status, identity).toBe(302);
        expect(after, identity).toEqual(before);
      }
    }
  });

  it("sends staff and admins from / to their screen in the language the address asked for, which that screen remembers", async () => {
    for (const [identity, screen] of [["staff", "/inventory-manager"], ["admin", "/admin"]] as const) {
      for (const language of ["tr", "en"]) {
        const response = await fetch(`${server.url}/?lang=${language}`, { headers: { Cookie: cookies[identity] }, redirect: "manual" });
        expect(response.headers.get("location"), identity).toBe(`${screen}?lang=${language}`);
        const page = await fetch(new URL(response.headers.get("location")!, server.url), { headers: { Cookie: cookies[identity] }, redirect: "manual" });
        expect(await page.text()).toContain(`<html lang="${language}"`);
        expect(page.headers.get("set-cookie"), identity).toContain(`lang=${language}`);
      }
      // Anything else is no language: the screen's own choice stands.
      const unknown = await fetch(`${server.url}/?lang=de`, { headers: { Cookie: cookies[identity] }, redirect: "manual" });
      expect(unknown.headers.get("location")).toBe(screen);
    }
  });

  it("refuses a write from another origin, and the database stays as it was", async () => {
    lastState = null;
    const before = await databaseState();
    const response = await fetch(`${server.url}/admin/users`, {
      method: "POST",
      headers: { Cookie: cookies.admin, Origin: "https://evil.example" },
      body: await roleChangeForm(),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect(await databaseState()).toEqual(before);
  });
});
