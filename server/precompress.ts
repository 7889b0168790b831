import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress as brotliCallback, constants, gzip as gzipCallback } from "node:zlib";

const brotliCompress = promisify(brotliCallback);
const gzipCompress = promisify(gzipCallback);

/** The browser's files worth compressing: text, not pictures or fonts, which are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|svg|json|webmanifest|txt|xml)$/;
/** Smaller files gain too little to be worth two more copies. */
const SMALLEST_COMPRESSED = 512;

/**
 * Writes every text file in the folder (at any depth) also as Brotli at its best (quality 11) and
 * gzip at its best (level 9) beside it, `name.br` and `name.gz`, for server/static-files.ts to send
 * as they are: compressed once, at the end of the build (react-router.config.ts), rather than on
 * every request, and smaller than anything fast enough to run per request
 * (docs/decisions/0040-precompressed-static-files.md). A copy no smaller than its file is not
 * written.
 */
export async function precompressFolder(folder: string): Promise<void> {
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < SMALLEST_COMPRESSED) return;
      const [brotli, gzip] = await Promise.all([
        brotliCompress(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzipCompress(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
      if (gzip.length < content.length) await writeFile(`${file}.gz`, gzip);
    }),
  );
}
