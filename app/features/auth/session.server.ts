import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { AppDatabase } from "~/db/connection.server";
import type { Database, Role } from "~/db/schema";
import { sessionUserFromRow, type SessionUser } from "./access";

/** The session cookie's name over http: development, tests, a first run on localhost. */
export const SESSION_COOKIE = "session";
/**
 * Its name over https. With the `__Host-` prefix a browser keeps the cookie only when it comes
 * from a secure page of this very host, for the whole site and no other: neither a sibling
 * subdomain nor a plain-http page can plant a session cookie of their choosing.
 */
export const SECURE_SESSION_COOKIE = "__Host-session";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Sessions end after 14 days without use… */
export const SESSION_IDLE_DAYS = 14;
/** …or 12 hours for an admin, whose session can change everything… */
export const ADMIN_SESSION_IDLE_HOURS = 12;
/** …and 30 days after sign-in however much they are used. */
export const SESSION_LIFETIME_DAYS = 30;
/** last_seen_at is written at most this often, so browsing does not write on every request. */
const TOUCH_INTERVAL_MS = HOUR_MS;

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** A session token as createSession makes it: 32 random bytes in base64url, 43 characters. */
const SESSION_TOKEN_BYTES = 32;
const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The values of the cookies under these names that could be tokens of ours, in the header's order,
 * as sent: never percent-decoded, as no token of ours is encoded. The one reading of the header
 * both questions below share, so nothing signs a person in that the page cache takes for a guest.
 */
function sessionTokensIn(cookieHeader: string | null | undefined, names: readonly string[]): string[] {
  return cookieValuesNamed(cookieHeader, names).filter((value) => SESSION_TOKEN_SHAPE.test(value));
}

/** The values of the cookies under these names, in the header's order, as sent. */
function cookieValuesNamed(cookieHeader: string | null | undefined, names: readonly string[]): string[] {
  const values: string[] = [];
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator !== -1 && names.includes(part.slice(0, separator).trim())) values.push(part.slice(separator + 1).trim());
  }
  return values;
}

/** Whether the request carries a cookie under the session's name this site uses, a token of ours or not. */
export function sessionCookieSent(cookieHeader: string | null | undefined, secure: boolean): boolean {
  return cookieValuesNamed(cookieHeader, [sessionCookieName(secure)]).length > 0;
}

/** The request's session token under the name this site uses; a cookie under the other name is ignored. */
export function readSessionToken(cookieHeader: string | null | undefined, secure: boolean): string | null {
  return sessionTokensIn(cookieHeader, [sessionCookieName(secure)])[0] ?? null;
}

/**
 * Whether a request may be signed in: a cookie under either name holding what could be one of our
 * tokens, read as readSessionToken reads it. Whatever must never treat a signed-in person as a
 * guest (the public page cache) asks this; a cookie no session could have (`session=x`) makes no
 * one signed in, and is a guest's request.
 */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return sessionTokensIn(cookieHeader, [SESSION_COOKIE, SECURE_SESSION_COOKIE]).length > 0;
}

/** The database keeps a hash of the cookie's token: a copy of the database opens no sessions. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** How long a session may go unused: shorter for an active admin. */
export function sessionIdleMs(user: { role: Role; is_active: number }): number {
  return user.role === "admin" && user.is_active === 1 ? ADMIN_SESSION_IDLE_HOURS * HOUR_MS : SESSION_IDLE_DAYS * DAY_MS;
}

/** The end of a session used `now`: idle time from now, never past its absolute lifetime. */
function sessionEnd(createdAt: string, now: Date, idleMs: number): Date {
  const absoluteEnd = Date.parse(createdAt) + SESSION_LIFETIME_DAYS * DAY_MS;
  return new Date(Math.min(now.getTime() + idleMs, absoluteEnd));
}

/** The cookie for a session ending at `expiresAt`: the browser forgets it when the server would. */
export function sessionCookie(token: string, secure: boolean, expiresAt: Date, now = new Date()): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return `${sessionCookieName(secure)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${sessionCookieName(secure)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

/** Deletes every session that has ended, by idle time or by its absolute lifetime. */
export async function purgeExpiredSessions(db: AppDatabase, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", now.toISOString()),
        eb("created_at", "<=", new Date(now.getTime() - SESSION_LIFETIME_DAYS * DAY_MS).toISOString()),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of a person: their role or active flag changed, so they sign in again. */
export async function deleteSessionsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}

export interface IssuedSession {
  /** The cookie's value; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

/**
 * A new session with a new random id (never reused across sign-ins). Sessions that have ended are
 * purged on the way, so the table holds only live ones.
 */
export async function createSession(db: AppDatabase, userId: string, now = new Date()): Promise<IssuedSession> {
  await purgeExpiredSessions(db, now);
  const user = await db.selectFrom("users").select(["role", "is_active"]).where("id", "=", userId).executeTakeFirstOrThrow();
  const token = randomBytes(SESSION_TOKEN_BYTES).toString("base64url");
  const expiresAt = sessionEnd(now.toISOString(), now, sessionIdleMs(user));
  await db
    .insertInto("sessions")
    .values({
      id: hashSessionToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

interface SessionRow {
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  role: Role;
  is_active: number;
}

function hasEnded(row: SessionRow, now: Date): boolean {
  // The idle limit is checked against the role now, not the one at sign-in: a promotion ends
  // sessions anyway (users.server.ts), this only makes sure.
  return (
    row.expires_at <= now.toISOString() ||
    now.getTime() >= sessionEnd(row.created_at, new Date(Date.parse(row.last_seen_at)), sessionIdleMs(row)).getTime()
  );
}

async function findSession(db: AppDatabase, id: string) {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.created_at",
      "sessions.expires_at",
      "sessions.last_seen_at",
      "users.id",
      "users.email",
      "users.display_name",
      "users.photo_url",
      "users.role",
      "users.is_active",
    ])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
}

/**
 * The user of a session token, or null. An unknown, ended or malformed token is simply "signed
 * out"; an ended session's row is deleted. The user row is read on every request, so a role change
 * applies at once.
 */
export async function getSessionUser(db: AppDatabase, token: string | null, now = new Date()): Promise<SessionUser | null> {
  if (!token) return null;
  const id = hashSessionToken(token);
  const row = await findSession(db, id);
  if (!row) return null;
  if (hasEnded(row, now)) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return null;
  }
  return sessionUserFromRow(row);
}

/**
 * What a request's session cookie needs: nothing, sent again with a new lifetime, or deleted; and
 * whose session it is, for the request log.
 */
export type SessionCookieUpdate = { kind: "keep"; userId: string } | { kind: "renew"; expiresAt: Date; userId: string } | { kind: "clear" };

/**
 * Slides a session's end on use: at most once per TOUCH_INTERVAL_MS, its end moves to idle time
 * from now (never past the absolute lifetime), and the cookie must be sent again with that
 * lifetime, or the browser would drop a session the server still keeps. A token that opens no
 * session is to be deleted from the browser.
 */
export async function touchSession(db: AppDatabase, token: string, now = new Date()): Promise<SessionCookieUpdate> {
  const id = hashSessionToken(token);
  const row = await findSession(db, id);
  if (!row) return { kind: "clear" };
  if (hasEnded(row, now)) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return { kind: "clear" };
  }
  if (now.getTime() - Date.parse(row.last_seen_at) < TOUCH_INTERVAL_MS) return { kind: "keep", userId: row.id };
  const expiresAt = sessionEnd(row.created_at, now, sessionIdleMs(row));
  await db.updateTable("sessions").set({ last_seen_at: now.toISOString(), expires_at: expiresAt.toISOString() }).where("id", "=", id).execute();
  return { kind: "renew", expiresAt, userId: row.id };
}

/**
 * Sign-out: the row is deleted, so the cookie is worthless on every instance at once. A token under
 * either cookie name is ended: ending a session never opens one.
 */
export async function deleteSession(db: AppDatabase, request: Request): Promise<void> {
  const tokens = sessionTokensIn(request.headers.get("Cookie"), [SESSION_COOKIE, SECURE_SESSION_COOKIE]);
  if (tokens.length > 0) await db.deleteFrom("sessions").where("id", "in", tokens.map(hashSessionToken)).execute();
}
