import { execFileSync, spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { droppedLinesLine, neverWaiting, writtenOncePerTurn } from "./log.server";

describe("the log's output, written once per turn", () => {
  it("writes the lines of one turn together at its end, in order", async () => {
    const writes: string[] = [];
    const out = writtenOncePerTurn({ write: (text) => writes.push(text) });
    out.write("one\n");
    out.write("two\n");
    out.write("three\n");
    expect(writes).toEqual([]);
    await new Promise(setImmediate);
    expect(writes).toEqual(["one\ntwo\nthree\n"]);
    out.write("four\n");
    await new Promise(setImmediate);
    expect(writes).toEqual(["one\ntwo\nthree\n", "four\n"]);
  });

  it("loses no line when the process exits in the turn that logged it", () => {
    const script = `
      import { logRequest } from "./app/lib/log.server.ts";
      logRequest({ requestId: "last-words", method: "GET", path: "/menu", status: 200, ms: 1, userId: null });
      process.exit(0);
    `;
    const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
    expect(JSON.parse(output.trim())).toMatchObject({ level: "info", event: "request", requestId: "last-words", path: "/menu", status: 200 });
    expect(JSON.parse(output.trim()).time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

describe("the log, one for the whole process", () => {
  it("keeps the order of lines written by two copies of its module (the server's and the built app's)", () => {
    // The server (server/) and the build React Router makes of the app each bundle this module: a
    // request's line (the server's) came out before an error its loader had logged earlier (the app's).
    const script = `
      const server = await import("./app/lib/log.server.ts");
      const app = await import("./app/lib/log.server.ts?the-built-app");
      server.logRequest({ requestId: "one", method: "GET", path: "/", status: 200, ms: 1, userId: null });
      app.logError(new Error("two"), { requestId: "two", path: "/" });
      server.logRequest({ requestId: "three", method: "GET", path: "/", status: 200, ms: 1, userId: null });
    `;
    const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
    expect(output.trim().split("\n").map((line) => (JSON.parse(line) as { requestId: string }).requestId)).toEqual(["one", "two", "three"]);
  });
});

describe("the log's output, never waiting for its reader", () => {
  /** An output that takes writes while `full` is false, and drops them (with its event) while it is true. */
  function fakeOutput() {
    const written: string[] = [];
    let onDrop: (text: string) => void = () => {};
    const state = { full: false };
    const out = {
      write: (text: string) => (state.full ? onDrop(text) : written.push(text)),
      flushSync: () => {},
      on: (_event: "drop", listener: (text: string) => void) => (onDrop = listener),
    };
    return { out, written, state };
  }
  const at = new Date("2026-11-28T12:00:00.000Z");

  it("passes lines through while the reader keeps up", () => {
    const { out, written } = fakeOutput();
    const log = neverWaiting(out, () => at);
    log.write("a\nb\n");
    expect(written).toEqual(["a\nb\n"]);
  });

  it("drops what does not fit, and starts the next write that fits with how many lines were lost", () => {
    const { out, written, state } = fakeOutput();
    const log = neverWaiting(out, () => at);
    state.full = true;
    log.write("a\nb\n");
    log.write("c\n");
    // Still full: the count and the line are lost together, and the count goes on.
    log.write("d\n");
    state.full = false;
    log.write("e\n");
    log.write("f\n");
    expect(written).toEqual([`${droppedLinesLine(4, at)}e\n`, "f\n"]);
    expect(JSON.parse(droppedLinesLine(4, at))).toEqual({ level: "warn", time: "2026-11-28T12:00:00.000Z", event: "log.lines-dropped", lines: 4 });
  });

  it("lets the server go on working while nobody reads its output", async () => {
    // A child that logs 20 MB over 100 turns while its standard output is a pipe this test does not
    // read: it tells (on stderr) that it has done all its turns, before anyone reads a line.
    const script = `
      import { logRequest } from "./app/lib/log.server.ts";
      let turns = 0;
      const turn = () => {
        for (let i = 0; i < 1000; i++) logRequest({ requestId: "r" + i, method: "GET", path: "/menu/" + "x".repeat(100), status: 200, ms: 1, userId: null });
        if (++turns < 100) setImmediate(turn);
        else process.stderr.write("all turns done\\n");
      };
      turn();
      setTimeout(() => {}, 60_000);
    `;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
    try {
      let said = "";
      await new Promise<void>((done, fail) => {
        child.stderr.on("data", (chunk: Buffer) => {
          said += chunk.toString();
          if (said.includes("all turns done")) done();
        });
        child.once("exit", (code) => fail(new Error(`exited (${code}) before its turns were done: ${said}`)));
      });
      // This side took no more than a pipe's worth: the rest is the child's to hold or drop.
      expect(child.stdout.readableLength).toBeLessThanOrEqual(child.stdout.readableHighWaterMark);
    } finally {
      child.kill();
    }
  });
});
