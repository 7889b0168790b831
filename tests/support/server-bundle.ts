import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "esbuild";

/**
 * The server's two entries (`npm start`'s server/start.ts and tests/support/test-server-entry.ts)
 * and the backup commands (`npm run backup`, `npm run restore`), bundled once for a test run so
 * that each of its many server starts and command runs runs on plain Node.
 *
 * Through tsx, every start compiles the TypeScript again: about 1.4 s of CPU time of the 2.6 s a
 * start takes (docs/decisions/0004-tests.md). The bundle is the same code: esbuild is what tsx
 * compiles with, with the same tsconfig, and the packages stay outside it, loaded from node_modules
 * as `npm start` loads them. Vitest's runs bundle (vitest.config.ts). What an operator sees of
 * `npm start` itself is tested through tsx: its refusals to start (server/start.test.ts) and the
 * end-to-end tests, which start few servers, tests/e2e/readme-defaults.desktop.spec.ts with the
 * README's settings.
 */
export const SERVER_BUNDLE_VARIABLE = "TEST_SERVER_BUNDLE";

export const BUNDLED_ENTRIES = { start: "server/start.ts", test: "tests/support/test-server-entry.ts", backup: "scripts/backup.ts", restore: "scripts/restore.ts" } as const;
export type BundledEntry = keyof typeof BUNDLED_ENTRIES;

/** The command line that runs an entry: its bundle when the run made one, else through tsx. */
export function bundledEntryArguments(entry: BundledEntry): string[] {
  const bundle = process.env[SERVER_BUNDLE_VARIABLE];
  return bundle ? [join(bundle, `${entry}.mjs`)] : throughTsx(entry);
}

/** The command line that runs an entry as `npm start` does: through tsx. */
export function throughTsx(entry: BundledEntry): string[] {
  return [resolve("node_modules/tsx/dist/cli.mjs"), BUNDLED_ENTRIES[entry]];
}

/**
 * Bundles the entries into a new folder inside node_modules (so that the bundles' package imports
 * resolve as the sources' do) and returns it with a function that removes it.
 */
export async function bundleServerEntries(): Promise<{ directory: string; remove: () => void }> {
  mkdirSync("node_modules/.cache", { recursive: true });
  const directory = mkdtempSync(resolve("node_modules/.cache/test-server-"));
  const remove = () => rmSync(directory, { recursive: true, force: true });
  try {
    await build({
      entryPoints: Object.entries(BUNDLED_ENTRIES).map(([out, source]) => ({ in: source, out })),
      outdir: directory,
      outExtension: { ".js": ".mjs" },
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      target: `node${process.versions.node}`,
      logLevel: "warning",
    });
    // The service worker's source is read beside the module that serves it (import.meta.url).
    copyFileSync("app/features/offline/service-worker.js", join(directory, "service-worker.js"));
  } catch (error) {
    remove();
    throw error;
  }
  return { directory, remove };
}

/** Vitest's global set-up: one bundle for the run, named to every test file through the environment. */
export default async function setup(): Promise<() => void> {
  const { directory, remove } = await bundleServerEntries();
  process.env[SERVER_BUNDLE_VARIABLE] = directory;
  return remove;
}
