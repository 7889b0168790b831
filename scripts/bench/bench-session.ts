import type { AppDatabase } from "../../app/db/connection.server";
import type { Role } from "../../app/db/schema";
import { createSession, SESSION_COOKIE } from "../../app/features/auth/session.server";
import { setRoleByEmail } from "../../app/features/users/users.server";
import type { SiteCookie } from "./browser";

const BENCH_EMAILS = { staff: "bench-staff@example.com", admin: "bench-admin@example.com" } as const;

/**
 * A signed-in member of staff or admin, made straight in the database as an operator's `npm
 * run user -- set-role` and a finished sign-in would make them: the user's id and the cookie their
 * browser sends. The one place the benchmark knows how a session is kept.
 */
export async function createBenchSession(db: AppDatabase, role: Extract<Role, "staff" | "admin"> = "staff"): Promise<{ userId: string; cookie: SiteCookie }> {
  const email = BENCH_EMAILS[role];
  await setRoleByEmail(db, email, role);
  const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  const { token } = await createSession(db, user.id);
  return { userId: user.id, cookie: { name: SESSION_COOKIE, value: token } };
}

/** The Cookie header for `cookie`. */
export function cookieHeader(cookie: SiteCookie): string {
  return `${cookie.name}=${cookie.value}`;
}
