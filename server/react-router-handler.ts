import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler } from "express";
import type { AppLoadContext } from "react-router";
import { languageFromHeaders } from "../app/i18n/language";
import { bodyLimit } from "./body-limits";
import { readFormBody, RefusedBody, refuse } from "./request-checks";

/** React Router's handler: a web Request and this request's load context in, a web Response out. */
export type RenderRequest = (request: Request, loadContext: AppLoadContext) => Promise<Response>;

/**
 * The web Request React Router reads, from Express's request (whose host and target
 * wellFormedRequests has checked). `path` replaces the path and query, for the page cache's
 * canonical address.
 */
export function toWebRequest(
  req: ExpressRequest,
  { path = req.originalUrl, method = req.method, body, signal }: { path?: string; method?: string; body?: Buffer; signal?: AbortSignal } = {},
): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
    else if (value !== undefined) headers.set(key, value);
  }
  return new Request(`${req.protocol}://${req.host}${path}`, { method, headers, body: body && new Uint8Array(body), signal });
}

/**
 * Hands a request to React Router and streams its answer back. Instead of @react-router/express's
 * adapter, whose Request reads the body straight off the socket, the body is read first, whole and
 * bounded (readFormBody): a body that is not a form, or too large, is refused before any action
 * parses it.
 */
export function reactRouterHandler({
  render,
  loadContext,
}: {
  render: RenderRequest;
  loadContext: (cspNonce: string, clientIp: string | null) => AppLoadContext;
}): RequestHandler {
  return async (req, res, next) => {
    let body: Buffer | undefined;
    const limit = bodyLimit(req.path);
    try {
      body = await readFormBody(req, limit.maxBytes);
    } catch (error) {
      if (!(error instanceof RefusedBody)) return next(error);
      // An upload's own words for a file that is too large, in the person's language.
      const language = () => languageFromHeaders({ query: typeof req.query.lang === "string" ? req.query.lang : null, cookieHeader: req.get("cookie"), acceptLanguage: req.get("accept-language") });
      const message = error.status === 413 && limit.tooLarge ? limit.tooLarge(language()) : error.message;
      return refuse(req, res, error.status, message);
    }
    const abort = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) abort.abort();
    });
    try {
      const response = await render(toWebRequest(req, { body, signal: abort.signal }), loadContext(String(res.locals.cspNonce ?? ""), req.ip ?? null));
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
  };
}
