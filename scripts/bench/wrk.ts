import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { onCleanup } from "./processes";

/**
 * Debian's wrk (`apt-get install -y wrk`), the load generator: in C, on its own threads, it drives
 * nginx to what this machine can do, where autocannon, in Node, ran out first (issue 25 measured
 * autocannon at 26,557 req/s against nginx, wrk at 61,031–104,674 on the same bytes).
 */
export const WRK_PATH = process.env.WRK_PATH || "/usr/bin/wrk";

export function wrkMissingMessage(): string | null {
  return existsSync(WRK_PATH) ? null : `wrk not found at ${WRK_PATH}: install it with "apt-get install -y wrk" (Debian, Ubuntu) or set WRK_PATH.`;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyMedianMs: number;
  latencyP99Ms: number;
  requests: number;
  /** Responses that were not 2xx or 3xx. */
  non2xx: number;
  /** Socket errors: connect, read, write. */
  errors: number;
  timeouts: number;
}

/** A wrk duration as milliseconds: `812.00us`, `1.23ms`, `2.01s`. */
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`not a wrk duration: ${text}`);
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "ms" ? value : match[2] === "s" ? value * 1000 : value * 60_000;
}

/** wrk's report (`--latency`) as numbers. */
export function parseWrk(output: string): LoadResult {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);
  const percentile = (p: string) => {
    const match = new RegExp(`^\\s*${p}%\\s+(\\S+)`, "m").exec(output);
    if (!match) throw new Error(`wrk reported no ${p}th percentile:\n${output}`);
    return milliseconds(match[1]!);
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const result = {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    latencyMedianMs: percentile("50"),
    latencyP99Ms: percentile("99"),
    requests: number(/(\d+) requests in /),
    non2xx: /Non-2xx or 3xx responses: (\d+)/.exec(output) ? number(/Non-2xx or 3xx responses: (\d+)/) : 0,
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
  };
  if (!Number.isFinite(result.requestsPerSecond) || !Number.isFinite(result.requests)) throw new Error(`wrk's report could not be read:\n${output}`);
  return result;
}

export interface WrkLoad {
  connections: number;
  threads: number;
  durationSeconds: number;
}

/** Runs wrk against `url` with `headers` for the load's duration and returns its report. */
export function runWrk(url: string, load: WrkLoad, headers: Record<string, string>): Promise<LoadResult> {
  const missing = wrkMissingMessage();
  if (missing) return Promise.reject(new Error(missing));
  const args = ["--latency", "-c", String(load.connections), "-t", String(load.threads), "-d", `${load.durationSeconds}s`];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(WRK_PATH, args, { stdio: ["ignore", "pipe", "pipe"] });
    const forget = onCleanup(async () => void child.kill("SIGKILL"));
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", (error) => {
      forget();
      reject(error);
    });
    child.once("exit", (code) => {
      forget();
      if (code !== 0) reject(new Error(`wrk exited ${code}:\n${output}`));
      else {
        try {
          resolve(parseWrk(output));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }
    });
  });
}
