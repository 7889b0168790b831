import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type Router } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { AppDatabase } from "../app/db/connection.server";
import { LOCAL_PROVIDER_PATH } from "../app/features/auth/auth-config";
import type { AuthService } from "../app/features/auth/auth-service";
import { publicContentVersion } from "../app/features/site/public-content.server";
import { publicPageCache } from "./page-cache";
import { allowedMethods, canonicalLoopbackOrigin, sameOriginMutations, securityHeaders } from "./security-headers";
import { slidingSessionCookie } from "./session-cookie";

export interface AppOptions {
  db: AppDatabase;
  /** Production: the built server; development: loaded through Vite on every request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  auth: { service: AuthService; localProvider: Router | null };
  clientDirectory?: string;
  vite?: ViteDevServer;
}

/** The Express app: headers, the public page cache, compression, static files with caching, then React Router. */
export function createApp({ db, build, auth, clientDirectory = "build/client", vite }: AppOptions): Express {
  const { publicUrl, secureCookies } = auth.service.config;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(securityHeaders({ development: Boolean(vite) }));
  app.use(canonicalLoopbackOrigin(publicUrl));
  // A guest's public page from the cache should cost no more than a lookup: before compression
  // (the cache keeps each page gzipped and compresses what it passes through itself) and before the
  // static files (public pages have no file extension, so no file can hide behind one).
  if (!vite && typeof build !== "function") {
    app.use(
      publicPageCache({
        build,
        loadContext: (cspNonce) => ({ db, auth: auth.service, cspNonce }),
        contentVersion: () => publicContentVersion(db),
      }),
    );
  }
  app.use(compression());

  if (vite) {
    app.use(vite.middlewares);
  } else {
    // Fingerprinted bundles never change: cache them for a year.
    app.use("/assets", express.static(`${clientDirectory}/assets`, { immutable: true, maxAge: "1y" }));
    // The service worker must always be fetched fresh, or updates would never reach visitors.
    app.get("/sw.js", (_req, res, next) => {
      res.setHeader("Cache-Control", "no-cache");
      next();
    });
    app.use(express.static(clientDirectory, { maxAge: "1h", index: false }));
  }

  // The local identity provider's token endpoint is called server to server, without an Origin.
  if (auth.localProvider) app.use(LOCAL_PROVIDER_PATH, auth.localProvider);

  app.use(allowedMethods);
  app.use(sameOriginMutations(publicUrl));
  app.use(slidingSessionCookie({ db, secure: secureCookies }));
  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode: vite ? "development" : "production",
      getLoadContext: (_req, res) => ({ db, auth: auth.service, cspNonce: String(res.locals.cspNonce ?? "") }),
    }),
  );
  return app;
}
