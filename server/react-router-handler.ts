import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import type { AppLoadContext } from "react-router";
import { bodyLimit } from "./body-limits";
import { refusalText, requestLanguage } from "./refusal-texts";
import { readFormBody, RefusedBody, refuse } from "./request-checks";
import { closeAfterAnswer, isLargeBody, UPLOAD_RETRY_AFTER_SECONDS, UploadSlots } from "./upload-gate";

/** React Router's handler: a web Request and this request's load context in, a web Response out. */
export type RenderRequest = (request: Request, loadContext: AppLoadContext) => Promise<Response>;

/** What the middleware before React Router learned of a request (Express's `res.locals`): its CSP nonce, its id. */
export type RequestLocals = Record<string, unknown>;

/**
 * The web Request React Router reads, from Express's request (whose target wellFormedRequests has
 * checked), at `origin`: the site's address, PUBLIC_URL's, whatever `Host` a proxy in front passed
 * on. React Router refuses an action whose Origin is not its request's (the Origin itself was
 * checked against PUBLIC_URL before: sameOriginMutations), so behind nginx's `Host $host`, which
 * drops the port, or a proxy that sends its upstream's name, every form would otherwise fail.
 * `path` replaces the path and query, for the page cache's canonical address.
 */
export function toWebRequest(
  req: ExpressRequest,
  origin: string,
  { path = req.originalUrl, method = req.method, body, signal }: { path?: string; method?: string; body?: Buffer; signal?: AbortSignal } = {},
): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
    else if (value !== undefined) headers.set(key, value);
  }
  // The body's own bytes, not a copy of them: an upload is held once here, not twice.
  const bytes = body && new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
  return new Request(`${origin}${path}`, { method, headers, body: bytes, signal });
}

/**
 * Hands a request to React Router and streams its answer back. Instead of @react-router/express's
 * adapter, whose Request reads the body straight off the socket, the body is read first, whole and
 * bounded (readFormBody): a body that is not a form, or too large, is refused before any action
 * parses it.
 *
 * A body for a route that takes a file is read only once its sender may upload there (the route's
 * own guard, on the headers alone) and a slot for a large upload is free (server/upload-gate.ts).
 * Otherwise the route answers without the body (its guard's redirect, in the form React Router
 * gives a page or a fetcher), or the server answers 503, and the connection is closed unread.
 */
export function reactRouterHandler({
  render,
  origin,
  loadContext,
  uploadSlots = new UploadSlots(),
}: {
  render: RenderRequest;
  /** The site's origin, PUBLIC_URL's: every Request's (toWebRequest). */
  origin: string;
  loadContext: (locals: RequestLocals, clientIp: string | null) => AppLoadContext;
  uploadSlots?: UploadSlots;
}): RequestHandler {
  return async (req, res, next) => {
    const context = loadContext(res.locals, req.ip ?? null);
    const limit = bodyLimit(req.path);
    const abort = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) abort.abort();
    });

    if (limit.guard && req.method !== "GET" && req.method !== "HEAD") {
      const headersOnly = toWebRequest(req, origin, { signal: abort.signal });
      try {
        await limit.guard({ request: headersOnly, context });
      } catch (refusal) {
        if (!(refusal instanceof Response)) return next(refusal);
        closeAfterAnswer(req, res);
        return send(res, next, () => render(headersOnly, context));
      }
      if (isLargeBody(req)) {
        const release = uploadSlots.take();
        if (!release) {
          closeAfterAnswer(req, res);
          res.setHeader("Retry-After", String(UPLOAD_RETRY_AFTER_SECONDS));
          const message = refusalText(req, "refusal.uploadsBusy", { seconds: UPLOAD_RETRY_AFTER_SECONDS });
          return void res.status(503).type("text/plain").send(message);
        }
        res.once("close", release);
      }
    }

    let body: Buffer | undefined;
    try {
      body = await readFormBody(req, limit.maxBytes);
    } catch (error) {
      if (!(error instanceof RefusedBody)) return next(error);
      // An upload's own words for a file that is too large, in the person's language.
      const message = error.status === 413 && limit.tooLarge ? limit.tooLarge(requestLanguage(req)) : refusalText(req, error.key, error.values);
      return refuse(req, res, error.status, message);
    }
    return send(res, next, () => render(toWebRequest(req, origin, { body, signal: abort.signal }), context));
  };
}

/** React Router's answer, streamed to the client; nothing when the client has gone. */
async function send(res: ExpressResponse, next: (error: unknown) => void, answer: () => Promise<Response>): Promise<void> {
  try {
    const response = await answer();
    if (res.destroyed) {
      await response.body?.cancel();
      return;
    }
    res.statusMessage = response.statusText;
    res.status(response.status);
    response.headers.forEach((value, name) => res.append(name, value));
    if (response.body) await writeReadableStreamToWritable(response.body, res);
    else res.end();
  } catch (error) {
    if (res.destroyed) return;
    next(error);
  }
}
