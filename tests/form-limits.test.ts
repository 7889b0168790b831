import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import type { Database } from "../app/db/schema";
import { write } from "../app/db/write.server";
import { MAX_FORM_BYTES } from "../app/lib/form-data.server";
import { cpuMs, listeningPid } from "./support/server-process";
import type { RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * Form bodies built to make the form parser work hard (a name repeated 100,000 times, an index of
 * a hundred million, brackets nested deep) are refused with a 4xx by every action for milliseconds
 * of the server's work, write nothing, and never hold up a guest's menu meanwhile
 * (docs/decisions/0014). The work is the server process's CPU time, which other processes on a
 * loaded machine do not stretch as they stretch a response's wall-clock time.
 */

/** The server's CPU time a refusal may take: far above what it takes (a tick or two), far below a stall. */
const QUICK_CPU_MS = 100;

/** Every action that reads a form, and who may post to it. */
const ACTIONS = [
  { path: "/inventory-manager", role: "staff", intents: ["create", "update", "delete"] },
  { path: "/inventory-manager/import", role: "staff", intents: [] },
  { path: "/shopping-lists", role: "staff", intents: ["create", "update", "delete", "complete", "openWhatsApp", "confirmSent"] },
  { path: "/vendors", role: "staff", intents: ["create", "update", "delete"] },
  { path: "/recipe-manager", role: "staff", intents: ["create", "update", "delete"] },
  { path: "/events-manager", role: "admin", intents: ["create", "update", "toggle", "delete"] },
  { path: "/admin/menu", role: "admin", intents: ["createItem", "updateItem", "toggleItem", "deleteItem", "createCategory", "bulk", "reorderItems", "restoreItem"] },
  { path: "/admin/settings", role: "admin", intents: ["save"] },
  { path: "/admin/data", role: "admin", intents: ["populate"] },
  { path: "/admin/data/import", role: "admin", intents: [] },
  { path: "/admin/users", role: "admin", intents: [] },
] as const;

/** Tables whose rows an action may write (sessions aside: reading a session touches it). */
const TABLES = [
  "menu_categories",
  "menu_items",
  "menu_item_images",
  "users",
  "inventory_items",
  "recipes",
  "recipe_ingredients",
  "shopping_lists",
  "shopping_list_lines",
  "shopping_list_sends",
  "vendors",
  "events",
  "site_settings",
  "audit_log",
  "populate_jobs",
] as const satisfies readonly (keyof Database)[];

type Fields = [string, string][];

function urlencoded(fields: Fields): { body: Buffer; type: string } {
  return { body: Buffer.from(fields.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join("&")), type: "application/x-www-form-urlencoded" };
}

function multipart(fields: Fields): { body: Buffer; type: string } {
  const boundary = "----formlimits7MA4YWxkTrZu0gW";
  const parts = fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "_")}"\r\n\r\n${value}\r\n`);
  return { body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`), type: `multipart/form-data; boundary=${boundary}` };
}

describe.each(testEngines())("on %s", (engine) => {
  let site: TestSite<"admin" | "staff">;
  let server: RunningServer;
  let db: AppDatabase;
  let pid: number;
  const cookies: Record<"staff" | "admin", string> = { staff: "", admin: "" };

  beforeAll(async () => {
    site = await startTestSite(engine, {
      people: { staff: { role: "staff", email: "cook@limits.test" }, admin: { role: "admin", email: "boss@limits.test" } },
    });
    ({ server, db } = site);
    pid = listeningPid(server.port);
    cookies.staff = site.people.staff.cookie;
    cookies.admin = site.people.admin.cookie;
    await write(db, null, (w) => w.create("inventory_items", { name: "Un", unit: "kg", price_kurus: 1_000, vendor: "Metro", category: "food" }));
    // The menu once, so that the guest's page is in the page cache.
    await (await fetch(`${server.url}/menu`)).arrayBuffer();
    // Each action once, and a refusal, so that their code is loaded before anything is timed.
    for (const action of ACTIONS) {
      await post(action.path, cookies[action.role], urlencoded([["intent", "warm-up"]]));
      await post(action.path, cookies[action.role], urlencoded([["intent", "warm-up"], ["intent", "warm-up"]]));
    }
  }, 60_000);

  afterAll(() => site?.close());

  /**
   * Posts as the screens' forms do once the page runs its script: to the action's `.data` address,
   * whose answer is the action's own (a plain post renders the whole page around a refusal).
   */
  async function post(path: string, cookie: string, { body, type }: { body: Buffer; type: string }) {
    const started = cpuMs(pid);
    const response = await fetch(`${server.url}${path}.data`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": type, "Accept-Language": "en" },
      body: new Uint8Array(body),
      redirect: "manual",
    });
    const text = await response.text();
    return { status: response.status, text, cpuMs: cpuMs(pid) - started };
  }

  /** A guest's menu, asked for while a post is being answered. */
  async function guestMenu() {
    const response = await fetch(`${server.url}/menu`);
    await response.arrayBuffer();
    return { status: response.status };
  }

  /** The rows of every table, and each row's version where it has one, to compare before and after. */
  async function snapshot() {
    const counts = await Promise.all(TABLES.map(async (table) => [table, (await db.selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).sort()] as const));
    return Object.fromEntries(counts);
  }

  it.each([
    ["a name repeated 100,000 times", urlencoded([["intent", "create"], ...Array.from({ length: 100_000 }, (): [string, string] => ["name", "x"])])],
    ["an index of a hundred million", { body: Buffer.from("intent=create&name[100000000]=1"), type: "application/x-www-form-urlencoded" }],
  ])("answers %s with 400 at once, and a guest's menu meanwhile at once", async (_, body) => {
    const before = await snapshot();
    const [refused, menu] = await Promise.all([post("/inventory-manager", cookies.staff, body), guestMenu()]);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("The form could not be read.");
    // The server's work for both answers together: the refusal cannot have held the menu up longer.
    expect(refused.cpuMs).toBeLessThan(QUICK_CPU_MS);
    expect(menu).toMatchObject({ status: 200 });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ["en", "The form could not be read."],
    ["tr", "Form okunamadı."],
  ])("shows a plain post's refusal as a page saying so, in %s", async (language, text) => {
    const response = await fetch(`${server.url}/inventory-manager`, {
      method: "POST",
      headers: { Cookie: cookies.staff, Origin: server.url, "Accept-Language": language, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=create&name=a&name=b",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(text);
  });

  it("answers a NUL in any field of any action with 400, the field marked, and writes nothing", async () => {
    const recipe = await post("/recipe-manager", cookies.staff, urlencoded([["intent", "create"], ["name", "Sos\u0000"], ["category", "sauce"]]));
    expect(recipe.status).toBe(400);
    expect(recipe.text).toContain("backOffice.invalidValue");
    for (const action of ACTIONS) {
      for (const intent of action.intents) {
        const before = await snapshot();
        const answer = await post(action.path, cookies[action.role], urlencoded([["intent", intent], ["id", "a\u0000"], ["version", "1"]]));
        expect(answer.status, `${action.path} ${intent}: ${answer.text.slice(0, 200)}`).toBe(400);
        expect(await snapshot()).toEqual(before);
      }
    }
  });

  it("answers every action's hostile bodies with a 4xx at once, and writes nothing", async () => {
    const scalar = fc.constantFrom("intent", "name", "id", "version", "vendor", "phone", "action", "mode", "userId", "role", "nameTr", "categoryId", "order");
    const index = fc.integer({ min: 10_000, max: 2 ** 31 });
    /** A field name no schema has room for: a huge index, brackets nested or broken, a deep path. */
    const hostileName = fc.oneof(
      fc.tuple(fc.constantFrom("items", "ingredients", "selected", "phones", "name", ""), index).map(([base, n]) => `${base}[${n}]`),
      fc.tuple(fc.constantFrom("items", "name", "openingHours"), fc.integer({ min: 2, max: 2_000 })).map(([base, depth]) => `${base}${"[0]".repeat(depth)}`),
      fc.tuple(fc.constantFrom("items[0]", "openingHours", "x"), fc.integer({ min: 3, max: 20_000 })).map(([base, depth]) => `${base}${".a".repeat(depth)}`),
      fc.array(fc.constantFrom("[", "]", "[]", "][", ".", "[0", "0]", "items", "x"), { minLength: 1, maxLength: 40 }).map((pieces) => `items${pieces.join("")}[`),
    );
    const field = fc.tuple(fc.oneof(scalar, fc.constantFrom("items[0].quantity", "selected")), fc.string({ maxLength: 20 }));
    const body = fc.record({
      action: fc.constantFrom(...ACTIONS),
      encoding: fc.constantFrom("urlencoded", "multipart"),
      intent: fc.string({ maxLength: 12 }),
      fields: fc.array(field, { maxLength: 10 }),
      // What makes it hostile: a name repeated up to the body limit, or names no schema has.
      repeated: fc.option(fc.tuple(scalar, fc.integer({ min: 2, max: 100_000 }))),
      hostile: fc.array(hostileName, { minLength: 1, maxLength: 5 }),
    });
    await fc.assert(
      fc.asyncProperty(body, async ({ action, encoding, intent, fields, repeated, hostile }) => {
        const chosenIntent = action.intents.length > 0 ? (action.intents as readonly string[])[intent.length % action.intents.length]! : intent;
        const encode = encoding === "urlencoded" ? urlencoded : multipart;
        const fixed: Fields = [["intent", chosenIntent], ...fields, ...hostile.map((name): [string, string] => [name, "1"])];
        // As many repeats as the body limit leaves room for.
        let repeats = repeated?.[1] ?? 0;
        let encoded = encode(fixed);
        for (;;) {
          encoded = encode([...fixed, ...Array.from({ length: repeats }, (): [string, string] => [repeated![0], "1"])]);
          if (encoded.body.length <= MAX_FORM_BYTES) break;
          repeats = Math.floor((repeats * MAX_FORM_BYTES) / encoded.body.length) - 100;
        }
        const before = await snapshot();
        const answer = await post(action.path, cookies[action.role], encoded);
        expect(answer.status, `${action.path} ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(answer.cpuMs, action.path).toBeLessThan(QUICK_CPU_MS);
        expect(await snapshot()).toEqual(before);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
