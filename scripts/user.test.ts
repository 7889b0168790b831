import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../app/db/connection.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { recordSignIn } from "../app/features/users/users.server";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-databases";

const run = (args: string[], databaseUrl: string) =>
  spawnSync(process.execPath, [resolve("node_modules/tsx/dist/cli.mjs"), "scripts/user.ts", ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });

describe("npm run user", () => {
  let database: TestDatabase;
  beforeEach(async () => (database = await createTestDatabase("sqlite")));
  afterEach(() => database.drop());

  it("sets a role by e-mail ahead of the first sign-in, and lists users", () => {
    const set = run(["set-role", "Chef@Patates.test", "admin"], database.url);
    expect(set.status).toBe(0);
    // The database it wrote to comes first, so a settings file that did not load shows.
    expect(set.stdout).toMatch(/^On SQLite at .+\.db:\nCreated chef@patates\.test: admin, active\.$/m);
    expect(run(["set-role", "chef@patates.test", "pending"], database.url).stdout).toContain("Updated chef@patates.test: pending, inactive.");
    const list = run(["list"], database.url);
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(/^chef@patates\.test\tpending\tinactive\tchef\tnever signed in\t[0-9a-f-]{36}$/m);
  });

  it("changes nothing when several accounts share the e-mail, and sets the one named by id", async () => {
    const db = openDatabase(database.target);
    await migrateToLatest(db);
    const first = await recordSignIn(db, { subject: "google|1", email: "cook@patates.test", displayName: "Ayşe", photoUrl: null }, new Set());
    await recordSignIn(db, { subject: "elsewhere|1", email: "cook@patates.test", displayName: "Other", photoUrl: null }, new Set());
    await db.destroy();

    const refused = run(["set-role", "cook@patates.test", "staff"], database.url);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("2 accounts use cook@patates.test; nothing changed. Name one by its id: npm run user -- set-role ID staff");
    expect(refused.stderr).toContain(first.id);

    const chosen = run(["set-role", first.id, "staff"], database.url);
    expect(chosen.status).toBe(0);
    expect(chosen.stdout).toContain(`Updated cook@patates.test (${first.id}): staff, active.`);
    const list = run(["list"], database.url).stdout;
    expect(list).toContain(`cook@patates.test\tstaff\tactive\tAyşe`);
    expect(list).toContain(`cook@patates.test\tpending\tinactive\tOther`);
  });

  it("explains its usage when the words are off", () => {
    const result = run(["set-role", "chef@patates.test", "owner"], database.url);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Usage: npm run user -- list | npm run user -- set-role EMAIL|ID admin|staff|pending");
  });
});
