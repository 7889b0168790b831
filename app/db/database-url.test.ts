import { describe, expect, it } from "vitest";
import { DatabaseUrlError, describeDatabaseTarget, parseDatabaseUrl } from "./database-url";

describe("parseDatabaseUrl", () => {
  it("uses SQLite under data/ when unset", () => {
    expect(parseDatabaseUrl(undefined)).toEqual({ engine: "sqlite", path: "data/restaurant.db" });
    expect(parseDatabaseUrl("  ")).toEqual({ engine: "sqlite", path: "data/restaurant.db" });
  });

  it("reads file: URLs as SQLite paths", () => {
    expect(parseDatabaseUrl("file:/srv/restaurant.db")).toEqual({ engine: "sqlite", path: "/srv/restaurant.db" });
    expect(parseDatabaseUrl("file:///srv/restaurant.db")).toEqual({ engine: "sqlite", path: "/srv/restaurant.db" });
    expect(parseDatabaseUrl("file:data/test.db")).toEqual({ engine: "sqlite", path: "data/test.db" });
  });

  it("reads postgres:// and postgresql:// as PostgreSQL", () => {
    expect(parseDatabaseUrl("postgres://u:p@localhost:5432/db").engine).toBe("postgres");
    expect(parseDatabaseUrl("postgresql://u@127.0.0.1/db").engine).toBe("postgres");
  });

  it("refuses anything else with a message that says what to use", () => {
    expect(() => parseDatabaseUrl("mysql://localhost/db")).toThrow(DatabaseUrlError);
    expect(() => parseDatabaseUrl("file:")).toThrow(/names no SQLite file/);
    expect(() => parseDatabaseUrl("postgres://")).toThrow(DatabaseUrlError);
  });

  it("describes a target without its password", () => {
    expect(describeDatabaseTarget(parseDatabaseUrl("postgres://u:secret@db:5433/r"))).toBe("PostgreSQL at db:5433/r");
  });
});
