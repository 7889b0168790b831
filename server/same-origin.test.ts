import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowedMethods, canonicalLoopbackOrigin, sameOriginMutations } from "./security-headers";

/** The three guards in front of the app, as server/app.ts orders them, around an app that says "done". */
function guardedApp(publicUrl: string) {
  const app = express();
  app.use(canonicalLoopbackOrigin(publicUrl));
  app.use(allowedMethods);
  app.use(sameOriginMutations(publicUrl));
  app.all("/{*path}", (_req, res) => {
    res.send("done");
  });
  return app;
}

describe.each([
  { publicUrl: "https://patates.example.com", sameSite: "https://patates.example.com" },
  { publicUrl: "http://localhost:3000", sameSite: "http://localhost:3000" },
])("writes to a site at $publicUrl", ({ publicUrl, sameSite }) => {
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    const server = guardedApp(publicUrl).listen(0, "127.0.0.1");
    await new Promise((listening) => server.once("listening", listening));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  // fetch sets Host from the address; the Origin check must not care what Host says.
  const post = (headers: Record<string, string>) => fetch(`${base}/admin`, { method: "POST", headers, redirect: "manual" });

  it("are let through from the site's own pages, by Origin or else by Referer", async () => {
    expect((await post({ Origin: sameSite })).status).toBe(200);
    expect((await post({ Referer: `${sameSite}/admin?lang=en` })).status).toBe(200);
  });

  it("are refused from anywhere else, even an Origin that matches the request's own Host", async () => {
    expect((await post({ Origin: base })).status).toBe(403);
    expect((await post({ Origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ Origin: `${sameSite}.evil.example` })).status).toBe(403);
    expect((await post({ Origin: "null" })).status).toBe(403);
    expect((await post({ Origin: "not an address" })).status).toBe(403);
    expect((await post({ Referer: `https://evil.example/?${sameSite}` })).status).toBe(403);
    expect((await post({})).status).toBe(403);
    // An Origin wins over a Referer: a cross-site form cannot borrow the site's Referer.
    expect((await post({ Origin: "https://evil.example", Referer: `${sameSite}/admin` })).status).toBe(403);
  });

  it("may only be POSTs: PUT, DELETE and PATCH are refused with the methods allowed", async () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${base}/admin`, { method, headers: { Origin: sameSite } });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    }
  });

  it("are what the Origin check is about: reads from anywhere pass it", async () => {
    const response = await fetch(`${base}/menu`, { headers: { Origin: "https://evil.example" }, redirect: "manual" });
    // On a localhost site, 127.0.0.1 is first sent to localhost (below); never refused.
    expect([200, 307]).toContain(response.status);
  });
});

/** A request with exactly this Host (fetch sets its own). */
function requestWithHost(port: number, method: string, path: string, host: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, method, path, headers: { host, origin: "http://localhost:3000" } }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("pages on another loopback name", () => {
  let port: number;
  let close: () => void;
  beforeAll(async () => {
    const server = guardedApp("http://localhost:3000").listen(0, "127.0.0.1");
    await new Promise((listening) => server.once("listening", listening));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());

  it("are sent to PUBLIC_URL's origin when it is loopback, address and query kept", async () => {
    expect(await requestWithHost(port, "GET", "/login?lang=en", "127.0.0.1:3000")).toEqual({ status: 307, location: "http://localhost:3000/login?lang=en" });
    expect(await requestWithHost(port, "HEAD", "/menu", "[::1]:3000")).toEqual({ status: 307, location: "http://localhost:3000/menu" });
    expect(await requestWithHost(port, "GET", "/menu", "localhost:4000")).toEqual({ status: 307, location: "http://localhost:3000/menu" });
  });

  it("are served where they are on PUBLIC_URL itself, or on the machine's network address", async () => {
    expect((await requestWithHost(port, "GET", "/menu", "localhost:3000")).status).toBe(200);
    expect((await requestWithHost(port, "GET", "/menu", "LOCALHOST:3000")).status).toBe(200);
    expect((await requestWithHost(port, "GET", "/menu", "192.168.1.10:3000")).status).toBe(200);
  });

  it("are not redirected when written to: the Origin check answers", async () => {
    expect((await requestWithHost(port, "POST", "/admin", "127.0.0.1:3000")).status).toBe(200);
  });
});
