import { describe, expect, it } from "vitest";
import { alternateUrls, languageLinks, samePathInEveryLanguage, type LocalizedPaths } from "./language-urls";

const ORIGIN = "https://patates.example.com";
/** A menu item's page, with the slug of its name in each language (menuItemPaths in features/menu). */
const TEA: LocalizedPaths = { tr: "/menu/cay", en: "/menu/turkish-tea" };

describe("alternateUrls", () => {
  it("gives each language its ?lang= address and x-default the bare one", () => {
    expect(alternateUrls(ORIGIN, samePathInEveryLanguage("/about"))).toEqual([
      { hreflang: "tr", href: "https://patates.example.com/about?lang=tr" },
      { hreflang: "en", href: "https://patates.example.com/about?lang=en" },
      { hreflang: "x-default", href: "https://patates.example.com/about" },
    ]);
  });

  it("keeps the home page's slash", () => {
    expect(alternateUrls(ORIGIN, samePathInEveryLanguage("/")).map((url) => url.href)).toEqual([
      "https://patates.example.com/?lang=tr",
      "https://patates.example.com/?lang=en",
      "https://patates.example.com/",
    ]);
  });

  it("points each language at the item's slug in that language", () => {
    expect(alternateUrls(ORIGIN, TEA)).toEqual([
      { hreflang: "tr", href: "https://patates.example.com/menu/cay?lang=tr" },
      { hreflang: "en", href: "https://patates.example.com/menu/turkish-tea?lang=en" },
      { hreflang: "x-default", href: "https://patates.example.com/menu/cay" },
    ]);
  });
});

describe("languageLinks", () => {
  it("makes the shown language's address canonical and lists every alternate", () => {
    const paths = TEA;
    expect(languageLinks(ORIGIN, "en", paths, { pathname: "/menu/cay", search: "?lang=en" })).toEqual([
      { tagName: "link", rel: "canonical", href: "https://patates.example.com/menu/turkish-tea?lang=en" },
      { tagName: "link", rel: "alternate", hrefLang: "tr", href: "https://patates.example.com/menu/cay?lang=tr" },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://patates.example.com/menu/turkish-tea?lang=en" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://patates.example.com/menu/cay" },
    ]);
  });

  it("makes the Turkish address canonical on a Turkish page", () => {
    expect(languageLinks(ORIGIN, "tr", samePathInEveryLanguage("/menu"), { pathname: "/menu", search: "?lang=tr" })[0]).toEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://patates.example.com/menu?lang=tr",
    });
  });

  it("makes an address that does not name the shown language its own canonical, without its query", () => {
    const paths = TEA;
    expect(languageLinks(ORIGIN, "en", paths, { pathname: "/menu/turkish-tea", search: "" })[0]).toEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://patates.example.com/menu/turkish-tea",
    });
    expect(languageLinks(ORIGIN, "en", paths, { pathname: "/menu/cay", search: "?fbclid=1" })[0]).toMatchObject({ href: "https://patates.example.com/menu/cay" });
  });
});
