import { createHash, randomBytes } from "node:crypto";
import type { AppDatabase } from "~/db/connection.server";
import { readCookie } from "~/i18n/language";
import { sessionUserFromRow, type SessionUser } from "./access";

export const SESSION_COOKIE = "session";
/** Sessions end after 14 days without use. */
export const SESSION_IDLE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so browsing does not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** The database keeps a hash of the cookie's token: a copy of the database opens no sessions. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export function sessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_IDLE_DAYS * 24 * 60 * 60}${secure ? "; Secure" : ""}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

/** A new session with a new random id (never reused across sign-ins). Returns the cookie's token. */
export async function createSession(db: AppDatabase, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      id: hashSessionToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_IDLE_DAYS * DAY_MS).toISOString(),
    })
    .execute();
  return token;
}

/**
 * The user of the request's session, or null. An unknown, expired or malformed cookie is simply
 * "signed out". The user row is read on every request, so a role change applies at once.
 */
export async function getSessionUser(db: AppDatabase, request: Request, now = new Date()): Promise<SessionUser | null> {
  const token = readCookie(request.headers.get("Cookie"), SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const id = hashSessionToken(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
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
  if (!row) return null;
  if (row.expires_at <= now.toISOString()) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return null;
  }
  if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
    await db
      .updateTable("sessions")
      .set({ last_seen_at: now.toISOString(), expires_at: new Date(now.getTime() + SESSION_IDLE_DAYS * DAY_MS).toISOString() })
      .where("id", "=", id)
      .execute();
  }
  return sessionUserFromRow(row);
}

export async function deleteSession(db: AppDatabase, request: Request): Promise<void> {
  const token = readCookie(request.headers.get("Cookie"), SESSION_COOKIE);
  if (token) await db.deleteFrom("sessions").where("id", "=", hashSessionToken(token)).execute();
}
