import { once } from "node:events";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../tests/support/raw-request";
import { BUILD_DIRECTORY } from "./build-freshness";
import { staticFiles } from "./static-files";

describe("static files", () => {
  const bundle = Buffer.from(`export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Patates ${i}`))};\n`);
  const picture = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>");
  let folder: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "patates-static-"));
    mkdirSync(join(folder, "assets"));
    writeFileSync(join(folder, "assets", "menu-AbC123.js"), bundle);
    // Not the file's compression: what is sent is the copy beside it, as the build wrote it.
    writeFileSync(join(folder, "assets", "menu-AbC123.js.br"), brotliCompressSync(bundle));
    writeFileSync(join(folder, "assets", "menu-AbC123.js.gz"), gzipSync(bundle));
    writeFileSync(join(folder, "logo.svg"), picture);
    // Found at start, then gone: a new build put in place while this process still runs.
    for (const name of ["gone-XyZ.js", "gone-XyZ.js.br", "gone-XyZ.js.gz"]) writeFileSync(join(folder, "assets", name), bundle);
    const app = express();
    app.use(staticFiles(folder));
    // What comes after, as React Router's handler does: its own headers appended to the response.
    app.use((_req, res) => {
      res.append("Content-Type", "text/html; charset=utf-8");
      res.status(404).end("<p>Not found</p>");
    });
    server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.close();
    await once(server, "close");
    rmSync(folder, { recursive: true, force: true });
  });

  it("sends a browser that takes Brotli the Brotli copy, which is the file, kept a year", async () => {
    // What Chromium asks for over https.
    const answer = await rawRequest(`${base}/assets/menu-AbC123.js`, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect([answer.status, answer.headers["content-encoding"], answer.headers.vary]).toEqual([200, "br", "Accept-Encoding"]);
    expect(answer.headers["content-type"]).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).equals(bundle)).toBe(true);
  });

  it("sends gzip to one that takes only gzip, or refuses Brotli, and the file itself to one that takes neither", async () => {
    const url = `${base}/assets/menu-AbC123.js`;
    for (const accepted of ["gzip, deflate", "br;q=0, gzip"]) {
      const answer = await rawRequest(url, { headers: { "accept-encoding": accepted } });
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(answer.body).equals(bundle)).toBe(true);
    }
    for (const headers of [{}, { "accept-encoding": "identity" }] as Record<string, string>[]) {
      const answer = await rawRequest(url, { headers });
      expect([answer.status, answer.headers["content-encoding"], answer.headers.vary]).toEqual([200, undefined, "Accept-Encoding"]);
      expect(answer.body.equals(bundle)).toBe(true);
    }
  });

  it("gives each encoding its own ETag, answers 304 to the one the browser holds, and HEAD with no body", async () => {
    const url = `${base}/assets/menu-AbC123.js`;
    const brotli = await rawRequest(url, { headers: { "accept-encoding": "br" } });
    const gzip = await rawRequest(url, { headers: { "accept-encoding": "gzip" } });
    expect(brotli.headers.etag).toBeTruthy();
    expect(brotli.headers.etag).not.toBe(gzip.headers.etag);
    const again = await rawRequest(url, { headers: { "accept-encoding": "br", "if-none-match": String(brotli.headers.etag) } });
    expect([again.status, again.body.length]).toEqual([304, 0]);
    const head = await rawRequest(url, { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect([head.status, head.headers["content-encoding"], head.headers["content-length"], head.body.length]).toEqual([200, "br", String(brotli.body.length), 0]);
  });

  it("sends a file with no copies as it is, kept an hour, and passes on what it does not have", async () => {
    const answer = await rawRequest(`${base}/logo.svg`, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect([answer.status, answer.headers["content-encoding"], answer.headers["cache-control"]]).toEqual([200, undefined, "public, max-age=3600"]);
    expect(answer.body.equals(picture)).toBe(true);
    expect((await rawRequest(`${base}/assets/none-XyZ.js`, { headers: { "accept-encoding": "br" } })).status).toBe(404);
  });

  it("passes on a file gone since the server started with none of its own headers left, so the page after is sent as it is", async () => {
    for (const name of ["gone-XyZ.js", "gone-XyZ.js.br", "gone-XyZ.js.gz"]) rmSync(join(folder, "assets", name));
    for (const accepted of ["gzip, deflate, br, zstd", "gzip", "identity"]) {
      const answer = await rawRequest(`${base}/assets/gone-XyZ.js`, { headers: { "accept-encoding": accepted } });
      expect([answer.status, answer.headers["content-encoding"], answer.headers["content-type"], answer.body.toString()]).toEqual([
        404,
        undefined,
        "text/html; charset=utf-8",
        "<p>Not found</p>",
      ]);
    }
  });
});

describe("the browser's build", () => {
  it("has a Brotli and a gzip copy beside every script and stylesheet, each the file itself", () => {
    const assets = join(BUILD_DIRECTORY, "client", "assets");
    const files = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name) && readFileSync(join(assets, name)).length >= 512);
    expect(files.length).toBeGreaterThan(20);
    for (const name of files) {
      const file = readFileSync(join(assets, name));
      const brotli = readFileSync(join(assets, `${name}.br`));
      expect(brotliDecompressSync(brotli).equals(file), `${name}.br`).toBe(true);
      expect(gunzipSync(readFileSync(join(assets, `${name}.gz`))).equals(file), `${name}.gz`).toBe(true);
      // At Brotli's best: smaller than gzip's best of the same file.
      expect(brotli.length, name).toBeLessThan(gzipSync(file, { level: 9 }).length);
    }
  });
});
