import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { AppDatabase } from "~/db/connection.server";
import type { Database, Role, UserTable } from "~/db/schema";
import { sessionUserFromRow } from "~/features/auth/access";
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

/**
 * Records a sign-in. The first sign-in creates a pending, inactive user; later ones refresh
 * lastLogin, the name and the photo. An e-mail in ADMIN_EMAILS becomes an active admin. A user an
 * operator created ahead by e-mail (`npm run user -- set-role`) is matched by that e-mail.
 */
export async function recordSignIn(
  db: AppDatabase,
  identity: SignInIdentity,
  adminEmails: ReadonlySet<string>,
  now = new Date(),
): Promise<UserTable> {
  const at = now.toISOString();
  const email = identity.email.trim().toLowerCase();
  const makeAdmin = adminEmails.has(email);
  return db.transaction().execute(async (trx) => {
    const existing =
      (await trx.selectFrom("users").selectAll().where("subject", "=", identity.subject).executeTakeFirst()) ??
      (await trx.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst());

    if (!existing) {
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

    // Only a real promotion is an edit (new version, audit entry); a sign-in itself is not.
    const promote = makeAdmin && (existing.role !== "admin" || existing.is_active !== 1);
    const changes = {
      subject: identity.subject,
      email,
      display_name: identity.displayName || existing.display_name,
      photo_url: identity.photoUrl,
      last_login_at: at,
      ...(promote && { role: "admin" as const, is_active: 1 as const, updated_at: at, version: existing.version + 1 }),
    };
    await trx.updateTable("users").set(changes).where("id", "=", existing.id).execute();
    const updated = { ...existing, ...changes };
    if (promote) {
      await writeAudit(trx, { actorId: null, entityId: existing.id, action: "update", before: existing, after: updated }, at);
    }
    return updated;
  });
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
 */
export async function changeUserRole(
  db: AppDatabase,
  change: { actorId: string; userId: string; role: Role; isActive: boolean; expectedVersion: number },
  now = new Date(),
): Promise<RoleChangeResult> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
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
    return { ok: true };
  });
}

/**
 * The operator's command line: set a role by e-mail, creating the user ahead of their first sign-in
 * when needed. Staff and admins become active; pending becomes inactive.
 */
export async function setRoleByEmail(db: AppDatabase, email: string, role: Role, now = new Date()): Promise<"created" | "updated"> {
  const at = now.toISOString();
  const normalized = email.trim().toLowerCase();
  const isActive = role === "pending" ? (0 as const) : (1 as const);
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("users").selectAll().where("email", "=", normalized).executeTakeFirst();
    if (!user) {
      const created: UserTable = {
        id: randomUUID(), subject: null, email: normalized, display_name: normalized.split("@")[0] ?? normalized,
        photo_url: null, role, is_active: isActive, created_at: at, updated_at: at, last_login_at: null, version: 1,
      };
      await trx.insertInto("users").values(created).execute();
      await writeAudit(trx, { actorId: null, entityId: created.id, action: "create", before: null, after: created }, at);
      return "created";
    }
    const changes = { role, is_active: isActive, updated_at: at, version: user.version + 1 };
    await trx.updateTable("users").set(changes).where("id", "=", user.id).execute();
    await writeAudit(trx, { actorId: null, entityId: user.id, action: "update", before: user, after: { ...user, ...changes } }, at);
    return "updated";
  });
}
