import { randomBytes } from "node:crypto";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { compressedResponses } from "./compression";

const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);

afterEach(() => {
  process.off("warning", onWarning);
  warnings.length = 0;
});

/**
 * Sends 4 MB that does not compress in 64 KB pieces, waiting for 'drain' with `once` whenever the
 * response asks it to, as React Router's writer does; returns what the client received and whether
 * Node warned of a listener leak meanwhile.
 */
async function longResponse(middleware: RequestHandler): Promise<{ received: number; encoding: string | null; warned: boolean }> {
  const pieces = Array.from({ length: 64 }, () => randomBytes(64 * 1024));
  const app = express();
  app.use(middleware);
  app.get("/", async (_req, res) => {
    res.type("application/octet-stream");
    for (const piece of pieces) {
      if (!res.write(piece)) await once(res, "drain");
    }
    res.end();
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  process.on("warning", onWarning);
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: { "accept-encoding": "gzip" } });
    const body = await response.arrayBuffer();
    return { received: body.byteLength, encoding: response.headers.get("content-encoding"), warned: warnings.some((warning) => warning.name === "MaxListenersExceededWarning") };
  } finally {
    server.close();
    await once(server, "close");
  }
}

describe("compressed responses", () => {
  it("a long response that pauses for 'drain' many times leaves no listeners behind", async () => {
    const answer = await longResponse(compressedResponses());
    expect(answer.encoding).toBe("gzip");
    expect(answer.received).toBe(64 * 64 * 1024);
    expect(answer.warned).toBe(false);
  });

  it("(the control) compression alone leaves one per pause, and Node warns", async () => {
    const answer = await longResponse(compression());
    expect(answer.received).toBe(64 * 64 * 1024);
    expect(answer.warned).toBe(true);
  });
});
