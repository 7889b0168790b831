import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { logError, logRefusingError, logRequest, newRequestFailures, type RequestFailures } from "../app/lib/log.server";
import { HEALTH_PATHS } from "./health";
import { refusalText } from "./refusal-texts";

/** A request id that a proxy in front may pass on (nginx's $request_id is 32 hex digits). */
const FORWARDED_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * One log line per request, when its answer is sent or its client goes away: method, path, status,
 * milliseconds, the request's id and the signed-in person's id (app/lib/log.server.ts). The id is
 * the proxy's `X-Request-Id` when a proxy on this machine sends a well-formed one, so that its log
 * and ours share it, and a new one otherwise; it goes back in the `X-Request-Id` header, into the
 * load context (errors are logged with it) and onto the error page, for staff to quote. The health
 * checks, polled every few seconds, are left out. What the request meets (the failures logged, what
 * its answer went without: app/lib/log.server.ts) is gathered in `res.locals.failures`, for the
 * load context; what its answer went without goes on its line.
 */
export function requestLog(): RequestHandler {
  return (req, res, next) => {
    // The proxies the app trusts (app.ts: "trust proxy") are the ones whose id it takes.
    const trusted = req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
    const requestId = requestIdOf(req.get("x-request-id"), (address) => trusted(address, 0), req.socket.remoteAddress);
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    if ((HEALTH_PATHS as readonly string[]).includes(req.path)) return next();
    const failures = newRequestFailures();
    res.locals.failures = failures;
    logWhenClosed(res, { requestId, method: req.method, path: req.path, userId: () => (typeof res.locals.userId === "string" ? res.locals.userId : null), failures });
    next();
  };
}

/** The id requestLog gave the request this answers (`res.locals`), or null before it ran. */
export function requestIdOfAnswer(res: { locals: Record<string, unknown> }): string | null {
  return typeof res.locals.requestId === "string" ? res.locals.requestId : null;
}

/** The request's id: the proxy's well-formed `X-Request-Id` when the proxy is trusted, a new one otherwise. */
export function requestIdOf(forwarded: string | undefined, trusted: (address: string | undefined) => boolean, remoteAddress: string | undefined): string {
  return forwarded && trusted(remoteAddress) && FORWARDED_ID.test(forwarded) ? forwarded : newRequestId();
}

/** Bytes of a new id; random bytes are drawn this many ids at a time (one draw cost about as much as a cached page's answer). */
const ID_BYTES = 9;
const IDS_PER_DRAW = 512;
let drawn = Buffer.alloc(0);
let next = 0;

/** Twelve base64url characters of fresh random bytes. */
function newRequestId(): string {
  if (next === drawn.length) {
    drawn = randomBytes(ID_BYTES * IDS_PER_DRAW);
    next = 0;
  }
  next += ID_BYTES;
  return drawn.toString("base64url", next - ID_BYTES, next);
}

/** Logs the request's line when its answer is sent or its client goes away. */
export function logWhenClosed(
  res: ServerResponse,
  request: { requestId: string; method: string; path: string; userId: () => string | null; failures?: RequestFailures },
): void {
  const started = process.hrtime.bigint();
  res.once("close", () => {
    logRequest({
      requestId: request.requestId,
      method: request.method,
      path: request.path,
      status: res.statusCode,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      userId: request.userId(),
      ...(res.writableFinished ? {} : { aborted: true }),
      ...(request.failures && request.failures.fallbacks.length > 0 && { fallbacks: request.failures.fallbacks }),
    });
  });
}

/** The status an error asks for (`status` or `statusCode`, as Express reads them), when it is a 4xx or 5xx. */
function statusOf(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const asked = typeof status === "number" ? status : statusCode;
  return typeof asked === "number" && asked >= 400 && asked <= 599 ? asked : null;
}

/**
 * The last handler: an error that no part answered (a static file that cannot be read, the local
 * sign-in's provider finding no sign-in under way) is logged as one line with its request's id,
 * where Express's own handler printed its stack on lines of their own, without it. It is answered
 * with its own 4xx or 5xx status, 500 otherwise, and a line in the person's language with the
 * request's id, to quote to whoever looks into it; a connection whose answer had begun is closed.
 */
export const unansweredErrors: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const status = statusOf(error) ?? 500;
  const { failures } = res.locals as { failures?: RequestFailures };
  const at = { requestId: requestIdOfAnswer(res), path: req.path, failures };
  if (status >= 500) logError(error, at);
  else logRefusingError(error, at);
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  res
    .status(status)
    .type("text/plain")
    .send(refusalText(req, status >= 500 ? "refusal.serverError" : "refusal.unanswered", { requestId: at.requestId ?? "—" }));
};
