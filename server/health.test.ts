import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { MIGRATIONS } from "../app/db/migrate.server";
import { makePostgresReadableAgain, makeUnreadable } from "../tests/support/broken-database";
import { testEngines } from "../tests/support/test-databases";
import { startTestSiteForTest as startSite } from "../tests/support/test-site";

async function check(url: string): Promise<{ status: number; body: unknown; cacheControl: string | null; setCookie: string | null }> {
  const response = await fetch(url, { redirect: "manual" });
  return { status: response.status, body: await response.json(), cacheControl: response.headers.get("cache-control"), setCookie: response.headers.get("set-cookie") };
}

const LAST_MIGRATION = Object.keys(MIGRATIONS).at(-1)!;

describe.each(testEngines())("the health checks on %s", (engine) => {
  it("say the process is up and ready, never cached, with no session, at any loopback address", async () => {
    const { url, server } = await startSite(engine);
    expect(await check(`${url}/healthz`)).toEqual({ status: 200, body: { status: "ok" }, cacheControl: "no-store", setCookie: null });
    expect(await check(`${url}/readyz`)).toEqual({ status: 200, body: { status: "ready" }, cacheControl: "no-store", setCookie: null });
    // The site's own address is 127.0.0.1; a probe may use another name for this machine.
    expect((await check(`http://localhost:${server.port}/readyz`)).status).toBe(200);
  });

  it("say not ready while a migration is missing, and ready again once it is there", async () => {
    const { url, db } = await startSite(engine);
    const [ran] = await sql<{ name: string; timestamp: string }>`SELECT name, timestamp FROM kysely_migration WHERE name = ${LAST_MIGRATION}`.execute(db).then((result) => result.rows);
    await sql`DELETE FROM kysely_migration WHERE name = ${LAST_MIGRATION}`.execute(db);
    expect(await check(`${url}/readyz`)).toMatchObject({ status: 503, body: { status: "unavailable", reason: "migrations-pending" }, cacheControl: "no-store" });
    expect((await check(`${url}/healthz`)).status).toBe(200);
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${ran!.name}, ${ran!.timestamp})`.execute(db);
    expect((await check(`${url}/readyz`)).status).toBe(200);
  });
});

describe.runIf(testEngines().includes("postgres"))("the readiness check on PostgreSQL", () => {
  it("answers 503 while the database is unreachable, and 200 again when it is back", async () => {
    const { url, database, db, server } = await startSite("postgres");
    expect((await check(`${url}/readyz`)).status).toBe(200);
    await db.destroy();
    await makeUnreadable(database);
    // What failed, without the database's own words (its name here): the check may be public.
    expect(await check(`${url}/readyz`)).toMatchObject({ status: 503, body: { status: "unavailable", reason: "database-unreachable" } });
    expect((await check(`${url}/readyz`)).body).toEqual({ status: "unavailable", reason: "database-unreachable" });
    // Those words are in the log, once however often the check is polled (a request after the
    // polls is logged after anything they wrote).
    const after = await fetch(`${url}/robots.txt`);
    await server.waitForOutput(after.headers.get("x-request-id")!);
    const logged = server.output().split("\n").filter((line) => line.includes('"path":"/readyz"') && line.includes('"event":"error"'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("is not currently accepting connections");
    expect((await check(`${url}/healthz`)).status).toBe(200);
    await makePostgresReadableAgain(database);
    expect((await check(`${url}/readyz`)).status).toBe(200);
  });
});
