import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { prepareMigratedDatabase } from "../../../tests/support/prepared-database";
import { testEngines } from "../../../tests/support/test-databases";
import type { AppDatabase } from "~/db/connection.server";
import { changeUserRole, listUsers, recordSignIn, setRoleByEmail } from "./users.server";

const identity = (email: string, name = "Ayşe") => ({ subject: `https://issuer|${email}`, email, displayName: name, photoUrl: null });
const noAdmins = new Set<string>();

describe.each(testEngines())("users on %s", (engine) => {
  let db: AppDatabase;
  let drop: () => Promise<void>;
  beforeEach(async () => ({ db, drop } = await prepareMigratedDatabase(engine)));
  afterEach(() => drop());

  it("creates a pending, inactive user at the first sign-in and refreshes them later", async () => {
    const first = await recordSignIn(db, identity("cook@example.com"), noAdmins, new Date("2026-11-01T10:00:00Z"));
    expect(first).toMatchObject({ role: "pending", is_active: 0, last_login_at: "2026-11-01T10:00:00.000Z" });

    const again = await recordSignIn(db, identity("Cook@Example.com", "Ayşe Yılmaz"), noAdmins, new Date("2026-11-02T10:00:00Z"));
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ role: "pending", display_name: "Ayşe Yılmaz", last_login_at: "2026-11-02T10:00:00.000Z" });
    expect(await listUsers(db)).toHaveLength(1);
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

  it("matches a user the operator created ahead by e-mail", async () => {
    expect(await setRoleByEmail(db, "Waiter@example.com", "staff")).toBe("created");
    const user = await recordSignIn(db, identity("waiter@example.com"), noAdmins);
    expect(user).toMatchObject({ role: "staff", is_active: 1 });
    expect(await listUsers(db)).toHaveLength(1);
  });

  it("changes a role, refuses a stale version, and writes who did it", async () => {
    const admin = await recordSignIn(db, identity("chef@example.com"), new Set(["chef@example.com"]));
    const cook = await recordSignIn(db, identity("cook@example.com"), noAdmins);
    expect(await changeUserRole(db, { actorId: admin.id, userId: cook.id, role: "staff", isActive: true, expectedVersion: 1 })).toEqual({ ok: true });
    // A second admin still looking at version 1 must not overwrite the change.
    expect(await changeUserRole(db, { actorId: admin.id, userId: cook.id, role: "pending", isActive: false, expectedVersion: 1 })).toEqual({
      ok: false,
      reason: "stale",
    });
    const [row] = (await listUsers(db)).filter((user) => user.id === cook.id);
    expect(row).toMatchObject({ role: "staff", isActive: true, version: 2 });
    const audit = await db.selectFrom("audit_log").selectAll().where("entity_id", "=", cook.id).where("action", "=", "update").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBe(admin.id);
    expect(JSON.parse(audit[0]?.new_value ?? "{}")).toMatchObject({ role: "staff", is_active: 1 });
  });

  it("never lets the last active admin demote or deactivate themself", async () => {
    const admin = await recordSignIn(db, identity("chef@example.com"), new Set(["chef@example.com"]));
    expect(await changeUserRole(db, { actorId: admin.id, userId: admin.id, role: "staff", isActive: true, expectedVersion: 1 })).toEqual({
      ok: false,
      reason: "last-admin",
    });
    expect(await changeUserRole(db, { actorId: admin.id, userId: admin.id, role: "admin", isActive: false, expectedVersion: 1 })).toEqual({
      ok: false,
      reason: "last-admin",
    });

    const second = await recordSignIn(db, identity("owner@example.com"), new Set(["owner@example.com"]));
    expect(second.role).toBe("admin");
    expect(await changeUserRole(db, { actorId: admin.id, userId: admin.id, role: "staff", isActive: true, expectedVersion: 1 })).toEqual({ ok: true });
  });

  it("reports an unknown user", async () => {
    expect(await changeUserRole(db, { actorId: "x", userId: "missing", role: "staff", isActive: true, expectedVersion: 1 })).toEqual({
      ok: false,
      reason: "not-found",
    });
  });
});
