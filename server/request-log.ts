import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { logRequest } from "../app/lib/log.server";
import { HEALTH_PATHS } from "./health";

/** A request id that a proxy in front may pass on (nginx's $request_id is 32 hex digits). */
const FORWARDED_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * One log line per request, when its answer is sent or its client goes away: method, path, status,
 * milliseconds, the request's id and the signed-in person's id (app/lib/log.server.ts). The id is
 * the proxy's `X-Request-Id` when a proxy on this machine sends a well-formed one, so that its log
 * and ours share it, and a new one otherwise; it goes back in the `X-Request-Id` header, into the
 * load context (errors are logged with it) and onto the error page, for staff to quote. The health
 * checks, polled every few seconds, are left out.
 */
export function requestLog(): RequestHandler {
  return (req, res, next) => {
    const forwarded = req.get("x-request-id");
    // The proxies the app trusts (app.ts: "trust proxy") are the ones whose id it takes.
    const trusted = req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
    const fromProxy = forwarded && trusted(req.socket.remoteAddress, 0) && FORWARDED_ID.test(forwarded);
    const requestId = fromProxy ? forwarded : randomBytes(9).toString("base64url");
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    if ((HEALTH_PATHS as readonly string[]).includes(req.path)) return next();
    const started = process.hrtime.bigint();
    res.once("close", () => {
      logRequest({
        requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
        userId: typeof res.locals.userId === "string" ? res.locals.userId : null,
        ...(res.writableFinished ? {} : { aborted: true }),
      });
    });
    next();
  };
}
