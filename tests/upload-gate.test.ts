import { request, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ARCHIVE_BYTES } from "../app/features/data-management/menu-archive";
import { listeningPid, rss } from "./support/server-process";
import type { RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * The routes that take a file read a body only from someone who may upload there, and only a few
 * large bodies at once: anyone else is answered from the headers alone, the connection closed
 * unread, and the server's memory does not grow with what they send.
 */

const MB = 1024 * 1024;
const UPLOAD_ROUTES = ["/admin/data/import", "/admin/menu", "/inventory-manager/import"] as const;
const BOUNDARY = "----upload-gate-test";

/** A multipart body whose file part holds `content`, with a `mode` field for the menu archive. */
function multipart(content: Buffer, fields: Record<string, string> = {}): Buffer {
  const parts = Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return Buffer.concat([
    Buffer.from(`${parts.join("")}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="upload"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A POST sent as a browser sends a file: the headers, then the body in pieces as the connection
 * takes them, stopping once the server answers. `holdFrom`: only the body's first bytes, up to
 * this offset, are sent, and `finish` sends the rest. A server that answers while the rest is held
 * answered without it; how much a client manages to send before an answer proves nothing, as the
 * kernel buffers tens of megabytes on a loopback connection that no one reads.
 */
function upload(server: RunningServer, path: string, body: Buffer, { cookie = "", holdFrom = body.length } = {}) {
  const client = request(`${server.url}${path}`, {
    method: "POST",
    agent: false,
    headers: {
      Origin: server.url,
      Cookie: cookie,
      "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
      "Content-Length": String(body.length),
    },
  });
  let sent = 0;
  let answered = false;
  const answer = new Promise<Answer>((resolve, reject) => {
    client.on("response", (response) => {
      answered = true;
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      const done = () => resolve({ status, headers: response.headers, body: Buffer.concat(chunks).toString() });
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", done);
      response.on("error", done);
    });
    client.on("error", (error) => {
      if (!answered) reject(error);
    });
  });
  const end = holdFrom;
  const PIECE = 256 * 1024;
  const stopped = new Promise<void>((resolve) => {
    client.once("response", () => resolve());
    client.once("close", () => resolve());
  });
  /** Resolves once everything up to `end` is with the connection (or the server has answered). */
  const written = (async () => {
    while (sent < end && !answered && !client.destroyed) {
      const piece = body.subarray(sent, Math.min(sent + PIECE, end));
      await Promise.race([new Promise<void>((resolve) => client.write(piece, () => resolve())), stopped]);
      if (!answered) sent += piece.length;
    }
    if (end === body.length && !answered && !client.destroyed) client.end();
  })();
  return {
    written,
    answer,
    finish: async () => {
      await written;
      client.end(body.subarray(end));
      return answer;
    },
  };
}

describe.each(testEngines())("uploads on %s", (engine) => {
  let site: TestSite<"admin" | "staff">;
  let server: RunningServer;
  let pid: number;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    site = await startTestSite(engine, {
      people: { admin: { role: "admin", email: "chef@uploads.test" }, staff: { role: "staff", email: "cook@uploads.test" } },
    });
    ({ server } = site);
    pid = listeningPid(server.port);
    admin = site.people.admin.cookie;
    staff = site.people.staff.cookie;
  }, 90_000);

  afterAll(() => site?.close());

  const twentyMegabytes = multipart(Buffer.alloc(20 * MB, "a"), { mode: "merge" });

  it("answers someone who may not upload from the headers alone, closing the connection, its memory not growing with the body", async () => {
    const cases = [
      ...UPLOAD_ROUTES.map((path) => ({ path, cookie: "", location: "/login" })),
      { path: "/admin/data/import", cookie: staff, location: "/unauthorized?reason=admin" },
      { path: "/admin/menu", cookie: staff, location: "/unauthorized?reason=admin" },
    ];
    // Each route once, small, so that what is measured is the large bodies and nothing the first request loads.
    for (const { path, cookie } of cases) await upload(server, path, multipart(Buffer.from("x")), { cookie }).answer;

    const before = rss(pid);
    for (const { path, cookie, location } of cases) {
      // All but the body's first megabyte is held back until the answer: a server that waited for
      // the body would never answer.
      const { status, headers } = await upload(server, path, twentyMegabytes, { cookie, holdFrom: MB }).answer;
      expect([path, status, headers.location, headers.connection]).toEqual([path, 302, location, "close"]);
    }
    // A few megabytes for each answer (the heap grows and shrinks with whatever else the server
    // does); each body read would have been 20, and held several times over.
    expect((rss(pid) - before) / cases.length).toBeLessThan(4 * MB);
  }, 60_000);

  it("reads two large uploads at once and refuses a third at once, in the person's language; the two succeed", async () => {
    const exported = await (await fetch(`${server.url}/admin/data/export.json`, { headers: { Cookie: admin } })).text();
    // The same archive, with blank space after it (JSON allows it) to make a large file.
    const file = multipart(Buffer.concat([Buffer.from(exported), Buffer.alloc(MAX_ARCHIVE_BYTES - exported.length - 1024, " ")]), { mode: "merge" });
    const first = upload(server, "/admin/data/import", file, { cookie: admin, holdFrom: file.length - 1 });
    const second = upload(server, "/admin/data/import", file, { cookie: admin, holdFrom: file.length - 1 });
    // Nearly all of both bodies taken: far more than the connections hold unread, so the server is reading both.
    await Promise.all([first.written, second.written]);

    // The third's body is held back after its first megabyte: it is refused without being read.
    const third = await upload(server, "/admin/data/import", file, { cookie: `${admin}; lang=tr`, holdFrom: MB }).answer;
    expect([third.status, third.headers["retry-after"], third.headers.connection]).toEqual([503, "10", "close"]);
    expect(third.body).toBe("Şu anda başka dosyalar yükleniyor. Lütfen 10 saniye sonra yeniden deneyin.");
    const english = await upload(server, "/inventory-manager/import", twentyMegabytes, { cookie: staff, holdFrom: MB }).answer;
    expect([english.status, english.body]).toEqual([503, "Other files are being uploaded right now. Please try again in 10 seconds."]);

    for (const running of [first, second]) {
      const { status, body } = await running.finish();
      expect([status, JSON.parse(body)]).toEqual([200, { ok: true, categories: 0, items: 0, images: 0, deletedCategories: 0, deletedItems: 0 }]);
    }
    // Their slots are free again.
    const after = await upload(server, "/admin/data/import", file, { cookie: admin }).answer;
    expect([after.status, JSON.parse(after.body)]).toEqual([200, { ok: true, categories: 0, items: 0, images: 0, deletedCategories: 0, deletedItems: 0 }]);
  }, 120_000);
});
