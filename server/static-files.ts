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
  const files = (directory: string, serveStatic: { immutable?: boolean; maxAge: string }): RequestHandler => {
    const send = expressStaticGzip(directory, { enableBrotli: true, orderPreference: PRECOMPRESSED, index: false, serveStatic: { ...serveStatic, index: false } }) as RequestHandler;
    // It lists the copies once, at start, and names the one it chose (type, encoding) before
    // sending it. A copy gone since (a new build put in place while this process still runs) is
    // passed on with those names still on the response: what answers next (React Router's 404)
    // would go out as Brotli, or fail on a second Content-Type. They go with the file.
    return (req, res, next) =>
      send(req, res, (error?: unknown) => {
        if (!error && !res.headersSent) {
          res.removeHeader("Content-Type");
          res.removeHeader("Content-Encoding");
        }
        next(error);
      });
  };
  const router = Router();
  router.use("/assets", files(`${clientDirectory}/assets`, { immutable: true, maxAge: "1y" }));
  router.use(files(clientDirectory, { maxAge: "1h" }));
  return router;
}
