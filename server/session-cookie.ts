import type { RequestHandler } from "express";
import type { AppDatabase } from "../app/db/connection.server";
import { clearedSessionCookie, readSessionToken, sessionCookie, sessionCookieSent, touchSession } from "../app/features/auth/session.server";
import { logFallback, type RequestFailures } from "../app/lib/log.server";

/**
 * Keeps the browser's session cookie in step with the session row, for every page, data request
 * and action alike: when a request slides the session's end, the cookie goes out again with the
 * new lifetime; when the cookie opens no session, it is deleted. Loaders then only read the
 * session (guards.server.ts). Whose session it is goes to the request log (`res.locals.userId`).
 *
 * React Router's response for the same request comes later and is appended after this: a sign-in
 * or sign-out's own cookie has the last word.
 */
export function slidingSessionCookie({ db, secure }: { db: AppDatabase; secure: boolean }): RequestHandler {
  return async (req, res, next) => {
    const token = readSessionToken(req.get("cookie"), secure);
    if (!token) {
      // A cookie under the session's name that no session could have: gone, as an ended one is.
      if (sessionCookieSent(req.get("cookie"), secure)) res.append("Set-Cookie", clearedSessionCookie(secure));
      return next();
    }
    try {
      const update = await touchSession(db, token);
      if (update.kind === "renew") res.append("Set-Cookie", sessionCookie(token, secure, update.expiresAt));
      if (update.kind === "clear") res.append("Set-Cookie", clearedSessionCookie(secure));
      else res.locals.userId = update.userId;
    } catch (error) {
      // The page's own loaders meet the same database and answer for it; the cookie can wait. The
      // failure is logged once for the request: its loaders do not log it again.
      const { requestId, failures } = res.locals as { requestId?: string; failures?: RequestFailures };
      logFallback("Session could not be renewed", error, { requestId: requestId ?? null, path: req.path, failures });
    }
    next();
  };
}
