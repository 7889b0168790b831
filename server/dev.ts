import "./supported-node";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "vite";
import type { ServerBuild } from "react-router";
import { describeDatabaseTarget } from "../app/db/database-url";
import { prepareDatabase } from "../app/db/prepare.server";
import { holdSiteLock, RestoreUnderWay } from "../app/db/site-lock.server";
import { startDailyBackups } from "../app/features/data-management/backups.server";
import { createApp } from "./app";
import { backupSettings } from "./backup-settings";
import { localSignInAddress } from "../app/features/auth/auth-config";
import { createAuth } from "./auth";
import { ConfigError, loadServerConfig } from "./config";
import { siteLockLog } from "../app/lib/log.server";
import { newLocalSignInToken } from "./local-sign-in-token";
import { describeDatabaseError, describeListenError } from "./startup-errors";

// Development: the same Express app, with Vite serving the code and reloading it on change.
async function main() {
  let config;
  try {
    config = loadServerConfig(process.env);
  } catch (error) {
    console.error(`Cannot start: ${error instanceof ConfigError ? error.message : String(error)}`);
    process.exit(1);
  }
  const target = config.database;
  // Kept until the process ends: a restore is refused meanwhile (app/db/site-lock.server.ts).
  await holdSiteLock(target, siteLockLog).catch((error: unknown) => {
    console.error(`Cannot start: ${error instanceof RestoreUnderWay ? error.message : describeDatabaseError(error, target)}`);
    process.exit(1);
  });
  const { db } = await prepareDatabase(target).catch((error: unknown) => {
    console.error(`Cannot start: ${describeDatabaseError(error, target)}`);
    process.exit(1);
  });
  const vite = await createServer({ server: { middlewareMode: true } });
  const localSignInToken = newLocalSignInToken();
  const auth = await createAuth(config.auth, { host: config.host, port: config.port }, localSignInToken);
  const backups = backupSettings(target, process.env.BACKUP_DIR);
  startDailyBackups(db, backups);
  const app = createApp({
    db,
    vite,
    auth,
    backups,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  });
  const server = createHttpServer(app).listen(config.port, config.host);
  server.on("error", (error) => {
    console.error(`Cannot start: ${describeListenError(error, config.host, config.port)}`);
    process.exit(1);
  });
  server.on("listening", () => {
    console.log(`Development server on http://localhost:${config.port} (${describeDatabaseTarget(target)})`);
    if (auth.localProvider) console.log(`Sign in locally: ${localSignInAddress(config.auth.publicUrl, localSignInToken)}`);
  });
}

void main();
