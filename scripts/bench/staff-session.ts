import type { AppDatabase } from "../../app/db/connection.server";
import { createSession, SESSION_COOKIE } from "../../app/features/auth/session.server";
import { setRoleByEmail } from "../../app/features/users/users.server";
import type { SiteCookie } from "./browser";

export const BENCH_STAFF_EMAIL = "bench-staff@example.com";

/**
 * A signed-in member of staff, made straight in the database as an operator's `npm run user --
 * set-role` and a finished sign-in would make them: the user's id and the cookie their browser
 * sends. The one place the benchmark knows how a session is kept.
 */
export async function createStaffSession(db: AppDatabase): Promise<{ userId: string; cookie: SiteCookie }> {
  await setRoleByEmail(db, BENCH_STAFF_EMAIL, "staff");
  const user = await db.selectFrom("users").select("id").where("email", "=", BENCH_STAFF_EMAIL).executeTakeFirstOrThrow();
  const { token } = await createSession(db, user.id);
  return { userId: user.id, cookie: { name: SESSION_COOKIE, value: token } };
}

/** The Cookie header for `cookie`. */
export function cookieHeader(cookie: SiteCookie): string {
  return `${cookie.name}=${cookie.value}`;
}
