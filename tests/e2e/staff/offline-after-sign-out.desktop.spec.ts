import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { signIn, signInAs, signOut, uniqueEmail } from "../sign-in";

/** Every response the service worker holds, as text, by address. */
function workerCacheContents(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const contents: Record<string, string> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) contents[`${name} ${request.url}`] = await (await cache.match(request))!.text();
    }
    return contents;
  });
}

const menuIsKept = (page: Page) => page.evaluate(async () => Boolean(await caches.match("/menu")));

test.describe("a shared tablet", () => {
  test.use({ locale: "en-US", serviceWorkers: "allow" });

  test("keeps no page rendered for a signed-in person, and after sign-out shows none offline", async ({ page, context, allowConsoleErrors }) => {
    // With the network off the browser reports the failed fetches the worker answers from its cache.
    allowConsoleErrors(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    const email = uniqueEmail("tablet");
    const name = "Tablet Tester";

    // A guest's visit: the worker installs and keeps the menu.
    await page.goto("/menu");
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => menuIsKept(page), { timeout: 15_000 }).toBe(true);

    await signIn(page, email, name);
    // Public pages, signed in: a full load, a client-side navigation (a .data request) and an item page.
    await page.goto("/menu");
    await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign Out" }).first()).toBeAttached();
    await page.goto("/about");
    await page.getByRole("link", { name: "Contact" }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goto("/menu/turkish-tea");
    await expect(page.getByRole("heading", { level: 1, name: "Turkish Tea" })).toBeVisible();
    // The worker stores (or not) before it hands a page on, so what it holds is settled by now.
    const whileSignedIn = await workerCacheContents(page);
    expect(Object.keys(whileSignedIn).some((key) => key.endsWith("/menu"))).toBe(true);
    for (const [key, body] of Object.entries(whileSignedIn)) expect(body, key).not.toContain(email);

    await page.goto("/menu");
    await signOut(page);
    // The worker dropped its pages at sign-out and fetches the guest's menu again.
    await expect.poll(() => menuIsKept(page), { timeout: 15_000 }).toBe(true);
    for (const [key, body] of Object.entries(await workerCacheContents(page))) expect(body, key).not.toContain(email);

    await context.setOffline(true);
    // The pages the worker fetches for a guest straight away; the others come back as guests visit them.
    for (const path of ["/menu", "/", "/events"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
      expect(await page.content()).not.toContain(email);
    }
    await context.setOffline(false);
  });
  test("a signed-in person's first visit installs the worker, which keeps none of their pages and asks for no item page", async ({ page, context }) => {
    let sitemapsRead = 0;
    const itemPagesAsked: string[] = [];
    context.on("request", (request) => {
      if (request.serviceWorker() && /^\/menu\/[^/]+$/.test(new URL(request.url()).pathname)) itemPagesAsked.push(request.url());
    });
    context.on("requestfinished", (request) => {
      if (request.serviceWorker() && new URL(request.url()).pathname === "/sitemap.xml") sitemapsRead += 1;
    });
    // The first page this browser loads is a staff page, signed in.
    await signInAs(page, "staff");
    // At install the worker fetched the guest's first pages, which it may not keep for a signed-in
    // person: it lets go of them and finishes (it used to wait for a connection for good).
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Then the page tells it what it loaded, and it reads the sitemap: it stops at the first page,
    // which it may not keep either, rather than have the server render every item page for nothing.
    await expect.poll(() => sitemapsRead, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => sitemapsRead, { timeout: 15_000 }).toBeGreaterThan(1);
    expect(itemPagesAsked).toEqual([]);
    expect(Object.keys(await workerCacheContents(page)).filter((key) => key.startsWith("pages-"))).toEqual([]);
  });
});
