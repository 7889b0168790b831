import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { bundledEntryArguments, throughTsx } from "./server-bundle";
import type { TestServerOptions } from "./test-server-entry";

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The child's environment on top of this process's: a variable set to undefined is removed. */
export type ServerEnv = Record<string, string | undefined>;

export interface RunningServer {
  /** Where a client reaches the server: its PUBLIC_URL, or the default http://localhost:PORT. */
  url: string;
  port: number;
  /** The address it printed for the local sign-in (`Sign in locally: …`), or null with Google. */
  signInAddress: string | null;
  output: () => string;
  /** Resolves with the output once it contains `text`, as the server writes it: no polling. */
  waitForOutput: (text: string) => Promise<string>;
  stop: () => Promise<void>;
  /** `kill -9` of the server (its whole process group): no shutdown, no last writes. */
  crash: () => Promise<void>;
}

function childEnvironment(env: ServerEnv): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined) merged[key] = value;
  return merged;
}

const LOCAL_PROVIDER_LINE = "Sign-in: the local identity provider";
const SIGN_IN_LINE = /^Sign in locally: (\S+)\r?\n/m;

/** The address a server printed for the local sign-in, once its line is whole. */
export function printedSignInAddress(output: string): string | null {
  return SIGN_IN_LINE.exec(output)?.[1] ?? null;
}

/**
 * Runs `npm start`'s entry as a child process, as an operator would (bundled once per Vitest run:
 * tests/support/server-bundle.ts), and waits until it serves (and, with the local sign-in, has
 * printed its address). Unless told otherwise it listens on
 * 127.0.0.1 and calls that address its PUBLIC_URL, so tests reach it on one origin; pass `HOST:
 * undefined, PUBLIC_URL: undefined` for the README's defaults. With `options`, the same start-up
 * runs through tests/support/test-server-entry.ts, which passes them. With a `launcher`, the
 * command runs after it (`unshare … exec node …`: tests/support/mount-namespace.ts).
 */
export async function startServer(env: ServerEnv, options?: TestServerOptions, launcher: string[] = []): Promise<RunningServer> {
  const port = env.PORT ?? String(await freePort());
  const childEnv = childEnvironment({
    ...process.env,
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
    PORT: port,
  });
  // Its own process group, so that crash() reaches the server behind tsx's launcher too.
  const command = options ? [...bundledEntryArguments("test"), JSON.stringify(options)] : bundledEntryArguments("start");
  // A launcher (mount-namespace.ts) runs the server inside it: `exec`s it, so the pid is the server's.
  const [file, ...args] = [...launcher, process.execPath, ...command] as [string, ...string[]];
  const child = spawn(file, args, { env: childEnv, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((ready, fail) => {
    const onData = () => {
      if (!output.includes("Serving on")) return;
      if (!output.includes(LOCAL_PROVIDER_LINE) || printedSignInAddress(output)) ready();
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
  });
  child.removeAllListeners("exit");
  const waitForOutput = (text: string) =>
    new Promise<string>((found) => {
      const check = () => {
        if (!output.includes(text)) return;
        child.stdout.off("data", check);
        found(output);
      };
      child.stdout.on("data", check);
      check();
    });
  return {
    url: childEnv.PUBLIC_URL ?? `http://localhost:${port}`,
    port: Number(port),
    signInAddress: printedSignInAddress(output),
    output: () => output,
    waitForOutput,
    stop: () => stopChild(child),
    crash: () => crashChild(child),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", () => done());
    child.kill("SIGTERM");
  });
}

function crashChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", () => done());
    if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
  });
}

/**
 * Runs `npm start`'s command itself (through tsx, never the run's bundle) expecting it to refuse to
 * start; resolves with its exit code and output, which are what an operator sees.
 */
export async function runFailingStart(env: ServerEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, throughTsx("start"), {
    env: childEnvironment({ ...process.env, HOST: "127.0.0.1", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once("exit", done));
  return { code, output };
}
