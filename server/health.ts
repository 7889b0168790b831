import { Router, type Response } from "express";
import type { AppDatabase } from "../app/db/connection.server";
import { schemaIsAtHead } from "../app/db/migrate.server";

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
    } catch (error) {
      answer(res, 503, { status: "unavailable", reason: "database-unreachable", detail: error instanceof Error ? error.message : String(error) });
    } finally {
      clearTimeout(timer);
    }
  });
  return router;
}
