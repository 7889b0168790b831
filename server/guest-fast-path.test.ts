import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { comparableAnswer as comparable, rawRequest } from "../tests/support/raw-request";
import { guestFastPath, publicPageCache, withGuestFastPath, type GuestFastPath } from "./page-cache";
import { requestLog } from "./request-log";
import { fixedSecurityHeaders, securityHeaders } from "./security-headers";

/** 43 base64url characters: the shape of the session tokens createSession makes. */
const SESSION_TOKEN = "Xk3_pQ9-vLm2Rt7Wz0Ab4Cd8Ef1Gh5Ij6Kl9Mn2Op3Q";

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/**
 * The fast path in front of the normal one as app.ts puts them: the fast path before Express, then
 * (counting what gets past it) the request log, the security headers and the page cache, over a stand-in renderer.
 */
async function serve() {
  const renders: string[] = [];
  let version = "v1";
  const cache = publicPageCache({
    origin: "http://localhost:3000",
    contentVersion: async () => version,
    render: async (request, locals) => {
      const url = new URL(request.url);
      renders.push(`${url.pathname}${url.search}`);
      const language = url.searchParams.get("lang") ?? (request.headers.get("accept-language")?.startsWith("tr") ? "tr" : "en");
      const body = `<!DOCTYPE html><html lang="${language}"><body><h1>${url.pathname} ${version}</h1><p>${"patates ".repeat(300)}</p><script nonce="${String(locals.cspNonce)}">go()</script></body></html>`;
      return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    },
  });
  const passed: string[] = [];
  let fast: GuestFastPath = (_req, _res, next) => next();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use((req, _res, next) => {
    passed.push(`${req.method} ${req.url}`);
    next();
  });
  app.use(requestLog());
  app.use(securityHeaders({ development: false, https: true, signInOrigin: null }));
  app.use(cache);
  app.use((_req, res) => void res.status(299).send("the rest of the app"));
  server = createServer(withGuestFastPath((req, res, next) => fast(req, res, next), app)).listen(0, "127.0.0.1");
  await new Promise<void>((listening) => server?.once("listening", listening));
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;
  const trusted = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  fast = guestFastPath(cache, { publicUrl: `https://${host}`, fixedHeaders: fixedSecurityHeaders({ https: true }), trustedProxy: (address) => trusted(address, 0) });
  const raw = (path: string, headers: Record<string, string> = {}, method = "GET") => rawRequest(`http://${host}${path}`, { method, headers: { "Accept-Language": "tr", ...headers } });
  return { raw, renders, passed, setVersion: (next: string) => (version = next) };
}

describe("the guests' fast path", () => {
  it("answers a kept page itself, exactly as the page cache behind it does: GET, HEAD, 304, gzip or not, both languages", async () => {
    const { raw, passed, renders } = await serve();
    const variants: [string, Record<string, string>, string][] = [
      ["/menu", { "Accept-Encoding": "gzip" }, "GET"],
      ["/menu", {}, "GET"],
      ["/menu", { "Accept-Encoding": "gzip, deflate, br, zstd" }, "GET"],
      ["/menu?lang=en", { "Accept-Encoding": "gzip" }, "GET"],
      ["/menu", { "Accept-Language": "en", "Accept-Encoding": "gzip" }, "GET"],
      ["/about", { "Accept-Encoding": "gzip" }, "HEAD"],
    ];
    for (const [path, headers, method] of variants) {
      // The normal path first: it renders the page and keeps it; an extra parameter keeps the fast path out.
      const normal = await raw(`${path}${path.includes("?") ? "&" : "?"}utm_source=qr`, headers, method);
      passed.length = 0;
      const fast = await raw(path, headers, method);
      expect(passed, `${method} ${path} answered by the fast path`).toEqual([]);
      expect(comparable(fast)).toEqual(comparable(normal));
      expect(fast.status).toBe(200);
    }
    const etag = (await raw("/menu")).headers.etag!;
    const normal304 = await raw("/menu?utm_source=qr", { "If-None-Match": etag });
    const fast304 = await raw("/menu", { "If-None-Match": etag });
    expect(comparable(fast304)).toEqual(comparable(normal304));
    expect(fast304.status).toBe(304);
    // Each page rendered once, at its canonical address.
    expect(renders).toEqual(["/menu", "/menu?lang=en", "/menu", "/about"]);
  });

  it("passes on whatever it cannot answer just as the normal path would", async () => {
    const { raw, passed } = await serve();
    await raw("/menu", { "Accept-Encoding": "gzip" });
    const declined: [string, Record<string, string>, string][] = [
      ["/menu", {}, "POST"],
      ["/menu/", {}, "GET"],
      ["/Menu", {}, "GET"],
      ["/menu?q=kumpir", {}, "GET"],
      ["/menu?lang=de", {}, "GET"],
      ["/menu", { Host: "localhost" }, "GET"],
      ["/menu", { "X-Forwarded-Host": "patates.example" }, "GET"],
      ["/menu", { Cookie: `session=${SESSION_TOKEN}` }, "GET"],
      ["/menu", { "Accept-Encoding": "gzip;q=0, identity" }, "GET"],
      ["/menu", { "Accept-Encoding": "*" }, "GET"],
      ["/inventory-manager", {}, "GET"],
    ];
    for (const [path, headers, method] of declined) {
      passed.length = 0;
      await raw(path, headers, method);
      expect(passed, `${method} ${path} ${JSON.stringify(headers)}`).toEqual([`${method} ${path}`]);
    }
  });

  it("passes on a page not kept yet, and one kept under an older version, which the normal path renders again", async () => {
    const { raw, passed, renders, setVersion } = await serve();
    const first = await raw("/events");
    expect(passed).toEqual(["GET /events"]);
    setVersion("v2");
    passed.length = 0;
    const second = await raw("/events");
    expect(passed).toEqual(["GET /events"]);
    expect(second.body.toString()).toContain("/events v2");
    expect(first.body.toString()).toContain("/events v1");
    passed.length = 0;
    await raw("/events");
    expect(passed).toEqual([]);
    expect(renders).toEqual(["/events", "/events"]);
  });

  it("takes a trusted proxy's request id, and makes its own for anyone else", async () => {
    const { raw } = await serve();
    await raw("/menu");
    const proxied = await raw("/menu", { "X-Request-Id": "0123456789abcdef0123456789abcdef" });
    expect(proxied.headers["x-request-id"]).toBe("0123456789abcdef0123456789abcdef");
    const odd = await raw("/menu", { "X-Request-Id": "not an id!" });
    expect(odd.headers["x-request-id"]).not.toBe("not an id!");
  });
});
