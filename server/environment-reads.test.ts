import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { documentedVariables } from "../tests/support/readme-configuration";

/**
 * The code that runs in production (app/ and server/, tests aside) reads from the environment only
 * the configuration README.md documents in its table. A variable a test sets to change what the
 * server does would be a switch production carries too: tests act from outside (the browser's
 * routes, database rows, or options passed by their own start-up code) instead.
 */
const ROOTS = ["app", "server"];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(?:ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every environment read in `source`: `process.env.NAME`, `process.env["NAME"]` and, in the
 * modules the environment is handed to whole, `env.NAME`. `process.env` used any other way is
 * reported as `?`, unless it is handed whole to the configuration's reader, or passed on whole to a
 * child process (`env: { ...process.env, NAME: … }`: the child's environment, not a read).
 */
export function environmentReads(source: string): string[] {
  const reads: string[] = [];
  for (const match of source.matchAll(/process\.env(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[\s*["'`]([^"'`]+)["'`]\s*\])?/g)) {
    const name = match[1] ?? match[2];
    if (name) reads.push(name);
    else if (!handedWhole(source, match.index)) reads.push("?");
  }
  for (const match of source.matchAll(/(?<![.\w])env\??\.([A-Za-z_][A-Za-z0-9_]*)/g)) reads.push(match[1]!);
  return reads;
}

/** Whether the `process.env` at `index` goes whole to the configuration's reader or to a child process. */
function handedWhole(source: string, index: number): boolean {
  const around = (before: string, after: string) => source.slice(index - before.length, index + "process.env".length + after.length) === `${before}process.env${after}`;
  return around("loadServerConfig(", ")") || around("env: { ...", ",");
}

describe("environment reads in production code", () => {
  const documented = documentedVariables(readFileSync("README.md", "utf8"));

  it("finds the README's configuration table", () => {
    expect([...documented]).toEqual(expect.arrayContaining(["PORT", "HOST", "DATABASE_URL", "PUBLIC_URL", "GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "ADMIN_EMAILS"]));
  });

  it("reads only documented configuration, and nothing named for tests", () => {
    const unexpected = ROOTS.flatMap(sourceFiles).flatMap((path) =>
      environmentReads(readFileSync(path, "utf8"))
        .filter((name) => !documented.has(name) || /TEST/i.test(name))
        .map((name) => `${relative(".", path)}: ${name === "?" ? "process.env read in a way this test cannot name" : name}`),
    );
    expect(unexpected).toEqual([]);
  });

  it("recognises each way of reading", () => {
    expect(environmentReads('const a = process.env.PORT; const b = process.env["MENU_X"]; const c = env.HOST ?? env?.PUBLIC_URL;')).toEqual(["PORT", "MENU_X", "HOST", "PUBLIC_URL"]);
    expect(environmentReads("const all = { ...process.env };")).toEqual(["?"]);
    expect(environmentReads("config = loadServerConfig(process.env);")).toEqual([]);
    expect(environmentReads('spawnSync(node, args, { env: { ...process.env, NODE_ENV: "production" } });')).toEqual([]);
    expect(environmentReads("spawnSync(node, args, { env: process.env });")).toEqual(["?"]);
    // A property named env of another object is not the environment handed to a reader.
    expect(environmentReads("const mode = import.meta.env.MODE; const x = options.env.PORT;")).toEqual([]);
  });
});
