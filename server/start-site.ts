import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import type { ServerBuild } from "react-router";
import type { AppDatabase } from "../app/db/connection.server";
import { describeDatabaseTarget } from "../app/db/database-url";
import { prepareDatabase } from "../app/db/prepare.server";
import { holdSiteLock, RestoreUnderWay, type SiteLock } from "../app/db/site-lock.server";
import { localSignInAddress, publicUrlWarning } from "../app/features/auth/auth-config";
import { purgeExpiredSessions } from "../app/features/auth/session.server";
import type { PopulateOptions } from "../app/features/data-management/populate.server";
import { startDailyBackups, type BackupClock } from "../app/features/data-management/backups.server";
import { logError, OUTSIDE_A_REQUEST, siteLockLog } from "../app/lib/log.server";
import { createApp } from "./app";
import { createAuth } from "./auth";
import { backupSettings } from "./backup-settings";
import { BUILD_DIRECTORY, buildIfNeeded, linkDependenciesForBuild, SERVER_BUILD } from "./build-freshness";
import { ConfigError, loadServerConfig, type ServerConfig } from "./config";
import { newLocalSignInToken } from "./local-sign-in-token";
import { describeDatabaseError, describeListenError } from "./startup-errors";

const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Stops with one line that says what to fix: no stack trace for a setting. */
function fail(line: string): never {
  console.error(`Cannot start: ${line}`);
  process.exit(1);
}

/**
 * What the site's start-up takes besides the environment. `npm start` (server/start.ts) passes
 * nothing; only a test's own start-up code passes these.
 */
export interface SiteOptions {
  /** The token of the printed sign-in address; a fresh random one at every start unless given. */
  localSignInToken?: string;
  /** How Data Management's populate runs: the built-in menu at full speed unless given. */
  populate?: PopulateOptions;
  /** The time the daily backups go by: the system's clock unless given. */
  backupClock?: BackupClock;
  /** How long a stopping server lets requests in flight run: SHUTDOWN_GRACE_MS unless given. */
  shutdownGraceMs?: number;
  /** The time guests' pages go by (the footer's year, and the page cache with it): the system's clock unless given. */
  clock?: () => Date;
}

/**
 * Starts the site as configured by the environment: the build, the database, sign-in, then
 * listening. A setting that cannot work stops the process with one line saying what to fix.
 */
export async function startSite(options: SiteOptions = {}): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadServerConfig(process.env);
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }

  try {
    buildIfNeeded();
    linkDependenciesForBuild();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }

  // Before the schema is touched: no restore is under way, and none starts while the site runs.
  const siteLock = await holdSiteLock(config.database, siteLockLog).catch((error: unknown) =>
    fail(error instanceof RestoreUnderWay ? error.message : describeDatabaseError(error, config.database)),
  );
  const prepared = await prepareDatabase(config.database).catch((error: unknown) =>
    fail(describeDatabaseError(error, config.database)),
  );
  const { db } = prepared;
  if (prepared.seeded) console.log("Loaded the built-in menu into the new database.");

  const build = (await import(pathToFileURL(resolve(SERVER_BUILD)).href)) as ServerBuild;
  const localSignInToken = options.localSignInToken ?? newLocalSignInToken();
  const auth = await createAuth(config.auth, { host: config.host, port: config.port }, localSignInToken);
  const provider = config.auth.provider;
  console.log(provider.kind === "oidc" ? `Sign-in: ${provider.name} (${provider.issuer})` : "Sign-in: the local identity provider (no provider is configured; this machine only).");
  const unsafeAddress = publicUrlWarning(config.auth.publicUrl);
  if (unsafeAddress) console.warn(unsafeAddress);
  const backups = backupSettings(config.database, process.env.BACKUP_DIR, options.backupClock);
  const app = createApp({ db, build, auth, clientDirectory: `${BUILD_DIRECTORY}/client`, populate: options.populate, backups, clock: options.clock });

  const server: Server = createServer(app).listen(config.port, config.host);
  server.on("error", (error) => fail(describeListenError(error, config.host, config.port)));
  server.on("listening", () => {
    const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    console.log(`Serving on http://${shown}:${config.port} (${describeDatabaseTarget(config.database)})`);
    // On a line of its own, last: only who sees this output can sign in locally.
    if (auth.localProvider) console.log(`Sign in locally: ${localSignInAddress(config.auth.publicUrl, localSignInToken)}`);
  });

  // Ended sessions go at each sign-in; this clears them too on a site where nobody signs in for a while.
  const purgeSessions = () =>
    purgeExpiredSessions(db).catch((error: unknown) => logError(error, OUTSIDE_A_REQUEST, "Could not purge ended sessions"));
  void purgeSessions();
  setInterval(purgeSessions, SESSION_PURGE_INTERVAL_MS).unref();
  // One backup a day into BACKUP_DIR, when it is set (docs/decisions/0022-backups.md).
  startDailyBackups(db, backups);

  stopGracefully(server, db, siteLock, options.shutdownGraceMs);
}

/** How long a stopping server lets the requests in flight run before it cuts them. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * On SIGTERM (systemd's stop, a deploy) or SIGINT (Ctrl+C): take no new connections, let every
 * request in flight finish, at most SHUTDOWN_GRACE_MS, then close the database, let the site's lock
 * on it go (app/db/site-lock.server.ts), and exit 0. A request that arrives meanwhile on a
 * kept-alive connection is still answered, with `Connection: close`, so that its client opens the
 * next one elsewhere (another instance, or this one restarted).
 *
 * Each open connection is kept with the latest answer on it: a map entry per request, and a
 * listener per connection rather than per request (a listener on every answer cost a busy server
 * a tenth of its cached pages' answers).
 */
function stopGracefully(server: Server, db: AppDatabase, siteLock: SiteLock, graceMs = SHUTDOWN_GRACE_MS): void {
  let stopping = false;
  const latestAnswer = new Map<Socket, ServerResponse | null>();
  server.on("connection", (socket: Socket) => {
    latestAnswer.set(socket, null);
    socket.once("close", () => latestAnswer.delete(socket));
  });
  const closeAfterAnswer = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  };
  // The answers not yet closed once stopping: the process waits for each to close, so that its
  // request's line (logged as it closes, request-log.ts) is written, even for one cut short.
  const closing: Promise<void>[] = [];
  const closed = (res: ServerResponse) => {
    if (!res.closed) closing.push(new Promise((done) => res.once("close", () => done())));
  };
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    if (!stopping) return void latestAnswer.set(req.socket, res);
    closeAfterAnswer(res);
    closed(res);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing the requests in flight, then stopping.`);
    for (const res of latestAnswer.values()) {
      if (!res) continue;
      closed(res);
      if (res.writableFinished) continue;
      closeAfterAnswer(res);
      // An answer whose headers went out before the stop keeps its connection open: close it once
      // idle, rather than wait for the keep-alive time-out.
      res.once("close", () => setImmediate(() => server.closeIdleConnections()));
    }
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(cut);
      // Their connections are closed: each answer's own 'close' comes within a turn or two.
      void Promise.race([Promise.all(closing), new Promise((done) => setTimeout(done, 1_000))])
        .then(() => db.destroy())
        .then(() => siteLock.release())
        .catch((error: unknown) => console.error("Could not close the database:", error instanceof Error ? error.message : error))
        .finally(() => {
          console.log("Stopped.");
          process.exit(0);
        });
    });
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
