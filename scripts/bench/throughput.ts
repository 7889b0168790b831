import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { startBareNode } from "./bare-node";
import { get, getOk } from "./http";
import { startNginx } from "./nginx";
import { percentile } from "./timing";
import { runWrk, type LoadResult, type WrkLoad } from "./wrk";

export type { LoadResult };

/** The load of every run: 32 connections on two of wrk's threads, after a warm-up of the same. */
export const LOAD: WrkLoad & { warmupSeconds: number } = { connections: 32, threads: 2, durationSeconds: 5, warmupSeconds: 2 };

/**
 * How many times the three servers are loaded in turn, for each encoding. On two cores wrk and the
 * server share the machine, and one run of each moved a ratio by up to a third from one bench to the
 * next: three rounds, each comparing the servers under the same conditions, and the middle ratio.
 */
export const ROUNDS = 3;

/** A Turkish-speaking browser, asking for gzip or not. */
export const ENCODINGS = {
  gzip: { "accept-language": "tr", "accept-encoding": "gzip" },
  identity: { "accept-language": "tr", "accept-encoding": "identity" },
} as const;
export type Encoding = keyof typeof ENCODINGS;

/** One round: each server under the same load, one after the other. */
export interface ServersLoad {
  ours: LoadResult;
  nginx: LoadResult;
  bareNode: LoadResult;
}

/** The rounds of one encoding, as the report gives them. */
export interface RoundsSummary {
  /** Each server's median requests per second over the rounds. */
  requestsPerSecond: Record<keyof ServersLoad, number>;
  /** Our requests per second over another server's, in each round: the median, and the lowest and highest. */
  toNginx: Spread;
  toBareNode: Spread;
  /** Ours: the median round's median latency. */
  latencyMedianMs: number;
  /**
   * Each server's p99 over the rounds: the median round's, judged against the target, and the worst
   * beside it. Without gzip a round's p99 moves by tens of milliseconds from one round to the next
   * on two cores, as a bare Node server's tail does on the same bytes (decision 0007).
   */
  p99Ms: Record<keyof ServersLoad, Spread>;
  /** Failed responses (non-2xx, socket errors, timeouts) of each server over every round. */
  failures: Record<keyof ServersLoad, number>;
}

export interface Spread {
  median: number;
  lowest: number;
  highest: number;
}

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), lowest: sorted[0] ?? Number.NaN, highest: sorted.at(-1) ?? Number.NaN };
}

export function summarizeRounds(rounds: readonly ServersLoad[]): RoundsSummary {
  const servers = ["ours", "nginx", "bareNode"] as const;
  const each = <T>(of: (server: (typeof servers)[number]) => T) => Object.fromEntries(servers.map((server) => [server, of(server)])) as Record<keyof ServersLoad, T>;
  const failed = (result: LoadResult) => result.non2xx + result.errors + result.timeouts;
  return {
    requestsPerSecond: each((server) => spread(rounds.map((round) => round[server].requestsPerSecond)).median),
    toNginx: spread(rounds.map((round) => round.ours.requestsPerSecond / round.nginx.requestsPerSecond)),
    toBareNode: spread(rounds.map((round) => round.ours.requestsPerSecond / round.bareNode.requestsPerSecond)),
    latencyMedianMs: spread(rounds.map((round) => round.ours.latencyMedianMs)).median,
    p99Ms: each((server) => spread(rounds.map((round) => round[server].latencyP99Ms))),
    failures: each((server) => rounds.reduce((sum, round) => sum + failed(round[server]), 0)),
  };
}

export interface ThroughputResult {
  /** The servers' rounds, with gzip asked for and without. */
  byEncoding: Record<Encoding, ServersLoad[]>;
  htmlBytes: number;
  /** The bytes on the wire per gzipped response, the same from all three. */
  gzipBytes: number;
}

/** `url` under LOAD after a warm-up of the same, printed as it ends. */
export async function load(name: string, url: string, headers: Record<string, string>): Promise<LoadResult> {
  await runWrk(url, { ...LOAD, durationSeconds: LOAD.warmupSeconds }, headers);
  const result = await runWrk(url, LOAD, headers);
  console.log(
    `   ${name} ${url} (${headers["accept-encoding"]}): ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.latencyMedianMs.toFixed(2)} ms,` +
      ` p99 ${result.latencyP99Ms.toFixed(2)} ms (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
  );
  return result;
}

/** Whether `url` sends exactly our page for each encoding: otherwise the comparison says nothing. */
async function expectSameBytes(name: string, url: string, page: { html: Buffer; gzip: Buffer }): Promise<void> {
  const zipped = await get(url, ENCODINGS.gzip);
  if (zipped.status !== 200 || zipped.headers["content-encoding"] !== "gzip" || !zipped.raw.equals(page.gzip)) {
    throw new Error(`${name} did not send our gzipped page (status ${zipped.status}, ${zipped.raw.length} bytes, encoding ${String(zipped.headers["content-encoding"])})`);
  }
  const plain = await get(url, ENCODINGS.identity);
  if (plain.status !== 200 || plain.headers["content-encoding"] !== undefined || !plain.raw.equals(page.html)) {
    throw new Error(`${name} did not send our page as HTML (status ${plain.status}, ${plain.raw.length} bytes, encoding ${String(plain.headers["content-encoding"])})`);
  }
}

/**
 * Requests per second of our server's /menu (from its page cache), of nginx answering with the very
 * same bytes (our responses, saved: `gzip_static` for gzip) and of a bare Node.js server sending
 * them too, with gzip asked for and without, one after the other under the same load. nginx serving
 * a file is what this machine can do at best for such a page; bare Node is what Node itself can
 * do, so the gap to it is our server's own cost per request. In ROUNDS rounds for each encoding.
 * `folder`: where their files go.
 */
export async function compareThroughput(serverUrl: string, ports: { nginx: number; bareNode: number }, folder: string, htmlCopy: string): Promise<ThroughputResult> {
  const zipped = await getOk(`${serverUrl}/menu`, ENCODINGS.gzip);
  if (zipped.headers["content-encoding"] !== "gzip") throw new Error("our server did not gzip /menu: the comparison would not be fair");
  const plain = await getOk(`${serverUrl}/menu`, ENCODINGS.identity);
  if (!plain.raw.equals(gunzipSync(zipped.raw))) throw new Error("our server's /menu differs with and without gzip: is the page cache serving it?");
  const page = { path: "/menu", html: plain.raw, gzip: zipped.raw };
  writeFileSync(htmlCopy, page.html);

  const nginx = await startNginx(ports.nginx, join(folder, "nginx"), page);
  try {
    const bareNode = await startBareNode(ports.bareNode, folder, page);
    try {
      for (const [name, url] of [["our server", serverUrl], ["nginx", nginx.url], ["bare node", bareNode.url]] as const) await expectSameBytes(name, `${url}/menu`, page);
      const byEncoding: Record<Encoding, ServersLoad[]> = { gzip: [], identity: [] };
      for (const encoding of ["gzip", "identity"] as const) {
        const headers = ENCODINGS[encoding];
        for (let round = 1; round <= ROUNDS; round++) {
          console.log(`  round ${round} of ${ROUNDS}`);
          byEncoding[encoding].push({
            ours: await load("our server", `${serverUrl}/menu`, headers),
            nginx: await load("nginx", `${nginx.url}/menu`, headers),
            bareNode: await load("bare node", `${bareNode.url}/menu`, headers),
          });
        }
      }
      return { byEncoding, htmlBytes: page.html.length, gzipBytes: page.gzip.length };
    } finally {
      await bareNode.stop();
    }
  } finally {
    await nginx.stop();
  }
}
