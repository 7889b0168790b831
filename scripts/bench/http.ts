import { Agent, request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/** One keep-alive connection pool for every plain request the benchmark makes (loopback only). */
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

export interface Fetched {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes on the wire (compressed when the server compressed them). */
  raw: Buffer;
  /** The body after undoing Content-Encoding (gzip or br). */
  body: Buffer;
  /** Milliseconds from sending the request to the last byte of the body. */
  ms: number;
}

const REQUEST_TIMEOUT_MS = 30_000;

/** GET over node:http, without any automatic decompression, so sizes and times are what they are. */
export function get(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const req = request(url, { agent, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", fail);
      res.on("end", () => {
        const ms = performance.now() - started;
        const raw = Buffer.concat(chunks);
        try {
          const encoding = res.headers["content-encoding"];
          const body = encoding === "gzip" ? gunzipSync(raw) : encoding === "br" ? brotliDecompressSync(raw) : raw;
          done({ status: res.statusCode ?? 0, headers: res.headers, raw, body, ms });
        } catch (error) {
          fail(error);
        }
      });
    });
    req.on("timeout", () => req.destroy(new Error(`GET ${url} took over ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on("error", fail);
    req.end();
  });
}

/** GET that must answer 200. */
export async function getOk(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await get(url, headers);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return response;
}

export function closeConnections(): void {
  agent.destroy();
}
