import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../app/db/migrate.server";
import { openDatabaseForTest } from "../tests/support/prepared-database";
import { ConfigError, loadServerConfig, parsePort } from "./config";
import { describeDatabaseError, describeListenError } from "./startup-errors";

describe("loadServerConfig", () => {
  it("defaults to port 3000 on every interface with SQLite under data/", () => {
    const config = loadServerConfig({});
    expect(config).toMatchObject({ port: 3000, host: "0.0.0.0", database: { engine: "sqlite", path: "data/restaurant.db" } });
    expect(config.auth.publicUrl).toBe("http://localhost:3000");
  });

  it("reads PORT, HOST and DATABASE_URL", () => {
    expect(loadServerConfig({ PORT: "8080", HOST: "127.0.0.1", DATABASE_URL: "postgres://u:p@db:5432/r" })).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      database: { engine: "postgres", connectionString: "postgres://u:p@db:5432/r" },
      auth: { publicUrl: "http://localhost:8080", provider: { kind: "local" } },
    });
  });

  it("refuses a port that is not a port", () => {
    for (const bad of ["abc", "0", "65536", "80.5", "-1"]) {
      expect(() => parsePort(bad), bad).toThrow(ConfigError);
    }
  });

  it("refuses a public address without Google sign-in", () => {
    expect(() => loadServerConfig({ PUBLIC_URL: "https://patates.example.com" })).toThrow(ConfigError);
  });

  it("refuses a HOST off loopback while signing in through the local provider, which answers only loopback", () => {
    expect(() => loadServerConfig({ HOST: "192.168.1.10" })).toThrow(/HOST=192\.168\.1\.10 is not this machine's loopback/);
    expect(loadServerConfig({ HOST: "::" }).host).toBe("::");
    expect(loadServerConfig({ HOST: "::1" }).host).toBe("::1");
    expect(loadServerConfig({ HOST: "192.168.1.10", PUBLIC_URL: "https://patates.example.com", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" }).host).toBe(
      "192.168.1.10",
    );
  });

  it("turns a bad DATABASE_URL into a ConfigError", () => {
    expect(() => loadServerConfig({ DATABASE_URL: "mysql://x" })).toThrow(ConfigError);
  });
});

describe("startup error lines", () => {
  const postgres = { engine: "postgres" as const, connectionString: "postgres://u:secret@db.local:5432/restaurant" };

  it("names the database without its password", () => {
    const line = describeDatabaseError(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }), postgres);
    expect(line).toContain("PostgreSQL at db.local:5432/restaurant");
    expect(line).not.toContain("secret");
  });

  it("says what to fix for common failures", () => {
    expect(describeDatabaseError({ code: "28P01" }, postgres)).toMatch(/user name or password/);
    expect(describeDatabaseError({ code: "3D000" }, postgres)).toMatch(/does not exist/);
    expect(describeDatabaseError({ code: "SQLITE_FULL", message: "database or disk is full" }, postgres)).toMatch(/is full: free some space\. Nothing was changed\.$/);
    expect(describeListenError({ code: "EADDRINUSE" }, "0.0.0.0", 3000)).toBe(
      "Port 3000 is already in use. Stop the other server or set PORT to a free port.",
    );
  });
});

describe("a database a newer version has migrated", () => {
  it("is named as such, with the way back, when this version opens it", async () => {
    const db = await openDatabaseForTest("sqlite");
    try {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${"9999-from-a-newer-version"}, ${new Date().toISOString()})`.execute(db);
      const failure = await migrateToLatest(db).then(
        () => null,
        (error: unknown) => error,
      );
      expect(describeDatabaseError(failure, { engine: "sqlite", path: "data/restaurant.db" })).toBe(
        "The database (SQLite at data/restaurant.db) was upgraded by a newer version of the site (its migration 9999-from-a-newer-version is not in this one). Run that version, or restore the backup made before the upgrade (docs/deploy.md, step 10).",
      );
    } finally {
      await db.destroy();
    }
  });
});
