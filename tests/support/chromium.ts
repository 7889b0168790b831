import { existsSync } from "node:fs";

/** The system Chromium (Debian's), never a test tool's own download: the whole browser, as Lighthouse and the benchmarks drive it. */
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * The browser the end-to-end tests drive: Debian's headless build of the same Chromium
 * (`chromium-headless-shell`, the same engine and version, without the desktop browser around it),
 * which ran the end-to-end suite in about three quarters of the whole browser's time
 * (docs/decisions/0004-tests.md). The whole browser where it is not installed; CHROME_PATH, where set.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const TEST_CHROME_PATH = process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROME_PATH);

/**
 * The outside world is out of reach here: every host name but this machine's fails at once, so a
 * page waits for nothing from it. Without this, the events' embeds (YouTube, Instagram …) each
 * took up to five seconds to fail, and a page's load waited for them. `mapped` names stand for this
 * machine (the deployment test's site name). A test's own routes (wa.me) still answer first.
 */
function hostResolverRules(mapped: string[] = []): string {
  const rules = [...mapped.map((name) => `MAP ${name} 127.0.0.1`), "MAP * ~NOTFOUND", "EXCLUDE 127.0.0.1", "EXCLUDE [::1]", "EXCLUDE localhost", "EXCLUDE *.localhost"];
  return `--host-resolver-rules=${rules.join(", ")}`;
}

const BASE_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

export const CHROME_ARGS = [...BASE_ARGS, hostResolverRules()];

/** CHROME_ARGS, with `names` standing for this machine. */
export function chromeArgsMapping(names: string[]): string[] {
  return [...BASE_ARGS, hostResolverRules(names)];
}

/** Why the end-to-end tests cannot start, or null. */
export function chromiumMissingMessage(): string | null {
  return existsSync(TEST_CHROME_PATH)
    ? null
    : `Chromium not found at ${TEST_CHROME_PATH}: install it with "apt-get install -y chromium-headless-shell" (or "chromium"), or set CHROME_PATH.`;
}
