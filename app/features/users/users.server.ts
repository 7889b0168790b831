import type { Kysely, Transaction } from "kysely";
import type { AppDatabase } from "~/db/connection.server";
import { isLostRace } from "~/db/errors";
import { lockFor } from "~/db/locks.server";
import type { Database, UserTable } from "~/db/schema";
import { write, type Writer } from "~/db/write.server";
import { sessionUserFromRow, type SignInIdentity } from "~/features/auth/access";
import { deleteSessionsOf } from "~/features/auth/session.server";
import { AppError } from "~/lib/app-error";
import { logSecurityEvent, type RequestFacts } from "~/lib/log.server";
import type { Role } from "~/lib/roles";
import type { UserListRow } from "./users";

type Executor = Kysely<Database> | Transaction<Database>;

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const isActiveAdmin = (user: Pick<UserTable, "role" | "is_active">) => user.role === "admin" && user.is_active === 1;

/** Whether an active admin exists (`besides`: other than this user). */
async function activeAdminExists(db: Executor, { besides }: { besides?: string } = {}): Promise<boolean> {
  let admins = db.selectFrom("users").select("id").where("role", "=", "admin").where("is_active", "=", 1);
  if (besides !== undefined) admins = admins.where("id", "!=", besides);
  return (await admins.limit(1).executeTakeFirst()) !== undefined;
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
      return await write(db, null, (w) => recordSignInOnce(w, identity, adminEmails), now, { isolation: "serializable" });
    } catch (error) {
      if (attempt >= SIGN_IN_ATTEMPTS || !(error instanceof SignInRaceLost || isLostRace(error))) throw error;
    }
  }
}

async function recordSignInOnce(w: Writer, identity: SignInIdentity, adminEmails: ReadonlySet<string>): Promise<UserTable> {
  const { trx } = w;
  const email = normalizeEmail(identity.email);
  const listed = adminEmails.has(email);

  const linked = await trx.selectFrom("users").selectAll().where("subject", "=", identity.subject).executeTakeFirst();
  if (linked) {
    const bringBack = listed && !isActiveAdmin(linked) && !(await activeAdminExists(trx)) && (await holdsEmail(trx, linked, email));
    return updateAtSignIn(w, linked, { email, identity, bringBack });
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
    return updateAtSignIn(w, { ...madeAhead, subject: identity.subject }, { email, identity, bringBack });
  }

  const emailSignedInBefore = await trx.selectFrom("users").select("id").where("email", "=", email).limit(1).executeTakeFirst();
  const makeAdmin = listed && emailSignedInBefore === undefined;
  return w.create("users", {
    subject: identity.subject,
    email,
    display_name: identity.displayName || email,
    photo_url: identity.photoUrl,
    role: makeAdmin ? "admin" : "pending",
    is_active: makeAdmin ? 1 : 0,
    last_login_at: w.now,
  });
}

/**
 * A sign-in of an existing account: its profile follows the provider's, which is the sign-in's own
 * bookkeeping, not an edit (the version stays, so an admin's open form stays valid). Only a real
 * promotion is an edit, through the write path: a new version and an audit entry.
 */
async function updateAtSignIn(
  w: Writer,
  existing: UserTable,
  { email, identity, bringBack }: { email: string; identity: SignInIdentity; bringBack: boolean },
): Promise<UserTable> {
  const profile = { email, display_name: identity.displayName || existing.display_name, photo_url: identity.photoUrl, last_login_at: w.now };
  await w.trx.updateTable("users").set(profile).where("id", "=", existing.id).execute();
  if (!bringBack) return { ...existing, ...profile };
  const { after } = await w.update("users", existing.id, existing.version, { role: "admin", is_active: 1 });
  // A new role, a new start: sessions opened under the old one end.
  await deleteSessionsOf(w.trx, existing.id);
  return after;
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

/** A user's role and active flag, as the security event log records a change of them. */
const roleState = (row: UserTable) => ({ role: row.role, active: row.is_active === 1 });

/**
 * An admin sets a user's role and active flag, through the write path. Refused when the row
 * changed since the admin saw it (AppError "stale"), when the user is gone ("not-found"), and when
 * it would leave the site without an active admin by the admin's own hand ("conflict"). A real
 * change ends the person's sessions, so they sign in again under the new role (the admin's own
 * sessions are theirs, not the person's, and stay), and is a security event, logged once committed.
 */
export async function changeUserRole(
  db: AppDatabase,
  change: { actorId: string; userId: string; role: Role; isActive: boolean; expectedVersion: number; request?: RequestFacts },
  now = new Date(),
): Promise<void> {
  const { before, after } = await write(
    db,
    change.actorId,
    async (w) => {
      // Two admins demoting each other at once would each see the other still an admin: the changes
      // take turns, each reading what the one before committed (locks.server.ts).
      await lockFor(w.trx, "admins");
      const user = await w.trx.selectFrom("users").selectAll().where("id", "=", change.userId).executeTakeFirst();
      if (!user) throw new AppError("not-found", { detail: `users ${change.userId}`, message: "users.notFound" });
      // Before the last-admin check: an admin who saw an old row is told to look again first.
      if (user.version !== change.expectedVersion) {
        throw new AppError("stale", { detail: `users ${user.id}: version ${user.version}, not ${change.expectedVersion}`, message: "users.stale" });
      }
      const isActive = activeAfter(user.role, change.role, change.isActive);
      const losesAdmin = isActiveAdmin(user) && (change.role !== "admin" || !isActive);
      if (losesAdmin && !(await activeAdminExists(w.trx, { besides: user.id }))) {
        throw new AppError("conflict", { detail: `users ${user.id} is the last active admin`, message: "users.lastAdmin" });
      }
      const written = await w.update("users", user.id, change.expectedVersion, { role: change.role, is_active: isActive ? 1 : 0 });
      if (roleOrActiveChanged(written)) await deleteSessionsOf(w.trx, user.id);
      return written;
    },
    now,
  );
  if (roleOrActiveChanged({ before, after })) {
    logSecurityEvent(
      { event: "users.role-changed", actorId: change.actorId, email: null, userId: after.id, userEmail: after.email, before: roleState(before), after: roleState(after) },
      change.request ?? { requestId: null, ip: null, path: null },
    );
  }
}

const roleOrActiveChanged = ({ before, after }: { before: UserTable; after: UserTable }) => before.role !== after.role || before.is_active !== after.is_active;

/**
 * Whether a person is switched on after an admin gives them `role`: a person approved (pending to
 * staff or admin) is switched on, as `npm run user set-role` does, whatever the switch beside them
 * said (it is off while they wait, and left so they stayed locked out under their new role); a person
 * made pending again is switched off; otherwise as the switch says.
 */
export function activeAfter(before: Role, role: Role, switchedOn: boolean): boolean {
  if (role === "pending") return false;
  return before === "pending" ? true : switchedOn;
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
  const normalized = normalizeEmail(email);
  return write(
    db,
    null,
    async (w) => {
      const users = await w.trx.selectFrom("users").selectAll().where("email", "=", normalized).orderBy("created_at").execute();
      const [user, ...others] = users;
      if (others.length > 0) {
        throw new AmbiguousEmailError(normalized, users.map((row) => ({ ...sessionUserFromRow(row), lastLoginAt: row.last_login_at, createdAt: row.created_at, version: row.version })));
      }
      if (!user) {
        await w.create("users", {
          subject: null, email: normalized, display_name: normalized.split("@")[0] ?? normalized,
          photo_url: null, role, is_active: role === "pending" ? 0 : 1, last_login_at: null,
        });
        return "created";
      }
      await setRoleOf(w, user, role);
      return "updated";
    },
    now,
  );
}

/** The operator's command line, for one account among several with the same e-mail. */
export async function setRoleById(db: AppDatabase, id: string, role: Role, now = new Date()): Promise<UserTable | null> {
  return write(
    db,
    null,
    async (w) => {
      const user = await w.trx.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
      return user ? setRoleOf(w, user, role) : null;
    },
    now,
  );
}

/** The operator sets a role at whatever version the row is at: the command line shows no form. */
async function setRoleOf(w: Writer, user: UserTable, role: Role): Promise<UserTable> {
  const written = await w.update("users", user.id, user.version, { role, is_active: role === "pending" ? 0 : 1 });
  if (roleOrActiveChanged(written)) await deleteSessionsOf(w.trx, user.id);
  return written.after;
}
