import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../tests/support/start-server";
import { startTestSite, type Person, type TestSite } from "../tests/support/test-site";

let site: TestSite<"admin">;
let server: RunningServer;
let admin: Person;

beforeAll(async () => {
  site = await startTestSite("sqlite", { people: { admin: { role: "admin", email: "ada@patates.test", name: "Ada Admin" } } });
  ({ server } = site);
  admin = site.people.admin;
}, 60_000);

afterAll(() => site?.close());

async function get(path: string, cookie: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie, "Accept-Language": "en" }, redirect: "manual" });
  return { status: response.status, cacheControl: response.headers.get("cache-control"), body: await response.text() };
}

describe("responses for a signed-in person", () => {
  it("are no-store, pages and data alike, while a guest's public page may be kept", async () => {
    for (const path of ["/menu", "/menu.data", "/menu/turkish-tea", "/home", "/_root.data", "/admin", "/admin.data", "/no-such-page"]) {
      const response = await get(path, admin.cookie);
      expect(response.cacheControl, path).toBe("no-store");
    }
    // The public menu as Ada sees it carries her name: exactly what must not be kept.
    expect((await get("/menu", admin.cookie)).body).toContain("ada@patates.test");
    expect((await get("/menu", "")).cacheControl).toBe("no-cache");
  });

  it("are no-store even for a session cookie that is no longer valid", async () => {
    // Shaped as the tokens sessions are given (43 base64url characters), but opening none.
    const response = await get("/menu", `session=${"Xk3_pQ9-vLm2Rt7Wz0Ab4Cd8Ef1Gh5Ij6Kl9Mn2Op3Q"}`);
    expect(response.status).toBe(200);
    expect(response.cacheControl).toBe("no-store");
  });

  it("are not what a cookie no session could have gets: that is a guest, given the guests' page", async () => {
    const guest = await fetch(`${server.url}/menu`, { headers: { "Accept-Language": "en" } });
    await guest.arrayBuffer();
    for (const cookie of ["session=x", "session=expired-or-forged", `session=${"a".repeat(200)}`]) {
      const response = await fetch(`${server.url}/menu`, { headers: { Cookie: cookie, "Accept-Language": "en" } });
      await response.arrayBuffer();
      expect([response.status, response.headers.get("cache-control"), response.headers.get("etag")], cookie).toEqual([200, "no-cache", guest.headers.get("etag")]);
    }
  });

  it("end with a sign-out that clears the browser's cache, as a document post or as a data request", async () => {
    for (const path of ["/logout", "/logout.data"]) {
      const { cookie } = await site.addPerson({ email: `leaving-${path.length}@patates.test`, role: "staff" });
      const response = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.url },
        body: new URLSearchParams(),
        redirect: "manual",
      });
      await response.arrayBuffer();
      expect(response.status, path).toBeLessThan(400);
      expect(response.headers.get("clear-site-data"), path).toBe('"cache"');
    }
  });
});
