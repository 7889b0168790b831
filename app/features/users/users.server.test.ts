import { beforeEach, describe, expect, it } from "vitest";
import { openDatabaseForTest } from "../../../tests/support/prepared-database";
import { allInTurn } from "../../../tests/support/overlapping-writes";
import { testEngines } from "../../../tests/support/test-databases";
import type { AppDatabase } from "~/db/connection.server";
import { createSession, getSessionUser } from "~/features/auth/session.server";
import { isAppError } from "~/lib/app-error";
import { AmbiguousEmailError, changeUserRole, listUsers, recordSignIn, setRoleByEmail, setRoleById } from "./users.server";

/** An identity at the provider: its subject is fixed, its e-mail is whatever the provider says now. */
const identity = (email: string, name = "Ayşe", subject = `https://issuer|${email.toLowerCase()}`) => ({
  subject,
  email,
  displayName: name,
  photoUrl: null,
});
const noAdmins = new Set<string>();

/** A role change's outcome: "ok", or the message it was refused with. */
const outcomeOf = (change: Promise<void>): Promise<string> =>
  change.then(
    () => "ok",
    (error: unknown) => {
      if (!isAppError(error)) throw error;
      return error.messageRef ?? error.code;
    },
  );

describe.each(testEngines())("users on %s", (engine) => {
  let db: AppDatabase;
  beforeEach(async () => {
    db = await openDatabaseForTest(engine);
  });

  const sessionsOf = async (userId: string) => (await db.selectFrom("sessions").select("id").where("user_id", "=", userId).execute()).length;

  it("creates a pending, inactive user at the first sign-in and refreshes them later", async () => {
    const first = await recordSignIn(db, identity("cook@example.com"), noAdmins, new Date("2026-11-01T10:00:00Z"));
    expect(first).toMatchObject({ role: "pending", is_active: 0, last_login_at: "2026-11-01T10:00:00.000Z" });

    const again = await recordSignIn(db, identity("Cook@Example.com", "Ayşe Yılmaz"), noAdmins, new Date("2026-11-02T10:00:00Z"));
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ role: "pending", display_name: "Ayşe Yılmaz", last_login_at: "2026-11-02T10:00:00.000Z" });
    expect(await listUsers(db)).toHaveLength(1);
  });

  it("links an account by its subject: a new e-mail at the provider is still the same account", async () => {
    const first = await recordSignIn(db, identity("cook@example.com", "Ayşe", "google|42"), noAdmins);
    const moved = await recordSignIn(db, identity("ayse@example.org", "Ayşe", "google|42"), noAdmins);
    expect(moved.id).toBe(first.id);
    expect(moved.email).toBe("ayse@example.org");
    expect(await listUsers(db)).toHaveLength(1);
  });

  it("gives a second identity with a known e-mail its own pending account", async () => {
    await setRoleByEmail(db, "waiter@example.com", "staff");
    const waiter = await recordSignIn(db, identity("waiter@example.com", "Mehmet", "google|1"), noAdmins);
    expect(waiter).toMatchObject({ role: "staff", is_active: 1 });

    const other = await recordSignIn(db, identity("waiter@example.com", "Someone", "elsewhere|9"), noAdmins);
    expect(other.id).not.toBe(waiter.id);
    expect(other).toMatchObject({ role: "pending", is_active: 0, email: "waiter@example.com", subject: "elsewhere|9" });
    const users = await listUsers(db);
    expect(users).toHaveLength(2);
    expect(users.find((user) => user.id === waiter.id)).toMatchObject({ role: "staff", isActive: true, displayName: "Mehmet" });
  });

  it("never hands an admin's account to another identity with the admin's e-mail", async () => {
    const admins = new Set(["chef@example.com"]);
    const chef = await recordSignIn(db, identity("chef@example.com", "Chef", "google|1"), admins);
    expect(chef).toMatchObject({ role: "admin", is_active: 1 });
    const impostor = await recordSignIn(db, identity("chef@example.com", "Chef", "elsewhere|1"), admins);
    expect(impostor.id).not.toBe(chef.id);
    expect(impostor).toMatchObject({ role: "pending", is_active: 0 });
  });

  it("makes an ADMIN_EMAILS address an active admin, and records it in the audit log", async () => {
    const user = await recordSignIn(db, identity("chef@example.com"), new Set(["chef@example.com"]));
    expect(user).toMatchObject({ role: "admin", is_active: 1 });
    // Signing in again is not an edit: the version an admin's form carries stays valid.
    const again = await recordSignIn(db, identity("chef@example.com"), new Set(["chef@example.com"]));
    expect(again.version).toBe(user.version);
    const audit = await db.selectFrom("audit_log").selectAll().where("entity_id", "=", user.id).execute();
    expect(audit.map((entry) => entry.action)).toEqual(["create"]);
  });

  it("lets a bootstrap admin from ADMIN_EMAILS be demoted for good, and brings them back only when no admin is left", async () => {
    const admins = new Set(["boss@example.com"]);
    const boss = await recordSignIn(db, identity("boss@example.com"), admins);
    const owner = await recordSignIn(db, identity("owner@example.com"), new Set(["owner@example.com"]));
    await expect(changeUserRole(db, { actorId: owner.id, userId: boss.id, role: "staff", isActive: true, expectedVersion: 1 })).resolves.toBeUndefined();

    expect(await recordSignIn(db, identity("boss@example.com"), admins)).toMatchObject({ role: "staff", is_active: 1, version: 2 });

    // The operator deactivates the last admin: ADMIN_EMAILS is the way back in.
    await db.updateTable("users").set({ is_active: 0 }).where("id", "=", owner.id).execute();
    expect(await recordSignIn(db, identity("boss@example.com"), admins)).toMatchObject({ role: "admin", is_active: 1, version: 3 });
  });

  it("matches a user the operator created ahead by e-mail, once", async () => {
    expect(await setRoleByEmail(db, "Waiter@example.com", "staff")).toBe("created");
    const user = await recordSignIn(db, identity("waiter@example.com"), noAdmins);
    expect(user).toMatchObject({ role: "staff", is_active: 1 });
    expect(await listUsers(db)).toHaveLength(1);
  });

  it("makes an account made ahead an admin at its first sign-in when ADMIN_EMAILS names it", async () => {
    await setRoleByEmail(db, "chef@example.com", "pending");
    expect(await recordSignIn(db, identity("chef@example.com"), new Set(["chef@example.com"]))).toMatchObject({ role: "admin", is_active: 1 });
  });

  it("changes a role, refuses a stale version, and writes who did it", async () => {
    const admin = await recordSignIn(db, identity("chef@example.com"), new Set(["chef@example.com"]));
    const cook = await recordSignIn(db, identity("cook@example.com"), noAdmins);
    await expect(changeUserRole(db, { actorId: admin.id, userId: cook.id, role: "staff", isActive: true, expectedVersion: 1 })).resolves.toBeUndefined();
    // A second admin still looking at version 1 must not overwrite the change.
    await expect(changeUserRole(db, { actorId: admin.id, userId: cook.id, role: "pending", isActive: false, expectedVersion: 1 })).rejects.toMatchObject({ code: "stale", messageRef: "users.stale" });
    const [row] = (await listUsers(db)).filter((user) => user.id === cook.id);
    expect(row).toMatchObject({ role: "staff", isActive: true, version: 2 });
    const audit = await db.selectFrom("audit_log").selectAll().where("entity_id", "=", cook.id).where("action", "=", "update").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBe(admin.id);
    expect(JSON.parse(audit[0]?.new_value ?? "{}")).toMatchObject({ role: "staff", is_active: 1 });
  });

  it("switches a person on when an admin approves them, the switch left off, and off when made pending again", async () => {
    const admin = await recordSignIn(db, identity("chef@example.com"), new Set(["chef@example.com"]));
    const waiter = await recordSignIn(db, identity("waiter@example.com"), noAdmins);
    expect(waiter).toMatchObject({ role: "pending", is_active: 0 });
    await changeUserRole(db, { actorId: admin.id, userId: waiter.id, role: "staff", isActive: false, expectedVersion: waiter.version });
    expect((await listUsers(db)).find((user) => user.id === waiter.id)).toMatchObject({ role: "staff", isActive: true });
    // Once approved, the switch is the admin's: off stays off.
    await changeUserRole(db, { actorId: admin.id, userId: waiter.id, role: "staff", isActive: false, expectedVersion: waiter.version + 1 });
    expect((await listUsers(db)).find((user) => user.id === waiter.id)).toMatchObject({ role: "staff", isActive: false });
    await changeUserRole(db, { actorId: admin.id, userId: waiter.id, role: "pending", isActive: true, expectedVersion: waiter.version + 2 });
    expect((await listUsers(db)).find((user) => user.id === waiter.id)).toMatchObject({ role: "pending", isActive: false });
  });

  it("ends a person's sessions when an admin changes their role or active flag, and keeps the admin's", async () => {
    const admin = await recordSignIn(db, identity("chef@example.com"), new Set(["chef@example.com"]));
    await setRoleByEmail(db, "cook@example.com", "staff");
    const cook = await recordSignIn(db, identity("cook@example.com"), noAdmins);
    const adminSession = await createSession(db, admin.id);
    const cookSession = await createSession(db, cook.id);

    // Saving the same values again is no change: the cook stays signed in, and the row's version stays.
    await expect(changeUserRole(db, { actorId: admin.id, userId: cook.id, role: "staff", isActive: true, expectedVersion: cook.version })).resolves.toBeUndefined();
    expect(await sessionsOf(cook.id)).toBe(1);

    await expect(changeUserRole(db, { actorId: admin.id, userId: cook.id, role: "staff", isActive: false, expectedVersion: cook.version })).resolves.toBeUndefined();
    expect(await getSessionUser(db, cookSession.token)).toBeNull();
    expect(await getSessionUser(db, adminSession.token)).toMatchObject({ id: admin.id, role: "admin" });

    // Re-activated, the old session does not come back.
    await changeUserRole(db, { actorId: admin.id, userId: cook.id, role: "staff", isActive: true, expectedVersion: cook.version + 1 });
    expect(await getSessionUser(db, cookSession.token)).toBeNull();
  });

  it("ends a person's sessions when the operator sets their role, or ADMIN_EMAILS brings them back", async () => {
    const boss = await recordSignIn(db, identity("boss@example.com"), new Set(["boss@example.com"]));
    const bossSession = await createSession(db, boss.id);
    await setRoleByEmail(db, "boss@example.com", "pending");
    expect(await getSessionUser(db, bossSession.token)).toBeNull();

    const pendingSession = await createSession(db, boss.id);
    await recordSignIn(db, identity("boss@example.com"), new Set(["boss@example.com"]));
    expect(await getSessionUser(db, pendingSession.token)).toBeNull();
  });

  it("asks the operator to pick by id when several accounts share an e-mail", async () => {
    const first = await recordSignIn(db, identity("cook@example.com", "Ayşe", "google|1"), noAdmins);
    const second = await recordSignIn(db, identity("cook@example.com", "Other", "elsewhere|1"), noAdmins);
    const refused = await setRoleByEmail(db, "cook@example.com", "staff").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AmbiguousEmailError);
    expect((refused as AmbiguousEmailError).accounts.map((account) => account.id).sort()).toEqual([first.id, second.id].sort());
    expect((await listUsers(db)).every((user) => user.role === "pending")).toBe(true);

    expect(await setRoleById(db, first.id, "staff")).toMatchObject({ id: first.id, role: "staff", is_active: 1 });
    expect(await setRoleById(db, "no-such-id", "staff")).toBeNull();
    const roles = Object.fromEntries((await listUsers(db)).map((user) => [user.id, user.role]));
    expect(roles).toEqual({ [first.id]: "staff", [second.id]: "pending" });
  });

  it("makes one account of several first sign-ins of the same person at once", async () => {
    const results = await allInTurn(
      db,
      engine,
      Array.from({ length: 5 }, () => () => recordSignIn(db, identity("rush@example.com"), noAdmins)),
    );
    expect(new Set(results.map((user) => user.id)).size).toBe(1);
    expect(await listUsers(db)).toHaveLength(1);
  });

  it("lets an account made ahead be claimed once by first sign-ins at once", async () => {
    await setRoleByEmail(db, "rush@example.com", "staff");
    const results = await allInTurn(
      db,
      engine,
      Array.from({ length: 5 }, () => () => recordSignIn(db, identity("rush@example.com"), noAdmins)),
    );
    expect(new Set(results.map((user) => user.id)).size).toBe(1);
    expect(await listUsers(db)).toMatchObject([{ role: "staff", isActive: true }]);
  });

  it("makes only one admin of two identities signing in at once with an ADMIN_EMAILS address", async () => {
    const admins = new Set(["chef@example.com"]);
    await allInTurn(db, engine, [
      () => recordSignIn(db, identity("chef@example.com", "A", "google|a"), admins),
      () => recordSignIn(db, identity("chef@example.com", "B", "google|b"), admins),
    ]);
    const roles = (await listUsers(db)).map((user) => user.role).sort();
    expect(roles).toEqual(["admin", "pending"]);
  });

  it("never lets the last active admin demote or deactivate themself", async () => {
    const admin = await recordSignIn(db, identity("chef@example.com"), new Set(["chef@example.com"]));
    await expect(changeUserRole(db, { actorId: admin.id, userId: admin.id, role: "staff", isActive: true, expectedVersion: 1 })).rejects.toMatchObject({ code: "conflict", messageRef: "users.lastAdmin" });
    await expect(changeUserRole(db, { actorId: admin.id, userId: admin.id, role: "admin", isActive: false, expectedVersion: 1 })).rejects.toMatchObject({ code: "conflict", messageRef: "users.lastAdmin" });

    const second = await recordSignIn(db, identity("owner@example.com"), new Set(["owner@example.com"]));
    expect(second.role).toBe("admin");
    await expect(changeUserRole(db, { actorId: admin.id, userId: admin.id, role: "staff", isActive: true, expectedVersion: 1 })).resolves.toBeUndefined();
  });

  it("keeps an active admin when two admins demote each other at the same moment, round after round", async () => {
    await setRoleByEmail(db, "a@example.com", "admin");
    await setRoleByEmail(db, "b@example.com", "admin");
    const [first, second] = await db.selectFrom("users").select("id").orderBy("email").execute();
    const versionOf = async (id: string) => (await db.selectFrom("users").select("version").where("id", "=", id).executeTakeFirstOrThrow()).version;
    for (let round = 0; round < 30; round++) {
      // Each has read the other's version before either writes: both demotions are current.
      const [toFirst, toSecond] = [await versionOf(first!.id), await versionOf(second!.id)];
      const results = await allInTurn(db, engine, [
        () => outcomeOf(changeUserRole(db, { actorId: first!.id, userId: second!.id, role: "staff", isActive: true, expectedVersion: toSecond })),
        () => outcomeOf(changeUserRole(db, { actorId: second!.id, userId: first!.id, role: "staff", isActive: true, expectedVersion: toFirst })),
      ]);
      const admins = await db.selectFrom("users").select("id").where("role", "=", "admin").where("is_active", "=", 1).execute();
      expect(admins).toHaveLength(1);
      expect(results.sort()).toEqual(["ok", "users.lastAdmin"]);
      // The one demoted is an admin again for the next round.
      const demoted = admins[0]!.id === first!.id ? second! : first!;
      await setRoleById(db, demoted.id, "admin");
    }
  });

  it("reports an unknown user", async () => {
    await expect(changeUserRole(db, { actorId: "x", userId: "missing", role: "staff", isActive: true, expectedVersion: 1 })).rejects.toMatchObject({ code: "not-found", messageRef: "users.notFound" });
  });
});
