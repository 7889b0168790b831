import { afterEach, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../tests/support/start-server";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-databases";
import { contentSecurityPolicy, STRICT_TRANSPORT_SECURITY } from "./security-headers";

let database: TestDatabase | undefined;
let server: RunningServer | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
  await database?.drop();
  database = undefined;
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
    database = await createTestDatabase("sqlite");
    // A public https address needs Google sign-in; these are never used, sign-in is not tried here.
    server = await startServer({
      DATABASE_URL: database.url,
      PUBLIC_URL: "https://patates.example.com",
      GOOGLE_CLIENT_ID: "test-client",
      GOOGLE_CLIENT_SECRET: "test-secret",
    });
    // The public address is behind a proxy that is not here: ask the server on the address it listens on.
    expect(await hstsHeaders(`http://127.0.0.1:${server.port}`)).toEqual(Array(5).fill("max-age=63072000; includeSubDomains"));
  });

  it("is not sent when PUBLIC_URL is plain http (a site on this machine)", async () => {
    database = await createTestDatabase("sqlite");
    server = await startServer({ DATABASE_URL: database.url });
    expect(await hstsHeaders(server.url)).toEqual(Array(5).fill(null));
  });
});

describe("Content-Security-Policy", () => {
  /** The policy's directive of that name, whole. */
  const directive = (policy: string | null, name: string) => policy?.split(";").map((part) => part.trim()).find((part) => part.startsWith(`${name} `));

  it("takes images only from the site itself, data: and blob: addresses", async () => {
    expect(directive(contentSecurityPolicy({ nonce: "n" }), "img-src")).toBe("img-src 'self' data: blob:");
    expect(directive(contentSecurityPolicy({ scriptHashes: ["'sha256-x'"] }), "img-src")).toBe("img-src 'self' data: blob:");
    database = await createTestDatabase("sqlite");
    server = await startServer({ DATABASE_URL: database.url });
    // A page from the page cache, a rendered page and a refusal alike.
    for (const path of ["/menu", "/menu", "/login", "/no-such-page"]) {
      const response = await fetch(`${server.url}${path}`);
      await response.arrayBuffer();
      expect(directive(response.headers.get("content-security-policy"), "img-src"), path).toBe("img-src 'self' data: blob:");
    }
  });
});
