/**
 * `npm test`: everything, in the order that fails fastest.
 *   1. types and lint   2. production build   3. Vitest (unit + integration on SQLite and PostgreSQL)
 *   4. Playwright end-to-end in the system Chromium.
 * It ends with one line counting all tests: "N passed, N failed".
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { chromiumMissingMessage } from "../tests/support/chromium";

const RESULTS = "test-results";
mkdirSync(RESULTS, { recursive: true });

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson<T>(path: string): T | null {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch {
    return null;
  }
}

const missingChromium = chromiumMissingMessage();
if (missingChromium) {
  console.error(missingChromium);
  process.exit(1);
}

const npx = process.platform === "win32" ? "npx.cmd" : "npx";
let passed = 0;
let failed = 0;
let ok = run("types and lint", "npm", ["run", "-s", "check"]) && run("build", "npm", ["run", "-s", "build"]);

if (ok) {
  const vitestJson = `${RESULTS}/vitest.json`;
  ok = run("unit and integration tests", npx, ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`]) && ok;
  const vitest = readJson<{ numPassedTests: number; numFailedTests: number }>(vitestJson);
  passed += vitest?.numPassedTests ?? 0;
  failed += vitest?.numFailedTests ?? (ok ? 0 : 1);
}

if (ok) {
  const playwrightJson = `${RESULTS}/playwright.json`;
  ok =
    run("end-to-end tests", npx, ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson }) && ok;
  const playwright = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(playwrightJson);
  passed += playwright?.stats.expected ?? 0;
  failed += (playwright?.stats.unexpected ?? (ok ? 0 : 1)) + (playwright?.stats.flaky ?? 0);
}

if (!ok && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
