/**
 * The operator's tool for users, on the database DATABASE_URL names:
 *   npm run user -- list
 *   npm run user -- set-role EMAIL admin|staff|pending
 */
import { parseDatabaseUrl } from "../app/db/database-url";
import { openDatabase } from "../app/db/connection.server";
import { migrateToLatest } from "../app/db/migrate.server";
import type { Role } from "../app/db/schema";
import { listUsers, setRoleByEmail } from "../app/features/users/users.server";
import { describeDatabaseError } from "../server/startup-errors";

const USAGE = "Usage: npm run user -- list | npm run user -- set-role EMAIL admin|staff|pending";
const ROLES: Role[] = ["admin", "staff", "pending"];

async function main(args: string[]): Promise<number> {
  const [command, email, role] = args;
  if (command !== "list" && command !== "set-role") {
    console.error(USAGE);
    return 2;
  }
  if (command === "set-role" && (!email || !/^[^\s@]+@[^\s@]+$/.test(email) || !ROLES.includes(role as Role))) {
    console.error(USAGE);
    return 2;
  }

  let target;
  try {
    target = parseDatabaseUrl(process.env.DATABASE_URL);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const db = openDatabase(target);
  try {
    await migrateToLatest(db);
    if (command === "list") {
      const users = await listUsers(db);
      if (users.length === 0) console.log("No users yet.");
      for (const user of users) {
        console.log(`${user.email}\t${user.role}\t${user.isActive ? "active" : "inactive"}\t${user.displayName}\t${user.lastLoginAt ?? "never signed in"}`);
      }
    } else {
      const outcome = await setRoleByEmail(db, email as string, role as Role);
      console.log(`${outcome === "created" ? "Created" : "Updated"} ${email!.toLowerCase()}: ${role}, ${role === "pending" ? "inactive" : "active"}.`);
    }
    return 0;
  } catch (error) {
    console.error(describeDatabaseError(error, target));
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
