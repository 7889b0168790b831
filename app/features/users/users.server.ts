import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { AppDatabase } from "~/db/connection.server";
import { isLostRace } from "~/db/errors";
import { lockFor } from "~/db/locks.server";
import type { Database, Role, UserTable } from "~/db/schema";
import { sessionUserFromRow } from "~/features/auth/access";
import { deleteSessionsOf } from "~/features/auth/session.server";
import { logSecurityEvent, type RequestFacts } from "~/lib/log.server";
import type { UserListRow } from "./users";

export interface SignInIdentity {
  /** `issuer|sub`: stable across e-mail changes. */
  subject: string;
  email: string;
  displayName: string;
  photoUrl: string | null;
}

type Executor = Kysely<Database> | Transaction<Database>;

async function writeAudit(
  db: Executor,
  entry: { actorId: string | null; entityId: string; action: "create" | "update"; before: unknown; after: unknown },
  at: string,
) {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      at,
      actor_id: entry.actorId,
      entity: "users",
      entity_id: entry.entityId,
      action: entry.action,
      old_value: entry.before == null ? null : JSON.stringify(entry.before),
      new_value: entry.after == null ? null : JSON.stringify(entry.after),
    })
    .execute();
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const isActiveAdmin = (user: Pick<UserTable, "role" | "is_active">) => user.role === "admin" && user.is_active === 1;

async function activeAdminExists(db: Executor): Promise<boolean> {
  const admin = await db.selectFrom("users").select("id").where("role", "=", "admin").where("is_active", "=", 1).limit(1).executeTakeFirst();
  return admin !== undefined;
}

/** Whether an account holds an ADMIN_EMAILS address: no other account was made with it before. */
async function holdsEmail(db: Executor, user: UserTable, email: string): Promise<boolean> {
  const earlier = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .where("id", "!=", user.id)
    .where((eb) => eb.or([eb("created_at", "<", user.created_at), eb.and([eb("created_at", "=", user.created_at), eb("id", "<", user.id)])]))
    .limit(1)
    .executeTakeFirst();
  return earlier === undefined;
}

/** A sign-in that lost a race to another needs another try, which then finds the winner's row. */
class SignInRaceLost extends Error {}
/** Enough for a handful of sign-ins of one person at once: each round lets at least one through. */
const SIGN_IN_ATTEMPTS = 10;

/**
 * Records a sign-in and returns the account. Accounts are linked by subject only:
 * - a known subject is that account; its e-mail, name and photo follow the provider's;
 * - otherwise an account an operator made ahead for this e-mail (`npm run user -- set-role`,
 *   subject still empty) is claimed, by the first identity to sign in with it;
 * - otherwise a new account is made, pending and inactive, even when another account already has
 *   this e-mail: an e-mail never opens someone else's account.
 *
 * ADMIN_EMAILS makes an active admin at an account's first sign-in, unless another account signed
 * in with that e-mail before. Later it acts only while no active admin exists, to bring back the
 * account that holds the address: an admin demoted or deactivated stays so.
 *
 * Two sign-ins at once (two tabs, two instances) are safe: the loser of a race runs again.
 */
export async function recordSignIn(
  db: AppDatabase,
  identity: SignInIdentity,
  adminEmails: ReadonlySet<string>,
  now = new Date(),
): Promise<UserTable> {
  for (let attempt = 1; ; attempt++) {
    try {
      // Serializable on PostgreSQL, so that the checks below (is this e-mail taken, is there an
      // admin) still hold at commit; SQLite runs one write transaction at a time anyway.
      return await db
        .transaction()
        .setIsolationLevel("serializable")
        .execute((trx) => recordSignInOnce(trx, identity, adminEmails, now));
    } catch (error) {
      if (attempt >= SIGN_IN_ATTEMPTS || !(error instanceof SignInRaceLost || isLostRace(error))) throw error;
    }
  }
}

async function recordSignInOnce(
  trx: Transaction<Database>,
  identity: SignInIdentity,
  adminEmails: ReadonlySet<string>,
  now: Date,
): Promise<UserTable> {
  const at = now.toISOString();
  const email = normalizeEmail(identity.email);
  const listed = adminEmails.has(email);

  const linked = await trx.selectFrom("users").selectAll().where("subject", "=", identity.subject).executeTakeFirst();
  if (linked) {
    const bringBack = listed && !isActiveAdmin(linked) && !(await activeAdminExists(trx)) && (await holdsEmail(trx, linked, email));
    return updateAtSignIn(trx, linked, { email, identity, bringBack }, at);
  }

  const madeAhead = await trx
    .selectFrom("users")
    .selectAll()
    .where("email", "=", email)
    .where("subject", "is", null)
    .executeTakeFirst();
  if (madeAhead) {
    // Only while it is still unclaimed: another sign-in may have claimed it since it was read.
    const claimed = await trx
      .updateTable("users")
      .set({ subject: identity.subject })
      .where("id", "=", madeAhead.id)
      .where("subject", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new SignInRaceLost();
    // Its first sign-in: an ADMIN_EMAILS address makes it an admin, as it would a new account.
    const bringBack = listed && !isActiveAdmin(madeAhead) && (await holdsEmail(trx, madeAhead, email));
    return updateAtSignIn(trx, { ...madeAhead, subject: identity.subject }, { email, identity, bringBack }, at);
  }

  const emailSignedInBefore = await trx.selectFrom("users").select("id").where("email", "=", email).limit(1).executeTakeFirst();
  const makeAdmin = listed && emailSignedInBefore === undefined;
  const user: UserTable = {
    id: randomUUID(),
    subject: identity.subject,
    email,
    display_name: identity.displayName || email,
    photo_url: identity.photoUrl,
    role: makeAdmin ? "admin" : "pending",
    is_active: makeAdmin ? 1 : 0,
    created_at: at,
    updated_at: at,
    last_login_at: at,
    version: 1,
  };
  await trx.insertInto("users").values(user).execute();
  await writeAudit(trx, { actorId: null, entityId: user.id, action: "create", before: null, after: user }, at);
  return user;
}

/** A sign-in of an existing account: its profile follows the provider; a promotion is an edit. */
async function updateAtSignIn(
  trx: Transaction<Database>,
  existing: UserTable,
  { email, identity, bringBack }: { email: string; identity: SignInIdentity; bringBack: boolean },
  at: string,
): Promise<UserTable> {
  const changes = {
    email,
    display_name: identity.displayName || existing.display_name,
    photo_url: identity.photoUrl,
    last_login_at: at,
    // Only a real promotion is an edit (new version, audit entry); a sign-in itself is not.
    ...(bringBack && { role: "admin" as const, is_active: 1 as const, updated_at: at, version: existing.version + 1 }),
  };
  await trx.updateTable("users").set(changes).where("id", "=", existing.id).execute();
  const updated = { ...existing, ...changes };
  if (bringBack) {
    await writeAudit(trx, { actorId: null, entityId: existing.id, action: "update", before: existing, after: updated }, at);
    // A new role, a new start: sessions opened under the old one end.
    await deleteSessionsOf(trx, existing.id);
  }
  return updated;
}

export async function listUsers(db: AppDatabase): Promise<UserListRow[]> {
  const rows = await db.selectFrom("users").selectAll().orderBy("created_at", "desc").orderBy("email").execute();
  return rows.map((row) => ({
    ...sessionUserFromRow(row),
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
    version: row.version,
  }));
}

export type RoleChangeResult =
  | { ok: true }
  | { ok: false; reason: "not-found" | "stale" | "last-admin" };

/**
 * An admin sets a user's role and active flag. Refused when the row changed since the admin saw
 * it (version), and when it would leave the site without an active admin by the admin's own hand.
 * A real change ends the person's sessions, so they sign in again under the new role; the admin's
 * own sessions are theirs, not the person's, and stay.
 */
export async function changeUserRole(
  db: AppDatabase,
  change: { actorId: string; userId: string; role: Role; isActive: boolean; expectedVersion: number; request?: RequestFacts },
  now = new Date(),
): Promise<RoleChangeResult> {
  const at = now.toISOString();
  // A real change of role or active flag is a security event too, logged once committed.
  const changed: { before: UserTable; after: UserTable }[] = [];
  const outcome = await db.transaction().execute(async (trx): Promise<RoleChangeResult> => {
    // Two admins demoting each other at once would each see the other still an admin: the changes
    // take turns, each reading what the one before committed (locks.server.ts).
    await lockFor(trx, "admins");
    const user = await trx.selectFrom("users").selectAll().where("id", "=", change.userId).executeTakeFirst();
    if (!user) return { ok: false, reason: "not-found" };
    if (user.version !== change.expectedVersion) return { ok: false, reason: "stale" };

    const losesAdmin = user.role === "admin" && user.is_active === 1 && (change.role !== "admin" || !change.isActive);
    if (losesAdmin) {
      const otherAdmins = await trx
        .selectFrom("users")
        .select("id")
        .where("role", "=", "admin")
        .where("is_active", "=", 1)
        .where("id", "!=", user.id)
        .limit(1)
        .execute();
      if (otherAdmins.length === 0) return { ok: false, reason: "last-admin" };
    }

    const changes = { role: change.role, is_active: change.isActive ? (1 as const) : (0 as const), updated_at: at, version: user.version + 1 };
    const result = await trx
      .updateTable("users")
      .set(changes)
      .where("id", "=", user.id)
      .where("version", "=", change.expectedVersion)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return { ok: false, reason: "stale" };
    await writeAudit(trx, { actorId: change.actorId, entityId: user.id, action: "update", before: user, after: { ...user, ...changes } }, at);
    if (user.role !== changes.role || user.is_active !== changes.is_active) {
      await deleteSessionsOf(trx, user.id);
      changed.push({ before: user, after: { ...user, ...changes } });
    }
    return { ok: true };
  });
  for (const { before, after } of changed) {
    const state = (row: UserTable) => ({ role: row.role, active: row.is_active === 1 });
    logSecurityEvent(
      { event: "users.role-changed", actorId: change.actorId, email: null, userId: after.id, userEmail: after.email, before: state(before), after: state(after) },
      change.request ?? { ip: null, path: null },
    );
  }
  return outcome;
}

/** Several accounts use the e-mail the operator named: which one is meant must be said by id. */
export class AmbiguousEmailError extends Error {
  override name = "AmbiguousEmailError";
  constructor(
    readonly email: string,
    readonly accounts: UserListRow[],
  ) {
    super(`${accounts.length} accounts use ${email}`);
  }
}

/**
 * The operator's command line: set a role by e-mail, creating the user ahead of their first sign-in
 * when no account has that e-mail. Staff and admins become active; pending becomes inactive. When
 * several accounts share the e-mail, nothing changes and AmbiguousEmailError lists them: the
 * operator picks one with setRoleById.
 */
export async function setRoleByEmail(db: AppDatabase, email: string, role: Role, now = new Date()): Promise<"created" | "updated"> {
  const at = now.toISOString();
  const normalized = normalizeEmail(email);
  return db.transaction().execute(async (trx) => {
    const users = await trx.selectFrom("users").selectAll().where("email", "=", normalized).orderBy("created_at").execute();
    const [user, ...others] = users;
    if (others.length > 0) {
      throw new AmbiguousEmailError(normalized, users.map((row) => ({ ...sessionUserFromRow(row), lastLoginAt: row.last_login_at, createdAt: row.created_at, version: row.version })));
    }
    if (!user) {
      const created: UserTable = {
        id: randomUUID(), subject: null, email: normalized, display_name: normalized.split("@")[0] ?? normalized,
        photo_url: null, role, is_active: role === "pending" ? 0 : 1, created_at: at, updated_at: at, last_login_at: null, version: 1,
      };
      await trx.insertInto("users").values(created).execute();
      await writeAudit(trx, { actorId: null, entityId: created.id, action: "create", before: null, after: created }, at);
      return "created";
    }
    await setRoleOf(trx, user, role, at);
    return "updated";
  });
}

/** The operator's command line, for one account among several with the same e-mail. */
export async function setRoleById(db: AppDatabase, id: string, role: Role, now = new Date()): Promise<UserTable | null> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
    return user ? setRoleOf(trx, user, role, now.toISOString()) : null;
  });
}

async function setRoleOf(trx: Transaction<Database>, user: UserTable, role: Role, at: string): Promise<UserTable> {
  const changes = { role, is_active: role === "pending" ? (0 as const) : (1 as const), updated_at: at, version: user.version + 1 };
  await trx.updateTable("users").set(changes).where("id", "=", user.id).execute();
  const updated = { ...user, ...changes };
  await writeAudit(trx, { actorId: null, entityId: user.id, action: "update", before: user, after: updated }, at);
  if (user.role !== role || user.is_active !== changes.is_active) await deleteSessionsOf(trx, user.id);
  return updated;
}
