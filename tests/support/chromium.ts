import { existsSync } from "node:fs";

/** The system Chromium (Debian's), never a test tool's own download. */
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

export const CHROME_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function chromiumMissingMessage(): string | null {
  return existsSync(CHROME_PATH)
    ? null
    : `Chromium not found at ${CHROME_PATH}: install it with "apt-get install -y chromium" or set CHROME_PATH.`;
}
