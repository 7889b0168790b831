import type { IncomingMessage } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { MessageValues } from "../app/i18n/translate";
import { MAX_FORM_BYTES } from "../app/lib/form-data.server";
import { refusalText, type RefusalKey } from "./refusal-texts";

/**
 * Requests the app cannot make sense of get a 4xx here, before anything builds a URL or reads a
 * body from them; a 500 means a fault of ours, never a client's. See
 * docs/decisions/0014-malformed-requests.md.
 */

/** A host name (letters, digits, `-`, `_`, dots) or an address in brackets, with an optional port. */
const HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function isWellFormedHost(host: string | undefined): boolean {
  if (!host || !HOST.test(host)) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    // A port above 65535, or brackets around something that is no IPv6 address.
    return false;
  }
}

/**
 * The host the app sees (`req.host`: Host, or X-Forwarded-Host from a trusted proxy) must be a host,
 * and the request target a path that decodes: `Host: [bad` or `GET http://elsewhere/menu` made
 * building the request's URL throw, a 500.
 */
export const wellFormedRequests: RequestHandler = (req, res, next) => {
  if (!isWellFormedHost(req.host)) return refuse(req, res, 400, refusalText(req, "refusal.badHost"));
  if (!req.originalUrl.startsWith("/") || !isDecodablePath(req.path)) return refuse(req, res, 400, refusalText(req, "refusal.badTarget"));
  next();
};

/**
 * Every `%` in the path starts an escape that decodes. `/menu/%` was a 404 page for which React
 * Router wrote two lines of its own into the log, outside its JSON lines; `/%` an English
 * "URI malformed". No link of the site's makes such an address: it is typed or made by a robot.
 */
function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The bodies the app's actions read: the two encodings of an HTML form (`<Form>`, `useFetcher`). */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** A body refused before it is read whole: its status, and what the person is told (refusal-texts.ts). */
export class RefusedBody extends Error {
  override name = "RefusedBody";
  constructor(
    readonly status: 400 | 413 | 415,
    readonly key: RefusalKey,
    readonly values?: MessageValues,
  ) {
    super(key);
  }
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * The body of a request for the app, read whole: `undefined` when there is none (GET, HEAD, an empty
 * POST). Throws RefusedBody for a body that is not a form (415), a compressed one (415), or one over
 * MAX_FORM_BYTES (413) — by its Content-Length at once, and by the bytes actually received for a
 * chunked body, so no body larger than the limit is ever held.
 */
export function readFormBody(req: IncomingMessage, maxBytes = MAX_FORM_BYTES): Promise<Buffer | undefined> {
  if (req.method === "GET" || req.method === "HEAD" || !hasBody(req)) return Promise.resolve(undefined);
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(type)) return Promise.reject(new RefusedBody(415, "refusal.notAForm"));
  const encoding = (req.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (encoding !== "identity") return Promise.reject(new RefusedBody(415, "refusal.compressed"));
  if (Number(req.headers["content-length"] ?? 0) > maxBytes) return Promise.reject(tooLarge(maxBytes));

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) {
        stop();
        reject(tooLarge(maxBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, received));
    };
    const onAborted = () => {
      stop();
      reject(new RefusedBody(400, "refusal.cutOff"));
    };
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onAborted);
      req.off("aborted", onAborted);
      req.off("close", onAborted);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onAborted);
    req.on("aborted", onAborted);
    req.on("close", onAborted);
  });
}

function tooLarge(maxBytes: number): RefusedBody {
  return new RefusedBody(413, "refusal.formTooLarge", { mb: Math.round((maxBytes / (1024 * 1024)) * 10) / 10 });
}

/** How long a refused client may go on sending the rest of its body before it is cut off. */
const DRAIN_MS = 5_000;

/**
 * Answers a refused request. What the client is still sending is read and dropped (closing at once
 * could reset the connection before the client reads the answer), for a few seconds at most.
 */
export function refuse(req: ExpressRequest, res: ExpressResponse, status: number, message: string): void {
  res.status(status).type("text/plain").send(message);
  if (req.readableEnded) return;
  const cutOff = setTimeout(() => req.socket.destroy(), DRAIN_MS).unref();
  req.once("end", () => clearTimeout(cutOff));
  req.once("close", () => clearTimeout(cutOff));
  req.resume();
}
