import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import pg from "pg";
import { describe, expect, it, onTestFinished } from "vitest";
import { openDatabase } from "../app/db/connection.server";
import type { DatabaseTarget } from "../app/db/database-url";
import { SITE_LOCK_APPLICATION_NAME, takeSiteLockForRestore } from "../app/db/site-lock.server";
import { backupFiles, runCommand, tableHashes, withoutBackupRuns } from "./support/backups";
import { runFailingStart, startServer } from "./support/start-server";
import { openTestDatabase } from "./support/prepared-database";
import { createTestDatabase, testEngines } from "./support/test-databases";

/**
 * `npm run backup` and `npm run restore` refusing what they must (docs/decisions/0022-backups.md):
 * a damaged file is refused before anything is written, a database that holds data is not
 * overwritten without --replace, and each says why in one line.
 */

const temporaryFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), "patates-commands-"));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
};

/**
 * What the database holds, over a connection of its own closed again at once: a restore refuses a
 * database that another connection has open, as the site's is.
 */
async function hashesOf(target: DatabaseTarget): Promise<Record<string, string>> {
  const db = openDatabase(target);
  try {
    return await tableHashes(db);
  } finally {
    await db.destroy();
  }
}

/** A database with the built-in menu, and a backup of it. */
async function backedUpDatabase(engine: "sqlite" | "postgres") {
  const source = await openTestDatabase(engine, "seeded");
  onTestFinished(() => source.drop());
  const folder = temporaryFolder();
  const run = await runCommand("backup", [], { DATABASE_URL: source.database.url, BACKUP_DIR: folder });
  expect(run.code, run.stderr).toBe(0);
  return { source, file: join(folder, backupFiles(folder)[0]!) };
}

describe("npm run backup", () => {
  it("says how to name the folder when BACKUP_DIR is not set", async () => {
    // Through tsx, as `npm run backup` runs it; every other run here takes the same code from the test run's bundle.
    const run = await runCommand("backup", [], { BACKUP_DIR: undefined, DATABASE_URL: "file:/nonexistent/restaurant.db" }, { throughTsx: true });
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe("Set BACKUP_DIR to the folder for backups: BACKUP_DIR=/var/backups/patates npm run backup");
  });
});

describe.each(testEngines())("on %s", (engine) => {
  it("npm run restore refuses a damaged backup before writing anything", async () => {
    const { file } = await backedUpDatabase(engine);
    const folder = dirname(file);
    const bytes = readFileSync(file);
    // Cut short, as a copy that ran out of disk; and, for SQLite, a page of the middle overwritten.
    const damaged = [join(folder, "cut.backup")];
    writeFileSync(damaged[0]!, bytes.subarray(0, Math.floor(bytes.length / 2)));
    if (engine === "sqlite") {
      const scribbled = Buffer.from(bytes);
      scribbled.fill(0x5a, 4096 * 3, 4096 * 3 + 512);
      damaged.push(join(folder, "scribbled.backup"));
      writeFileSync(damaged[1]!, scribbled);
    }
    damaged.push(join(folder, "not-a-backup.txt"));
    writeFileSync(damaged.at(-1)!, "SELECT 'this is no backup';\n".repeat(100));

    for (const path of damaged) {
      const target = await createTestDatabase(engine, "empty");
      onTestFinished(() => target.drop());
      const run = await runCommand("restore", [path], { DATABASE_URL: target.url });
      expect(run.code, path).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
      expect(run.stderr).toContain(`Not restored: ${path} is not a sound backup of this site: `);
      // Nothing was written: the database has no table (for SQLite, not even a file with one).
      if (engine === "sqlite") {
        const { path: databasePath } = target.target as { path: string };
        expect(() => statSync(databasePath)).toThrow();
      } else {
        const db = openDatabase(target.target);
        expect(await db.introspection.getTables({ withInternalKyselyTables: true })).toEqual([]);
        await db.destroy();
      }
    }
  });

  it("npm run restore refuses to overwrite a database that holds data without --replace, and replaces it with it", async () => {
    const { source, file } = await backedUpDatabase(engine);
    // The data of the backup, then a change after it.
    const atBackup = withoutBackupRuns(await tableHashes(source.db));
    await source.db.updateTable("menu_items").set({ price_kurus: 1 }).execute();
    const changed = await tableHashes(source.db);
    // Closed, as the site is before a restore.
    await source.db.destroy();

    const refused = await runCommand("restore", [file], { DATABASE_URL: source.database.url });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toMatch(/^Not restored: The database holds data \(.*menu_items \d+.*\); nothing was restored\. Add --replace to overwrite it with the backup\.$/);
    expect(await hashesOf(source.database.target)).toEqual(changed);

    const replaced = await runCommand("restore", [file, "--replace"], { DATABASE_URL: source.database.url, BACKUP_DIR: dirname(file) });
    expect(replaced.stderr).toBe("");
    expect(replaced.code).toBe(0);
    expect(replaced.stdout).toMatch(/^It replaced what the database held: .*menu_items \d+/m);
    // A connection of its own: the test's may hold on to what it read before.
    const db = openDatabase(source.database.target);
    onTestFinished(() => db.destroy());
    expect(withoutBackupRuns(await tableHashes(db))).toEqual(atBackup);
  });

  it("npm run restore --replace saves what it overwrites into BACKUP_DIR first, and a backup after it keeps both", async () => {
    // The audit's case: a backup of the day's state X, a restore of an older backup over it by
    // mistake, then a backup. X must still be in the folder.
    const { source, file: old } = await backedUpDatabase(engine);
    const folder = dirname(old);
    await source.db.updateTable("menu_items").set({ price_kurus: 1 }).execute();
    const backupOfX = await runCommand("backup", [], { DATABASE_URL: source.database.url, BACKUP_DIR: folder });
    expect(backupOfX.code).toBe(0);
    await source.db.updateTable("menu_items").set({ price_kurus: 2 }).execute();
    const x = withoutBackupRuns(await tableHashes(source.db));
    await source.db.destroy();

    const restored = await runCommand("restore", [old, "--replace"], { DATABASE_URL: source.database.url, BACKUP_DIR: folder });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    const saved = /^That was saved first, checked, to (\S+); to undo this restore: npm run restore -- (\S+) --replace$/m.exec(restored.stdout);
    expect(saved, restored.stdout).not.toBeNull();
    expect(saved![1]).toBe(saved![2]);
    expect(dirname(saved![1]!)).toBe(folder);
    expect(backupFiles(folder)).toContain(basename(saved![1]!));

    const after = await runCommand("backup", [], { DATABASE_URL: source.database.url, BACKUP_DIR: folder });
    expect(after.code).toBe(0);
    expect(after.stdout).not.toContain("Removed");
    expect(backupFiles(folder)).toHaveLength(4);

    // The saved copy undoes the restore: X, as it was just before it.
    const target = await createTestDatabase(engine, "empty");
    onTestFinished(() => target.drop());
    expect((await runCommand("restore", [saved![1]!], { DATABASE_URL: target.url })).code).toBe(0);
    const undone = openDatabase(target.target);
    onTestFinished(() => undone.destroy());
    expect(withoutBackupRuns(await tableHashes(undone))).toEqual(x);
  });

  it("npm run restore --replace without BACKUP_DIR refuses, unless told to discard what the database holds", async () => {
    const { source, file } = await backedUpDatabase(engine);
    await source.db.updateTable("menu_items").set({ price_kurus: 1 }).execute();
    const changed = await tableHashes(source.db);
    await source.db.destroy();

    const refused = await runCommand("restore", [file, "--replace"], { DATABASE_URL: source.database.url, BACKUP_DIR: undefined });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr.trim()).toBe(
      "Not restored: --replace saves what the database holds into BACKUP_DIR before overwriting it, and BACKUP_DIR is not set; nothing was restored. Set BACKUP_DIR to the site's backup folder, or add --discard-current to overwrite the database without a copy.",
    );
    expect(await hashesOf(source.database.target)).toEqual(changed);
    // A folder the copy cannot go into refuses as well, with the system's words.
    const unwritable = join(file, "not-a-folder");
    const noCopy = await runCommand("restore", [file, "--replace"], { DATABASE_URL: source.database.url, BACKUP_DIR: unwritable });
    expect(noCopy.code).toBe(1);
    expect(noCopy.stderr.trim()).toMatch(/^Not restored: What the database holds could not be saved before overwriting it \(.*ENOTDIR.*\); nothing was restored\. Make the copy possible, or add --discard-current to overwrite the database without one\.$/);
    expect(await hashesOf(source.database.target)).toEqual(changed);

    const discarded = await runCommand("restore", [file, "--replace", "--discard-current"], { DATABASE_URL: source.database.url, BACKUP_DIR: undefined });
    expect(discarded.stderr).toBe("");
    expect(discarded.code).toBe(0);
    expect(discarded.stdout).toContain("That was not saved (--discard-current).");
    expect(backupFiles(dirname(file))).toEqual([basename(file)]);
  });

  it("npm run restore refuses while the site runs on the database, in one line, and restores once it has stopped", async () => {
    const { source, file } = await backedUpDatabase(engine);
    await source.db.updateTable("menu_items").set({ price_kurus: 1 }).execute();
    const changed = await tableHashes(source.db);
    // Only the site has it open: the test's own connection is closed.
    await source.db.destroy();
    const site = await startServer({ DATABASE_URL: source.database.url, BACKUP_DIR: undefined });
    onTestFinished(() => site.stop());
    expect((await fetch(`${site.url}/menu`)).status).toBe(200);

    // The restore is run as the site is: the same database, and its PORT.
    const env = { DATABASE_URL: source.database.url, BACKUP_DIR: dirname(file), PORT: String(site.port), HOST: "127.0.0.1" };
    const refusal =
      engine === "sqlite"
        ? /^Not restored: The database is in use: another program has \S+restaurant\.db open \(the site, most likely\)\. Stop the site first, then restore\.$/
        : /^Not restored: The site is running on this database: 1 instance holds it \(connected from 127\.0\.0\.1\)\. Stop every instance first, then restore\.$/;
    // Both locks are exact: the operator's --site-stopped goes past neither.
    for (const flags of [["--replace"], ["--replace", "--site-stopped"]]) {
      const refused = await runCommand("restore", [file, ...flags], env);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe("");
      expect(refused.stderr.trim().split("\n")).toHaveLength(1);
      expect(refused.stderr.trim()).toMatch(refusal);
    }
    // Nothing was written, not even the copy of what it would have replaced.
    expect(backupFiles(dirname(file))).toEqual([basename(file)]);
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);

    await site.stop();
    expect(await hashesOf(source.database.target)).toEqual(changed);
    const restored = await runCommand("restore", [file, "--replace"], env);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
  }, 60_000);

  if (engine === "postgres") {
    it("npm run restore --site-stopped goes on although another client is connected to the database", async () => {
      const { source, file } = await backedUpDatabase(engine);
      // The test's own pool, as a psql or a pooler's connection would be.
      await source.db.selectFrom("menu_items").select("id").limit(1).execute();
      const refused = await runCommand("restore", [file, "--replace"], { DATABASE_URL: source.database.url, BACKUP_DIR: dirname(file) });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("Not restored: The database is in use: 1 other connection is open to it (1 without an application name).");
      const restored = await runCommand("restore", [file, "--replace", "--site-stopped"], { DATABASE_URL: source.database.url, BACKUP_DIR: dirname(file) });
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);
    });

    it("npm run restore refuses while a site of a version before the site's lock answers /healthz at PORT, unless told --site-stopped", async () => {
      const { source, file } = await backedUpDatabase(engine);
      await source.db.destroy();
      // Such a site, idle: it holds no connection, and answers /healthz as the site does.
      const older = createServer((_request, response) => response.writeHead(200, { "Content-Type": "application/json" }).end('{"status":"ok"}'));
      await new Promise<void>((listening) => older.listen(0, "127.0.0.1", listening));
      onTestFinished(() => new Promise<void>((closed) => older.close(() => closed())));
      const port = (older.address() as AddressInfo).port;
      const env = { DATABASE_URL: source.database.url, BACKUP_DIR: dirname(file), PORT: String(port), HOST: "127.0.0.1" };
      const refused = await runCommand("restore", [file, "--replace"], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(
        `Not restored: A site answers at http://127.0.0.1:${port}/healthz on this machine. Stop the site first, then restore; if that is not this database's site (a connection pooler, a monitor, another site), add --site-stopped.`,
      );
      const restored = await runCommand("restore", [file, "--replace", "--site-stopped"], env);
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);
    });

    it("the site does not start while a restore holds the database, and takes its lock again when its connection is cut", async () => {
      const { source, file } = await backedUpDatabase(engine);
      await source.db.destroy();
      const env = { DATABASE_URL: source.database.url, BACKUP_DIR: undefined };
      // The lock as a restore under way holds it, on a session of its own.
      const restore = new pg.Client({ connectionString: source.database.url });
      await restore.connect();
      try {
        expect(await takeSiteLockForRestore(restore)).toBeNull();
        const start = await runFailingStart(env);
        expect(start.code).toBe(1);
        expect(start.output.trim()).toBe("Cannot start: A restore is under way on this database (npm run restore). Start the site once it has ended.");
      } finally {
        await restore.end();
      }

      const site = await startServer(env);
      onTestFinished(() => site.stop());
      // The lock's connection cut, as a restart of PostgreSQL or a network would cut it.
      const admin = new pg.Client({ connectionString: source.database.url });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ cut: boolean }>(
          "SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1",
          [SITE_LOCK_APPLICATION_NAME],
        );
        expect(rows).toEqual([{ cut: true }]);
      } finally {
        await admin.end();
      }
      const output = await site.waitForOutput('"event":"site-lock.retaken"');
      expect(output).toContain('"event":"site-lock.lost"');
      const refused = await runCommand("restore", [file, "--replace"], { ...env, BACKUP_DIR: dirname(file), PORT: String(site.port) });
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe("Not restored: The site is running on this database: 1 instance holds it (connected from 127.0.0.1). Stop every instance first, then restore.");
      expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
    });
  }

  it("npm run restore refuses a backup changed after it was made, by the SHA-256 beside it, and takes one without a SHA-256 as before", async () => {
    const { source, file } = await backedUpDatabase(engine);
    const checksumFile = `${file}.sha256`;
    const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");
    // Written when it was made, as sha256sum writes one.
    expect(readFileSync(checksumFile, "utf8")).toBe(`${sha256(file)}  ${basename(file)}\n`);
    const intact = readFileSync(file);

    // Six bytes changed inside: for SQLite, in a dish's name, which no structural check can see.
    const changed = Buffer.from(intact);
    if (engine === "sqlite") {
      const name = (await source.db.selectFrom("menu_items").select("name_en").where("id", "=", "breakfast--menemen").executeTakeFirstOrThrow()).name_en;
      const at = changed.indexOf(Buffer.from(name, "utf8"));
      expect(at).toBeGreaterThan(0);
      changed.write("Zzzzzz", at, "utf8");
    } else {
      changed.write("Zzzzzz", Math.floor(changed.length / 2), "latin1");
    }
    writeFileSync(file, changed);
    const target = await createTestDatabase(engine, "empty");
    onTestFinished(() => target.drop());
    const refused = await runCommand("restore", [file], { DATABASE_URL: target.url });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr.trim()).toBe(`Not restored: ${file} is not a sound backup of this site: its SHA-256 is not the one written in ${checksumFile} when it was made: it has changed since`);
    if (engine === "sqlite") {
      // Without it, the check of the contents alone takes the changed file: what the SHA-256 is for.
      rmSync(checksumFile);
      const unchecked = await runCommand("restore", [file], { DATABASE_URL: target.url });
      expect(unchecked.code, unchecked.stderr).toBe(0);
    }

    // A checksum file that holds no hash refuses too.
    writeFileSync(checksumFile, "not a hash\n");
    const damaged = await createTestDatabase(engine, "empty");
    onTestFinished(() => damaged.drop());
    const noHash = await runCommand("restore", [file], { DATABASE_URL: damaged.url });
    expect(noHash.code).toBe(1);
    expect(noHash.stderr.trim()).toBe(`Not restored: ${file} is not a sound backup of this site: its checksum file ${checksumFile} holds no SHA-256`);

    // A backup from before checksums (or a download) has none: checked by its contents, as before.
    writeFileSync(file, intact);
    rmSync(checksumFile);
    const old = await runCommand("restore", [file], { DATABASE_URL: damaged.url });
    expect(old.stderr).toBe("");
    expect(old.code).toBe(0);
    expect(old.stdout).toContain(`It has no SHA-256 beside it (${basename(checksumFile)}; a backup made before they were written, or a download): checked by its contents alone.`);
  });

  it("npm run backup keeps the backup of the same morning when a second one follows a change", async () => {
    const { source, file: good } = await backedUpDatabase(engine);
    const atGood = withoutBackupRuns(await tableHashes(source.db));
    // A bad edit, then a backup 'to be safe': one a day would keep only this one.
    await source.db.updateTable("menu_items").set({ price_kurus: 1 }).execute();
    const run = await runCommand("backup", [], { DATABASE_URL: source.database.url, BACKUP_DIR: dirname(good) });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain("Removed");
    expect(backupFiles(dirname(good))).toHaveLength(2);
    expect(backupFiles(dirname(good))).toContain(basename(good));

    // The good one still restores the state before the edit.
    const target = await createTestDatabase(engine, "empty");
    onTestFinished(() => target.drop());
    expect((await runCommand("restore", [good], { DATABASE_URL: target.url })).code).toBe(0);
    const restored = openDatabase(target.target);
    onTestFinished(() => restored.destroy());
    expect(withoutBackupRuns(await tableHashes(restored))).toEqual(atGood);
  });

  it.runIf(testEngines().length === 2)("npm run restore refuses a backup of the other engine", async () => {
    const { file } = await backedUpDatabase(engine);
    const other = await createTestDatabase(engine === "sqlite" ? "postgres" : "sqlite", "empty");
    onTestFinished(() => other.drop());
    const run = await runCommand("restore", [file], { DATABASE_URL: other.url });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`is a ${engine === "sqlite" ? "SQLite" : "PostgreSQL"} backup and DATABASE_URL names ${engine === "sqlite" ? "PostgreSQL" : "SQLite"}`);
  });

  if (engine === "postgres") {
    it("npm run backup says in one line what to use when pg_dump is not on PATH", async () => {
      const source = await openTestDatabase(engine, "migrated");
      onTestFinished(() => source.drop());
      const folder = temporaryFolder();
      const run = await runCommand("backup", [], { DATABASE_URL: source.database.url, BACKUP_DIR: folder, PATH: "/nonexistent" });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        "Cannot back up: pg_dump is not on PATH. Install PostgreSQL's client tools of your server's version (Debian: apt-get install postgresql-client), or back up with your PostgreSQL host's own backups (pg_basebackup, a managed snapshot).",
      );
      expect(readdirSync(folder)).toEqual([]);
      expect(await source.db.selectFrom("backup_runs").select(["outcome", "error"]).execute()).toEqual([{ outcome: "failed", error: "backups.reason.pgDumpMissing" }]);
    });
  }
});
