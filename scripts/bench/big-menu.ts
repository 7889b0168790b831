import { randomUUID } from "node:crypto";
import { openDatabase } from "../../app/db/connection.server";
import { SESSION_COOKIE } from "../../app/features/auth/session.server";
import { PHONE_CPU_SLOWDOWN } from "./browser";
import { getOk } from "./http";
import { measureMenuScroll, type MenuScrollResult } from "./menu-scroll";
import { startAppServer } from "./processes";
import { timeRequests, type Timing } from "./timing";

export const BIG_MENU_ITEMS = 2_000;
const WARM_UP_REQUESTS = 5;
export const TIMED_REQUESTS = 30;
export const RENDER_REQUESTS = 10;

export interface BigMenuResult {
  items: number;
  /** The very first GET /menu after start: nothing cached, nothing compiled yet. */
  firstMs: number;
  /** What a guest gets: GET /menu after warm-up. */
  guest: Timing;
  /** GET /menu rendered every time: a request with a session cookie is never served from a page cache. */
  rendered: Timing;
  htmlBytes: number;
  gzipBytes: number;
  /** Scrolling the whole menu in Chromium: as on a phone, then at this machine's own speed. */
  scroll: MenuScrollResult[];
}

/** Copies the seeded items (new ids, next positions, numbered names) until the menu has `total` items. */
export async function growMenu(databasePath: string, total: number): Promise<number> {
  const db = openDatabase({ engine: "sqlite", path: databasePath });
  try {
    const items = await db.selectFrom("menu_items").selectAll().orderBy("category_id").orderBy("position").execute();
    if (items.length === 0) throw new Error("The seeded database has no menu items to copy.");
    const names = new Set(items.flatMap((item) => [item.name_tr, item.name_en]));
    const nextPosition = new Map<string, number>();
    for (const item of items) nextPosition.set(item.category_id, Math.max(nextPosition.get(item.category_id) ?? 0, item.position + 1));

    const now = new Date().toISOString();
    const copies: typeof items = [];
    let number = 1;
    for (let index = 0; items.length + copies.length < total; index++) {
      const source = items[index % items.length]!;
      while (names.has(`${source.name_tr} ${number}`) || names.has(`${source.name_en} ${number}`)) number++;
      const position = nextPosition.get(source.category_id) ?? 0;
      nextPosition.set(source.category_id, position + 1);
      const copy = {
        ...source,
        id: randomUUID(),
        name_tr: `${source.name_tr} ${number}`,
        name_en: `${source.name_en} ${number}`,
        position,
        created_at: now,
        updated_at: now,
        version: 1,
      };
      names.add(copy.name_tr).add(copy.name_en);
      copies.push(copy);
      number++;
    }
    await db.transaction().execute(async (trx) => {
      // Batches keep each statement under SQLite's bound-parameter limit.
      for (let start = 0; start < copies.length; start += 50) {
        await trx.insertInto("menu_items").values(copies.slice(start, start + 50)).execute();
      }
    });
    const { count } = await db
      .selectFrom("menu_items")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(count);
  } finally {
    await db.destroy();
  }
}

/**
 * A fresh database: the server migrates and seeds it, stops; the menu grows to 2,000 items; the
 * server starts again and answers GET /menu sequentially, timed to the last byte of the body: as a
 * guest gets it (after warm-up), and rendered afresh each time (as after a menu change). Then
 * Chromium scrolls the whole menu (menu-scroll.ts).
 */
export async function measureBigMenu(port: number, databasePath: string): Promise<BigMenuResult> {
  const seeding = await startAppServer(port, databasePath);
  await seeding.stop();
  const items = await growMenu(databasePath, BIG_MENU_ITEMS);
  console.log(`   the menu now has ${items} items`);

  const server = await startAppServer(port, databasePath);
  try {
    const url = `${server.url}/menu`;
    const guest = { "accept-language": "tr", "accept-encoding": "gzip" };
    const first = await getOk(url, guest);
    let last = first;
    for (let i = 1; i < WARM_UP_REQUESTS; i++) last = await getOk(url, guest);
    const guestTimes = await timeRequests(url, guest, TIMED_REQUESTS);
    // An unknown session is an anonymous visitor to the app, but not to a cache of anonymous pages:
    // a token of the shape ours have (43 base64url characters), or the cache takes it for a guest's.
    const signedIn = { ...guest, cookie: `${SESSION_COOKIE}=${"benchmark-unknown-session".padEnd(43, "-")}` };
    await getOk(url, signedIn);
    const renderTimes = await timeRequests(url, signedIn, RENDER_REQUESTS);
    const scroll: MenuScrollResult[] = [];
    for (const slowdown of [PHONE_CPU_SLOWDOWN, 1]) {
      const result = await measureMenuScroll(server.url, slowdown);
      console.log(`   scrolled ${result.scrolledPx} px in ${result.seconds.toFixed(1)} s at ${slowdown}x CPU: ${result.longTasks} long tasks`);
      scroll.push(result);
    }
    return {
      items,
      firstMs: first.ms,
      guest: guestTimes,
      rendered: renderTimes,
      htmlBytes: last.body.length,
      gzipBytes: last.raw.length,
      scroll,
    };
  } finally {
    await server.stop();
  }
}
