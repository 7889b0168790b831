import { request as httpRequest, createServer, type Server } from "node:http";
import { networkInterfaces } from "node:os";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, signInOverHttp } from "../tests/support/http-sign-in";
import { freePort, type RunningServer } from "../tests/support/start-server";
import { testEngines } from "../tests/support/test-databases";
import { startTestSite, type TestSite } from "../tests/support/test-site";
import { isDirectLoopbackRequest } from "./local-identity-provider";

const DISCOVERY = "/local-idp/.well-known/openid-configuration";

/** This machine's network addresses (not loopback): how another machine on the network reaches it. */
const networkAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((address) => address !== undefined && address.family === "IPv4" && !address.internal)
  .map((address) => address!.address)
  .slice(0, 1);

/** A plain GET to host:port with exactly these headers (fetch would not let `Host` be set). */
function get(host: string, port: number, path: string, headers: Record<string, string>): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host, port, path, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** A reverse proxy on this machine, as nginx is usually set up: `Host` kept, X-Forwarded-* added. */
async function startForwardingProxy(targetPort: number, extraHeaders: Record<string, string>): Promise<{ port: number; close: () => Promise<void> }> {
  const proxy: Server = createServer((req, res) => {
    const upstream = httpRequest(
      { host: "127.0.0.1", port: targetPort, method: req.method, path: req.url, headers: { ...req.headers, ...extraHeaders } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((listening) => proxy.listen(0, "127.0.0.1", listening));
  const address = proxy.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    close: () => new Promise((closed) => proxy.close(() => closed())),
  };
}

/** Opens the address `site` printed, as the person who started it does; returns the cookie it gave. */
async function openPrintedAddress(site: RunningServer): Promise<string> {
  const opened = await fetch(site.signInAddress!, { redirect: "manual" });
  expect(opened.status).toBe(303);
  return opened.headers.getSetCookie()[0]!.split(";")[0]!;
}

/**
 * Starts a sign-in at `site.url`'s /auth/login over a connection to `site.port` (the site's, or a
 * proxy's) with `cookie` only, and follows it into the local provider: its last answer.
 */
async function startSignInWithout(site: { url: string; port: number }, cookie = "", language = "en"): Promise<{ status: number; text: string }> {
  const base = `http://127.0.0.1:${site.port}`;
  const host = new URL(site.url).host;
  let response = await requestWithHost(`${base}/auth/login`, host, { method: "POST", headers: { Origin: site.url, Cookie: cookie, "Accept-Language": language } });
  while (response.status >= 300 && response.status < 400) {
    const next = new URL(response.location!, site.url);
    response = await requestWithHost(`${base}${next.pathname}${next.search}`, host, { method: "GET", headers: { Cookie: cookie, "Accept-Language": language } });
  }
  return { status: response.status, text: response.text };
}

/** One request to `url` with `Host` set to `host` (fetch would not let it be set). */
function requestWithHost(url: string, host: string, init: { method: string; headers: Record<string, string> }): Promise<{ status: number; location?: string; text: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: init.method, headers: { ...init.headers, host } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, text }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the local provider's door", () => {
  const socket = { localAddress: "127.0.0.1", remoteAddress: "127.0.0.1" };
  it("opens only to a request straight from this machine", () => {
    expect(isDirectLoopbackRequest({ socket, headers: { host: "localhost:3000" } })).toBe(true);
    expect(isDirectLoopbackRequest({ socket: { localAddress: "::1", remoteAddress: "::ffff:127.0.0.1" }, headers: { host: "[::1]:3000" } })).toBe(true);
    // Arrived on the machine's network address, though the server listens everywhere.
    expect(isDirectLoopbackRequest({ socket: { ...socket, localAddress: "192.168.1.10" }, headers: { host: "localhost:3000" } })).toBe(false);
    expect(isDirectLoopbackRequest({ socket: { ...socket, remoteAddress: "192.168.1.20" }, headers: { host: "localhost:3000" } })).toBe(false);
    for (const header of ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-real-ip", "via"]) {
      expect(isDirectLoopbackRequest({ socket, headers: { host: "localhost:3000", [header]: "x" } })).toBe(false);
    }
    expect(isDirectLoopbackRequest({ socket, headers: { host: "patates.example.com" } })).toBe(false);
    expect(isDirectLoopbackRequest({ socket, headers: { host: "[bad" } })).toBe(false);
    expect(isDirectLoopbackRequest({ socket, headers: {} })).toBe(false);
  });
});

describe("signing in at the README's defaults: HOST 0.0.0.0, PUBLIC_URL http://localhost:PORT", () => {
  let site: TestSite;
  let server: RunningServer;

  beforeAll(async () => {
    site = await startTestSite("sqlite", { env: { HOST: undefined, PUBLIC_URL: undefined, ADMIN_EMAILS: "owner@patates.test" } });
    server = site.server;
  }, 60_000);
  afterAll(() => site?.close());

  it("keeps every step on http://localhost:PORT and ends on the page the role allows", async () => {
    expect(server.url).toBe(`http://localhost:${server.port}`);
    const owner = await signInOverHttp(server, "owner@patates.test");
    expect(owner.visited.map((url) => new URL(url).origin)).toEqual(owner.visited.map(() => server.url));
    expect(owner).toMatchObject({ status: 302, location: "/admin" });
    expect(owner.jar.get("session")).toBeTruthy();
    expect(await signInOverHttp(server, "new-cook@patates.test")).toMatchObject({ status: 302, location: "/pending" });
  });

  it("completes the code exchange when the callback reaches the server under another name, as through a proxy that forwards none", async () => {
    // The provider checks that the exchange names the very redirect URI the sign-in started with:
    // PUBLIC_URL's, whatever Host the callback came in with.
    const proxied = await signInOverHttp(server, "proxied@patates.test", { callbackHost: "patates-backend.internal:8080" });
    expect(proxied).toMatchObject({ status: 302, location: "/pending" });
    expect(proxied.jar.get("session")).toBeTruthy();
  });

  it("sends a browser that came in on 127.0.0.1 to localhost, where the sign-in lives", async () => {
    expect(await get("127.0.0.1", server.port, "/login?lang=en", { host: `127.0.0.1:${server.port}` })).toEqual({
      status: 307,
      location: `${server.url}/login?lang=en`,
    });
    expect((await get("127.0.0.1", server.port, "/login", { host: `localhost:${server.port}` })).status).toBe(200);
  });

  it("refuses a write whose Origin is not PUBLIC_URL, even one that matches its own Host", async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/auth/login`, { method: "POST", headers: { Origin: `http://127.0.0.1:${server.port}` }, redirect: "manual" });
    expect(response.status).toBe(403);
  });

  it("prints the sign-in address on a line of its own, on PUBLIC_URL, with a token of this start", () => {
    expect(server.output()).toMatch(new RegExp(`\\nSign in locally: ${server.url}/local-idp/open\\?token=[A-Za-z0-9_-]{43}\\n`));
  });

  it("answers the local provider straight from this machine, to a browser that opened the printed address", async () => {
    const cookie = await openPrintedAddress(server);
    expect((await get("127.0.0.1", server.port, DISCOVERY, { host: `localhost:${server.port}`, cookie })).status).toBe(200);
  });

  it("signs no one in without the printed address, even straight from this machine", async () => {
    expect((await get("127.0.0.1", server.port, DISCOVERY, { host: `localhost:${server.port}` })).status).toBe(403);
    const refused = await startSignInWithout(server);
    expect(refused.status).toBe(403);
    expect(refused.text).toContain("open the address the server printed where it was started");
    const turkish = await startSignInWithout(server, "", "tr");
    expect(turkish.text).toContain("sunucunun başlatıldığı yerde yazdığı adresi açın");
    expect(turkish.text).toContain('<html lang="tr">');
  });

  it("signs no one in with a wrong token, or a cookie it did not give", async () => {
    const wrong = await fetch(`${server.url}/local-idp/open?token=${"A".repeat(43)}`, { redirect: "manual", headers: { "Accept-Language": "en" } });
    expect(wrong.status).toBe(403);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect(await wrong.text()).toContain("This is not the address the server printed when it last started");
    const withoutToken = await fetch(`${server.url}/local-idp/open`, { redirect: "manual" });
    expect(withoutToken.status).toBe(403);
    expect((await startSignInWithout(server, `local-sign-in=${"A".repeat(43)}`)).status).toBe(403);
  });

  it("gives the opening browser an HttpOnly, SameSite cookie scoped to the provider, then sends it on to sign in", async () => {
    const opened = await fetch(server.signInAddress!, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/login");
    const [cookie] = opened.headers.getSetCookie();
    expect(cookie).toMatch(/^local-sign-in=[A-Za-z0-9_-]{43}; Path=\/local-idp; HttpOnly; SameSite=Strict$/);
    // Derived from the token, not the token itself.
    expect(cookie).not.toContain(new URL(server.signInAddress!).searchParams.get("token"));
  });

  it("signs no one in through a proxy on this machine that adds no headers, without the printed address", async () => {
    const proxy = await startForwardingProxy(server.port, {});
    try {
      const through = { url: server.url, port: proxy.port };
      const refused = await startSignInWithout(through);
      expect(refused.status).toBe(403);
    } finally {
      await proxy.close();
    }
  });

  it("refuses the local provider through a reverse proxy on this machine that says so, even with the printed address", async () => {
    const cookie = await openPrintedAddress(server);
    const proxies: Record<string, string>[] = [
      { "x-forwarded-for": "203.0.113.7", "x-forwarded-proto": "https", "x-forwarded-host": "patates.example.com" },
      { forwarded: "for=203.0.113.7;proto=https" },
      { "x-real-ip": "203.0.113.7" },
    ];
    for (const headers of proxies) {
      const proxy = await startForwardingProxy(server.port, headers);
      try {
        expect((await get("127.0.0.1", proxy.port, DISCOVERY, { host: `localhost:${server.port}`, cookie })).status).toBe(403);
        // The rest of the site is served through it as usual.
        expect((await get("127.0.0.1", proxy.port, "/menu", { host: `localhost:${server.port}` })).status).toBe(200);
      } finally {
        await proxy.close();
      }
    }
  });

  it("refuses the local provider to a Host that is not loopback, even with the printed address", async () => {
    const cookie = await openPrintedAddress(server);
    const refused = await get("127.0.0.1", server.port, DISCOVERY, { host: "patates.example.com", cookie });
    expect(refused.status).toBe(403);
  });

  describe.each(networkAddresses)("from the network, at %s", (address) => {
    it("serves the public pages but not the local provider, even with the printed address", async () => {
      const cookie = await openPrintedAddress(server);
      expect((await get(address, server.port, "/menu", { host: `${address}:${server.port}` })).status).toBe(200);
      expect((await get(address, server.port, DISCOVERY, { host: `${address}:${server.port}`, cookie })).status).toBe(403);
      // Even when the request names localhost: it came in on the network.
      expect((await get(address, server.port, DISCOVERY, { host: `localhost:${server.port}`, cookie })).status).toBe(403);
    });
  });
});

describe("signing in with an https PUBLIC_URL", () => {
  let site: TestSite;
  let server: RunningServer;

  beforeAll(async () => {
    // TLS would end at a proxy in front: the server itself speaks http on the port.
    const port = await freePort();
    site = await startTestSite("sqlite", { env: { PORT: String(port), PUBLIC_URL: `https://localhost:${port}` } });
    server = site.server;
  }, 60_000);
  afterAll(() => site?.close());

  it("keeps the flow in a __Host- cookie: Secure, for the whole site, on no other host", async () => {
    const start = await fetch(`http://127.0.0.1:${server.port}/auth/login`, { method: "POST", headers: { Origin: server.url }, redirect: "manual" });
    expect(start.status).toBe(302);
    expect(new URL(start.headers.get("location") ?? "").pathname).toBe("/local-idp/auth");
    const [cookie, ...others] = start.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(cookie).toMatch(/^__Host-sign_in_flow=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600; Secure$/);
  });
});

describe.each(testEngines())("a database failure during the callback on %s", (engine) => {
  let site: TestSite;
  let server: RunningServer;

  beforeAll(async () => {
    site = await startTestSite(engine);
    server = site.server;
  }, 60_000);
  afterAll(() => site?.close());

  it("sends the person back to the login page with the failure message, signed out", async () => {
    const jar = new CookieJar();
    const result = await signInOverHttp(server, "cook@patates.test", {
      jar,
      beforeCallback: async () => {
        await sql`ALTER TABLE users RENAME TO users_gone`.execute(site.db);
      },
    });
    expect(result).toMatchObject({ status: 302, location: "/login?error=signin" });
    expect(jar.get("session")).toBeUndefined();
    const page = await fetch(`${server.url}/login?error=signin`, { headers: { "Accept-Language": "en" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Failed to sign in. Please try again.");
    // The log's lines go out at most a turn after they are logged: waited for, not read at once.
    await server.waitForOutput("Sign-in could not be recorded");
  });
});
