import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { writtenOncePerTurn } from "./log.server";

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
