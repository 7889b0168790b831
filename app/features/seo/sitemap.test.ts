import { describe, expect, it } from "vitest";
import { idMark, type PublicMenuCategory, type PublicMenuItem } from "~/features/menu/menu";
import { sitemapPages, sitemapXml } from "./sitemap";

const ORIGIN = "https://patates.example.com";

function item(id: string, tr: string, en: string): PublicMenuItem {
  return { id, name: { tr, en }, secondary: null, description: null, priceKurus: 6_000, image: null };
}

const categories: PublicMenuCategory[] = [
  { id: "hot-drinks", name: { tr: "Sıcak İçecekler", en: "Hot Drinks" }, items: [item("1", "Çay", "Turkish Tea"), item("2", "Türk Kahvesi", "Turkish Coffee")] },
  { id: "potatoes", name: { tr: "Patatesler", en: "Potatoes" }, items: [item("3", "Kumpir", "Kumpir")] },
];

/** Each `<url>` element: its loc and its alternates by hreflang. */
function parseUrls(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? "",
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, hreflang, href]) => [hreflang, href]),
    ),
  }));
}

describe("sitemapPages", () => {
  it("lists the fixed pages, then one page per item with its slug in each language", () => {
    expect(sitemapPages(categories)).toEqual([
      { tr: "/", en: "/" },
      { tr: "/about", en: "/about" },
      { tr: "/menu", en: "/menu" },
      { tr: "/events", en: "/events" },
      { tr: "/contact", en: "/contact" },
      { tr: "/menu/cay", en: "/menu/turkish-tea" },
      { tr: "/menu/turk-kahvesi", en: "/menu/turkish-coffee" },
      { tr: "/menu/kumpir", en: "/menu/kumpir" },
    ]);
  });

  it("lists every item at its own address: two of one name, and a name that gives no slug", () => {
    const twins: PublicMenuCategory[] = [
      { id: "a", name: { tr: "A", en: "A" }, items: [item("1", "Çay", "Turkish Tea"), item("2", "Çay", "Black Tea")] },
      // Its English slug is the first item's Turkish one.
      { id: "b", name: { tr: "B", en: "B" }, items: [item("3", "Sade Çay", "Cay"), item("4", "???", "!!!")] },
    ];
    const items = sitemapPages(twins).slice(5);
    expect(items).toEqual([
      { tr: "/menu/cay", en: "/menu/turkish-tea" },
      { tr: `/menu/cay-${idMark("2")}`, en: "/menu/black-tea" },
      { tr: "/menu/sade-cay", en: `/menu/cay-${idMark("3")}` },
      { tr: `/menu/${idMark("4")}`, en: `/menu/${idMark("4")}` },
    ]);
    // Eight addresses, seven different: the last item's is the same in both languages.
    expect(new Set(items.flatMap((paths) => [paths.tr, paths.en])).size).toBe(7);
  });
});

describe("sitemapXml", () => {
  const xml = sitemapXml(ORIGIN, sitemapPages(categories));
  const urls = parseUrls(xml);

  it("is a sitemap with the xhtml namespace for alternates", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("has one url per page and language, each listed once", () => {
    expect(urls).toHaveLength(8 * 2);
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
    const itemLocs = urls.map((url) => url.loc).filter((loc) => loc.includes("/menu/"));
    expect(itemLocs).toEqual([
      `${ORIGIN}/menu/cay?lang=tr`,
      `${ORIGIN}/menu/turkish-tea?lang=en`,
      `${ORIGIN}/menu/turk-kahvesi?lang=tr`,
      `${ORIGIN}/menu/turkish-coffee?lang=en`,
      `${ORIGIN}/menu/kumpir?lang=tr`,
      `${ORIGIN}/menu/kumpir?lang=en`,
    ]);
  });

  it("gives every url its tr, en and x-default alternates, itself among them", () => {
    for (const url of urls) {
      expect(Object.keys(url.alternates)).toEqual(["tr", "en", "x-default"]);
      expect([url.alternates.tr, url.alternates.en]).toContain(url.loc);
    }
    const tea = urls.find((url) => url.loc === `${ORIGIN}/menu/turkish-tea?lang=en`);
    expect(tea?.alternates).toEqual({
      tr: `${ORIGIN}/menu/cay?lang=tr`,
      en: `${ORIGIN}/menu/turkish-tea?lang=en`,
      "x-default": `${ORIGIN}/menu/cay`,
    });
    const home = urls.find((url) => url.loc === `${ORIGIN}/?lang=tr`);
    expect(home?.alternates["x-default"]).toBe(`${ORIGIN}/`);
  });

  it("escapes what XML does not allow in text and attributes", () => {
    const escaped = sitemapXml("https://example.com/a&b'c", [{ tr: '/x"<y>', en: "/z" }]);
    expect(escaped).toContain("<loc>https://example.com/a&amp;b&apos;c/x&quot;&lt;y&gt;?lang=tr</loc>");
    expect(escaped).toContain('hreflang="en" href="https://example.com/a&amp;b&apos;c/z?lang=en"/>');
    // Outside the markup itself, no raw special character is left.
    const text = escaped.replace(/<[^<>]*>/g, "");
    expect(text).not.toMatch(/[<>"']|&(?!amp;|lt;|gt;|quot;|apos;)/);
    const attributes = [...escaped.matchAll(/href="([^"]*)"/g)].map(([, value]) => value).join("");
    expect(attributes).not.toMatch(/[<>']|&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
