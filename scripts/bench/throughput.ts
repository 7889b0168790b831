import { writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { get, getOk } from "./http";
import { startNginx } from "./nginx";
import { onCleanup } from "./processes";

export const LOAD = { connections: 10, durationSeconds: 10, warmupSeconds: 2 };
/** Both get the same request: a Turkish-speaking browser that accepts gzip. */
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
  nginx: LoadResult;
  /** Ours over nginx's requests per second. */
  ratio: number;
  htmlBytes: number;
  /** The bytes on the wire per response, the same from both. */
  gzipBytes: number;
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
 * Requests per second of our server's /menu against nginx answering with the very same bytes (our
 * gzipped response, saved), both asked for gzip, one after the other, with the same load. nginx
 * serving a file is what this machine can do at best for such a page; see nginx.ts for its settings.
 * `folder`: where nginx's config and files go.
 */
export async function compareWithNginx(serverUrl: string, nginxPort: number, folder: string, htmlCopy: string): Promise<ThroughputResult> {
  const page = await getOk(`${serverUrl}/menu`, HEADERS);
  if (page.headers["content-encoding"] !== "gzip") throw new Error("our server did not gzip /menu: the comparison would not be fair");
  writeFileSync(htmlCopy, page.body);

  const nginx = await startNginx(nginxPort, folder, { path: "/menu", html: page.body, gzip: page.raw });
  try {
    // The same bytes, or the comparison says nothing.
    const copy = await get(`${nginx.url}/menu`, HEADERS);
    if (copy.status !== 200 || copy.headers["content-encoding"] !== "gzip" || !copy.raw.equals(page.raw)) {
      throw new Error(`nginx did not send our gzipped page (status ${copy.status}, ${copy.raw.length} bytes, encoding ${String(copy.headers["content-encoding"])})`);
    }
    const ours = await load(`${serverUrl}/menu`);
    const baseline = await load(`${nginx.url}/menu`);
    return {
      ours,
      nginx: baseline,
      ratio: ours.requestsPerSecond / baseline.requestsPerSecond,
      htmlBytes: page.body.length,
      gzipBytes: page.raw.length,
    };
  } finally {
    await nginx.stop();
  }
}
