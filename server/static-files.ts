import { Router, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";

/** The encodings the build writes beside each file (server/precompress.ts), best first. */
const PRECOMPRESSED = ["br", "gzip"];

/**
 * The browser's build, each file sent as Brotli or gzip from the copy the build wrote beside it when
 * the browser takes that encoding (with `Vary: Accept-Encoding`), and as it is otherwise: nothing is
 * compressed per request (docs/decisions/0040-precompressed-static-files.md). ETags, ranges, HEAD
 * and 304 are serve-static's, each copy with its own ETag.
 *
 * - `/assets/…`: fingerprinted bundles, which never change, kept a year.
 * - Anything else in the folder (the logo, icons, images): kept an hour.
 */
export function staticFiles(clientDirectory: string): Router {
  const files = (directory: string, serveStatic: { immutable?: boolean; maxAge: string }) =>
    expressStaticGzip(directory, { enableBrotli: true, orderPreference: PRECOMPRESSED, index: false, serveStatic: { ...serveStatic, index: false } }) as RequestHandler;
  const router = Router();
  router.use("/assets", files(`${clientDirectory}/assets`, { immutable: true, maxAge: "1y" }));
  router.use(files(clientDirectory, { maxAge: "1h" }));
  return router;
}
