/**
 * The operator's tool for users, on the database DATABASE_URL names:
 *   npm run user -- list
 *   npm run user -- set-role EMAIL admin|staff|pending
 *   npm run user -- set-role ID admin|staff|pending     (one account among several with an e-mail)
 */
import "../server/supported-node";
import { describeDatabaseTarget, parseDatabaseUrl } from "../app/db/database-url";
import { openDatabase } from "../app/db/connection.server";
import { migrateToLatest } from "../app/db/migrate.server";
import type { UserListRow } from "../app/features/users/users";
import { AmbiguousEmailError, listUsers, setRoleByEmail, setRoleById } from "../app/features/users/users.server";
import { isRole, ROLES } from "../app/lib/roles";
import { describeDatabaseError } from "../server/startup-errors";

// The roles with the most access first, as an operator looks for them.
const ROLE_CHOICES = [...ROLES].reverse().join("|");
const USAGE = `Usage: npm run user -- list | npm run user -- set-role EMAIL|ID ${ROLE_CHOICES}`;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const ID = /^[0-9a-f-]{36}$/i;

const describeUser = (user: UserListRow) =>
  `${user.email}\t${user.role}\t${user.isActive ? "active" : "inactive"}\t${user.displayName}\t${user.lastLoginAt ?? "never signed in"}\t${user.id}`;

async function main(args: string[]): Promise<number> {
  const [command, who, roleName] = args;
  const role = isRole(roleName) ? roleName : null;
  if (command !== "list" && command !== "set-role") {
    console.error(USAGE);
    return 2;
  }
  if (command === "set-role" && (!who || !(EMAIL.test(who) || ID.test(who)) || !role)) {
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
  // Which database, first: a settings file that did not load leaves the SQLite default in its place.
  console.log(`On ${describeDatabaseTarget(target)}:`);
  const db = openDatabase(target);
  try {
    await migrateToLatest(db);
    if (command === "list") {
      const users = await listUsers(db);
      if (users.length === 0) console.log("No users yet.");
      for (const user of users) console.log(describeUser(user));
      return 0;
    }
    const state = `${role}, ${role === "pending" ? "inactive" : "active"}`;
    if (EMAIL.test(who!)) {
      const outcome = await setRoleByEmail(db, who!, role!);
      console.log(`${outcome === "created" ? "Created" : "Updated"} ${who!.toLowerCase()}: ${state}.`);
      return 0;
    }
    const user = await setRoleById(db, who!, role!);
    if (!user) {
      console.error(`No account has the id ${who}; see npm run user -- list.`);
      return 1;
    }
    console.log(`Updated ${user.email} (${user.id}): ${state}.`);
    return 0;
  } catch (error) {
    if (error instanceof AmbiguousEmailError) {
      console.error(`${error.accounts.length} accounts use ${error.email}; nothing changed. Name one by its id: npm run user -- set-role ID ${role}`);
      for (const account of error.accounts) console.error(describeUser(account));
      return 1;
    }
    console.error(describeDatabaseError(error, target));
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
