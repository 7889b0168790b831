import { BACK_OFFICE_MARKERS, PUBLIC_PAGES } from "../../support/back-office-markers";
import { expect, test } from "../fixtures";

test.describe("what a public page downloads", () => {
  test("no script of a public page carries back-office code or texts, and the root's code comes in one chunk", async ({ page }) => {
    // Each script's text as it is read: every one is in the map when the page is idle, its text
    // awaited before the check.
    const scripts = new Map<string, Promise<string>>();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.set(response.url(), response.text());
    });
    for (const path of PUBLIC_PAGES) {
      scripts.clear();
      await page.goto(`${path}?lang=en`, { waitUntil: "networkidle" });
      expect(scripts.size, `scripts of ${path}`).toBeGreaterThan(0);
      // The root's code comes in one chunk (rootShellChunk in vite.config.ts), not in a score of pieces.
      expect([...scripts.keys()].filter((url) => new URL(url).pathname.startsWith("/assets/shell-")), `the shell chunk of ${path}`).toHaveLength(1);
      const texts = await Promise.all([...scripts].map(async ([url, text]) => [url, await text] as const));
      const leaks = texts.flatMap(([url, text]) =>
        BACK_OFFICE_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${path}: "${marker}" in ${url}`),
      );
      expect(leaks).toEqual([]);
    }

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
