import { describe, expect, it } from "vitest";
import { SITEMAP_PAGES } from "~/features/seo/sitemap";
import { publicNavItems } from "./navigation";
import { PUBLIC_PAGES, publicPagePattern, publicPagePatterns } from "./public-pages";

const matches = (path: string, address: string) => new RegExp(publicPagePattern(path)).test(address);

describe("the public page list", () => {
  it("turns each address into a pattern of exactly that page, never its data request", () => {
    expect(matches("/", "/")).toBe(true);
    expect(matches("/", "/home")).toBe(false);
    expect(matches("/menu", "/menu")).toBe(true);
    expect(matches("/menu", "/menu/")).toBe(false);
    expect(matches("/menu", "/menus")).toBe(false);
    expect(matches("/menu/:itemSlug", "/menu/turkish-tea")).toBe(true);
    expect(matches("/menu/:itemSlug", "/menu/turkish-tea.data")).toBe(false);
    expect(matches("/menu/:itemSlug", "/menu/a/b")).toBe(false);
    expect(matches("/menu/:itemSlug", "/menu/")).toBe(false);
  });

  it("is what the sitemap and the visitors' navigation list, in its order", () => {
    expect(SITEMAP_PAGES).toEqual(["/", "/about", "/menu", "/events", "/contact"]);
    expect(publicNavItems.map((item) => item.to)).toEqual(["/", "/about", "/menu", "/events", "/contact"]);
    // The navigation's links are public pages, in the table's order.
    const linked = publicNavItems.map((item) => item.to);
    expect(linked).toEqual(PUBLIC_PAGES.map((page) => page.path).filter((path) => linked.includes(path)));
    expect(SITEMAP_PAGES.every((path) => !path.includes(":"))).toBe(true);
  });

  it("treats /qr as a public page like the others: cached and kept offline, but no link and no sitemap entry", () => {
    const qr = PUBLIC_PAGES.find((page) => page.path === "/qr");
    expect(qr).toMatchObject({ pageCache: true, offline: true, sitemap: false });
    expect(publicNavItems.some((item) => item.to === "/qr")).toBe(false);
    expect(publicPagePatterns("pageCache").some((pattern) => pattern.test("/qr"))).toBe(true);
  });

  it("keeps every precached page offline too", () => {
    expect(PUBLIC_PAGES.filter((page) => page.precache && !page.offline)).toEqual([]);
  });
});
