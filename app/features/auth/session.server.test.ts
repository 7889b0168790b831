import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { openDatabaseForTest } from "../../../tests/support/prepared-database";
import { testEngines } from "../../../tests/support/test-databases";
import type { AppDatabase } from "~/db/connection.server";
import { recordSignIn, setRoleByEmail } from "~/features/users/users.server";
import {
  createSession,
  deleteSession,
  getSessionUser,
  hashSessionToken,
  hasSessionCookie,
  purgeExpiredSessions,
  readSessionToken,
  sessionCookie,
  touchSession,
} from "./session.server";

/** 43 base64url characters, as createSession makes a token. */
const TOKEN = "Xk3_pQ9-vLm2Rt7Wz0Ab4Cd8Ef1Gh5Ij6Kl9Mn2Op3Q";
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const later = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe("the session cookie", () => {
  it("is named with the __Host- prefix on https, and only that name is read there", () => {
    const expiresAt = new Date("2026-11-15T10:00:00Z");
    const now = new Date("2026-11-01T10:00:00Z");
    expect(sessionCookie("t", true, expiresAt, now)).toBe(`__Host-session=t; Path=/; HttpOnly; SameSite=Lax; Max-Age=${14 * 24 * 3600}; Secure`);
    expect(sessionCookie("t", false, expiresAt, now)).toBe(`session=t; Path=/; HttpOnly; SameSite=Lax; Max-Age=${14 * 24 * 3600}`);
    // A plain "session" cookie on https could have been planted by a sibling subdomain or over http.
    expect(readSessionToken(`lang=tr; session=${TOKEN}`, true)).toBeNull();
    expect(readSessionToken(`lang=tr; __Host-session=${TOKEN}`, true)).toBe(TOKEN);
    expect(readSessionToken(`session=${TOKEN}`, false)).toBe(TOKEN);
    expect(readSessionToken(`session=${"x".repeat(5000)}`, false)).toBeNull();
  });

  it("is read only as our tokens are written, never percent-decoded: what signs a person in, the page cache takes for a signed-in request", () => {
    // '%58' decodes to 'X': decoded, this would be a token the page cache did not see as one.
    const encoded = `%58${TOKEN.slice(1)}`;
    expect(readSessionToken(`session=${encoded}`, false)).toBeNull();
    expect(readSessionToken(`session=x; session=${TOKEN}`, false)).toBe(TOKEN);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("session", "__Host-session", "lang", " session"), fc.oneof(fc.constant(TOKEN), fc.constant(encoded), fc.string({ maxLength: 50 }))), { maxLength: 4 }),
        fc.boolean(),
        (cookies, secure) => {
          const header = cookies.map(([name, value]) => `${name}=${value}`).join("; ");
          if (readSessionToken(header, secure) !== null) expect(hasSessionCookie(header)).toBe(true);
        },
      ),
    );
  });

  it("is noticed under either name by whatever must not take a signed-in person for a guest, when it could be a token of ours", () => {
    const token = TOKEN;
    expect(hasSessionCookie(`lang=en; session=${token}`)).toBe(true);
    expect(hasSessionCookie(`__Host-session=${token}`)).toBe(true);
    // A junk cookie first and a real one after: still maybe signed in.
    expect(hasSessionCookie(`session=x; session=${token}`)).toBe(true);
    for (const junk of ["session=a", "session=", `session=${token}x`, `session=${token.slice(1)}+`, `session=${"x".repeat(5000)}`, "lang=en", `sessionx=${token}`]) {
      expect(hasSessionCookie(junk)).toBe(false);
    }
    expect(hasSessionCookie(null)).toBe(false);
  });
});

describe.each(testEngines())("sessions on %s", (engine) => {
  let db: AppDatabase;
  let userId: string;
  let adminId: string;
  const start = new Date("2026-11-01T10:00:00Z");
  beforeEach(async () => {
    db = await openDatabaseForTest(engine);
    adminId = (await recordSignIn(db, { subject: "s|1", email: "chef@example.com", displayName: "Chef", photoUrl: null }, new Set(["chef@example.com"]))).id;
    await setRoleByEmail(db, "cook@example.com", "staff");
    userId = (await recordSignIn(db, { subject: "s|2", email: "cook@example.com", displayName: "Cook", photoUrl: null }, new Set())).id;
  });

  it("finds the user of a session and stores only the token's hash", async () => {
    const { token } = await createSession(db, adminId);
    expect(await getSessionUser(db, token)).toMatchObject({ id: adminId, role: "admin", isActive: true });
    const stored = await db.selectFrom("sessions").select("id").execute();
    expect(stored.map((row) => row.id)).toEqual([hashSessionToken(token)]);
    // The cookie it goes in is one the public page cache takes for a signed-in person's.
    expect(hasSessionCookie(`session=${token}`)).toBe(true);
  });

  it("gives a new session id at every sign-in", async () => {
    const first = await createSession(db, userId);
    const second = await createSession(db, userId);
    expect(first.token).not.toBe(second.token);
  });

  it("treats a missing, unknown or malformed cookie as signed out", async () => {
    expect(await getSessionUser(db, readSessionToken(null, false))).toBeNull();
    expect(await getSessionUser(db, readSessionToken("session=not-a-session", false))).toBeNull();
    expect(await getSessionUser(db, readSessionToken("session=%%%", false))).toBeNull();
    expect(await getSessionUser(db, readSessionToken(`session=${"x".repeat(5000)}`, false))).toBeNull();
  });

  it("expires after 14 days without use, and each use pushes the end back", async () => {
    const { token, expiresAt } = await createSession(db, userId, start);
    expect(expiresAt).toEqual(later(start, 14 * DAY));
    expect(await touchSession(db, token, later(start, 13 * DAY))).toEqual({ kind: "renew", expiresAt: later(start, 27 * DAY), userId });
    // Used on day 13: still valid on day 26.
    expect(await getSessionUser(db, token, later(start, 26 * DAY))).not.toBeNull();
    expect(await getSessionUser(db, token, later(start, 41 * DAY))).toBeNull();
    expect(await db.selectFrom("sessions").select("id").execute()).toHaveLength(0);
  });

  it("asks for the cookie again only when its end moves, at most once an hour", async () => {
    const { token } = await createSession(db, userId, start);
    expect(await touchSession(db, token, later(start, 30 * 60 * 1000))).toEqual({ kind: "keep", userId });
    expect(await touchSession(db, token, later(start, 2 * HOUR))).toEqual({ kind: "renew", expiresAt: later(start, 14 * DAY + 2 * HOUR), userId });
    expect(await touchSession(db, token, later(start, 2 * HOUR + 60_000))).toEqual({ kind: "keep", userId });
    expect(await touchSession(db, "no-such-token", start)).toEqual({ kind: "clear" });
  });

  it("ends 30 days after sign-in however often it is used", async () => {
    const { token } = await createSession(db, userId, start);
    for (let day = 1; day < 30; day++) expect((await touchSession(db, token, later(start, day * DAY))).kind).toBe("renew");
    // Used on day 29: its end is the 30th day, not the 43rd.
    const row = await db.selectFrom("sessions").select("expires_at").executeTakeFirstOrThrow();
    expect(row.expires_at).toBe(later(start, 30 * DAY).toISOString());
    expect(await getSessionUser(db, token, later(start, 30 * DAY - 60_000))).not.toBeNull();
    expect(await touchSession(db, token, later(start, 30 * DAY))).toEqual({ kind: "clear" });
    expect(await getSessionUser(db, token, later(start, 30 * DAY))).toBeNull();
  });

  it("ends an admin's session after 12 hours without use, a staff member's after 14 days", async () => {
    const admin = await createSession(db, adminId, start);
    const staff = await createSession(db, userId, start);
    expect(admin.expiresAt).toEqual(later(start, 12 * HOUR));
    expect(await touchSession(db, admin.token, later(start, 11 * HOUR))).toEqual({ kind: "renew", expiresAt: later(start, 23 * HOUR), userId: adminId });
    expect(await getSessionUser(db, admin.token, later(start, 22 * HOUR))).not.toBeNull();
    expect(await getSessionUser(db, admin.token, later(start, 23 * HOUR))).toBeNull();
    expect(await getSessionUser(db, staff.token, later(start, 23 * HOUR))).not.toBeNull();
  });

  it("purges every ended session at the next sign-in", async () => {
    const ended = await createSession(db, userId, start);
    const endedAdmin = await createSession(db, adminId, start);
    const live = await createSession(db, userId, later(start, 11 * HOUR));
    expect(await db.selectFrom("sessions").select("id").execute()).toHaveLength(3);
    // Day 14, one hour in: the first two have ended (14 days, 12 hours), the third has not.
    await createSession(db, adminId, later(start, 14 * DAY + HOUR));
    const left = (await db.selectFrom("sessions").select("id").execute()).map((row) => row.id);
    expect(left).toHaveLength(2);
    expect(left).toContain(hashSessionToken(live.token));
    expect(left).not.toContain(hashSessionToken(ended.token));
    expect(left).not.toContain(hashSessionToken(endedAdmin.token));
    expect(await purgeExpiredSessions(db, later(start, 40 * DAY))).toBe(2);
  });

  it("applies an active flag changed behind its back on the next request", async () => {
    const { token } = await createSession(db, adminId);
    await db.updateTable("users").set({ is_active: 0 }).where("id", "=", adminId).execute();
    expect(await getSessionUser(db, token)).toMatchObject({ role: "admin", isActive: false });
  });

  it("ends with sign-out, under either cookie name", async () => {
    const plain = await createSession(db, userId);
    const secure = await createSession(db, userId);
    await deleteSession(db, new Request("http://localhost/logout", { headers: { Cookie: `session=${plain.token}` } }));
    await deleteSession(db, new Request("https://localhost/logout", { headers: { Cookie: `__Host-session=${secure.token}` } }));
    expect(await getSessionUser(db, plain.token)).toBeNull();
    expect(await getSessionUser(db, secure.token)).toBeNull();
  });
});
