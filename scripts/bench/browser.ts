import { chromium, type BrowserContext, type CDPSession, type Page } from "@playwright/test";
import { CHROME_ARGS, CHROME_PATH } from "../../tests/support/chromium";
import { checkNotInterrupted, onCleanup } from "./processes";

/** Lighthouse's mobile CPU slowdown: the page runs as on a mid-range phone. */
export const PHONE_CPU_SLOWDOWN = 4;

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  /** The page's DevTools session, for input and emulation Playwright does not offer. */
  devtools: CDPSession;
}

/** A cookie for the whole site at `baseUrl`. */
export interface SiteCookie {
  name: string;
  value: string;
}

/**
 * Runs `work` on a page in Debian's Chromium on a 375px phone, the CPU slowed down `cpuSlowdown`
 * times (CDP `Emulation.setCPUThrottlingRate`), with `cookies` set for `baseUrl`. The browser is
 * closed afterwards, and on Ctrl-C.
 */
export async function onPhone<T>(
  baseUrl: string,
  cpuSlowdown: number,
  work: (phone: PhonePage) => Promise<T>,
  cookies: SiteCookie[] = [],
): Promise<T> {
  checkNotInterrupted();
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  const forget = onCleanup(() => browser.close());
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    if (cookies.length > 0) {
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseUrl, httpOnly: true, sameSite: "Lax" as const })));
    }
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    const result = await work({ context, page, devtools });
    await context.close();
    return result;
  } finally {
    await browser.close();
    forget();
  }
}

/** Waits until React has hydrated the element `selector` finds: it has attached its props to it. */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  }, selector);
}

/** Resolves when no part of the page says it is still loading (`aria-busy`): the inventory's whole list has come. */
export async function waitForBusyParts(page: Page): Promise<void> {
  await page.waitForSelector("[aria-busy='true']", { state: "detached" });
}

/** Resolves after two more frames: observers hear of a task or an event only after it ends. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
