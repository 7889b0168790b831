import "../../server/production-env";
import { POPULATE_OPTIONS } from "../../app/features/data-management/populate.server";
import { startSite } from "../../server/start-site";

/**
 * `npm start`'s start-up with options only tests pass, given as JSON in the first argument
 * (tests/support/start-server.ts, playwright.config.ts). Production's entry, server/start.ts,
 * passes none: nothing a test can set through the environment changes what the server does.
 */
export interface TestServerOptions {
  /** The token of the printed sign-in address, known ahead to the tests that sign in. */
  localSignInToken?: string;
  /** Each stage of Data Management's populate lasts at least this long, so a polling page sees it. */
  populateStagePauseMs?: number;
}

const options = JSON.parse(process.argv[2] ?? "{}") as TestServerOptions;
void startSite({
  localSignInToken: options.localSignInToken,
  populate: options.populateStagePauseMs === undefined ? undefined : { ...POPULATE_OPTIONS, stagePauseMs: options.populateStagePauseMs },
});
