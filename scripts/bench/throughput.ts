import { writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { getOk } from "./http";
import { onCleanup, startStaticServer } from "./processes";

export const LOAD = { connections: 10, durationSeconds: 10, warmupSeconds: 2 };
/** Both servers get the same request: a Turkish-speaking browser that accepts gzip. */
const HEADERS = { "accept-language": "tr", "accept-encoding": "gzip" };

export interface LoadResult {
  requestsPerSecond: number;
  latencyMedianMs: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Responses per status code, e.g. { "200": 1234 }. */
  statusCodes: Record<string, number>;
}

export interface ThroughputResult {
  ours: LoadResult;
  static: LoadResult;
  ratio: number;
  htmlBytes: number;
  ourContentEncoding: string;
}

async function load(url: string): Promise<LoadResult> {
  const instance = autocannon({
    url,
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
    headers: HEADERS,
    warmup: { connections: LOAD.connections, duration: LOAD.warmupSeconds },
  });
  const forget = onCleanup(() => instance.stop());
  const result = await instance;
  forget();
  const codes = Object.entries(result.statusCodeStats).map(([code, { count }]) => `${count}× ${code}`).join(", ");
  console.log(
    `   ${url}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms` +
      ` (${codes || "no responses"}; ${result.errors} errors, ${result.timeouts} timeouts)`,
  );
  return {
    requestsPerSecond: result.requests.average,
    latencyMedianMs: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
  };
}

/**
 * Requests per second of our server's /menu against a static server that answers with the very same
 * HTML (saved from ours), both asked for gzip, one after the other, with the same load.
 */
export async function compareWithStatic(serverUrl: string, staticPort: number, htmlPath: string): Promise<ThroughputResult> {
  const page = await getOk(`${serverUrl}/menu`, HEADERS);
  writeFileSync(htmlPath, page.body);

  const staticServer = await startStaticServer(staticPort, htmlPath);
  try {
    const ours = await load(`${serverUrl}/menu`);
    const baseline = await load(`${staticServer.url}/menu`);
    return {
      ours,
      static: baseline,
      ratio: ours.requestsPerSecond / baseline.requestsPerSecond,
      htmlBytes: page.body.length,
      ourContentEncoding: String(page.headers["content-encoding"] ?? "none"),
    };
  } finally {
    await staticServer.stop();
  }
}
