import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

// Everything the build reads: vite.config.ts takes its chunk plan from scripts/bundle.
const INPUTS = ["app", "public", "vite.config.ts", "scripts/bundle", "react-router.config.ts", "server/precompress.ts", "tsconfig.json", "package-lock.json"];
/** Where the build lives: `build/` unless BUILD_DIR says otherwise (see react-router.config.ts). */
export const BUILD_DIRECTORY = process.env.BUILD_DIR || "build";
export const SERVER_BUILD = `${BUILD_DIRECTORY}/server/index.js`;

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

/** Whether the production build is missing or older than any of its sources. */
export function buildIsStale(root = process.cwd()): boolean {
  const output = resolve(root, SERVER_BUILD);
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return INPUTS.some((input) => newestModification(resolve(root, input)) > builtAt);
}

/**
 * Builds the app when needed, so `npm start` on a fresh clone just works. Several instances
 * started at once from one checkout (systemd's patates@3000 and patates@3001 after an upgrade)
 * build once: the first takes the build's lock, the others wait for it and find the build fresh.
 */
export function buildIfNeeded(root = process.cwd()): void {
  if (!buildIsStale(root)) return;
  withBuildLock(root, () => {
    if (!buildIsStale(root)) return;
    console.log("Building the site (first start or changed sources)...");
    const bin = resolve(root, "node_modules/@react-router/dev/bin.js");
    // Always the production build, whoever starts it: Vite builds React's development version when
    // NODE_ENV says otherwise (Vitest sets it to `test`), and `npm start` would then serve that.
    const result = spawnSync(process.execPath, [bin, "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
    if (result.status !== 0) {
      throw new Error(`The build failed (exit ${result.status ?? result.signal}); see the output above.`);
    }
  });
}

const LOCK_POLL_MS = 200;

/**
 * Runs `work` holding the build's lock: a folder beside the build (mkdir either creates it or
 * fails, at once for everyone), holding the pid of its holder. A lock whose holder has died (a
 * start killed mid-build) is taken over.
 */
function withBuildLock(root: string, work: () => void): void {
  const lock = resolve(root, `${BUILD_DIRECTORY}.lock`);
  const holderFile = join(lock, "pid");
  let announced = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(holderFile, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number(existsSync(holderFile) ? readFileSync(holderFile, "utf8") : NaN);
    if (Number.isInteger(holder) && !isRunning(holder)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (!announced) console.log("Waiting for another start to finish building the site...");
    announced = true;
    // Start-up is synchronous here: block this process alone until the next look.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, LOCK_POLL_MS);
  }
  try {
    work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The server build imports its dependencies by name. A BUILD_DIR outside the project (say under
 * /tmp) finds them through a node_modules link beside it.
 */
export function linkDependenciesForBuild(root = process.cwd()): void {
  const directory = resolve(root, BUILD_DIRECTORY);
  const outside = relative(root, directory).startsWith("..");
  const link = join(directory, "node_modules");
  if (!outside || existsSync(link)) return;
  mkdirSync(directory, { recursive: true });
  symlinkSync(resolve(root, "node_modules"), link, "dir");
}
