import { Router, type Response } from "express";
import type { AppDatabase } from "../app/db/connection.server";
import { schemaIsAtHead } from "../app/db/migrate.server";
import { logError } from "../app/lib/log.server";

/** The paths a load balancer, systemd or a monitor polls; the request log leaves them out. */
export const HEALTH_PATHS = ["/healthz", "/readyz"] as const;

/** How long the readiness check waits for the database before it calls it unreachable. */
const READY_CHECK_TIMEOUT_MS = 3_000;

function answer(res: Response, status: number, body: Record<string, string>): void {
  // Never kept by a browser, a proxy or the page cache: each poll must reach this process.
  res.setHeader("Cache-Control", "no-store");
  res.status(status).json(body);
}

/**
 * `GET /healthz`: the process is up and answers. `GET /readyz`: it can serve, because the database
 * answers and has every migration this server knows; 503 otherwise, with which of the two failed.
 * Neither needs a session, and neither touches the database's rows.
 */
export function healthChecks(db: AppDatabase): Router {
  const router = Router();
  // The database's own words (an address, a user or database name) go to the log, never to the
  // answer: the check may be polled from the internet. Once per failure, not on every poll.
  let failureLogged: string | null = null;
  router.get("/healthz", (_req, res) => answer(res, 200, { status: "ok" }));
  router.get("/readyz", async (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error("no answer in time")), READY_CHECK_TIMEOUT_MS);
    });
    try {
      const atHead = await Promise.race([schemaIsAtHead(db), timeout]);
      // Migrations run when a server starts: one behind means this one's start has not run them.
      if (atHead) answer(res, 200, { status: "ready" });
      else answer(res, 503, { status: "unavailable", reason: "migrations-pending" });
      failureLogged = null;
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      if (failureLogged !== detail) logError(error, { requestId: null, path: "/readyz" });
      failureLogged = detail;
      answer(res, 503, { status: "unavailable", reason: "database-unreachable" });
    } finally {
      clearTimeout(timer);
    }
  });
  return router;
}
