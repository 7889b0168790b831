import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { nextFrames, onPhone, waitForBusyParts, waitForHydration, type SiteCookie } from "./browser";
import { percentile } from "./timing";

/** What is typed into the search box, one key at a time: it folds to match "Zeytinyağı". */
export const TYPED_TEXT = "zeytinyagi";
/**
 * The pauses from releasing each key but the last to pressing the next, in ms: with KEY_HOLD_MS,
 * about four keys a second, as a person types on a phone, and one hesitation (after "zeytin")
 * longer than the 300 ms after which the screen writes the search into the address and so loads
 * its data again; a key typed meanwhile meets that work.
 */
const PAUSES_MS = [180, 140, 220, 160, 190, 550, 150, 210, 170];
/** How long each key is held down. */
const KEY_HOLD_MS = 60;
/** The Event Timing API reports no event shorter than this (its lowest durationThreshold). */
export const EVENT_TIMING_THRESHOLD_MS = 16;

const SEARCH_BOX = ".search-box input";
const ALL_TAB_COUNT = ".filter-tabs [aria-current='true'] .tab-count";

export interface KeystrokeResult {
  cpuSlowdown: number;
  typed: string;
  /** What the search box holds once the screen has settled: `typed`, unless keys were lost. */
  finalText: string;
  /** Per key: its longest Event Timing entry (keydown, keypress, beforeinput, input, keyup), from
   * the event's start to the next paint after its handlers ran; null when none reached 16 ms. */
  eventTimingMs: (number | null)[];
  /** Per key: from keydown to the end of the first frame after the box's value changed. */
  nextFrameMs: number[];
  /** Keys with an Event Timing entry (16 ms or more). */
  slowKeys: number;
  /** Median and longest of `eventTimingMs`, null when under 16 ms (nothing reported). */
  eventTimingMedianMs: number | null;
  eventTimingMaxMs: number | null;
  nextFrameMedianMs: number;
  nextFrameMaxMs: number;
}

interface TypingState {
  keydowns: number[];
  frames: number[];
  entries: { name: string; start: number; duration: number }[];
}

declare global {
  interface Window {
    __typing?: TypingState;
  }
}

/** Watches the page from now on: Event Timing entries, each keydown, and the first frame after each change of the field `selector`. */
export async function watchTyping(page: Page, selector: string): Promise<void> {
  await page.evaluate(
    ({ selector, threshold }) => {
      const state: TypingState = { keydowns: [], frames: [], entries: [] };
      window.__typing = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.entries.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
        // durationThreshold is not in TypeScript's PerformanceObserverInit yet.
      }).observe({ type: "event", durationThreshold: threshold } as PerformanceObserverInit);
      addEventListener("keydown", (event) => state.keydowns.push(event.timeStamp), { capture: true });
      // On the document, so a box React draws anew is still heard.
      document.addEventListener("input", (event) => {
        if (!(event.target instanceof Element) || !event.target.matches(selector)) return;
        const key = state.keydowns.length - 1;
        // A task posted from a frame callback runs after that frame is painted.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (state.frames[key] = performance.now() - state.keydowns[key]!);
          channel.port2.postMessage(null);
        });
      }, { capture: true });
    },
    { selector, threshold: EVENT_TIMING_THRESHOLD_MS },
  );
}

/**
 * Types `text` into the focused field key by key at a person's pace (PAUSES_MS): each key at its
 * moment, counted from the first, so when the page falls behind (the browser answers a key only
 * once the page has handled it) the next key comes at once.
 */
export async function typeLikeAPerson(page: Page, text: string): Promise<void> {
  const started = performance.now();
  let at = 0;
  for (const [index, key] of [...text].entries()) {
    await pause(started + at - performance.now());
    await page.keyboard.press(key, { delay: KEY_HOLD_MS });
    at += KEY_HOLD_MS + (PAUSES_MS[index % PAUSES_MS.length] ?? 0);
  }
}

/** The typing the page saw (`watchTyping`), key by key, once it has settled. */
export async function typingSeen(page: Page, cpuSlowdown: number, typed: string, finalText: string): Promise<KeystrokeResult> {
  await nextFrames(page);
  const state = await page.evaluate(() => window.__typing);
  if (!state) throw new Error("the page lost its typing observer");
  return summarize(cpuSlowdown, state, typed, finalText);
}

/** A failed wait says which one it was. */
export async function step<T>(what: string, waiting: Promise<T>): Promise<T> {
  try {
    return await waiting;
  } catch (error) {
    throw new Error(`${what}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The text of the chosen tab's count once it is `count`. */
async function waitForCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    ({ selector, expected }) => document.querySelector(selector)?.textContent?.trim() === String(expected),
    { selector: ALL_TAB_COUNT, expected: count },
  );
}

/**
 * Opens the inventory signed in, on a phone with the CPU slowed down `cpuSlowdown` times, waits for
 * all `total` items and for React, then types TYPED_TEXT into the search box key by key at a
 * person's pace and times every key two ways: the Event Timing API (the browser's own measure of
 * an interaction, as INP uses it) and from keydown to the first frame after the value changed.
 * `counts`: how many items there are, and how many a search leaves, to know the search really ran.
 */
export async function measureInventoryTyping(
  baseUrl: string,
  cookie: SiteCookie,
  cpuSlowdown: number,
  counts: { total: number; matchesOf: (search: string) => number },
): Promise<KeystrokeResult> {
  return onPhone(
    baseUrl,
    cpuSlowdown,
    async ({ page }) => {
      await page.goto(new URL("/inventory-manager?lang=tr", baseUrl).href, { waitUntil: "load" });
      if (new URL(page.url()).pathname !== "/inventory-manager") throw new Error(`not signed in: the inventory sent the browser to ${page.url()}`);
      await step("waiting for React to hydrate the search box", waitForHydration(page, SEARCH_BOX));
      await step(`waiting for the list to count ${counts.total} items`, waitForCount(page, counts.total));
      // The page brings the list's first rows; the whole list comes apart, and the search works on it.
      await step("waiting for the whole list", waitForBusyParts(page));
      await page.locator(SEARCH_BOX).focus();
      await nextFrames(page);

      await watchTyping(page, SEARCH_BOX);
      await typeLikeAPerson(page, TYPED_TEXT);
      // Done when the address has caught up with the box and the list shows the box's search.
      const box = page.locator(SEARCH_BOX);
      await step("waiting for the search to reach the address", page.waitForFunction((selector) => {
        const value = document.querySelector<HTMLInputElement>(selector)?.value;
        return value !== undefined && (new URL(location.href).searchParams.get("q") ?? "") === value;
      }, SEARCH_BOX));
      const finalText = await box.inputValue();
      const matches = counts.matchesOf(finalText);
      await step(`waiting for the search "${finalText}" to leave ${matches} items`, waitForCount(page, matches));
      return typingSeen(page, cpuSlowdown, TYPED_TEXT, finalText);
    },
    [cookie],
  );
}

/** A page with one search field and no script or style: the same keys cost no less anywhere. */
const BARE_FIELD_PAGE = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Arama</title></head><body><label>Ara <input type="search" name="q"></label></body></html>`;

/**
 * The floor under measureInventoryTyping: the same keys at the same pace into a search field on a
 * page with nothing else (no script, no style, no list), in the same Chromium at the same
 * slow-down. What a key costs here is the browser's own work (the key events, editing the field,
 * a frame), which no screen of ours can go under.
 */
export async function measureBareFieldTyping(cpuSlowdown: number): Promise<KeystrokeResult> {
  const server = createServer((_request, response) => response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(BARE_FIELD_PAGE));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return await onPhone(baseUrl, cpuSlowdown, async ({ page }) => {
      await page.goto(`${baseUrl}/`, { waitUntil: "load" });
      const field = page.locator("input");
      await field.focus();
      await nextFrames(page);
      await watchTyping(page, "input");
      await typeLikeAPerson(page, TYPED_TEXT);
      return typingSeen(page, cpuSlowdown, TYPED_TEXT, await field.inputValue());
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

function summarize(cpuSlowdown: number, state: TypingState, typed: string, finalText: string): KeystrokeResult {
  const keys = typed.length;
  if (state.keydowns.length !== keys) throw new Error(`${state.keydowns.length} keydowns seen for ${keys} keys`);
  const nextFrameMs = state.keydowns.map((_, key) => state.frames[key]);
  if (nextFrameMs.some((ms) => ms === undefined)) throw new Error("a key did not change the field");
  // An entry belongs to the key whose keydown it follows (its keyup, input and so on).
  const eventTimingMs = state.keydowns.map((start, key) => {
    const end = state.keydowns[key + 1] ?? Number.POSITIVE_INFINITY;
    const durations = state.entries.filter((entry) => entry.start >= start && entry.start < end).map((entry) => entry.duration);
    return durations.length > 0 ? Math.max(...durations) : null;
  });
  // An unreported key took under 16 ms: it sorts below every reported one.
  const sorted = eventTimingMs.map((ms) => ms ?? 0).sort((a, b) => a - b);
  const reported = (ms: number) => (ms >= EVENT_TIMING_THRESHOLD_MS ? ms : null);
  const frames = (nextFrameMs as number[]).slice().sort((a, b) => a - b);
  return {
    cpuSlowdown,
    typed,
    finalText,
    eventTimingMs,
    nextFrameMs: nextFrameMs as number[],
    slowKeys: eventTimingMs.filter((ms) => ms !== null).length,
    eventTimingMedianMs: reported(percentile(sorted, 0.5)),
    eventTimingMaxMs: reported(sorted.at(-1) ?? 0),
    nextFrameMedianMs: percentile(frames, 0.5),
    nextFrameMaxMs: frames.at(-1) ?? Number.NaN,
  };
}
