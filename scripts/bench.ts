/**
 * `npm run bench`: how fast the site is. Reports numbers beside their targets and asserts nothing.
 * Writes bench-results/latest.json (and each Lighthouse report) and ends with a table.
 *
 *   1. /menu requests per second under wrk: our server against nginx and a bare Node.js server
 *      sending the same bytes, with gzip and without
 *   2. JavaScript bytes (gzip) each public page loads, and no back-office code among them
 *   3. Lighthouse mobile scores of /, /menu, an item page and /events in Debian's Chromium
 *   4. Server time of GET /menu with 2,000 menu items, and long tasks while Chromium scrolls it
 *   5. Inventory with 5,000 items: server time of the screen, each key typed in its search in
 *      Chromium beside the same keys typed into a bare field (the browser's floor), and a
 *      5,000-row CSV import
 *   6. Recipe Management with 5,000 items and 1,000 nested recipes: costing every recipe, the
 *      screen's server time, and a save with its cycle check
 *   7. Menu Management with 2,000 items in 40 categories: the tab's server time, and a reorder saved
 *   8. An image upload: a 4000 × 3000 JPEG processed into the menu's WebP variants, and the
 *      peak memory of doing so
 *   9. Food cost with part 6's kitchen and 300 dishes made from it: an inventory price saved with
 *      every dish it moves in the reply, the warning under the price per key typed in Chromium,
 *      and the 'Menu costs' report's server time
 *  10. On PostgreSQL (a throwaway PostgreSQL 15 cluster): /menu under wrk with gzip, and
 *      GET /inventory-manager with 5,000 items
 *
 * Servers run as `npm start` runs them, on throwaway SQLite files (and the one PostgreSQL database of
 * part 10), with BUILD_DIR passed through. Nine ports on 127.0.0.1 from BENCH_PORT (4601–4609 by default). Every process started here is
 * stopped at the end, on an error and on Ctrl-C.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfNeeded } from "../server/build-freshness";
import { BIG_MENU_ITEMS, measureBigMenu, type BigMenuResult } from "./bench/big-menu";
import { measureMenuImage, PHOTO, type MenuImageResult } from "./bench/menu-image";
import { closeConnections } from "./bench/http";
import { BACK_OFFICE_MARKERS, measureJsBytes, type JsBytesResult } from "./bench/js-bytes";
import { IMPORT_PATH, INVENTORY_ITEMS, measureInventory, type InventoryResult } from "./bench/inventory";
import { LINKED_DISHES, measureFoodCost, type FoodCostResult } from "./bench/food-cost";
import { PHONE_CPU_SLOWDOWN } from "./bench/browser";
import { MANAGED_CATEGORIES, MANAGED_ITEMS, measureMenuManagement, type MenuManagementResult } from "./bench/menu-management";
import { LEVELS, measureRecipes, RECIPE_ITEMS, RECIPES, type RecipesResult } from "./bench/recipes";
import { EVENT_TIMING_THRESHOLD_MS } from "./bench/inventory-typing";
import { CATEGORIES, runLighthouse, type Category, type LighthousePage } from "./bench/lighthouse";
import { BUILD_DIR, cleanUpAll, cleanUpOnSignals, onCleanup, startAppServer, wasInterrupted } from "./bench/processes";
import { forgetFolder, watchFolder } from "./bench/reaper";
import { formatTable, kb, ms, outcome, row, type Outcome, type Row } from "./bench/report";
import { measureOnPostgres, type PostgresResult } from "./bench/postgres";
import { compareThroughput, LOAD, ROUNDS, spread, summarizeRounds, type Encoding, type Spread, type ThroughputResult } from "./bench/throughput";

/** The first of nine consecutive ports; BENCH_PORT moves them, e.g. beside another run. */
const FIRST_PORT = Number(process.env.BENCH_PORT || 4601);
if (!Number.isInteger(FIRST_PORT) || FIRST_PORT < 1024 || FIRST_PORT > 65_527) {
  console.error(`BENCH_PORT must be a port from 1024 to 65527, not "${process.env.BENCH_PORT}".`);
  process.exit(2);
}
const PORTS = {
  app: FIRST_PORT,
  nginx: FIRST_PORT + 1,
  bigMenu: FIRST_PORT + 2,
  inventory: FIRST_PORT + 3,
  recipes: FIRST_PORT + 4,
  menuManagement: FIRST_PORT + 5,
  foodCost: FIRST_PORT + 6,
  bareNode: FIRST_PORT + 7,
  postgres: FIRST_PORT + 8,
};
const RESULTS_DIR = "bench-results";
/** A hard stop for the measuring part (the build before it may take longer on a cold machine). */
const WATCHDOG_MS = 12 * 60_000;

const TARGETS = {
  /** Our server's /menu requests per second over nginx's on the same bytes, with gzip and without, and over bare Node's. */
  ratio: { gzip: 0.4, identity: 0.3 } satisfies Record<Encoding, number>,
  bareNodeRatio: 0.6,
  p99Ms: 20,
  /** Compressed JavaScript a first visit to each public page loads, in KB (as `kb` prints it). */
  jsKb: 100,
  lighthouse: { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 } satisfies Record<Category, number>,
  bigMenuMs: 50,
  scrollLongTasks: 0,
  inventoryPageMs: 50,
  keystrokeMs: 16,
  csvImportMs: 2_000,
  recipeCostingMs: 20,
  recipeDeclarationsMs: 20,
  recipePageMs: 100,
  recipeSaveMs: 50,
  declarationSaveMs: 50,
  menuManagementPageMs: 100,
  menuReorderMs: 50,
  imageUploadMs: 1_500,
  priceSaveMs: 50,
  menuCostsPageMs: 100,
};

type Section<T> = Outcome<T>;

async function section<T>(title: string, run: () => Promise<T>): Promise<Section<T>> {
  if (wasInterrupted()) return { error: "interrupted" };
  console.log(`\n== ${title}`);
  const started = performance.now();
  const part = await outcome(run);
  if (part.error) console.error(`   FAILED: ${part.error}`);
  else console.log(`   done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return part;
}

/** The table keeps to one line per metric; the whole message is printed above it. */
function short(error: string | undefined): string {
  const text = `error: ${error ?? "unknown"}`;
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** A key's Event Timing: null when it was under the API's threshold, which reports nothing shorter. */
function eventMs(value: number | null): string {
  return value === null ? `< ${EVENT_TIMING_THRESHOLD_MS} ms` : ms(value);
}

function throughputRows({ result, error }: Section<ThroughputResult>): Row[] {
  if (!result) return [row("/menu: ours / nginx requests per second", short(error), `≥ ${TARGETS.ratio.gzip}`)];
  const load = `${LOAD.connections} conn, ${LOAD.durationSeconds} s, ${ROUNDS} rounds, wrk`;
  const ratio = ({ median, lowest, highest }: Spread) => `${median.toFixed(3)} (${lowest.toFixed(3)}–${highest.toFixed(3)})`;
  return (["gzip", "identity"] as const).flatMap((encoding) => {
    const rounds = summarizeRounds(result.byEncoding[encoding]);
    const { ours, nginx, bareNode } = rounds.requestsPerSecond;
    const failures = Object.values(rounds.failures);
    const asked = encoding === "gzip" ? "gzip" : "no gzip";
    return [
      row(`/menu req/s, ${asked} (${load}): ours / nginx / bare Node, medians`, [ours, nginx, bareNode].map((each) => each.toFixed(0)).join(" / ")),
      row(`/menu, ${asked}: ours / nginx, median round (lowest–highest)`, ratio(rounds.toNginx), `≥ ${TARGETS.ratio[encoding]}`, rounds.toNginx.median >= TARGETS.ratio[encoding]),
      row(`/menu, ${asked}: ours / bare Node, median round (lowest–highest)`, ratio(rounds.toBareNode), `≥ ${TARGETS.bareNodeRatio}`, rounds.toBareNode.median >= TARGETS.bareNodeRatio),
      row(
        `/menu, ${asked}: p50 / p99 of the median round (worst round), ours; p99 nginx, bare Node`,
        `${ms(rounds.latencyMedianMs)} / ${ms(rounds.p99Ms.ours.median)} (${ms(rounds.p99Ms.ours.highest)}); ${ms(rounds.p99Ms.nginx.median)}, ${ms(rounds.p99Ms.bareNode.median)}`,
        `p99 < ${TARGETS.p99Ms} ms`,
        rounds.p99Ms.ours.median < TARGETS.p99Ms,
      ),
      row(`/menu, ${asked}: failed responses (non-2xx, errors, timeouts)`, failures.join(" / "), "0", failures.every((count) => count === 0)),
    ];
  });
}

/** Part 10 beside part 1's and 5's figures on SQLite, under the same targets. */
function postgresRows({ result, error }: Section<PostgresResult>, sqlite: Section<ThroughputResult>): Row[] {
  if (!result) return [row("On PostgreSQL: /menu and /inventory-manager", short(error))];
  const { page } = result;
  const onSqlite = sqlite.result ? summarizeRounds(sqlite.result.byEncoding.gzip).requestsPerSecond.ours : undefined;
  const rate = spread(result.menu.map((run) => run.requestsPerSecond)).median;
  const p50 = spread(result.menu.map((run) => run.latencyMedianMs)).median;
  const p99 = spread(result.menu.map((run) => run.latencyP99Ms));
  const failures = result.menu.reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0);
  const items = result.items.toLocaleString("en");
  return [
    row(`/menu req/s, gzip, on PostgreSQL, median of ${result.menu.length} rounds (on SQLite in part 1)`, `${rate.toFixed(0)} (${onSqlite === undefined ? "-" : onSqlite.toFixed(0)})`),
    row(`/menu, gzip, on PostgreSQL: p50 / p99 of the median round (worst round)`, `${ms(p50)} / ${ms(p99.median)} (${ms(p99.highest)})`, `p99 < ${TARGETS.p99Ms} ms`, p99.median < TARGETS.p99Ms),
    row(`/menu, gzip, on PostgreSQL: failed responses (non-2xx, errors, timeouts)`, String(failures), "0", failures === 0),
    row(
      `GET /inventory-manager, ${items} items, on PostgreSQL, median / p95 of ${page.rendered.samples}`,
      `${ms(page.rendered.medianMs)} / ${ms(page.rendered.p95Ms)}`,
      `< ${TARGETS.inventoryPageMs} ms`,
      page.rendered.medianMs < TARGETS.inventoryPageMs,
    ),
    row(`GET /inventory-manager/list on PostgreSQL, median / p95 of ${page.list.samples}`, `${ms(page.list.medianMs)} / ${ms(page.list.p95Ms)}`),
  ];
}

function jsRows({ result, error }: Section<JsBytesResult>): Row[] {
  if (!result) return [row("JS per public page, as sent", short(error))];
  // Against the target: what a browser receives from the site as deployed, over https (Brotli).
  const rows = result.pages.map((page) =>
    row(`JS ${page.path} (${page.scripts.length} files), as sent over https (over http, gzip)`, `${kb(page.sentBytes)} (${kb(page.gzipBytes)})`, `≤ ${TARGETS.jsKb} KB`, page.sentBytes <= TARGETS.jsKb * 1024),
  );
  const hits = result.backOfficeHits;
  const found = hits.length === 0 ? "none" : `${new Set(hits.map((hit) => hit.marker)).size} markers in ${new Set(hits.map((hit) => hit.script)).size} script(s)`;
  rows.push(row("back-office text in public pages' scripts", found, "none", hits.length === 0));
  return rows;
}

function lighthouseRows({ result, error }: Section<LighthousePage[]>): Row[] {
  const target = CATEGORIES.map((category) => TARGETS.lighthouse[category]).join(" / ");
  if (!result) return [row("Lighthouse perf / a11y / best / seo", short(error), target)];
  return result.map((page) => {
    const scores = CATEGORIES.map((category) => page.scores[category]);
    const met = page.runtimeError
      ? false
      : CATEGORIES.every((category) => (page.scores[category] ?? -1) >= TARGETS.lighthouse[category]);
    const value = page.runtimeError ? short(page.runtimeError) : scores.map((score) => score ?? "–").join(" / ");
    return row(`Lighthouse ${page.path} perf / a11y / best / seo`, value, target, met);
  });
}

function bigMenuRows({ result, error }: Section<BigMenuResult>): Row[] {
  const target = `< ${TARGETS.bigMenuMs} ms`;
  if (!result) return [row(`GET /menu, ${BIG_MENU_ITEMS} items`, short(error), target)];
  const { items, guest, rendered } = result;
  return [
    // The target is for a render: a request the page cache cannot answer (signed in, or the first after a change).
    row(`GET /menu, ${items} items, rendered each time, median of ${rendered.samples}`, ms(rendered.medianMs), target, rendered.medianMs < TARGETS.bigMenuMs),
    row(`GET /menu, ${items} items, rendered each time, p95 of ${rendered.samples}`, ms(rendered.p95Ms)),
    row(`GET /menu, ${items} items, as a guest (page cache), median / p95 of ${guest.samples}`, `${ms(guest.medianMs)} / ${ms(guest.p95Ms)}`),
    row(`GET /menu, ${items} items, first request after start`, ms(result.firstMs)),
    row(`GET /menu, ${items} items, HTML (gzip)`, `${kb(result.htmlBytes)} (${kb(result.gzipBytes)})`),
    ...result.scroll.flatMap((scroll) => {
      const where = scroll.cpuSlowdown === 1 ? "this machine's CPU" : `${scroll.cpuSlowdown}x slower CPU (phone)`;
      return [
        row(
          `/menu, ${items} items, scrolled to the end and every category, ${where}: long tasks (longest)`,
          `${scroll.longTasks} (${ms(scroll.longestTaskMs)})`,
          `${TARGETS.scrollLongTasks}`,
          scroll.longTasks <= TARGETS.scrollLongTasks,
        ),
        row(`/menu, ${items} items, ${where}: longest task while loading and hydrating`, ms(scroll.longestLoadTaskMs)),
      ];
    }),
  ];
}

function inventoryRows({ result, error }: Section<InventoryResult>): Row[] {
  const pageTarget = `< ${TARGETS.inventoryPageMs} ms`;
  const keyTarget = `< ${TARGETS.keystrokeMs} ms`;
  const importTarget = `< ${TARGETS.csvImportMs / 1000} s`;
  const items = (result?.items ?? INVENTORY_ITEMS).toLocaleString("en");
  if (!result) return [row(`/inventory-manager, ${items} items`, short(error))];
  const rows: Row[] = [];
  const { page, typing, bareField, csvImport } = result;
  if (page.result) {
    const { rendered } = page.result;
    rows.push(
      row(`GET /inventory-manager, ${items} items, signed in, median of ${rendered.samples}`, ms(rendered.medianMs), pageTarget, rendered.medianMs < TARGETS.inventoryPageMs),
      row(`GET /inventory-manager, ${items} items, signed in, p95 of ${rendered.samples}`, ms(rendered.p95Ms)),
      row(`GET /inventory-manager, ${items} items, first request after start`, ms(page.result.firstMs)),
      row(`GET /inventory-manager, ${items} items, HTML (gzip)`, `${kb(page.result.htmlBytes)} (${kb(page.result.gzipBytes)})`),
      row(`GET /inventory-manager/list, the whole list the page then fetches, median / p95 of ${page.result.list.samples}`, `${ms(page.result.list.medianMs)} / ${ms(page.result.list.p95Ms)}`),
      row(`GET /inventory-manager/list, text (gzip)`, `${kb(page.result.listBytes)} (${kb(page.result.listGzipBytes)})`),
    );
  } else {
    rows.push(row(`GET /inventory-manager, ${items} items, signed in`, short(page.error), pageTarget));
  }
  if (typing.result) {
    const keys = typing.result.eventTimingMs.length;
    const where = `${typing.result.cpuSlowdown}x slower CPU (phone)`;
    const longest = typing.result.eventTimingMaxMs;
    rows.push(
      row(
        `/inventory-manager search, ${items} items, ${where}: per key (Event Timing), median / max of ${keys}`,
        `${eventMs(typing.result.eventTimingMedianMs)} / ${eventMs(longest)}`,
        keyTarget,
        longest === null || longest < TARGETS.keystrokeMs,
      ),
      row(`/inventory-manager search, ${where}: keys with an event of ${EVENT_TIMING_THRESHOLD_MS} ms or more`, `${typing.result.slowKeys} of ${keys}`),
      row(
        `/inventory-manager search, ${where}: keydown to next frame, median / max`,
        `${ms(typing.result.nextFrameMedianMs)} / ${ms(typing.result.nextFrameMaxMs)}`,
      ),
      // Keys typed while the screen writes an earlier search into the address must not be lost.
      row(
        `/inventory-manager search, ${where}: the box after typing "${typing.result.typed}"`,
        `"${typing.result.finalText}"`,
        `"${typing.result.typed}"`,
        typing.result.finalText === typing.result.typed,
      ),
    );
  } else {
    rows.push(row(`/inventory-manager search, ${items} items: per key`, short(typing.error), keyTarget));
  }
  // What the same keys cost with no screen at all: the target is only fair above this floor.
  const floor = `bare search field, no script, same keys, ${PHONE_CPU_SLOWDOWN}x slower CPU`;
  if (bareField.result) {
    const { eventTimingMedianMs, eventTimingMaxMs, slowKeys, eventTimingMs } = bareField.result;
    rows.push(
      row(`${floor}: per key (Event Timing), median / max of ${eventTimingMs.length}`, `${eventMs(eventTimingMedianMs)} / ${eventMs(eventTimingMaxMs)}`),
      row(`${floor}: keys with an event of ${EVENT_TIMING_THRESHOLD_MS} ms or more`, `${slowKeys} of ${eventTimingMs.length}`),
    );
  } else {
    rows.push(row(floor, short(bareField.error)));
  }
  if (csvImport.result) {
    const { rows: count, csvBytes, ms: took } = csvImport.result;
    rows.push(row(`POST ${IMPORT_PATH}, CSV of ${count.toLocaleString("en")} new rows (${kb(csvBytes)})`, ms(took), importTarget, took < TARGETS.csvImportMs));
  } else {
    rows.push(row(`POST ${IMPORT_PATH}, CSV of ${items} rows`, short(csvImport.error), importTarget));
  }
  return rows;
}

function recipeRows({ result, error }: Section<RecipesResult>): Row[] {
  const size = `${(result?.items ?? RECIPE_ITEMS).toLocaleString("en")} items, ${(result?.recipes ?? RECIPES).toLocaleString("en")} recipes`;
  if (!result) return [row(`Recipe Management, ${size}`, short(error))];
  const { costing, declarations, page, save, declarationSave, menuAfterSave } = result;
  return [
    row(
      `Recipe costs, ${size} (${LEVELS} levels), all computed, median of ${costing.samples}`,
      ms(costing.medianMs),
      `< ${TARGETS.recipeCostingMs} ms`,
      costing.medianMs < TARGETS.recipeCostingMs && costing.complete === result.recipes,
    ),
    row(
      `Recipe allergens and diets, ${size}, all worked out, median of ${declarations.samples}`,
      ms(declarations.medianMs),
      `< ${TARGETS.recipeDeclarationsMs} ms`,
      declarations.medianMs < TARGETS.recipeDeclarationsMs && declarations.workedOut === result.recipes,
    ),
    row(`GET /recipe-manager, ${size}, signed in, median of ${page.samples}`, ms(page.medianMs), `< ${TARGETS.recipePageMs} ms`, page.medianMs < TARGETS.recipePageMs),
    row(`GET /recipe-manager, ${size}, p95 / HTML`, `${ms(page.p95Ms)} / ${kb(page.htmlBytes)}`),
    row(`POST /recipe-manager, a deepest recipe saved (cycle check), median of ${save.samples}`, ms(save.medianMs), `< ${TARGETS.recipeSaveMs} ms`, save.medianMs < TARGETS.recipeSaveMs),
    row(
      `POST /inventory-manager.data, an ingredient's allergens saved, the public pages invalidated, median of ${declarationSave.samples}`,
      ms(declarationSave.medianMs),
      `< ${TARGETS.declarationSaveMs} ms`,
      declarationSave.medianMs < TARGETS.declarationSaveMs,
    ),
    row(`GET /menu just after, ${menuAfterSave.dishesFromRecipes} dishes made from the deepest recipes, median / p95`, `${ms(menuAfterSave.medianMs)} / ${ms(menuAfterSave.p95Ms)}`),
  ];
}

function foodCostRows({ result, error }: Section<FoodCostResult>): Row[] {
  const size = `${RECIPE_ITEMS.toLocaleString("en")} items, ${RECIPES.toLocaleString("en")} recipes, ${LINKED_DISHES} dishes made from them`;
  if (!result) return [row(`Food cost, ${size}`, short(error))];
  const { save, report, typing, dependentDishes } = result;
  const keys = typing.eventTimingMs.length;
  const where = `${typing.cpuSlowdown}x slower CPU (phone)`;
  return [
    row(
      `POST /inventory-manager.data, a price saved, ${dependentDishes} dishes' food cost in the sorted reply, median of ${save.samples}`,
      ms(save.medianMs),
      `< ${TARGETS.priceSaveMs} ms`,
      save.medianMs < TARGETS.priceSaveMs,
    ),
    row(`POST /inventory-manager.data, a price saved, p95`, ms(save.p95Ms)),
    row(
      `/inventory-manager price typed, the dishes that would cross shown, ${where}: per key (Event Timing), median / max of ${keys}`,
      `${eventMs(typing.eventTimingMedianMs)} / ${eventMs(typing.eventTimingMaxMs)}`,
      `< ${TARGETS.keystrokeMs} ms`,
      typing.eventTimingMaxMs === null || typing.eventTimingMaxMs < TARGETS.keystrokeMs,
    ),
    row(`/inventory-manager price typed, ${where}: keydown to next frame, median / max`, `${ms(typing.nextFrameMedianMs)} / ${ms(typing.nextFrameMaxMs)}`),
    // The same keys where nothing follows them: the page's own cost of a key, without the warning.
    row(
      `/inventory-manager, the same item's name typed (no warning), ${where}: per key (Event Timing), median / max`,
      `${eventMs(result.typingName.eventTimingMedianMs)} / ${eventMs(result.typingName.eventTimingMaxMs)}`,
    ),
    row(
      `/contact, its name typed (the site's smallest form), ${where}: per key (Event Timing), median / max`,
      `${eventMs(result.typingContact.eventTimingMedianMs)} / ${eventMs(result.typingContact.eventTimingMaxMs)}`,
    ),
    row(`GET /admin/menu-costs, ${size}, median of ${report.samples}`, ms(report.medianMs), `< ${TARGETS.menuCostsPageMs} ms`, report.medianMs < TARGETS.menuCostsPageMs),
    row(`GET /admin/menu-costs, p95 / HTML`, `${ms(report.p95Ms)} / ${kb(report.htmlBytes)}`),
  ];
}

function menuManagementRows({ result, error }: Section<MenuManagementResult>): Row[] {
  const size = `${(result?.items ?? MANAGED_ITEMS).toLocaleString("en")} items in ${result?.categories ?? MANAGED_CATEGORIES} categories`;
  if (!result) return [row(`Menu Management, ${size}`, short(error))];
  const { page, reorder } = result;
  return [
    row(`GET /admin/menu, ${size}, signed in, median of ${page.samples}`, ms(page.medianMs), `< ${TARGETS.menuManagementPageMs} ms`, page.medianMs < TARGETS.menuManagementPageMs),
    row(`GET /admin/menu, ${size}, p95 / HTML / items shown before 'Show more'`, `${ms(page.p95Ms)} / ${kb(page.htmlBytes)} / ${page.shownItems}`),
    row(
      `POST /admin/menu.data, a reorder of ${reorder.rows} items saved, median / p95 of ${reorder.samples}`,
      `${ms(reorder.medianMs)} / ${ms(reorder.p95Ms)}`,
      `< ${TARGETS.menuReorderMs} ms`,
      reorder.medianMs < TARGETS.menuReorderMs,
    ),
  ];
}

function menuImageRows({ result, error }: Section<MenuImageResult>): Row[] {
  const target = `< ${TARGETS.imageUploadMs / 1000} s`;
  const photo = `${PHOTO.width} × ${PHOTO.height} JPEG`;
  if (!result) return [row(`image upload: a ${photo} processed`, short(error), target)];
  const { timing } = result;
  const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return [
    row(
      `image upload: a ${photo} (${mb(result.jpegBytes)}) processed into ${result.variants.length} WebP variants, median of ${timing.samples}`,
      ms(timing.medianMs),
      target,
      timing.medianMs < TARGETS.imageUploadMs,
    ),
    row(`image upload: p95 of ${timing.samples} / the first, with libvips starting`, `${ms(timing.p95Ms)} / ${ms(result.firstMs)}`),
    row("image upload: peak memory (RSS) of the process / before the first image", `${mb(result.peakRssBytes)} / ${mb(result.rssBeforeBytes)}`),
    row(`image upload: variants ${result.variants.map((variant) => `${variant.width}×${variant.height}`).join(", ")}`, result.variants.map((variant) => kb(variant.bytes)).join(", ")),
  ];
}

function printDetails(
  js: Section<JsBytesResult>,
  lighthouse: Section<LighthousePage[]>,
  errors: Record<string, Section<unknown>>,
): void {
  const hitsByScript = new Map<string, { markers: Set<string>; pages: Set<string> }>();
  for (const hit of js.result?.backOfficeHits ?? []) {
    const entry = hitsByScript.get(hit.script) ?? { markers: new Set(), pages: new Set() };
    entry.markers.add(hit.marker);
    entry.pages.add(hit.page);
    hitsByScript.set(hit.script, entry);
  }
  for (const [script, { markers, pages }] of hitsByScript) {
    const quoted = [...markers].map((marker) => `"${marker}"`).join(", ");
    console.log(`   back-office text ${quoted} in ${script}, loaded by ${[...pages].join(" ")}`);
  }
  for (const page of lighthouse.result ?? []) {
    const { fcp, lcp, tbt, cls, si } = page.metrics;
    const metrics = page.runtimeError ? page.runtimeError : `FCP ${fcp} ms, LCP ${lcp} ms, TBT ${tbt} ms, CLS ${cls}, Speed Index ${si} ms`;
    console.log(`   Lighthouse ${page.path}: ${metrics}${page.retried ? " (second run)" : ""}`);
    for (const line of [...page.failedAudits, ...page.problems]) console.log(`   Lighthouse ${page.path}: ${line}`);
  }
  for (const [name, part] of Object.entries(errors)) if (part.error) console.log(`   ${name} could not be measured: ${part.error}`);
}

/** The 1-minute load average; a warning when other work competes for the CPU and skews every number. */
function busyMachineWarning(): number {
  const [load = 0] = loadavg();
  const cores = availableParallelism();
  if (load > cores * 0.75) {
    console.warn(`   warning: load average ${load.toFixed(1)} on ${cores} cores: other work is running, numbers will be low`);
  }
  return Math.round(load * 100) / 100;
}

async function main(): Promise<number> {
  cleanUpOnSignals();
  console.log(`Build: ${BUILD_DIR}; NODE_ENV for the servers: ${process.env.NODE_ENV ?? "unset (as npm start)"}`);
  const loadBefore = busyMachineWarning();
  buildIfNeeded();

  const watchdog = setTimeout(() => {
    console.error(`\nThe benchmark ran over ${WATCHDOG_MS / 60_000} minutes; stopping.`);
    void cleanUpAll().finally(() => process.exit(1));
  }, WATCHDOG_MS);
  watchdog.unref();

  const started = performance.now();
  const scratch = mkdtempSync(join(tmpdir(), "patates-bench-"));
  watchFolder(scratch);
  onCleanup(() => {
    rmSync(scratch, { recursive: true, force: true });
    forgetFolder(scratch);
  });
  mkdirSync(RESULTS_DIR, { recursive: true });

  let throughput: Section<ThroughputResult> = { error: "not run" };
  let js: Section<JsBytesResult> = { error: "not run" };
  let lighthouse: Section<LighthousePage[]> = { error: "not run" };
  const server = await startAppServer(PORTS.app, join(scratch, "site.db")).catch((error: unknown) => {
    const message = `the server for parts 1-3 did not start: ${error instanceof Error ? error.message : String(error)}`;
    console.error(message);
    throughput = js = lighthouse = { error: message };
    return null;
  });
  if (server) {
    try {
      throughput = await section("1. /menu: our server against nginx and bare Node sending the same bytes (wrk)", () =>
        compareThroughput(server.url, { nginx: PORTS.nginx, bareNode: PORTS.bareNode }, scratch, join(RESULTS_DIR, "menu-tr.html")),
      );
      js = await section("2. JavaScript each public page loads", () => measureJsBytes(server.url));
      lighthouse = await section("3. Lighthouse, mobile, in Chromium", () => runLighthouse(server.url, RESULTS_DIR, join(scratch, "chromium")));
    } finally {
      await server.stop();
    }
  }
  const bigMenu = await section(`4. GET /menu with ${BIG_MENU_ITEMS} items`, () => measureBigMenu(PORTS.bigMenu, join(scratch, "big-menu.db")));
  const inventory = await section(`5. Inventory with ${INVENTORY_ITEMS} items`, () => measureInventory(PORTS.inventory, join(scratch, "inventory.db")));
  const recipes = await section(`6. Recipe Management with ${RECIPES} recipes`, () => measureRecipes(PORTS.recipes, join(scratch, "recipes.db")));
  const menuManagement = await section(`7. Menu Management with ${MANAGED_ITEMS} items`, () =>
    measureMenuManagement(PORTS.menuManagement, join(scratch, "menu-management.db")),
  );
  const menuImage = await section(`8. An image upload: a ${PHOTO.width} × ${PHOTO.height} JPEG processed`, () => measureMenuImage(scratch));
  const foodCost = await section(`9. Food cost with ${LINKED_DISHES} dishes made from ${RECIPES} recipes`, () => measureFoodCost(PORTS.foodCost, join(scratch, "food-cost.db"), PHONE_CPU_SLOWDOWN));
  const postgres = await section("10. On PostgreSQL: /menu under wrk, and the inventory's screen", () => measureOnPostgres(PORTS.postgres));

  // Our own load, for the record: no warning here.
  if (wasInterrupted()) return 130;
  const loadAfter = Math.round((loadavg()[0] ?? 0) * 100) / 100;
  const rows = [...throughputRows(throughput), ...jsRows(js), ...lighthouseRows(lighthouse), ...bigMenuRows(bigMenu), ...inventoryRows(inventory), ...recipeRows(recipes), ...menuManagementRows(menuManagement), ...menuImageRows(menuImage), ...foodCostRows(foodCost), ...postgresRows(postgres, throughput)];
  const seconds = (performance.now() - started) / 1000;
  writeFileSync(
    join(RESULTS_DIR, "latest.json"),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        seconds: Math.round(seconds),
        buildDir: BUILD_DIR,
        nodeEnv: process.env.NODE_ENV ?? null,
        cores: availableParallelism(),
        loadAverage: { before: loadBefore, after: loadAfter },
        backOfficeMarkers: BACK_OFFICE_MARKERS,
        targets: TARGETS,
        throughput,
        jsBytes: js,
        lighthouse,
        bigMenu,
        inventory,
        recipes,
        menuManagement,
        menuImage,
        foodCost,
        postgres,
        table: rows,
      },
      null,
      2,
    ),
  );

  console.log("\nDetails:");
  printDetails(js, lighthouse, {
    "1. /menu throughput": throughput,
    "2. JavaScript": js,
    "3. Lighthouse": lighthouse,
    "4. 2,000-item menu": bigMenu,
    "5. Inventory": inventory,
    "5. Inventory screen": inventory.result?.page ?? {},
    "5. Inventory search typing": inventory.result?.typing ?? {},
    "5. Inventory CSV import": inventory.result?.csvImport ?? {},
    "6. Recipe Management": recipes,
    "7. Menu Management": menuManagement,
    "8. Image upload": menuImage,
    "9. Food cost": foodCost,
    "10. On PostgreSQL": postgres,
  });
  const typing = inventory.result?.typing.result;
  if (typing) {
    const each = (values: (number | null)[]) => values.map((value) => (value === null ? "<16" : value.toFixed(0))).join(" ");
    console.log(`   Inventory search, "${typing.typed}" key by key: Event Timing ms ${each(typing.eventTimingMs)}; keydown to next frame ms ${each(typing.nextFrameMs)}`);
  }
  console.log(
    `\nResults (${seconds.toFixed(0)} s, load average ${loadBefore} → ${loadAfter} on ${availableParallelism()} cores; bench-results/latest.json):\n`,
  );
  console.log(formatTable(rows));
  clearTimeout(watchdog);
  // Numbers below target are not a failure; a part that could not be measured is.
  const inventoryParts = [inventory.result?.page, inventory.result?.typing, inventory.result?.csvImport];
  return [throughput, js, lighthouse, bigMenu, inventory, recipes, menuManagement, menuImage, foodCost, postgres, ...inventoryParts].some((part) => part?.error) ? 1 : 0;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    return 1;
  })
  .then(async (code) => {
    // After Ctrl-C the signal handler cleans up and exits.
    if (wasInterrupted()) return;
    await cleanUpAll();
    closeConnections();
    process.exit(code);
  });
