import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROME_ARGS, CHROME_PATH, chromiumMissingMessage } from "./tests/support/chromium";

const missing = chromiumMissingMessage();
if (missing) throw new Error(missing);

const PORT = Number(process.env.E2E_PORT ?? 4317);
// E2E_BASE_URL: test a server that is already running (e.g. `npm run dev`) instead of starting one.
const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL;
// One fresh database per run, shared by the server and the tests (set once, inherited by workers).
process.env.E2E_DATABASE_URL ??= `file:${join(tmpdir(), `patates-e2e-${Date.now()}.db`)}`;

export default defineConfig({
  testDir: "tests/e2e",
  // One folder per port, so side-by-side runs do not clean away each other's traces.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: EXTERNAL_BASE_URL ?? `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_ARGS },
    trace: "retain-on-failure",
    serviceWorkers: "allow",
  },
  projects: [
    // Specs named *.phone.spec.ts run only on the phone, *.desktop.spec.ts only on the desktop.
    {
      name: "desktop",
      testIgnore: /\.phone\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: EXTERNAL_BASE_URL ? undefined : {
    command: `node node_modules/tsx/dist/cli.mjs server/start.ts`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      ADMIN_EMAILS: "admin@patates.test",
      // Test hook: a reorder that includes an item whose English name has this text fails on the
      // server, so the tests can see Menu Management roll back (app/features/menu-management).
      MENU_REORDER_TEST_FAILURE_MARKER: "[fail-reorder]",
    },
  },
});
