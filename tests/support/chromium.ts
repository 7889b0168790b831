import { existsSync } from "node:fs";

/** The system Chromium (Debian's), never a test tool's own download. */
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

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

const BASE_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-site-isolation-trials"];

export const CHROME_ARGS = [...BASE_ARGS, hostResolverRules()];

/** CHROME_ARGS, with `names` standing for this machine. */
export function chromeArgsMapping(names: string[]): string[] {
  return [...BASE_ARGS, hostResolverRules(names)];
}

export function chromiumMissingMessage(): string | null {
  return existsSync(CHROME_PATH)
    ? null
    : `Chromium not found at ${CHROME_PATH}: install it with "apt-get install -y chromium" or set CHROME_PATH.`;
}
