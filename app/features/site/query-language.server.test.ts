import { describe, expect, it } from "vitest";
import { rememberQueryLanguage } from "./query-language.server";

function setCookie(url: string, cookie: string | null): string | null {
  const headers = new Headers();
  rememberQueryLanguage(headers, new Request(url, { headers: cookie ? { Cookie: cookie } : {} }));
  return headers.get("Set-Cookie");
}

/** A cookie of a session's shape (43 base64url characters). */
const SESSION = `session=${"a".repeat(43)}`;

describe("rememberQueryLanguage", () => {
  it("sets the language cookie for a signed-in person's page asked for with ?lang=", () => {
    expect(setCookie("http://site.test/admin/menu?lang=tr", SESSION)).toMatch(/^lang=tr; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });

  it("leaves guests' pages, pages without ?lang=, an unknown language and a cookie that already says it alone", () => {
    expect(setCookie("http://site.test/menu?lang=tr", null)).toBeNull();
    expect(setCookie("http://site.test/admin/menu", SESSION)).toBeNull();
    expect(setCookie("http://site.test/admin/menu?lang=de", SESSION)).toBeNull();
    expect(setCookie("http://site.test/admin/menu?lang=tr", `${SESSION}; lang=tr`)).toBeNull();
  });
});
