import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { prepareMigratedDatabase } from "../../../tests/support/prepared-database";
import { testEngines } from "../../../tests/support/test-databases";
import type { AppDatabase } from "~/db/connection.server";
import { recordSignIn } from "~/features/users/users.server";
import { createSession, deleteSession, getSessionUser, hashSessionToken } from "./session.server";

const request = (token: string | null) =>
  new Request("http://localhost/", token === null ? {} : { headers: { Cookie: `lang=tr; session=${token}` } });

describe.each(testEngines())("sessions on %s", (engine) => {
  let db: AppDatabase;
  let drop: () => Promise<void>;
  let userId: string;
  beforeEach(async () => {
    ({ db, drop } = await prepareMigratedDatabase(engine));
    userId = (await recordSignIn(db, { subject: "s|1", email: "chef@example.com", displayName: "Chef", photoUrl: null }, new Set(["chef@example.com"]))).id;
  });
  afterEach(() => drop());

  it("finds the user of a session and stores only the token's hash", async () => {
    const token = await createSession(db, userId);
    expect(await getSessionUser(db, request(token))).toMatchObject({ id: userId, role: "admin", isActive: true });
    const stored = await db.selectFrom("sessions").select("id").execute();
    expect(stored.map((row) => row.id)).toEqual([hashSessionToken(token)]);
  });

  it("gives a new session id at every sign-in", async () => {
    const first = await createSession(db, userId);
    const second = await createSession(db, userId);
    expect(first).not.toBe(second);
  });

  it("treats a missing, unknown or malformed cookie as signed out", async () => {
    expect(await getSessionUser(db, request(null))).toBeNull();
    expect(await getSessionUser(db, request("not-a-session"))).toBeNull();
    expect(await getSessionUser(db, request("%%%"))).toBeNull();
    expect(await getSessionUser(db, request("x".repeat(5000)))).toBeNull();
  });

  it("expires after 14 days without use, and each use pushes the end back", async () => {
    const start = new Date("2026-11-01T10:00:00Z");
    const token = await createSession(db, userId, start);
    const day = 24 * 60 * 60 * 1000;
    expect(await getSessionUser(db, request(token), new Date(start.getTime() + 13 * day))).not.toBeNull();
    // Used on day 13: still valid on day 26.
    expect(await getSessionUser(db, request(token), new Date(start.getTime() + 26 * day))).not.toBeNull();
    expect(await getSessionUser(db, request(token), new Date(start.getTime() + 41 * day))).toBeNull();
    expect(await db.selectFrom("sessions").select("id").execute()).toHaveLength(0);
  });

  it("applies a role change on the next request", async () => {
    const token = await createSession(db, userId);
    await db.updateTable("users").set({ is_active: 0 }).where("id", "=", userId).execute();
    expect(await getSessionUser(db, request(token))).toMatchObject({ role: "admin", isActive: false });
  });

  it("ends with sign-out", async () => {
    const token = await createSession(db, userId);
    await deleteSession(db, request(token));
    expect(await getSessionUser(db, request(token))).toBeNull();
  });
});
