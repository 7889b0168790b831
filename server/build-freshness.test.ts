import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildIsStale } from "./build-freshness";

/**
 * A project of its own in a temporary folder: one source, and in place of React Router's build
 * command one that counts its runs, takes a moment, and writes the server build.
 */
function fakeProject(): string {
  const root = mkdtempSync(join(tmpdir(), "patates-build-"));
  mkdirSync(join(root, "app"));
  writeFileSync(join(root, "app", "root.tsx"), "export {};\n");
  const bin = join(root, "node_modules", "@react-router", "dev");
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    join(bin, "bin.js"),
    `const fs = require("node:fs");
fs.appendFileSync("builds.log", process.pid + " " + process.env.NODE_ENV + "\\n");
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);
fs.mkdirSync("build/server", { recursive: true });
fs.writeFileSync("build/server/index.js", "export {};\\n");
`,
  );
  return root;
}

/** `npm start`'s build step, in a process of its own at `root`: resolves with its exit code and output. */
function startsBuilding(root: string, env: NodeJS.ProcessEnv = process.env): Promise<{ code: number | null; output: string }> {
  const module = resolve("server/build-freshness.ts");
  const child = spawn(process.execPath, [resolve("node_modules/tsx/dist/cli.mjs"), "-e", `import(${JSON.stringify(module)}).then((m) => m.buildIfNeeded())`], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.once("exit", (code) => done({ code, output })));
}

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe("building before a start", () => {
  it("builds once when several instances start at once from one checkout", async () => {
    root = fakeProject();
    const starts = await Promise.all([startsBuilding(root), startsBuilding(root), startsBuilding(root)]);
    expect(starts.map((start) => start.code)).toEqual([0, 0, 0]);
    expect(readFileSync(join(root, "builds.log"), "utf8").trim().split("\n")).toHaveLength(1);
    expect(buildIsStale(root)).toBe(false);
  });

  it("takes over the lock of a start that died while building", async () => {
    root = fakeProject();
    // A lock left by a process that is gone: pid 2^22 + 1 is above Linux's largest.
    mkdirSync(join(root, "build.lock"));
    writeFileSync(join(root, "build.lock", "pid"), String(4_194_305));
    const start = await startsBuilding(root);
    expect(start.code).toBe(0);
    expect(readFileSync(join(root, "builds.log"), "utf8").trim().split("\n")).toHaveLength(1);
  });

  it("builds again when a source is newer than the build", async () => {
    root = fakeProject();
    await startsBuilding(root);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, "app", "root.tsx"), later, later);
    expect(buildIsStale(root)).toBe(true);
    await startsBuilding(root);
    expect(readFileSync(join(root, "builds.log"), "utf8").trim().split("\n")).toHaveLength(2);
  });

  it("counts the build's chunk plan (scripts/bundle), which vite.config.ts imports, as a source", async () => {
    root = fakeProject();
    await startsBuilding(root);
    expect(buildIsStale(root)).toBe(false);
    mkdirSync(join(root, "scripts", "bundle"), { recursive: true });
    const plan = join(root, "scripts", "bundle", "guest-chunks.ts");
    writeFileSync(plan, "export {};\n");
    const later = new Date(Date.now() + 60_000);
    utimesSync(plan, later, later);
    expect(buildIsStale(root)).toBe(true);
  });

  it("builds for production whatever NODE_ENV the start was given (Vitest's is `test`)", async () => {
    root = fakeProject();
    await startsBuilding(root, { ...process.env, NODE_ENV: "test" });
    expect(readFileSync(join(root, "builds.log"), "utf8").trim().split(" ")[1]).toBe("production");
  });
});
