import { randomUUID } from "node:crypto";
import type { AppDatabase } from "../../app/db/connection.server";
import type { Role } from "../../app/db/schema";
import { createSession, SESSION_COOKIE } from "../../app/features/auth/session.server";

/** An active user of the role, straight in the database, and the Cookie header of a session of theirs. */
export async function signedInUser(db: AppDatabase, { email, role, name = email }: { email: string; role: Role; name?: string }): Promise<{ id: string; cookie: string }> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("users")
    .values({ id, subject: `test|${email}`, email, display_name: name, photo_url: null, role, is_active: 1, created_at: now, updated_at: now, last_login_at: now, version: 1 })
    .execute();
  return { id, cookie: `${SESSION_COOKIE}=${(await createSession(db, id)).token}` };
}
