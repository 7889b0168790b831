import type { Request as ExpressRequest } from "express";

/**
 * The web Request React Router reads, from Express's request. `path` replaces the path and query,
 * for the page cache's canonical address.
 */
export function toWebRequest(req: ExpressRequest, { path = req.originalUrl, method = req.method }: { path?: string; method?: string } = {}): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
    else if (value !== undefined) headers.set(key, value);
  }
  return new Request(`${req.protocol}://${req.host}${path}`, { method, headers });
}
