/**
 * `npm test`: everything, in the order that fails fastest.
 *   1. types and lint, beside the production build (each alone leaves a core mostly idle; their
 *      output is kept and printed whole once both end, so the two never interleave);
 *   2. Vitest (unit + integration on SQLite and PostgreSQL);
 *   3. Playwright end-to-end in the system Chromium.
 * Vitest and Playwright each keep both of a two-core machine's cores busy on their own, so they
 * run one after the other (docs/decisions/0004-tests.md).
 * It ends with one line counting all tests: "N passed, N failed".
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { chromiumMissingMessage } from "../tests/support/chromium";

const RESULTS = "test-results";
mkdirSync(RESULTS, { recursive: true });

interface Step {
  label: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Stream the output as it comes; otherwise it is kept (and written to `${RESULTS}/<log>`) for `report`. */
  live?: boolean;
  log?: string;
}

interface Finished {
  label: string;
  ok: boolean;
  seconds: number;
  live: boolean;
  /** What a kept step wrote; empty for a live one. */
  output: string;
}

function run(step: Step): Promise<Finished> {
  const started = Date.now();
  const env = { ...process.env, ...step.env };
  if (step.live) console.log(`\n=== ${step.label} ===`);
  const child = spawn(step.command, step.args, { env, stdio: step.live ? "inherit" : ["ignore", "pipe", "pipe"] });
  const chunks: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const output = Buffer.concat(chunks).toString("utf8");
      if (step.log) writeFileSync(`${RESULTS}/${step.log}`, output);
      resolve({ label: step.label, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), live: step.live ?? false, output });
    });
  });
}

/** A kept step's output under its heading, or a live step's time under what it streamed. */
function report(finished: Finished): void {
  if (!finished.live) {
    console.log(`\n=== ${finished.label} (${finished.seconds} s) ===`);
    process.stdout.write(finished.output);
  } else {
    console.log(`=== ${finished.label}: ${finished.seconds} s ===`);
  }
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
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const [check, build] = await Promise.all([
  run({ label: "types and lint", command: npm, args: ["run", "-s", "check"], log: "check.log" }),
  run({ label: "build", command: npm, args: ["run", "-s", "build"], log: "build.log" }),
]);
report(check);
report(build);

let passed = 0;
let failed = 0;
let ok = check.ok && build.ok;

if (ok) {
  const vitestJson = `${RESULTS}/vitest.json`;
  const vitest = await run({
    label: "unit and integration tests",
    command: npx,
    args: ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
    live: true,
  });
  report(vitest);
  ok = vitest.ok;
  const counts = readJson<{ numPassedTests: number; numFailedTests: number }>(vitestJson);
  passed += counts?.numPassedTests ?? 0;
  failed += counts?.numFailedTests ?? (vitest.ok ? 0 : 1);
}

if (ok) {
  const playwrightJson = `${RESULTS}/playwright.json`;
  const playwright = await run({
    label: "end-to-end tests",
    command: npx,
    args: ["playwright", "test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson },
    live: true,
  });
  report(playwright);
  ok = playwright.ok;
  const counts = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(playwrightJson);
  passed += counts?.stats.expected ?? 0;
  failed += (counts?.stats.unexpected ?? (playwright.ok ? 0 : 1)) + (counts?.stats.flaky ?? 0);
}

if (!ok && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
