// The bench's bare Node.js server (scripts/bench/bare-node.ts), run by Node itself (its TypeScript
// type stripping, no tsx in between): node:http and nothing else, sending
// one saved page, gzipped to a client that takes gzip, with the headers a browser needs. What Node
// itself can do for such a page on this machine: the floor our server's fixed cost is measured against.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, htmlPath, gzipPath, path] = process.argv.slice(2) as [string, string, string, string];
const html = readFileSync(htmlPath);
const gzip = readFileSync(gzipPath);

createServer((request, response) => {
  if (request.url !== path) {
    response.writeHead(404).end();
    return;
  }
  const zipped = /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  const body = zipped ? gzip : html;
  response.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": body.length,
    Vary: "Accept-Encoding",
    ...(zipped && { "Content-Encoding": "gzip" }),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}).listen(Number(port), "127.0.0.1", () => console.log(`bare node listening on ${port}`));
