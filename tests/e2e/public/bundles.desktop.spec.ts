import { BACK_OFFICE_MARKERS, PUBLIC_PAGES } from "../../support/back-office-markers";
import { expect, test } from "../fixtures";

test.describe("what a public page downloads", () => {
  test("no script of a public page carries back-office code or texts; the root's code comes in one chunk, and what guest pages share in one per set of pages", async ({ page }) => {
    // Each script's text as it is read: every one is in the map when the page is idle, its text
    // awaited before the check.
    const scripts = new Map<string, Promise<string>>();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.set(response.url(), response.text());
    });
    const sharedByMenuAndDish = new Map<string, string[]>();
    for (const path of PUBLIC_PAGES) {
      scripts.clear();
      await page.goto(`${path}?lang=en`, { waitUntil: "networkidle" });
      expect(scripts.size, `scripts of ${path}`).toBeGreaterThan(0);
      // The root's code comes in one chunk (guestPageChunks in vite.config.ts), not in a score of pieces.
      expect([...scripts.keys()].filter((url) => new URL(url).pathname.startsWith("/assets/shell-")), `the shell chunk of ${path}`).toHaveLength(1);
      sharedByMenuAndDish.set(path, [...scripts.keys()].filter((url) => new URL(url).pathname.startsWith("/assets/menu~menu-item-")));
      const texts = await Promise.all([...scripts].map(async ([url, text]) => [url, await text] as const));
      const leaks = texts.flatMap(([url, text]) =>
        BACK_OFFICE_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${path}: "${marker}" in ${url}`),
      );
      expect(leaks).toEqual([]);
    }
    // What the menu and a dish's page share comes in one chunk of its own, not in one piece per
    // back-office screen that uses part of it as well.
    const menuShares = sharedByMenuAndDish.get("/menu");
    expect(menuShares).toHaveLength(1);
    expect(sharedByMenuAndDish.get(PUBLIC_PAGES.find((path) => path.startsWith("/menu/")) ?? "")).toEqual(menuShares);
    expect(sharedByMenuAndDish.get("/about")).toEqual([]);

    // The check can tell: the admin users tab's own module, which no public page loads, has the markers.
    const adminModule = await page.evaluate(
      () => (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } }).__reactRouterManifest.routes["routes/admin.users"]?.module,
    );
    expect(adminModule).toBeTruthy();
    expect([...scripts.keys()]).not.toContain(new URL(adminModule!, page.url()).href);
    const adminSource = await (await page.request.get(adminModule!)).text();
    expect(BACK_OFFICE_MARKERS.some((marker) => adminSource.includes(marker))).toBe(true);
  });
});
