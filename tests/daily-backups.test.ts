import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { BACKUP_TURN_APPLICATION_NAME, inBackupTurn } from "../app/db/site-lock.server";
import { backupFileName, checksumFileName } from "../app/features/data-management/backups";
import { movableClock } from "./support/backup-clock";
import { backupFiles, PATH_WITH_POSTGRES_TOOLS } from "./support/backups";
import { withSmallFolder, type SmallFolder } from "./support/mount-namespace";
import { startServer } from "./support/start-server";
import { createTestDatabase, testEngines } from "./support/test-databases";
import { startTestSiteForTest } from "./support/test-site";

/**
 * The server's own daily backups (docs/decisions/0022-backups.md), on each engine: with BACKUP_DIR
 * set, a backup at start and one each new day on the restaurant's clock, the folder pruned to the last
 * 48 hours, 14 daily and 8 weekly; a backup that fails is an error in the log and a notice for admins, and the
 * site goes on serving. The clock is one the test moves (tests/support/backup-clock.ts), given only
 * through the test's start-up options.
 */

const temporaryFolder = (prefix: string) => {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
};

/** 09:00 UTC, noon in Istanbul, of a day of 2026. */
const noon = (day: string) => new Date(`${day}T09:00:00.000Z`);

describe.each(testEngines())("daily backups on %s", (engine) => {
  it("appear at start and on each new day of the moved clock, and the folder keeps the last 48 hours, 14 daily and 8 weekly", async () => {
    const folder = temporaryFolder("patates-daily-");
    // 90 days of backups before Tuesday 10 March 2026, each at 03:00 in Istanbul, one day twice,
    // and a file of someone else's. (Empty files: pruning goes by the names.)
    for (let day = 1; day <= 90; day++) writeFileSync(join(folder, backupFileName(engine, new Date(Date.UTC(2026, 2, 10) - day * 86_400_000))), "");
    const secondOnNinth = backupFileName(engine, new Date("2026-03-08T23:30:00.000Z"));
    writeFileSync(join(folder, secondOnNinth), "");
    writeFileSync(join(folder, "notes.txt"), "the owner's own file");
    // The checksum file of a backup that goes: it goes with it.
    const oldest = backupFileName(engine, new Date(Date.UTC(2026, 2, 10) - 90 * 86_400_000));
    writeFileSync(join(folder, checksumFileName(oldest)), "");
    const clock = movableClock(noon("2026-03-10"));
    onTestFinished(() => clock.remove());

    const site = await startTestSiteForTest(engine, {
      env: { BACKUP_DIR: folder, PATH: PATH_WITH_POSTGRES_TOOLS },
      serverOptions: { backupClock: clock.file },
      people: { admin: { role: "admin", email: "owner@daily.test" } },
    });
    const backupDays = (...leftOut: string[]) =>
      backupFiles(folder)
        .filter((name) => !leftOut.includes(name))
        .map((name) => name.slice("patates-backup-".length, "patates-backup-".length + 10))
        .sort()
        .reverse();
    const sundays = ["2026-02-22", "2026-02-15", "2026-02-08", "2026-02-01", "2026-01-25", "2026-01-18", "2026-01-11", "2026-01-04"];

    const today = backupFileName(engine, noon("2026-03-10"));
    // Logged once the backup is checked, recorded and the folder pruned.
    await site.server.waitForOutput(today);
    // The 14 days up to today, then the newest of each of the 8 weeks before (each a Sunday: the
    // week of 25 February has its newest, 1 March, among the days already). The 03:00 backup of 9
    // March is the newest of its day; the 02:30 one stays too, for now: it is younger than 48 hours.
    expect(backupDays(secondOnNinth)).toEqual([...Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2026, 2, 10 - i)).toISOString().slice(0, 10)), ...sundays]);
    expect(readdirSync(folder)).toContain("notes.txt");
    expect(readdirSync(folder)).toContain(secondOnNinth);
    expect(readdirSync(folder)).toContain(checksumFileName(today));
    expect(readdirSync(folder)).not.toContain(oldest);
    expect(readdirSync(folder)).not.toContain(checksumFileName(oldest));
    const written = JSON.parse(site.server.output().split("\n").find((line) => line.includes('"event":"backup.written"'))!) as Record<string, unknown>;
    expect(written).toMatchObject({ level: "info", madeBy: "schedule", at: "2026-03-10T09:00:00.000Z", file: join(folder, today) });
    expect((written.tables as Record<string, number>).menu_items).toBeGreaterThan(0);

    // Later the same day: nothing new. The next day: its backup, and 25 February goes.
    clock.set(new Date("2026-03-10T20:00:00.000Z"));
    const tomorrow = backupFileName(engine, noon("2026-03-11"));
    clock.set(noon("2026-03-11"));
    await site.server.waitForOutput(tomorrow);
    expect(backupDays()).toEqual([...Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2026, 2, 11 - i)).toISOString().slice(0, 10)), ...sundays]);
    // Now 48 hours old, the 02:30 backup of 9 March goes: the 03:00 one is its day's.
    expect(readdirSync(folder)).not.toContain(secondOnNinth);
    expect(readdirSync(folder).filter((name) => name.startsWith("patates-backup-2026-03-10")).sort()).toEqual([today, checksumFileName(today)]);

    const runs = await site.db.selectFrom("backup_runs").select(["made_by", "outcome", "file", "started_at"]).orderBy("started_at").execute();
    expect(runs).toEqual([
      { made_by: "schedule", outcome: "succeeded", file: join(folder, today), started_at: "2026-03-10T09:00:00.000Z" },
      { made_by: "schedule", outcome: "succeeded", file: join(folder, tomorrow), started_at: "2026-03-11T09:00:00.000Z" },
    ]);
    const page = await (await fetch(`${site.url}/admin/data?lang=en`, { headers: { Cookie: site.people.admin.cookie } })).text();
    expect(page).toContain("Automatic backups are on: one a day into");
    expect(page).toContain(tomorrow);
    expect(page).toContain("Succeeded");
  });

  for (const [kind, reason] of [
    ["full", "The disk is full."],
    ["read-only", "The folder cannot be written to."],
  ] as [SmallFolder, string][]) {
    it(`fail into a ${kind} folder loudly, are shown to admins as failed, and the site goes on serving`, async () => {
      const folder = temporaryFolder("patates-small-");
      const clock = movableClock(noon("2026-03-10"));
      onTestFinished(() => clock.remove());
      const site = await startTestSiteForTest(engine, {
        env: { BACKUP_DIR: folder, PATH: PATH_WITH_POSTGRES_TOOLS },
        serverOptions: { backupClock: clock.file },
        people: { admin: { role: "admin", email: "owner@failing.test" } },
        launcher: withSmallFolder(folder, kind),
      });
      const failure = { outcome: "failed", error: `backups.reason.${kind === "full" ? "diskFull" : "folderNotWritable"}` };
      await site.server.waitForOutput('"event":"backup.failed"');
      const failed = JSON.parse(site.server.output().split("\n").find((line) => line.includes('"event":"backup.failed"'))!) as Record<string, unknown>;
      expect(failed).toMatchObject({ level: "error", madeBy: "schedule", at: "2026-03-10T09:00:00.000Z", directory: folder, reason: kind === "full" ? "diskFull" : "folderNotWritable" });
      expect(failed.msg).toMatch(/^Backup failed: /);

      const admin = { headers: { Cookie: site.people.admin.cookie } };
      const page = await (await fetch(`${site.url}/admin/data?lang=en`, admin)).text();
      expect(page).toContain("Failed");
      expect(page).toContain(reason);
      expect(page).toContain("No backup has succeeded yet.");
      const overview = await (await fetch(`${site.url}/admin?lang=tr`, admin)).text();
      expect(overview).toContain("Son yedekleme başarısız oldu");
      expect(overview).toContain("Veri Yönetimi&#x27;ne bakın");

      expect((await fetch(`${site.url}/menu`)).status).toBe(200);
      expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
      // The next day's check tries again, and fails again, as loudly.
      clock.set(noon("2026-03-11"));
      await site.server.waitForOutput('"at":"2026-03-11T09:00:00.000Z"');
      expect(await site.db.selectFrom("backup_runs").select(["outcome", "error"]).orderBy("started_at").execute()).toEqual([failure, failure]);
      expect((await fetch(`${site.url}/menu`)).status).toBe(200);
    });
  }

  if (engine === "postgres") {
    it("of two instances on one database and one folder are one a day: the second waits for the first's turn and finds its backup", async () => {
      const folder = temporaryFolder("patates-shared-");
      const clock = movableClock(noon("2026-03-10"));
      onTestFinished(() => clock.remove());
      const database = await createTestDatabase(engine, "migrated");
      onTestFinished(() => database.drop());
      const watcher = new pg.Client({ connectionString: database.url });
      await watcher.connect();
      onTestFinished(() => watcher.end());
      const turnSessions = async (granted: boolean) =>
        (
          await watcher.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity a JOIN pg_locks l ON l.pid = a.pid
              WHERE a.datname = current_database() AND a.application_name = $1 AND l.locktype = 'advisory' AND l.granted = $2`,
            [BACKUP_TURN_APPLICATION_NAME, granted],
          )
        ).rows[0]!.n;

      // The first instance is in its turn, making the day's backup.
      let finished = false;
      const firstTurn = inBackupTurn(database.target, async () => {
        // The second starts meanwhile, and its check waits for the turn.
        const second = await startServer({ DATABASE_URL: database.url, BACKUP_DIR: folder, PATH: PATH_WITH_POSTGRES_TOOLS }, { backupClock: clock.file });
        onTestFinished(() => second.stop());
        await vi.waitFor(async () => expect(await turnSessions(false)).toBe(1), { timeout: 10_000, interval: 50 });
        writeFileSync(join(folder, backupFileName(engine, noon("2026-03-10"))), "");
        finished = true;
        return second;
      });
      const second = await firstTurn;
      expect(finished).toBe(true);
      // Its turn over, the second found the first's backup of the day and made none.
      await vi.waitFor(async () => expect((await turnSessions(true)) + (await turnSessions(false))).toBe(0), { timeout: 10_000, interval: 50 });
      expect(backupFiles(folder)).toEqual([backupFileName(engine, noon("2026-03-10"))]);
      expect(second.output()).not.toContain('"event":"backup.written"');
      expect((await watcher.query("SELECT * FROM backup_runs")).rows).toEqual([]);

      // The turns keep no instance from the next day's backup.
      clock.set(noon("2026-03-11"));
      await second.waitForOutput(backupFileName(engine, noon("2026-03-11")));
      expect(backupFiles(folder)).toEqual([backupFileName(engine, noon("2026-03-10")), backupFileName(engine, noon("2026-03-11"))].sort());
    });
  }
});
