import { afterEach, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../tests/support/test-site";
import { contentSecurityPolicy, STRICT_TRANSPORT_SECURITY } from "./security-headers";

let site: TestSite | undefined;

afterEach(async () => {
  await site?.close();
  site = undefined;
});

/** The HSTS header on a page from the page cache, a rendered page, a static file and a refusal. */
async function hstsHeaders(url: string): Promise<(string | null)[]> {
  const headers: (string | null)[] = [];
  for (const path of ["/menu", "/menu", "/login", "/logo.svg", "/no-such-page"]) {
    const response = await fetch(`${url}${path}`);
    await response.arrayBuffer();
    headers.push(response.headers.get("strict-transport-security"));
  }
  return headers;
}

describe("Strict-Transport-Security", () => {
  it("is on every response when PUBLIC_URL is https, for two years and every subdomain", async () => {
    expect(STRICT_TRANSPORT_SECURITY).toBe("max-age=63072000; includeSubDomains");
    // A public https address needs Google sign-in; these are never used, sign-in is not tried here.
    site = await startTestSite("sqlite", {
      env: { PUBLIC_URL: "https://patates.example.com", GOOGLE_CLIENT_ID: "test-client", GOOGLE_CLIENT_SECRET: "test-secret" },
    });
    // The public address is behind a proxy that is not here: ask the server on the address it listens on.
    expect(await hstsHeaders(`http://127.0.0.1:${site.server.port}`)).toEqual(Array(5).fill("max-age=63072000; includeSubDomains"));
  });

  it("is not sent when PUBLIC_URL is plain http (a site on this machine)", async () => {
    site = await startTestSite("sqlite");
    expect(await hstsHeaders(site.url)).toEqual(Array(5).fill(null));
  });
});

describe("Content-Security-Policy", () => {
  /** The policy's directive of that name, whole. */
  const directive = (policy: string | null, name: string) => policy?.split(";").map((part) => part.trim()).find((part) => part.startsWith(`${name} `));

  it("takes images only from the site itself, data: and blob: addresses", async () => {
    expect(directive(contentSecurityPolicy({ nonce: "n" }, null), "img-src")).toBe("img-src 'self' data: blob:");
    expect(directive(contentSecurityPolicy({ scriptHashes: ["'sha256-x'"] }, null), "img-src")).toBe("img-src 'self' data: blob:");
    site = await startTestSite("sqlite");
    // A page from the page cache, a rendered page and a refusal alike.
    for (const path of ["/menu", "/menu", "/login", "/no-such-page"]) {
      const response = await fetch(`${site.url}${path}`);
      await response.arrayBuffer();
      expect(directive(response.headers.get("content-security-policy"), "img-src"), path).toBe("img-src 'self' data: blob:");
    }
  });
});
