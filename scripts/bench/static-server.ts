/**
 * The baseline for the throughput comparison: answers every request with one saved HTML file, as a
 * static file server would (content type, length, ETag, Last-Modified; the pre-gzipped copy when the
 * client accepts gzip). Run as its own process by processes.ts: `tsx static-server.ts page.html`,
 * with PORT and HOST in the environment.
 */
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";

const path = process.argv[2];
if (!path) {
  console.error("usage: static-server.ts <file.html>");
  process.exit(2);
}
const port = Number(process.env.PORT);
const host = process.env.HOST || "127.0.0.1";

const plain = readFileSync(path);
const gzipped = gzipSync(plain);
const lastModified = statSync(path).mtime.toUTCString();
const etag = `W/"${createHash("sha1").update(plain).digest("base64url").slice(0, 27)}"`;

const server = createServer((req, res) => {
  const acceptsGzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const body = acceptsGzip ? gzipped : plain;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "public, max-age=0");
  res.setHeader("Last-Modified", lastModified);
  res.setHeader("ETag", etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (acceptsGzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
});

server.listen(port, host, () => console.log(`Static server on http://${host}:${port}`));
const stop = () => server.close(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
