import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BACKUP_RETENTION, pruneBackups, type DatedBackup } from "./backup-retention";
import { restaurantDay } from "~/lib/dates";
import { backupFileName, restaurantWeek } from "./backups";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Noon in Istanbul (09:00 UTC) on day `n` after Monday 2026-01-05. */
const noonOfDay = (n: number) => new Date(Date.UTC(2026, 0, 5, 9) + n * DAY_MS);
const backupAt = (at: Date): DatedBackup => ({ name: backupFileName("sqlite", at), at });
const names = (backups: DatedBackup[]) => backups.map((backup) => backup.name).sort();

describe("pruneBackups", () => {
  it("keeps one a day for 14 days, then one a week for 8 weeks: 22 of 100 daily backups", () => {
    // Days 0..99, day 0 a Monday: day 99 (Tuesday 2026-04-14) is today.
    const backups = Array.from({ length: 100 }, (_, day) => backupAt(noonOfDay(day)));
    const { keep, remove } = pruneBackups(backups);
    const keptDays = keep.map((backup) => Math.round((backup.at.getTime() - noonOfDay(0).getTime()) / DAY_MS)).sort((a, b) => b - a);
    // Days 86..99 daily. The week of day 86 (Monday 84 to Sunday 90) has its newest kept already, so
    // the weeks begin with the Sunday before it, day 83, and go on with each Sunday before that.
    expect(keptDays).toEqual([99, 98, 97, 96, 95, 94, 93, 92, 91, 90, 89, 88, 87, 86, 83, 76, 69, 62, 55, 48, 41, 34]);
    expect(keep).toHaveLength(22);
    expect(remove).toHaveLength(78);
  });

  it("keeps the newest of a day with several, and of a week", () => {
    const morning = backupAt(new Date("2026-03-02T05:00:00.000Z"));
    const evening = backupAt(new Date("2026-03-02T18:00:00.000Z"));
    // 23:30 UTC is already the next day in Istanbul.
    const lateNight = backupAt(new Date("2026-03-02T21:30:00.000Z"));
    const { keep } = pruneBackups([morning, evening, lateNight], { daily: 1, weekly: 0 });
    expect(keep).toEqual([lateNight]);
    expect(pruneBackups([morning, evening, lateNight], { daily: 2, weekly: 0 }).keep).toEqual([lateNight, evening]);
  });

  it("counts days in Istanbul and ISO weeks from Monday", () => {
    expect(restaurantDay(new Date("2026-03-01T20:59:59.999Z"))).toBe("2026-03-01");
    expect(restaurantDay(new Date("2026-03-01T21:00:00.000Z"))).toBe("2026-03-02");
    expect(restaurantWeek(new Date("2026-03-01T12:00:00.000Z"))).toBe("2026-W09");
    expect(restaurantWeek(new Date("2026-03-02T12:00:00.000Z"))).toBe("2026-W10");
    // 1 January 2027 is a Friday: it is in the last week of 2026.
    expect(restaurantWeek(new Date("2027-01-01T12:00:00.000Z"))).toBe("2026-W53");
    expect(restaurantWeek(new Date("2025-12-29T12:00:00.000Z"))).toBe("2026-W01");
  });
});

/** Backups at any times over about a year, several a day at times, with distinct names. */
const someBackups = fc
  .uniqueArray(fc.integer({ min: 0, max: 400 * 24 * 60 }), { maxLength: 120 })
  .map((minutes) => minutes.map((minute) => backupAt(new Date(Date.UTC(2026, 0, 1) + minute * 60_000))));
const somePolicy = fc.record({ daily: fc.integer({ min: 0, max: 20 }), weekly: fc.integer({ min: 0, max: 12 }) });

describe("pruneBackups, for any backups", () => {
  it("splits them into kept and removed, keeps at most daily + weekly, and the newest always", () => {
    fc.assert(
      fc.property(someBackups, somePolicy, (backups, policy) => {
        const { keep, remove } = pruneBackups(backups, policy);
        expect(names([...keep, ...remove])).toEqual(names(backups));
        expect(keep.filter((backup) => remove.includes(backup))).toEqual([]);
        expect(keep.length).toBeLessThanOrEqual(policy.daily + policy.weekly);
        const newest = backups.reduce<DatedBackup | null>((best, backup) => (best && best.at >= backup.at ? best : backup), null);
        if (newest && policy.daily + policy.weekly > 0) expect(keep.map((backup) => backup.at.getTime())).toContain(newest.at.getTime());
      }),
    );
  });

  it("keeps the newest backup of each of the latest days, and never two of one day", () => {
    fc.assert(
      fc.property(someBackups, somePolicy, (backups, policy) => {
        const { keep } = pruneBackups(backups, policy);
        const days = [...new Set([...backups].sort((a, b) => b.at.getTime() - a.at.getTime()).map((backup) => restaurantDay(backup.at)))];
        for (const day of days.slice(0, policy.daily)) {
          const newestOfDay = Math.max(...backups.filter((backup) => restaurantDay(backup.at) === day).map((backup) => backup.at.getTime()));
          expect(keep.some((backup) => backup.at.getTime() === newestOfDay)).toBe(true);
        }
        const keptDays = keep.map((backup) => restaurantDay(backup.at));
        expect(new Set(keptDays).size).toBe(keptDays.length);
      }),
    );
  });

  it("keeps all it kept when run again: pruning twice removes nothing more", () => {
    fc.assert(
      fc.property(someBackups, somePolicy, (backups, policy) => {
        const { keep } = pruneBackups(backups, policy);
        expect(names(pruneBackups(keep, policy).keep)).toEqual(names(keep));
      }),
    );
  });

  it("keeps exactly daily + weekly of a long run of daily backups", () => {
    fc.assert(
      fc.property(fc.integer({ min: 14 + 8 * 7 + 7, max: 400 }), (days) => {
        const backups = Array.from({ length: days }, (_, day) => backupAt(noonOfDay(day)));
        expect(pruneBackups(backups).keep).toHaveLength(BACKUP_RETENTION.daily + BACKUP_RETENTION.weekly);
      }),
    );
  });
});
