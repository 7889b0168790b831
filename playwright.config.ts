import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { localSignInAddress } from "./app/features/auth/auth-config";
import { CHROME_ARGS, TEST_CHROME_PATH, chromiumMissingMessage } from "./tests/support/chromium";
import type { TestServerOptions } from "./tests/support/test-server-entry";

const missing = chromiumMissingMessage();
if (missing) throw new Error(missing);

const PORT = Number(process.env.E2E_PORT ?? 4317);
// E2E_BASE_URL: test a server that is already running (e.g. `npm run dev`) instead of starting one.
const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL;
// One fresh database per run, shared by the server and the tests (set once, inherited by workers).
process.env.E2E_DATABASE_URL ??= `file:${join(tmpdir(), `patates-e2e-${Date.now()}.db`)}`;
// The test server prints its sign-in address with this token, which the tests' sign-in opens
// (tests/e2e/sign-in.ts); against E2E_BASE_URL, set E2E_SIGN_IN_ADDRESS to what that server printed.
process.env.E2E_LOCAL_SIGN_IN_TOKEN ??= randomBytes(32).toString("base64url");
if (!EXTERNAL_BASE_URL) process.env.E2E_SIGN_IN_ADDRESS = localSignInAddress(`http://127.0.0.1:${PORT}`, process.env.E2E_LOCAL_SIGN_IN_TOKEN);
const serverOptions: TestServerOptions = { localSignInToken: process.env.E2E_LOCAL_SIGN_IN_TOKEN };

export default defineConfig({
  testDir: "tests/e2e",
  // One folder per port, so side-by-side runs do not clean away each other's traces.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // One time limit for every test, the longest journeys included (populating the sample data while
  // watching its stages, an archive exported and imported into a fresh site): each finishes in well
  // under half of it on this project's two-core machines, with a CPU hog beside the run.
  timeout: 90_000,
  // One browser at a time: on this project's two-core machines one worker already keeps 1.8 cores
  // busy (Chromium's rendering and axe scans), so a second adds contention, not speed
  // (docs/decisions/0004-tests.md).
  workers: 1,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: EXTERNAL_BASE_URL ?? `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: TEST_CHROME_PATH, args: CHROME_ARGS },
    // A failed test leaves its screenshot and the page's accessibility snapshot (error-context.md).
    // No trace: recording one for every test cost a sixth of the run's CPU time, on a machine
    // the suite keeps busy (docs/decisions/0004-tests.md).
    trace: "off",
    screenshot: "only-on-failure",
    // No service worker, but where a spec asks for one (`test.use({ serviceWorkers: "allow" })`: the
    // offline specs and the worker's own): in every fresh context the worker would fetch each item
    // page the sitemap lists, a hundred requests behind each test (docs/decisions/0004-tests.md).
    serviceWorkers: "block",
  },
  projects: [
    // Specs named *.phone.spec.ts run only on the phone, *.desktop.spec.ts only on the desktop. A
    // test run once per language runs in Turkish on the phone alone, and in English on the desktop
    // alone (tests/e2e/fixtures.ts: turkishOnPhoneEnglishOnDesktop).
    {
      name: "desktop",
      testIgnore: /\.phone\.spec\.ts$/,
      grepInvert: /@phone-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // The phone runs the tests tagged @phone (tests/e2e/fixtures.ts: ON_PHONE) and @phone-only:
    // what differs on a phone, and each screen in Turkish with its axe scan.
    {
      name: "phone",
      testIgnore: /\.desktop\.spec\.ts$/,
      grep: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: EXTERNAL_BASE_URL ? undefined : {
    // `npm start`'s start-up, given the token through the test entry's argument (never the environment).
    command: `node node_modules/tsx/dist/cli.mjs tests/support/test-server-entry.ts '${JSON.stringify(serverOptions)}'`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Its standard output is the request log, a line for every request of the run; errors go to standard error.
    stdout: "ignore",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      ADMIN_EMAILS: "admin@patates.test",
    },
  },
});
