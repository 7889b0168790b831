import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";

describe("robotsTxt", () => {
  const body = robotsTxt("https://patates.example.com");
  const lines = body.split("\n");

  it("names the sitemap at the given public address", () => {
    expect(lines).toContain("Sitemap: https://patates.example.com/sitemap.xml");
  });

  it("lets crawlers see the public pages", () => {
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    const disallowed = lines.filter((line) => line.startsWith("Disallow:")).map((line) => line.slice("Disallow: ".length));
    for (const path of ["/", "/home", "/about", "/menu", "/menu/cay", "/events", "/contact", "/qr", "/sitemap.xml"]) {
      expect(disallowed.filter((prefix) => path.startsWith(prefix)), path).toEqual([]);
    }
  });

  it("keeps crawlers out of the back office and the sign-in pages", () => {
    const disallowed = lines.filter((line) => line.startsWith("Disallow:")).map((line) => line.slice("Disallow: ".length));
    for (const path of ["/admin", "/events-manager", "/inventory-manager", "/shopping-lists", "/recipe-manager", "/login", "/logout", "/pending", "/unauthorized", "/auth/callback", "/local-idp", "/local-idp/auth"]) {
      expect(disallowed.some((prefix) => path.startsWith(prefix)), path).toBe(true);
    }
  });

  it("ends with a line break", () => {
    expect(body.endsWith("\n")).toBe(true);
  });
});
