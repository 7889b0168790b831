import "../../server/production-env";
import { POPULATE_OPTIONS } from "../../app/features/data-management/populate.server";
import { startSite } from "../../server/start-site";
import { clockInFile } from "./backup-clock";
import { waitAtStage } from "./populate-stage-gate";

/**
 * `npm start`'s start-up with options only tests pass, given as JSON in the first argument
 * (tests/support/start-server.ts, playwright.config.ts). Production's entry, server/start.ts,
 * passes none: nothing a test can set through the environment changes what the server does.
 */
export interface TestServerOptions {
  /** The token of the printed sign-in address, known ahead to the tests that sign in. */
  localSignInToken?: string;
  /** The folder of a populate stage gate (populate-stage-gate.ts): each run waits at each stage until the test opens it. */
  populateStageGate?: string;
  /** The file of a movable clock (backup-clock.ts) that the daily backups go by. */
  backupClock?: string;
  /** How long a stopping server lets requests in flight run, in ms. */
  shutdownGraceMs?: number;
  /** The file of a movable clock (backup-clock.ts) that guests' pages go by: the footer's year, and the page cache with it. */
  clock?: string;
}

const options = JSON.parse(process.argv[2] ?? "{}") as TestServerOptions;
void startSite({
  localSignInToken: options.localSignInToken,
  populate: options.populateStageGate === undefined ? undefined : { ...POPULATE_OPTIONS, reachedStage: waitAtStage(options.populateStageGate) },
  backupClock: options.backupClock === undefined ? undefined : clockInFile(options.backupClock),
  shutdownGraceMs: options.shutdownGraceMs,
  clock: options.clock === undefined ? undefined : clockInFile(options.clock).now,
});
