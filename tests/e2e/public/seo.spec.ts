import type { APIRequestContext, Page } from "@playwright/test";
import { LANGUAGE_STORAGE_KEY } from "../../../app/i18n/language";
import { slugify } from "../../../app/lib/slug";
import { seedCategory } from "../admin/menu-order-support";
import { expect, test } from "../fixtures";

const FIXED_PAGES = ["/", "/about", "/menu", "/events", "/contact"];

/**
 * The server trusts forwarded headers from loopback, where the tests run: a request whose
 * X-Forwarded-Host says elsewhere shows whether a response follows the request or the configured address.
 */
const FORWARDED_ELSEWHERE = { "X-Forwarded-Host": "elsewhere.example" };

function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = ""]) => loc);
}

/**
 * The status of each address, a few requests at a time: the server renders them one after another
 * anyway, and a flood of them would hold up the tests running beside this one.
 */
async function statusesOf(request: APIRequestContext, urls: string[]): Promise<{ url: string; status: number }[]> {
  const queue = [...urls];
  const results: { url: string; status: number }[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        results.push({ url, status: (await request.get(url)).status() });
      }
    }),
  );
  return results;
}

async function languageLinks(page: Page): Promise<{ canonical: (string | null)[]; alternates: Record<string, string | null> }> {
  const canonical = await page.locator('head link[rel="canonical"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang") ?? "", link.getAttribute("href")] as const));
  return { canonical, alternates: Object.fromEntries(alternates) };
}

test.describe("search engines", () => {
  test("the sitemap lists the public pages and every menu item at the configured address, and each item answers", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml", { headers: FORWARDED_ELSEWHERE });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).not.toContain("elsewhere.example");

    const locs = sitemapLocs(xml);
    for (const path of FIXED_PAGES) {
      expect(locs).toContain(`${baseURL}${path}?lang=tr`);
      expect(locs).toContain(`${baseURL}${path}?lang=en`);
    }
    const turkishItemUrls = locs.filter((loc) => loc.startsWith(`${baseURL}/menu/`) && loc.endsWith("?lang=tr"));
    expect(turkishItemUrls.length).toBeGreaterThanOrEqual(90);
    expect(locs.filter((loc) => loc.startsWith(`${baseURL}/menu/`))).toHaveLength(turkishItemUrls.length * 2);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(locs.length);

    const statuses = await statusesOf(request, locs.filter((loc) => loc.startsWith(`${baseURL}/menu/`)));
    expect(statuses.filter(({ status }) => status !== 200)).toEqual([]);
  });

  test("the structured data of / and /menu is the one served, kept once React has the page; no script of theirs builds it", async ({ page, request }) => {
    const scripts = new Map<string, Promise<string>>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.set(response.url(), response.text());
    });
    for (const [path, language] of [["/?lang=en", "en"], ["/menu?lang=tr", "tr"]] as const) {
      const served = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(await (await request.get(path)).text())?.[1] ?? "";
      expect(JSON.parse(served), path).toMatchObject({ "@context": "https://schema.org" });
      await page.goto(path);
      // An effect of the root's keeps the address's language: effects run once React has hydrated
      // the page and written what it changes.
      await page.waitForFunction(([key, language]) => localStorage.getItem(key) === language, [LANGUAGE_STORAGE_KEY, language] as const);
      // (toHaveText reads no script's text.)
      expect(await page.locator('script[type="application/ld+json"]').textContent(), path).toBe(served);
    }
    expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "")).toHaveProperty("hasMenu.hasMenuSection");
    // A name only the code that builds the menu's structured data writes.
    const texts = await Promise.all([...scripts].map(async ([url, text]) => [url, (await text).includes("hasMenuSection")] as const));
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter(([, builds]) => builds).map(([url]) => url)).toEqual([]);
  });

  test("robots.txt names the sitemap at the configured address", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt", { headers: FORWARDED_ELSEWHERE });
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split("\n");
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(lines).toContain("Disallow: /admin");
    expect(lines).not.toContain("Disallow: /menu");
  });

  test.describe("in a Turkish browser", () => {
    test.use({ locale: "tr-TR" });

    test("an address without ?lang= is its own canonical (the x-default one), shown in the browser's language", async ({ page, baseURL }) => {
      for (const path of ["/", "/menu", "/events"]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", "tr");
        expect((await languageLinks(page)).canonical, path).toEqual([`${baseURL}${path}`]);
      }
      // The same path asked for in a language keeps that language's address as canonical: the cache keeps both.
      await page.goto("/menu?lang=tr");
      expect((await languageLinks(page)).canonical).toEqual([`${baseURL}/menu?lang=tr`]);
      await page.goto("/menu");
      expect((await languageLinks(page)).canonical).toEqual([`${baseURL}/menu`]);
    });

    test("/about?lang=en has an English title and description, its canonical address and alternates", async ({ page, baseURL }) => {
      await page.goto("/about?lang=en");
      await expect(page).toHaveTitle("About us | Patates İstanbul");
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", "The story of our potato kitchen in Istanbul.");
      expect(await languageLinks(page)).toEqual({
        canonical: [`${baseURL}/about?lang=en`],
        alternates: { tr: `${baseURL}/about?lang=tr`, en: `${baseURL}/about?lang=en`, "x-default": `${baseURL}/about` },
      });
    });

    test("a dish's long description is cut for its description tag, at a word", async ({ page }) => {
      const sentence = "Fırında pişmiş iri patates, tereyağı ve kaşarla ezilir; üzerine mevsimin sebzeleri gelir. ";
      const { name } = await seedCategory(["Long Description"], { description: sentence.repeat(8) });
      await page.goto(`/menu/${slugify(name.replace("Order", "Long Description"))}?lang=en`);
      await expect(page.getByText(sentence.repeat(8).trim())).toBeVisible();
      const content = (await page.locator('head meta[name="description"]').getAttribute("content"))!;
      expect(content).toBe(`${sentence}Fırında pişmiş iri patates, tereyağı ve kaşarla ezilir; üzerine…`);
    });

    test("an item page's alternates point at its slug in each language, and both answer", async ({ page, request, baseURL }) => {
      await page.goto("/menu/turkish-tea?lang=en");
      await expect(page.getByRole("heading", { level: 1, name: "Turkish Tea" })).toBeVisible();
      const links = await languageLinks(page);
      expect(links).toEqual({
        canonical: [`${baseURL}/menu/turkish-tea?lang=en`],
        alternates: { tr: `${baseURL}/menu/cay?lang=tr`, en: `${baseURL}/menu/turkish-tea?lang=en`, "x-default": `${baseURL}/menu/cay` },
      });
      for (const href of Object.values(links.alternates)) {
        expect((await request.get(href ?? "")).status(), String(href)).toBe(200);
      }

      // The Turkish address shows the item in Turkish, and its own canonical.
      await page.goto(links.alternates.tr ?? "");
      await expect(page.getByRole("heading", { level: 1, name: "Çay" })).toBeVisible();
      expect((await languageLinks(page)).canonical).toEqual([`${baseURL}/menu/cay?lang=tr`]);
    });
  });
});
