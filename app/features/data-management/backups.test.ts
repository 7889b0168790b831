import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { backupFailureReason, backupFileName, backupRunView, checksumFileName, checksumFileText, dailyBackupDue, formatBackupSize, parseBackupFileName, parseChecksumFile } from "./backups";

describe("backup file names", () => {
  it("carry the engine and the UTC time to the millisecond, without colons", () => {
    const at = new Date("2026-05-01T03:04:05.067Z");
    expect(backupFileName("sqlite", at)).toBe("patates-backup-2026-05-01T03-04-05-067Z.sqlite3");
    expect(backupFileName("postgres", at)).toBe("patates-backup-2026-05-01T03-04-05-067Z.pgdump");
    expect(parseBackupFileName("patates-backup-2026-05-01T03-04-05-067Z.pgdump")).toEqual({ engine: "postgres", at });
  });

  it("read back as they were written, for any time", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2999-12-31T23:59:59Z"), noInvalidDate: true }), fc.constantFrom("sqlite" as const, "postgres" as const), (at, engine) => {
        expect(parseBackupFileName(backupFileName(engine, at))).toEqual({ engine, at });
      }),
    );
  });

  it("name no other file: the site never touches what else is in the folder", () => {
    for (const name of [
      "notes.txt",
      "patates-backup-2026-05-01T03-04-05-067Z.sqlite3.partial",
      "patates-backup-2026-02-30T03-04-05-067Z.sqlite3",
      "old-patates-backup-2026-05-01T03-04-05-067Z.sqlite3",
      "patates-backup-2026-05-01T03-04-05-067Z.db",
    ]) {
      expect(parseBackupFileName(name), name).toBeNull();
    }
  });
});

describe("checksum files", () => {
  const name = "patates-backup-2026-05-01T03-04-05-067Z.sqlite3";
  const sha256 = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

  it("sit beside the backup, in sha256sum's format, and are never taken for a backup", () => {
    expect(checksumFileName(name)).toBe(`${name}.sha256`);
    expect(checksumFileText(sha256, name)).toBe(`${sha256}  ${name}\n`);
    expect(parseBackupFileName(checksumFileName(name))).toBeNull();
  });

  it("read back the hash they were written with, for any hash, and nothing from a damaged one", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const hex = Buffer.from(bytes).toString("hex");
        expect(parseChecksumFile(checksumFileText(hex, name))).toBe(hex);
      }),
    );
    // sha256sum's binary marker, and upper case, as another tool may write them.
    expect(parseChecksumFile(`${sha256.toUpperCase()} *${name}\n`)).toBe(sha256);
    for (const text of ["", "\n", sha256, `${sha256.slice(1)}  ${name}\n`, `${sha256}0  ${name}\n`, `${sha256.replace("9", "g")}  ${name}\n`]) {
      expect(parseChecksumFile(text), text).toBeNull();
    }
  });
});

describe("dailyBackupDue", () => {
  it("is due on a restaurant day without a backup, and not again that day", () => {
    const yesterdayEvening = new Date("2026-05-01T19:00:00.000Z");
    expect(dailyBackupDue([], new Date("2026-05-01T10:00:00.000Z"))).toBe(true);
    expect(dailyBackupDue([yesterdayEvening], new Date("2026-05-01T20:00:00.000Z"))).toBe(false);
    // 21:00 UTC is midnight in Istanbul: a new day.
    expect(dailyBackupDue([yesterdayEvening], new Date("2026-05-01T21:00:00.000Z"))).toBe(true);
  });
});

describe("backupFailureReason", () => {
  it("tells a full disk and a folder that cannot be written from anything else", () => {
    expect(backupFailureReason(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }))).toBe("diskFull");
    expect(backupFailureReason(Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" }))).toBe("diskFull");
    expect(backupFailureReason(new Error("pg_dump: error: could not write to output file: No space left on device"))).toBe("diskFull");
    expect(backupFailureReason(Object.assign(new Error("EROFS: read-only file system, open '/b/x'"), { code: "EROFS" }))).toBe("folderNotWritable");
    expect(backupFailureReason(Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" }))).toBe("folderNotWritable");
    expect(backupFailureReason(new Error("pg_dump: error: query failed: ERROR:  permission denied for table kysely_migration"))).toBe("failed");
    expect(backupFailureReason(new Error("something else"))).toBe("failed");
    expect(backupFailureReason("not even an error")).toBe("failed");
  });
});

describe("backupRunView", () => {
  it("sums the rows of the copy's tables", () => {
    const view = backupRunView({
      made_by: "schedule",
      outcome: "succeeded",
      finished_at: "2026-05-01T00:00:01.000Z",
      file: "/backups/patates-backup-2026-05-01T00-00-00-000Z.sqlite3",
      size_bytes: 1_234_567,
      table_rows: JSON.stringify({ menu_items: 100, users: 2, sessions: 0 }),
      error: null,
      error_detail: null,
    });
    expect(view).toMatchObject({ outcome: "succeeded", madeBy: "schedule", bytes: 1_234_567, rows: 102, tables: 3 });
  });

  it("shows a failure's reason and words, without counts", () => {
    const view = backupRunView({ made_by: "command", outcome: "failed", finished_at: "x", file: null, size_bytes: null, table_rows: null, error: "backups.reason.diskFull", error_detail: "ENOSPC" });
    expect(view).toMatchObject({ outcome: "failed", rows: null, tables: null, error: "backups.reason.diskFull", detail: "ENOSPC" });
  });
});

describe("formatBackupSize", () => {
  it("writes sizes in the page's language", () => {
    expect(formatBackupSize(512, "en")).toBe("512 byte");
    expect(formatBackupSize(1_400_000, "en")).toBe("1.4 MB");
    expect(formatBackupSize(1_400_000, "tr")).toBe("1,4 MB");
    expect(formatBackupSize(2_500, "en")).toBe("2.5 kB");
  });
});
