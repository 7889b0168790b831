import { spawn } from "node:child_process";
import { resolve } from "node:path";

const TSX = resolve("node_modules/tsx/dist/cli.mjs");

export interface InstanceStart {
  code: number | null;
  /** The child's JSON line: `{ ok: true, seeded }` or `{ ok: false, error }`. */
  outcome: { ok: boolean; seeded?: boolean; error?: string } | null;
  output: string;
}

/**
 * Starts `count` processes that each prepare the database at `databaseUrl`, lets them all load,
 * then tells them to go at the same moment: instances of the server starting together.
 */
export async function prepareTogether(databaseUrl: string, count: number): Promise<InstanceStart[]> {
  const children = Array.from({ length: count }, () => {
    const child = spawn(process.execPath, [TSX, "tests/support/prepare-database-child.ts"], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const ready = new Promise<void>((done, fail) => {
      child.stdout.on("data", () => output.includes("ready\n") && done());
      child.once("exit", (code) => fail(new Error(`exited with ${code} before it was ready:\n${output}`)));
    });
    const exited = new Promise<InstanceStart>((done) =>
      child.once("exit", (code) => {
        const line = output.split("\n").find((text) => text.startsWith("{"));
        done({ code, outcome: line ? (JSON.parse(line) as InstanceStart["outcome"]) : null, output });
      }),
    );
    return { child, ready, exited };
  });
  await Promise.all(children.map(({ ready }) => ready));
  for (const { child } of children) child.stdin.write("go\n");
  return Promise.all(children.map(({ exited }) => exited));
}
