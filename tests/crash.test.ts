import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../app/db/connection.server";
import { hashSessionToken } from "../app/features/auth/session.server";
import { signInOverHttp } from "./support/http-sign-in";
import { startServer, type RunningServer } from "./support/start-server";
import { createTestDatabase, type TestDatabase } from "./support/test-databases";
import { sessionCookie } from "./support/test-site";

/**
 * `kill -9` in the middle of a load of writes, on SQLite: sign-ins through the real local provider
 * and role changes through the admin's form, over HTTP against the real server. After a restart
 * the file must be intact and hold every write the server had answered with success. Writes still
 * in flight at the kill may or may not be there; none may be half there.
 */
const ADMIN_EMAIL = "admin@crash.test";
const SIGN_IN_WORKERS = 3;
const ROLE_CHANGE_TARGETS = 4;
/** The kill comes once this many writes have been answered: a few seconds of load. */
const WRITES_BEFORE_KILL = 120;

interface AckedSignIn {
  email: string;
  token: string;
}
interface AckedRoleChange {
  userId: string;
  version: number;
  role: "staff" | "pending";
}

describe("a crash in the middle of a load of writes", () => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite", "migrated");
    server = await startServer({ DATABASE_URL: database.url, ADMIN_EMAILS: ADMIN_EMAIL });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("loses no write that was answered, and leaves an intact database", async () => {
    const sessionOf = (signIn: Awaited<ReturnType<typeof signInOverHttp>>) => signIn.jar.get("session");
    const admin = sessionOf(await signInOverHttp(server, ADMIN_EMAIL));
    if (!admin) throw new Error("the admin's sign-in set no session cookie");
    const targets: { userId: string; version: number }[] = [];
    const db = openDatabase(database.target);
    for (let index = 0; index < ROLE_CHANGE_TARGETS; index++) {
      const email = `target-${index}@crash.test`;
      await signInOverHttp(server, email);
      const row = await db.selectFrom("users").select(["id", "version"]).where("email", "=", email).executeTakeFirstOrThrow();
      targets.push({ userId: row.id, version: row.version });
    }
    await db.destroy();

    const signIns: AckedSignIn[] = [];
    const roleChanges: AckedRoleChange[] = [];
    let killed = false;
    let crashed: Promise<void> | null = null;
    const startedAt = performance.now();
    let killedAfterMs = 0;
    const acknowledged = () => {
      if (signIns.length + roleChanges.length >= WRITES_BEFORE_KILL && !crashed) {
        killedAfterMs = performance.now() - startedAt;
        killed = true;
        crashed = server.crash();
      }
    };

    const signInWorker = async (worker: number) => {
      for (let round = 0; !killed; round++) {
        const email = `cook-${worker}-${round}@crash.test`;
        const result = await signInOverHttp(server, email);
        const token = sessionOf(result);
        if (result.status !== 302 || result.location !== "/pending" || !token) throw new Error(`sign-in answered ${result.status} ${result.location}`);
        signIns.push({ email, token });
        acknowledged();
      }
    };
    const roleChangeWorker = async (target: { userId: string; version: number }) => {
      for (let round = 0; !killed; round++) {
        const role = round % 2 === 0 ? "staff" : "pending";
        const response = await fetch(`${server.url}/admin/users.data`, {
          method: "POST",
          headers: { Cookie: sessionCookie(server, admin), Origin: server.url },
          body: new URLSearchParams({ intent: "change-role", userId: target.userId, role, version: String(target.version), ...(role === "staff" && { isActive: "on" }) }),
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`role change answered ${response.status}`);
        target.version += 1;
        roleChanges.push({ userId: target.userId, version: target.version, role });
        acknowledged();
      }
    };

    const workers = [
      ...Array.from({ length: SIGN_IN_WORKERS }, (_, worker) => signInWorker(worker)),
      ...targets.map((target) => roleChangeWorker(target)),
    ];
    // Once the server is gone every worker's next request fails: that is how each one stops.
    const outcomes = await Promise.allSettled(workers);
    await crashed;
    expect(killed).toBe(true);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect(String(outcome.reason)).toMatch(/fetch failed|terminated|ECONNRESET|ECONNREFUSED|other side closed/i);
    }

    server = await startServer({ DATABASE_URL: database.url, ADMIN_EMAILS: ADMIN_EMAIL });
    const check = openDatabase(database.target);
    try {
      const integrity = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(check);
      expect(integrity.rows).toEqual([{ integrity_check: "ok" }]);
      expect((await sql`PRAGMA foreign_key_check`.execute(check)).rows).toEqual([]);

      const emails = new Set((await check.selectFrom("users").select("email").execute()).map((row) => row.email));
      const sessions = new Set((await check.selectFrom("sessions").select("id").execute()).map((row) => row.id));
      const lostSignIns = signIns.filter((signIn) => !emails.has(signIn.email) || !sessions.has(hashSessionToken(signIn.token)));
      expect(lostSignIns).toEqual([]);

      const users = new Map((await check.selectFrom("users").select(["id", "version", "role", "is_active"]).execute()).map((row) => [row.id, row]));
      const audited = await check.selectFrom("audit_log").select("entity_id").where("action", "=", "update").execute();
      const lostRoleChanges = roleChanges.filter((change) => {
        const user = users.get(change.userId);
        if (!user || user.version < change.version) return true;
        const changesOfUser = roleChanges.filter((other) => other.userId === change.userId);
        return audited.filter((entry) => entry.entity_id === change.userId).length < changesOfUser.length;
      });
      expect(lostRoleChanges).toEqual([]);
      // The last answered change of each person is their state, unless a later one was in flight.
      for (const target of targets) {
        const last = roleChanges.filter((change) => change.userId === target.userId).at(-1);
        const user = users.get(target.userId);
        if (last && user?.version === last.version) expect(user.role).toBe(last.role);
      }

      // The restarted server knows the sessions it had handed out.
      const adminPage = await fetch(`${server.url}/admin`, { headers: { Cookie: sessionCookie(server, admin) }, redirect: "manual" });
      expect(adminPage.status).toBe(200);

      const inFlight = (await check.selectFrom("users").select("id").where("email", "like", "cook-%").execute()).length - signIns.length;
      console.log(
        `crash test: ${signIns.length + roleChanges.length} writes answered (${signIns.length} sign-ins, ${roleChanges.length} role changes) ` +
          `in ${Math.round(killedAfterMs)} ms, then kill -9; after the restart all ${signIns.length + roleChanges.length} were there ` +
          `(and ${inFlight} sign-ins that were still in flight), integrity_check ok`,
      );
    } finally {
      await check.destroy();
    }
  }, 60_000);
});
