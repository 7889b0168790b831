import { spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { forgetGroup, watchGroup } from "./reaper";
import { outputTail } from "./output-tail";

const TSX = resolve("node_modules/tsx/dist/cli.mjs");
const START_TIMEOUT_MS = 240_000; // the server builds first when the build is stale
const STOP_TIMEOUT_MS = 10_000;

/** Where the servers find (and, when stale, write) the build: BUILD_DIR, passed through. */
export const BUILD_DIR = process.env.BUILD_DIR || "build";

/** Everything to undo on exit, newest first: processes we started, a browser, temporary files. */
const cleanups = new Set<() => Promise<void> | void>();

export function onCleanup(cleanup: () => Promise<void> | void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export async function cleanUpAll(): Promise<void> {
  for (const cleanup of [...cleanups].reverse()) {
    cleanups.delete(cleanup);
    await Promise.resolve()
      .then(cleanup)
      .catch((error: unknown) => console.error("Clean-up failed:", error));
  }
}

let interrupted = false;

/** After Ctrl-C nothing new may start while the clean-up runs. */
export function checkNotInterrupted(): void {
  if (interrupted) throw new Error("interrupted");
}

export function wasInterrupted(): boolean {
  return interrupted;
}

/** Ctrl-C (or a TERM) stops every process this run started before leaving. */
export function cleanUpOnSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping the processes this benchmark started...`);
      void cleanUpAll().finally(() => process.exit(130));
    });
  }
}

export interface RunningProcess {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** How much of a child's output is kept to explain a failure. */
const OUTPUT_KEPT_BYTES = 65_536;

/** The end of a child's output, indented, for an error message. */
function lastLines(output: string, count = 15): string {
  const lines = output.split("\n").filter((line) => line.trim() !== "");
  return lines.length === 0 ? "   (no output)" : lines.slice(-count).map((line) => `   ${line}`).join("\n");
}

export interface ProcessSpec {
  /** What error messages call it. */
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Printed (to stdout or stderr) once it serves. */
  readyText: string;
  url: string;
}

/**
 * Runs a program as a child in its own process group (so the whole group can be stopped: tsx runs
 * node as a child of its own, nginx its workers), and waits until its output (stdout or stderr)
 * contains `readyText`.
 */
export async function startProcess({ name, command, args, env, readyText, url }: ProcessSpec): Promise<RunningProcess> {
  checkNotInterrupted();
  const child = spawn(command, args, {
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  if (child.pid !== undefined) watchGroup(child.pid);
  // The last 64 KB is plenty to explain a failure, and a server logging every request cannot fill memory.
  const { keep, text: output } = outputTail(OUTPUT_KEPT_BYTES);
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let stopping = false;
  const stop = () => {
    stopping = true;
    return stopGroup(child);
  };
  const forget = onCleanup(stop);

  try {
    await new Promise<void>((ready, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`${name} did not start within ${START_TIMEOUT_MS / 1000} s:\n${lastLines(output())}`)),
        START_TIMEOUT_MS,
      );
      // Read until the ready text, not after: under load the output is megabytes a second.
      const check = () => {
        if (!output().includes(readyText)) return;
        clearTimeout(timer);
        child.stdout.off("data", check);
        child.stderr.off("data", check);
        ready();
      };
      child.stdout.on("data", check);
      child.stderr.on("data", check);
      // A program that is not there (ENOENT) or cannot run.
      child.once("error", (error) => {
        clearTimeout(timer);
        fail(new Error(`${name} could not be started: ${error.message}`));
      });
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        fail(new Error(`${name} exited (${code ?? signal}) before it served:\n${lastLines(output())}`));
      });
    });
  } catch (error) {
    await stop();
    forget();
    throw error;
  }
  child.removeAllListeners("exit");
  child.once("exit", (code, signal) => {
    if (stopping) return;
    console.error(`   ${name} on ${url} exited unexpectedly (${code ?? signal}); its last lines:\n${lastLines(output())}`);
  });
  return {
    url,
    output,
    stop: async () => {
      await stop();
      forget();
    },
  };
}

/** Ends the child's whole process group: TERM, then KILL if it has not exited in time. */
function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return Promise.resolve();
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  };
  const finish = () => {
    // tsx runs the script in a child of its own, nginx its workers, all in the same group: leave nothing behind.
    signalGroup("SIGKILL");
    forgetGroup(pid);
  };
  if (child.exitCode !== null || child.signalCode !== null) {
    finish();
    return Promise.resolve();
  }
  return new Promise((done) => {
    const timer = setTimeout(() => signalGroup("SIGKILL"), STOP_TIMEOUT_MS);
    child.once("exit", () => {
      clearTimeout(timer);
      finish();
      done();
    });
    signalGroup("SIGTERM");
  });
}

/** Our production server, started as an operator would (`server/start.ts`), on a SQLite file's path or a `postgres://` URL. */
export function startAppServer(port: number, database: string): Promise<RunningProcess> {
  return startProcess({
    name: "server/start.ts",
    command: process.execPath,
    args: [TSX, "server/start.ts"],
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      // The address the bench asks for: a loopback PUBLIC_URL sends other loopback names to itself.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: database.startsWith("postgres://") ? database : `file:${database}`,
      BUILD_DIR,
    },
    readyText: "Serving on",
    url: `http://127.0.0.1:${port}`,
  });
}
