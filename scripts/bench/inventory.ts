import { openDatabase } from "../../app/db/connection.server";
import { inventoryToCsv } from "../../app/features/inventory/inventory-csv";
import { inventoryTabSearch, type InventoryItemInput } from "../../app/features/inventory/inventory";
import { filterByTabAndSearch } from "../../app/ui/tab-search";
import { PHONE_CPU_SLOWDOWN, type SiteCookie } from "./browser";
import { getOk } from "./http";
import { insertInventory, inventoryFixture } from "./inventory-fixture";
import { measureBareFieldTyping, measureInventoryTyping, type KeystrokeResult } from "./inventory-typing";
import { startAppServer } from "./processes";
import { outcome, type Outcome } from "./report";
import { cookieHeader, createBenchSession } from "./bench-session";
import { undeclaredStatements } from "../../app/lib/declarations";
import { timeRequests, type Timing } from "./timing";

export const INVENTORY_ITEMS = 5_000;
const WARM_UP_REQUESTS = 5;
export const RENDER_REQUESTS = 30;
export const IMPORT_PATH = "/inventory-manager/import";

export interface InventoryPageResult {
  /** The very first GET after start. */
  firstMs: number;
  rendered: Timing;
  htmlBytes: number;
  gzipBytes: number;
  /** The whole list the page then fetches (GET /inventory-manager/list). */
  list: Timing;
  listBytes: number;
  listGzipBytes: number;
}

export interface CsvImportResult {
  rows: number;
  csvBytes: number;
  ms: number;
  created: number;
}

export interface InventoryResult {
  items: number;
  page: Outcome<InventoryPageResult>;
  typing: Outcome<KeystrokeResult>;
  /** The same keys into a field on an empty page (measureBareFieldTyping): the browser's floor. */
  bareField: Outcome<KeystrokeResult>;
  csvImport: Outcome<CsvImportResult>;
}

/**
 * GET /inventory-manager signed in, timed to the last byte, and the whole list it then fetches
 * (decision 0041): the list must hold every item, and the page its first.
 */
export async function measurePage(baseUrl: string, cookie: SiteCookie, lastId: string): Promise<InventoryPageResult> {
  const url = `${baseUrl}/inventory-manager`;
  const listUrl = `${baseUrl}/inventory-manager/list?lang=tr`;
  // A staff member's browser: Turkish, gzip, the session cookie.
  const headers = { "accept-language": "tr", "accept-encoding": "gzip", cookie: cookieHeader(cookie) };
  const first = await getOk(url, headers);
  const list = await getOk(listUrl, headers);
  const firstId = list.body.toString().split("|", 1)[0] ?? "";
  if (!list.body.includes(lastId) || !firstId || !first.body.includes(firstId)) throw new Error("GET /inventory-manager answered without the inventory: is the session cookie right?");
  let last = first;
  for (let i = 1; i < WARM_UP_REQUESTS; i++) last = await getOk(url, headers);
  const rendered = await timeRequests(url, headers, RENDER_REQUESTS);
  for (let i = 1; i < WARM_UP_REQUESTS; i++) await getOk(listUrl, headers);
  const listTiming = await timeRequests(listUrl, headers, RENDER_REQUESTS);
  return { firstMs: first.ms, rendered, htmlBytes: last.body.length, gzipBytes: last.raw.length, list: listTiming, listBytes: list.body.length, listGzipBytes: list.raw.length };
}

/**
 * POSTs the items as a CSV file (multipart, field `file`), as the screen's import form does, and
 * times it to the last byte of the answer. The inventory must not hold them yet: all are created.
 */
async function timeImport(baseUrl: string, cookie: SiteCookie, items: readonly InventoryItemInput[]): Promise<CsvImportResult> {
  // Every allergen column filled, a version and an id (of another site's: none is found by it), as an export writes them: the import reads all 25 columns.
  const statements = undeclaredStatements();
  const csv = inventoryToCsv(items.map((item, index) => ({ ...item, priceKurus: item.price, statements, version: 1, id: `elsewhere-${index}` })));
  const body = new FormData();
  body.append("file", new Blob([csv], { type: "text/csv" }), "envanter.csv");
  const started = performance.now();
  const response = await fetch(`${baseUrl}${IMPORT_PATH}`, {
    method: "POST",
    body,
    // The server takes changes only from its own pages.
    headers: { cookie: cookieHeader(cookie), origin: baseUrl, "accept-language": "tr" },
    redirect: "manual",
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const csvBytes = Buffer.byteLength(csv);
  if (response.status !== 200) {
    throw new Error(`POST ${IMPORT_PATH} of ${csvBytes} bytes answered ${response.status}: ${text.slice(0, 200)}`);
  }
  const reply = JSON.parse(text) as { ok?: boolean; created?: number; updated?: number };
  if (!reply.ok || reply.created !== items.length || reply.updated !== 0) {
    throw new Error(`the import did not create every item: ${text.slice(0, 200)}`);
  }
  return { rows: items.length, csvBytes, ms, created: reply.created };
}

/**
 * A fresh database: the server migrates and seeds it, stops; a member of staff, their session and
 * 5,000 inventory items go straight into it; the server starts again. Then: GET /inventory-manager
 * timed; typing in its search box in Chromium (inventory-typing.ts), and the same keys typed into
 * a bare field, the browser's floor; and, with the items removed, the same 5,000 items imported as
 * a CSV file through the screen's import.
 */
export async function measureInventory(port: number, databasePath: string): Promise<InventoryResult> {
  const seeding = await startAppServer(port, databasePath);
  await seeding.stop();
  const items = inventoryFixture(INVENTORY_ITEMS);
  const db = openDatabase({ engine: "sqlite", path: databasePath });
  let cookie: SiteCookie;
  let ids: string[];
  try {
    const staff = await createBenchSession(db);
    cookie = staff.cookie;
    ids = await insertInventory(db, staff.userId, items);
  } finally {
    await db.destroy();
  }
  console.log(`   the inventory now has ${ids.length} items`);

  const server = await startAppServer(port, databasePath);
  try {
    const lastId = ids.at(-1) ?? "";
    const page = await outcome(() => measurePage(server.url, cookie, lastId));
    const matchesOf = (search: string) => filterByTabAndSearch(items, inventoryTabSearch, search, "all").shown.length;
    const typing = await outcome(() => measureInventoryTyping(server.url, cookie, PHONE_CPU_SLOWDOWN, { total: items.length, matchesOf }));
    const bareField = await outcome(() => measureBareFieldTyping(PHONE_CPU_SLOWDOWN));
    const csvImport = await outcome(async () => {
      // Emptied through another connection: the server's held list (heldRead) follows its commit.
      const writer = openDatabase({ engine: "sqlite", path: databasePath });
      try {
        await writer.deleteFrom("inventory_items").execute();
      } finally {
        await writer.destroy();
      }
      return timeImport(server.url, cookie, items);
    });
    for (const [name, part] of Object.entries({ page, typing, bareField, csvImport })) if (part.error) console.error(`   ${name} FAILED: ${part.error}`);
    return { items: ids.length, page, typing, bareField, csvImport };
  } finally {
    await server.stop();
  }
}
