import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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
    expect(set.stdout).toContain("Created chef@patates.test: admin, active.");
    expect(run(["set-role", "chef@patates.test", "pending"], database.url).stdout).toContain("Updated chef@patates.test: pending, inactive.");
    const list = run(["list"], database.url);
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(/^chef@patates\.test\tpending\tinactive\tchef\tnever signed in$/m);
  });

  it("explains its usage when the words are off", () => {
    const result = run(["set-role", "chef@patates.test", "owner"], database.url);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Usage: npm run user -- list | npm run user -- set-role EMAIL admin|staff|pending");
  });
});
