import type { RequestListener } from "node:http";
import express, { type Router } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { AppDatabase } from "../app/db/connection.server";
import { LOCAL_PROVIDER_PATH } from "../app/features/auth/auth-config";
import { MENU_IMAGE_PATH } from "../app/features/menu-images/menu-images";
import type { AuthService } from "../app/features/auth/auth-service";
import { POPULATE_OPTIONS, type PopulateOptions } from "../app/features/data-management/populate.server";
import type { BackupSettings } from "../app/features/data-management/backups.server";
import { serviceWorkerScript } from "../app/features/offline/service-worker.server";
import { heldPublicContentVersion } from "../app/db/public-content.server";
import { newRequestFailures, type RequestFailures } from "../app/lib/log.server";
import { compressedResponses } from "./compression";
import { healthChecks } from "./health";
import { guestFastPath, publicPageCache, withGuestFastPath } from "./page-cache";
import { reactRouterHandler, type RequestLocals } from "./react-router-handler";
import { requestLog, unansweredErrors } from "./request-log";
import { wellFormedRequests } from "./request-checks";
import { allowedMethods, canonicalLoopbackOrigin, fixedSecurityHeaders, sameOriginMutations, securityHeaders } from "./security-headers";
import { slidingSessionCookie } from "./session-cookie";
import { staticFiles } from "./static-files";

const systemClock = () => new Date();

export interface AppOptions {
  db: AppDatabase;
  /** Production: the built server; development: loaded through Vite on every request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  auth: { service: AuthService; localProvider: Router | null };
  clientDirectory?: string;
  vite?: ViteDevServer;
  /** How Data Management's populate runs; the built-in menu at full speed unless a test says otherwise. */
  populate?: PopulateOptions;
  /** The database and the folder of the backups, for Data Management. */
  backups: BackupSettings;
  /** The clock of what guests' pages show of the date, and of the page cache with them: the system's unless a test says otherwise. */
  clock?: () => Date;
}

/**
 * The server's request listener: the guests' fast path, then the Express app: the request log,
 * headers, malformed requests refused, the health checks, the service worker, the public page
 * cache, compression, static files with caching, then React Router.
 */
export function createApp({ db, build, auth, clientDirectory = "build/client", vite, populate = POPULATE_OPTIONS, backups, clock = systemClock }: AppOptions): RequestListener {
  const { publicUrl, secureCookies, provider } = auth.service.config;
  const origin = new URL(publicUrl).origin;
  // The local provider lives on the site's own origin; any other is the issuer's.
  const signInOrigin = provider.kind === "oidc" ? new URL(provider.issuer).origin : null;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  const render = createRequestHandler(build, vite ? "development" : "production");
  // This request's context: the site's parts, and what the middleware learned of the request (res.locals).
  const loadContext = (locals: RequestLocals, clientIp: string | null): AppLoadContext => ({
    db,
    auth: auth.service,
    cspNonce: String(locals.cspNonce ?? ""),
    requestId: String(locals.requestId ?? ""),
    failures: (locals.failures as RequestFailures | undefined) ?? newRequestFailures(),
    clientIp,
    populate,
    backups,
    clock,
  });
  // Guests' public pages pass no guard and record no security event: no client address needed.
  const pageCache = vite
    ? null
    : publicPageCache({ render: (request, locals) => render(request, loadContext(locals, null)), contentVersion: heldPublicContentVersion(db), clock, origin, signInOrigin });
  app.use(requestLog());
  app.use(securityHeaders({ development: Boolean(vite), https: publicUrl.startsWith("https:"), signInOrigin }));
  app.use(wellFormedRequests);
  // Before the redirect to PUBLIC_URL's loopback host: a probe answers at whichever address it used.
  app.use(healthChecks(db));
  app.use(canonicalLoopbackOrigin(publicUrl));

  // A guest's public page from the cache should cost no more than a lookup: before compression
  // (the cache keeps each page gzipped as well as not, and compresses what it passes through itself)
  // and before the static files (public pages have no file extension, so no file can hide behind one).
  if (pageCache) app.use(pageCache);
  app.use(compressedResponses());

  // The worker with the public page list filled in; always fetched fresh, or updates would never
  // reach visitors.
  const serviceWorker = serviceWorkerScript();
  app.get("/sw.js", (_req, res) => {
    res.setHeader("Cache-Control", "no-cache");
    res.type("text/javascript").send(serviceWorker);
  });

  if (vite) {
    app.use(vite.middlewares);
  } else {
    app.use(staticFiles(clientDirectory));
  }

  // The local identity provider's token endpoint is called server to server, without an Origin.
  if (auth.localProvider) app.use(LOCAL_PROVIDER_PATH, auth.localProvider);

  app.use(allowedMethods);
  app.use(sameOriginMutations(publicUrl));
  // Menu images are public and kept by shared caches for a year, like the static files above: no
  // session cookie may ride on one, and fetching one is not a person's activity.
  const sessionCookie = slidingSessionCookie({ db, secure: secureCookies });
  app.use((req, res, next) => (req.path.startsWith(`${MENU_IMAGE_PATH}/`) ? next() : sessionCookie(req, res, next)));
  app.all("/{*path}", reactRouterHandler({ render, origin, loadContext }));
  app.use(unansweredErrors);
  if (!pageCache) return app;
  // A kept page for the plainest guest request, answered before Express (issue 25): the same
  // answer the page cache above gives, with the request's id and log line.
  const trusted = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const fast = guestFastPath(pageCache, { publicUrl, fixedHeaders: fixedSecurityHeaders({ https: publicUrl.startsWith("https:") }), trustedProxy: (address) => trusted(address, 0) });
  return withGuestFastPath(fast, app);
}
