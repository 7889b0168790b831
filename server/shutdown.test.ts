import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { startServer } from "../tests/support/start-server";
import { testEngines } from "../tests/support/test-databases";
import { startTestSiteForTest } from "../tests/support/test-site";

/** A create of an inventory item, as the browser's form sends it. */
function createBody(name: string): string {
  return new URLSearchParams({ intent: "create", name, unit: "kg", price: "12,50", vendor: "Pazar", category: "food" }).toString();
}

/**
 * A POST that the server has begun and that waits for the second half of its body: a request in
 * flight. Its headers ask `Expect: 100-continue`, so the server's "100 Continue" tells that it has
 * them. `finish` sends the rest and resolves with the whole answer.
 */
async function startSlowCreate(url: URL, cookie: string, name: string): Promise<{ finish: () => Promise<string> }> {
  const body = createBody(name);
  const half = Math.floor(body.length / 2);
  const socket: Socket = connect(Number(url.port), url.hostname);
  await new Promise<void>((connected, fail) => socket.once("connect", connected).once("error", fail));
  let answer = "";
  let heard: () => void = () => undefined;
  const begun = new Promise<void>((done) => (heard = done));
  socket.on("data", (chunk: Buffer) => {
    answer += chunk.toString("latin1");
    if (answer.startsWith("HTTP/1.1 100 Continue\r\n\r\n")) {
      answer = answer.slice("HTTP/1.1 100 Continue\r\n\r\n".length);
      heard();
    }
  });
  const ended = new Promise<string>((done, fail) => {
    socket.once("end", () => done(answer));
    socket.once("error", fail);
  });
  socket.write(
    `POST /inventory-manager HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${url.origin}\r\nCookie: ${cookie}\r\nExpect: 100-continue\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
  );
  await begun;
  socket.write(body.slice(0, half));
  return {
    finish: async () => {
      socket.write(body.slice(half));
      return ended;
    },
  };
}

/** One request on a connection of its own: its status, or the error that stopped it before any answer. */
function oneRequest(url: URL, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<number | string> {
  return new Promise((done) => {
    const outgoing = request(new URL(path, url), { method: options.method ?? "GET", headers: options.headers, agent: false }, (response) => {
      response.resume();
      response.once("end", () => done(response.statusCode ?? 0));
      response.once("error", (error) => done(`cut mid-answer: ${error.message}`));
    });
    outgoing.once("error", (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    outgoing.end(options.body);
  });
}

describe.each(testEngines())("stopping the server on %s", (engine) => {
  it("with SIGTERM under reads and writes finishes every request in flight, takes no new ones, and the next start is clean", async () => {
    const site = await startTestSiteForTest(engine, { people: { staff: { role: "staff", email: "cook@shutdown.test" } } });
    const url = new URL(site.url);
    const cookie = site.people.staff.cookie;
    const writeHeaders = { Cookie: cookie, Origin: url.origin, "Content-Type": "application/x-www-form-urlencoded" };

    // Reads and writes go on, each on a new connection, until the server has stopped.
    let stopped = false;
    const outcomes: { write: string | null; result: number | string }[] = [];
    const load = Array.from({ length: 4 }, async (_, lane) => {
      for (let turn = 0; !stopped; turn++) {
        const write = turn % 2 === 0 ? `Load ${lane}-${turn}` : null;
        const result = write
          ? await oneRequest(url, "/inventory-manager", { method: "POST", headers: writeHeaders, body: createBody(write) })
          : await oneRequest(url, "/menu", { headers: { "Accept-Language": "en" } });
        outcomes.push({ write, result });
        if (typeof result === "string") break;
      }
    });
    const inFlight = await Promise.all(Array.from({ length: 5 }, (_, index) => startSlowCreate(url, cookie, `In flight ${index}`)));

    const exited = site.server.stop();
    await site.server.waitForOutput("SIGTERM: finishing the requests in flight");
    const answers = await Promise.all(inFlight.map((request) => request.finish()));
    await exited;
    stopped = true;
    await Promise.all(load);

    // Every request in flight was answered (a redirect back to the list: created), and told to close.
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 302 /);
      expect(answer.toLowerCase()).toContain("connection: close");
    }
    expect(site.server.output()).toContain("Stopped.");
    // The load: every answer whole and right; after the stop, only refused connections.
    expect(outcomes.length).toBeGreaterThan(0);
    for (const { result } of outcomes) expect([200, 302, "ECONNREFUSED", "ECONNRESET"]).toContain(result);

    // The next start on the same database is clean, and every write that was answered is there.
    const next = await startServer({ DATABASE_URL: site.database.url });
    try {
      expect((await fetch(`${next.url}/readyz`)).status).toBe(200);
      const names = (await site.db.selectFrom("inventory_items").select("name").execute()).map((row) => row.name);
      for (let index = 0; index < 5; index++) expect(names).toContain(`In flight ${index}`);
      for (const { write, result } of outcomes) if (write && result === 302) expect(names).toContain(write);
    } finally {
      await next.stop();
    }
  });

  it("logs a request the stop cut short, as cut, before the process exits", async () => {
    const site = await startTestSiteForTest(engine, { serverOptions: { shutdownGraceMs: 300 } });
    const url = new URL(site.url);
    // A message for the contact form whose body never comes whole: in flight until the cut.
    const socket: Socket = connect(Number(url.port), url.hostname);
    await new Promise<void>((connected, fail) => socket.once("connect", connected).once("error", fail));
    socket.on("error", () => undefined);
    const continued = new Promise<void>((heard) => socket.once("data", () => heard()));
    socket.write(
      `POST /contact HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${url.origin}\r\nExpect: 100-continue\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n",
    );
    await continued;
    socket.write("name=Ay");
    await site.server.stop();
    const line = site.server
      .output()
      .split("\n")
      .find((each) => each.includes('"event":"request"') && each.includes('"path":"/contact"'));
    expect(line && JSON.parse(line)).toMatchObject({ method: "POST", aborted: true });
    socket.destroy();
  });
});
