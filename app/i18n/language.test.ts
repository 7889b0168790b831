import { describe, expect, it } from "vitest";
import { languageFromHeaders, languageFromRequest, readCookie, resolveLanguage } from "./language";

describe("resolveLanguage", () => {
  it("takes ?lang= first", () => {
    expect(resolveLanguage({ query: "en", cookie: "tr", acceptLanguage: "tr-TR" })).toBe("en");
    expect(resolveLanguage({ query: "TR", cookie: "en", acceptLanguage: "en-US" })).toBe("tr");
  });

  it("then the lang cookie", () => {
    expect(resolveLanguage({ cookie: "en", acceptLanguage: "tr-TR,tr;q=0.9" })).toBe("en");
    expect(resolveLanguage({ cookie: "tr", acceptLanguage: "en-US" })).toBe("tr");
  });

  it("then an Accept-Language whose first choice starts with tr", () => {
    expect(resolveLanguage({ acceptLanguage: "tr-TR,tr;q=0.9,en;q=0.8" })).toBe("tr");
    expect(resolveLanguage({ acceptLanguage: "tr" })).toBe("tr");
    expect(resolveLanguage({ acceptLanguage: "en-US,tr;q=0.9" })).toBe("en");
  });

  it("else English", () => {
    expect(resolveLanguage({})).toBe("en");
    expect(resolveLanguage({ acceptLanguage: "de-DE" })).toBe("en");
  });

  it("ignores values that are not a language of the product", () => {
    expect(resolveLanguage({ query: "de", cookie: "xx", acceptLanguage: "tr-TR" })).toBe("tr");
    expect(resolveLanguage({ query: "", cookie: "", acceptLanguage: "" })).toBe("en");
  });
});

describe("readCookie", () => {
  it("finds a cookie among others and tolerates broken ones", () => {
    expect(readCookie("a=1; lang=tr; b=2", "lang")).toBe("tr");
    expect(readCookie("xlang=en; lang=en", "lang")).toBe("en");
    expect(readCookie("lang=%E0%A4%A", "lang")).toBeNull();
    expect(readCookie(null, "lang")).toBeNull();
  });
});

describe("languageFromRequest", () => {
  it("reads all three hints from a request", () => {
    const request = new Request("http://localhost/menu?lang=en", {
      headers: { Cookie: "lang=tr", "Accept-Language": "tr-TR" },
    });
    expect(languageFromRequest(request)).toBe("en");
    expect(languageFromRequest(new Request("http://localhost/", { headers: { "Accept-Language": "tr-TR" } }))).toBe("tr");
  });
});

describe("languageFromHeaders", () => {
  it("decides as languageFromRequest does, from the raw parts", () => {
    const cases = [
      { query: "en", cookieHeader: "lang=tr", acceptLanguage: "tr-TR" },
      { query: null, cookieHeader: "a=1; lang=en", acceptLanguage: "tr-TR" },
      { query: null, cookieHeader: undefined, acceptLanguage: "tr-TR,en;q=0.5" },
      { query: "xx", cookieHeader: null, acceptLanguage: undefined },
    ];
    for (const hints of cases) {
      const request = new Request(`https://example.org/menu${hints.query ? `?lang=${hints.query}` : ""}`, {
        headers: { ...(hints.cookieHeader && { Cookie: hints.cookieHeader }), ...(hints.acceptLanguage && { "Accept-Language": hints.acceptLanguage }) },
      });
      expect(languageFromHeaders(hints)).toBe(languageFromRequest(request));
    }
    expect(cases.map((hints) => languageFromHeaders(hints))).toEqual(["en", "en", "tr", "en"]);
  });
});
