import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { expect } from "vitest";

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came, compressed when the server compressed them. */
  body: Buffer;
}

/**
 * A request as written, with no header added but Host (the URL's, unless `headers` gives one) and
 * nothing undone on the way back: what a test of encodings, ETags and exact headers needs, which
 * fetch would not give (it asks for gzip itself and unzips the answer).
 */
export function rawRequest(url: string, { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

/**
 * An answer of the site's, less what differs on every response (its date and its fresh request id),
 * to compare two ways of answering the same request.
 */
export function comparableAnswer(response: RawResponse) {
  const headers = { ...response.headers };
  expect(headers["x-request-id"]).toMatch(/^[\w-]{12}$/);
  delete headers.date;
  delete headers["x-request-id"];
  return { status: response.status, headers, body: response.body.toString("base64") };
}
