import { nextFrames, onPhone, waitForHydration } from "./browser";

/** A fast fling, kept up from the top of the menu to its end: about 200 px a frame. */
export const SCROLL_SPEED_PX_PER_SECOND = 12_000;

export interface MenuScrollResult {
  /** 1: this machine's own speed; 4: as Lighthouse's phone. */
  cpuSlowdown: number;
  scrolledPx: number;
  seconds: number;
  /** Tasks over 50 ms (the Long Tasks API) while scrolling and jumping between categories: the target is none. */
  longTasks: number;
  longestTaskMs: number;
  /** The longest task while the page loaded and hydrated, for the record. */
  longestLoadTaskMs: number;
}

/**
 * Opens /menu on a 375px phone, the CPU slowed down `cpuSlowdown` times, waits until React has
 * hydrated the list, then scrolls it from top to bottom with the mouse wheel as fast as a fling
 * (real input, scrolled by the browser as a person's would be) and jumps to every category from the
 * categories bar, counting the long tasks the browser reports meanwhile.
 */
export async function measureMenuScroll(baseUrl: string, cpuSlowdown: number): Promise<MenuScrollResult> {
  return onPhone(baseUrl, cpuSlowdown, async ({ page, devtools }) => {
    // Long tasks from the first byte on: the browser keeps them for an observer that asks (buffered).
    await page.addInitScript(() => {
      const state = { tasks: [] as { start: number; duration: number }[] };
      (window as unknown as { __longTasks: typeof state }).__longTasks = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: "longtask", buffered: true });
    });
    await page.goto(new URL("/menu?lang=tr", baseUrl).href, { waitUntil: "load" });
    await waitForHydration(page, ".categories-bar li a");

    const scrollStart = await page.evaluate(() => performance.now());
    // Rows are measured as they are drawn, so the page's height settles while it scrolls: the
    // gesture goes on to wherever the end is now, until it is reached.
    const started = performance.now();
    let scrolledPx = 0;
    for (let gesture = 0; ; gesture++) {
      const left = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY);
      if (left < 2) break;
      if (gesture === 5) throw new Error("the scroll gestures did not reach the end of the menu");
      await devtools.send("Input.synthesizeScrollGesture", {
        x: 187,
        y: 500,
        yDistance: -left,
        speed: SCROLL_SPEED_PX_PER_SECOND,
        gestureSourceType: "mouse",
        preventFling: true,
      });
      scrolledPx += left;
    }
    const seconds = (performance.now() - started) / 1000;
    // Every category from the bar, as a guest who knows what they want.
    for (const chip of await page.locator(".categories-bar li a").all()) await chip.click();
    await nextFrames(page);

    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: { tasks: { start: number; duration: number }[] } }).__longTasks.tasks);
    const during = tasks.filter((task) => task.start >= scrollStart).map((task) => task.duration);
    const before = tasks.filter((task) => task.start < scrollStart).map((task) => task.duration);
    return {
      cpuSlowdown,
      scrolledPx,
      seconds,
      longTasks: during.length,
      longestTaskMs: Math.max(0, ...during),
      longestLoadTaskMs: Math.max(0, ...before),
    };
  });
}
