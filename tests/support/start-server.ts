import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";

const TSX = resolve("node_modules/tsx/dist/cli.mjs");

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

export interface RunningServer {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** Runs `npm start`'s entry as a child process, as an operator would, and waits until it serves. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [TSX, "server/start.ts"], {
    env: { ...process.env, HOST: "127.0.0.1", ...env, PORT: port },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((ready, fail) => {
    const onData = () => {
      if (output.includes("Serving on")) ready();
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
  });
  child.removeAllListeners("exit");
  return { url: `http://127.0.0.1:${port}`, output: () => output, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once("exit", () => done());
    child.kill("SIGTERM");
  });
}

/** Runs the entry expecting it to refuse to start; resolves with its exit code and output. */
export async function runFailingStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [TSX, "server/start.ts"], {
    env: { ...process.env, HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once("exit", done));
  return { code, output };
}
