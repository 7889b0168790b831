import type { IncomingMessage } from "node:http";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { MAX_FORM_BYTES } from "../app/lib/form-data.server";

/**
 * The gate in front of the routes that take a file (server/body-limits.ts): who may upload, and how
 * many large files are read at once, are settled from the request's headers before a byte of its
 * body is read. See docs/decisions/0014-malformed-requests.md.
 */

/** How many large uploads the server reads at once: each may hold several times its size in memory. */
export const MAX_CONCURRENT_UPLOADS = 2;
/** What a refused upload is told to wait before trying again. */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

/**
 * Whether a request's body is a large upload: declared larger than any plain form, or of a length
 * it does not declare (chunked), which may be anything up to the route's limit.
 */
export function isLargeBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  if (length === undefined) return req.headers["transfer-encoding"] !== undefined;
  return Number(length) > MAX_FORM_BYTES;
}

/** Slots for the large uploads being read; `take` gives one back when it ends, or null when all are taken. */
export class UploadSlots {
  private used = 0;

  constructor(private readonly size = MAX_CONCURRENT_UPLOADS) {}

  take(): (() => void) | null {
    if (this.used >= this.size) return null;
    this.used += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.used -= 1;
    };
  }
}

/** How long a refused connection stays open after its answer, for the client to read it. */
const LINGER_MS = 2_000;

/**
 * Ends the connection once the answer is out, without reading what the client is still sending:
 * draining a body nobody will use would cost the server the very bytes the refusal saves.
 *
 * Asking for the body (`read(0)`) tells Node it is taken care of; Node would otherwise read the
 * rest of it after the answer to throw it away. It stops reading once its small buffer is full.
 * Node closes a `Connection: close` socket as soon as the answer is written; with the body still
 * coming, that close is a reset, which may reach the client before it has read the answer (it
 * then sees a broken connection, not the answer). So the answer is followed by the end of the
 * server's side only, and the socket is dropped a moment later.
 */
export function closeAfterAnswer(req: ExpressRequest, res: ExpressResponse): void {
  res.setHeader("Connection", "close");
  req.read(0);
  const socket = req.socket;
  res.once("finish", () => {
    socket.removeListener("finish", socket.destroy);
    const drop = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    socket.once("close", () => clearTimeout(drop));
  });
}
