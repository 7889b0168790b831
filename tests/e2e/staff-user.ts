import type { Page } from "@playwright/test";
import { openDatabase } from "../../app/db/connection.server";
import { parseDatabaseUrl } from "../../app/db/database-url";
import { setRoleByEmail } from "../../app/features/users/users.server";
import { signIn, uniqueEmail } from "./sign-in";

/**
 * A new active staff member, made in the test server's database the way an operator makes one
 * (`npm run user -- set-role`), then signed in through the real identity flow.
 */
export async function signInAsNewStaff(page: Page, name = "Ayşe Cook"): Promise<string> {
  const email = uniqueEmail("staff");
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    await setRoleByEmail(db, email, "staff");
  } finally {
    await db.destroy();
  }
  await signIn(page, email, name);
  return email;
}
