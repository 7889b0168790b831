import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { MAX_CSV_BYTES } from "../app/features/inventory/inventory";
import { MAX_FORM_BYTES } from "../app/lib/form-data.server";
import type { RunningServer } from "../tests/support/start-server";
import { startTestSite, type Person, type TestSite } from "../tests/support/test-site";

let site: TestSite<"admin">;
let server: RunningServer;
let db: AppDatabase;
let admin: Person;

beforeAll(async () => {
  site = await startTestSite("sqlite", { people: { admin: { role: "admin", email: "ada@patates.test" } } });
  ({ server, db } = site);
  admin = site.people.admin;
}, 60_000);

afterAll(() => site?.close());

interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Written in pieces of this many bytes, chunked when no Content-Length is given. */
  body?: { bytes: number; piece?: number };
}

/**
 * A request as a client could really send it, Host header and all (fetch would not let one set it),
 * answered with the status. A body is written piece by piece until the server answers: a server
 * that refuses early is not made to wait for the rest.
 */
function send({ method = "GET", path, headers = {}, body }: RawRequest): Promise<number> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest({ host: "127.0.0.1", port, method, path, headers: { Origin: server.url, ...headers } }, (response) => {
      answered = true;
      response.resume();
      response.on("end", () => {
        // A refused body is not sent to the end: hang up, as a client that gave up would.
        if (body && !request.writableFinished) request.destroy();
        resolve(response.statusCode ?? 0);
      });
    });
    request.on("error", (error) => (answered ? undefined : reject(error)));
    if (!body) {
      request.end();
      return;
    }
    const piece = Buffer.alloc(body.piece ?? 64 * 1024, "a");
    let written = 0;
    const writeMore = () => {
      while (!answered && written < body.bytes) {
        const chunk = piece.subarray(0, Math.min(piece.length, body.bytes - written));
        written += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", writeMore);
      }
      if (!answered) request.end();
    };
    writeMore();
  });
}

const form = { "Content-Type": "application/x-www-form-urlencoded" };

describe("malformed requests get a 4xx, never a 500", () => {
  it("a Host header that is no host: 400, on a page from the cache, a page rendered and a static file", async () => {
    // Once in the page cache, /menu was answered 200 whatever the Host said.
    await (await fetch(`${server.url}/menu`)).arrayBuffer();
    for (const host of ["[bad", "a b", "host/path", "127.0.0.1:99999", "[::1"]) {
      for (const path of ["/menu", "/admin", "/logo.svg"]) {
        expect(await send({ path, headers: { Host: host } }), `${host} ${path}`).toBe(400);
      }
    }
    expect(await send({ path: "/menu", headers: { Host: new URL(server.url).host } })).toBe(200);
    // Other loopback names are well-formed hosts: sent on to PUBLIC_URL's, not refused.
    expect(await send({ path: "/menu", headers: { Host: "localhost:3000" } })).toBe(307);
    expect(await send({ path: "/menu", headers: { Host: "[::1]:3000" } })).toBe(307);
  });

  it("a request target that is not a path: 400", async () => {
    expect(await send({ path: "http://elsewhere.example/menu" })).toBe(400);
  });

  it("a path whose escapes do not decode: 400 in the person's language, and only the request's log line", async () => {
    for (const path of ["/%", "/menu/%", "/menu/a%zz", "/admin/%E0%A4%A", "/logo.svg%"]) {
      const response = await fetch(`${server.url}${path}`, { headers: { "Accept-Language": "tr" } });
      expect([path, response.status, await response.text()]).toEqual([path, 400, "İstek hedefi geçersiz."]);
      await server.waitForOutput(`"path":${JSON.stringify(path)}`);
    }
    const english = await fetch(`${server.url}/menu/%`, { headers: { "Accept-Language": "en" } });
    expect([english.status, await english.text()]).toEqual([400, "Bad request target."]);
    // React Router wrote "The URL path … could not be decoded" for each, outside the JSON log lines.
    expect(server.output()).not.toContain("could not be decoded");
    // An escape that decodes is a path like any other: a dish that does not exist.
    expect((await fetch(`${server.url}/menu/%C3%BCnl%C3%BC-yok`)).status).toBe(404);
  });

  it("a body that is not a form, posted to a page: 415, signed in or not", async () => {
    for (const cookie of ["", admin.cookie]) {
      for (const type of ["application/json", "text/plain", "application/xml"]) {
        const response = await fetch(`${server.url}/admin`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: server.url, "Content-Type": type },
          body: JSON.stringify({ intent: "change-role", userId: admin.id, role: "pending" }),
          redirect: "manual",
        });
        expect(response.status, `${type} ${cookie ? "as admin" : "anonymous"}`).toBe(415);
      }
    }
    const logout = await fetch(`${server.url}/logout.data`, {
      method: "POST",
      headers: { Cookie: admin.cookie, Origin: server.url, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(logout.status).toBe(415);
    const role = await db.selectFrom("users").select("role").where("id", "=", admin.id).executeTakeFirstOrThrow();
    expect(role.role).toBe("admin");
  });

  it("a compressed form: 415", async () => {
    const status = await send({ method: "POST", path: "/admin", headers: { ...form, "Content-Encoding": "gzip", "Content-Length": "10" }, body: { bytes: 10 } });
    expect(status).toBe(415);
  });

  it("a multipart form with no parts, from an admin: 400", async () => {
    const response = await fetch(`${server.url}/admin/users`, {
      method: "POST",
      headers: { Cookie: admin.cookie, Origin: server.url, "Content-Type": "multipart/form-data; boundary=----nothing" },
      body: "------nothing--\r\n",
      redirect: "manual",
    });
    expect(response.status).toBe(400);
  });

  it("a form over the limit: 413, by its Content-Length before it is read, and by what arrives when it has none", async () => {
    const bytes = MAX_FORM_BYTES + 1;
    for (const cookie of ["", admin.cookie]) {
      expect(await send({ method: "POST", path: "/admin", headers: { ...form, Cookie: cookie, "Content-Length": String(bytes) }, body: { bytes } })).toBe(413);
      // Chunked: no length to trust, only the bytes as they come.
      expect(await send({ method: "POST", path: "/admin", headers: { ...form, Cookie: cookie }, body: { bytes: 3 * MAX_FORM_BYTES } })).toBe(413);
      expect(await send({ method: "POST", path: "/admin.data", headers: { ...form, Cookie: cookie }, body: { bytes: 3 * MAX_FORM_BYTES } })).toBe(413);
    }
    // The server is still there for the next person.
    expect((await fetch(`${server.url}/menu`)).status).toBe(200);
  });

  it("a form just within the limit still reaches the action", async () => {
    const target = await site.addPerson({ email: "new-cook@patates.test", role: "pending" });
    const fields = { intent: "change-role", userId: target.id, role: "staff", isActive: "on", version: "1" };
    const padding = "x".repeat(MAX_FORM_BYTES - new URLSearchParams({ ...fields, padding: "" }).toString().length);
    const body = new URLSearchParams({ ...fields, padding }).toString();
    expect(Buffer.byteLength(body)).toBe(MAX_FORM_BYTES);
    const response = await fetch(`${server.url}/admin/users.data`, {
      method: "POST",
      headers: { Cookie: admin.cookie, Origin: server.url, ...form },
      body,
    });
    expect(response.status).toBe(200);
    const changed = await db.selectFrom("users").select("role").where("id", "=", target.id).executeTakeFirstOrThrow();
    expect(changed.role).toBe("staff");
  });

  it("a CSV import may be larger than a form, up to its own limit", async () => {
    const row = (i: number) => `"Uzun bir envanter ürününün adı, ${"ş".repeat(60)} ${i}",kg,"12,50",Toptancı,food`;
    const csv = ["name,unit,price,vendor,category", ...Array.from({ length: 9_000 }, (_, i) => row(i))].join("\n");
    expect(Buffer.byteLength(csv)).toBeGreaterThan(MAX_FORM_BYTES);
    const upload = (content: string) => {
      const body = new FormData();
      body.set("file", new File([content], "inventory.csv", { type: "text/csv" }));
      return fetch(`${server.url}/inventory-manager/import.data`, { method: "POST", headers: { Cookie: admin.cookie, Origin: server.url }, body });
    };
    expect((await upload(csv)).status).toBe(200);
    expect(await db.selectFrom("inventory_items").select("id").execute()).toHaveLength(9_000);
    const tooLarge = await upload("x".repeat(MAX_CSV_BYTES + 128 * 1024));
    expect([tooLarge.status, await tooLarge.text()]).toEqual([413, "The file is larger than 5 MB."]);
  });

  it("a refusal the server words itself is in the person's language", async () => {
    const answer = async (language: "tr" | "en", init: RequestInit, path = "/admin") => {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init, headers: { Cookie: admin.cookie, Origin: server.url, "Accept-Language": language, ...init.headers } });
      return [response.status, await response.text()];
    };
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const overLimit = { method: "POST", headers: form, body: `a=${"b".repeat(MAX_FORM_BYTES)}` };
    expect(await answer("tr", overLimit)).toEqual([413, "Form çok büyük: en çok 1 MB olabilir."]);
    expect(await answer("en", overLimit)).toEqual([413, "The form is too large: at most 1 MB."]);
    const json = { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" };
    expect(await answer("tr", json)).toEqual([415, "İsteğin gövdesi bir form olmalı."]);
    expect(await answer("en", json)).toEqual([415, "The request body must be a form."]);
    const crossSite = { method: "POST", headers: { ...form, Origin: "https://elsewhere.example" }, body: "intent=x" };
    expect(await answer("tr", crossSite)).toEqual([403, "Başka bir siteden gelen istek reddedildi."]);
    expect(await answer("en", crossSite)).toEqual([403, "Cross-origin request refused."]);
    expect(await answer("tr", { method: "PUT" }, "/menu")).toEqual([405, "Bu istek yöntemi kullanılamaz."]);
    const csv = new FormData();
    csv.set("file", new File(["x".repeat(MAX_CSV_BYTES + 128 * 1024)], "envanter.csv", { type: "text/csv" }));
    expect(await answer("tr", { method: "POST", body: csv }, "/inventory-manager/import")).toEqual([413, "Dosya 5 MB'tan büyük."]);
  });
});
