import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BACKUP_RETENTION, pruneBackups, type DatedBackup, type RetentionPolicy } from "./backup-retention";
import { restaurantDay } from "~/lib/dates";
import { backupFileName, restaurantWeek } from "./backups";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Noon in Istanbul (09:00 UTC) on day `n` after Monday 2026-01-05. */
const noonOfDay = (n: number) => new Date(Date.UTC(2026, 0, 5, 9) + n * DAY_MS);
const backupAt = (at: Date): DatedBackup => ({ name: backupFileName("sqlite", at), at });
const names = (backups: DatedBackup[]) => backups.map((backup) => backup.name).sort();
/** The rules of days and weeks alone, as they were before the recent backups were kept. */
const periodsOnly = (policy: RetentionPolicy): RetentionPolicy => ({ ...policy, recentHours: 0 });

describe("pruneBackups", () => {
  it("keeps one a day for 14 days, then one a week for 8 weeks: 22 of 100 daily backups", () => {
    // Days 0..99, day 0 a Monday: day 99 (Tuesday 2026-04-14) is today.
    const backups = Array.from({ length: 100 }, (_, day) => backupAt(noonOfDay(day)));
    const { keep, remove } = pruneBackups(backups, noonOfDay(99));
    const keptDays = keep.map((backup) => Math.round((backup.at.getTime() - noonOfDay(0).getTime()) / DAY_MS)).sort((a, b) => b - a);
    // Days 86..99 daily. The week of day 86 (Monday 84 to Sunday 90) has its newest kept already, so
    // the weeks begin with the Sunday before it, day 83, and go on with each Sunday before that.
    expect(keptDays).toEqual([99, 98, 97, 96, 95, 94, 93, 92, 91, 90, 89, 88, 87, 86, 83, 76, 69, 62, 55, 48, 41, 34]);
    expect(keep).toHaveLength(22);
    expect(remove).toHaveLength(78);
  });

  it("keeps the newest of a day with several, once they are older than the recent hours, and of a week", () => {
    const morning = backupAt(new Date("2026-03-02T05:00:00.000Z"));
    const evening = backupAt(new Date("2026-03-02T18:00:00.000Z"));
    // 23:30 UTC is already the next day in Istanbul.
    const lateNight = backupAt(new Date("2026-03-02T21:30:00.000Z"));
    const threeDaysOn = new Date("2026-03-05T22:00:00.000Z");
    const { keep } = pruneBackups([morning, evening, lateNight], threeDaysOn, { recentHours: 48, daily: 1, weekly: 0 });
    expect(keep).toEqual([lateNight]);
    expect(pruneBackups([morning, evening, lateNight], threeDaysOn, { recentHours: 48, daily: 2, weekly: 0 }).keep).toEqual([lateNight, evening]);
  });

  it("keeps the morning's backup when a second one of the same day follows a mistake, for 48 hours", () => {
    // 08:00 in Istanbul the good state; at 10:00 a bad edit is backed up 'to be safe', or a wrong
    // restore's state is. One a day would keep only the 10:00 one: the good state would be gone.
    const good = backupAt(new Date("2026-03-02T05:00:00.000Z"));
    const afterMistake = backupAt(new Date("2026-03-02T07:00:00.000Z"));
    const rightAfter = new Date("2026-03-02T07:00:05.000Z");
    expect(names(pruneBackups([good, afterMistake], rightAfter).keep)).toEqual(names([good, afterMistake]));
    expect(names(pruneBackups([good, afterMistake], new Date(good.at.getTime() + 48 * HOUR_MS - 1)).keep)).toEqual(names([good, afterMistake]));
    // Two days on, the day keeps its newest, as before.
    expect(pruneBackups([good, afterMistake], new Date(good.at.getTime() + 48 * HOUR_MS)).keep).toEqual([afterMistake]);
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

const START = Date.UTC(2026, 0, 1);
/** Backups at any times over about a year, several an hour or a day at times, with distinct names. */
const someBackups = fc
  .uniqueArray(fc.integer({ min: 0, max: 400 * 24 * 60 }), { maxLength: 120 })
  .map((minutes) => minutes.map((minute) => backupAt(new Date(START + minute * 60_000))));
/** Now: before, among or after the backups (a clock put back sees some of them in the future). */
const someNow = fc.integer({ min: -10 * 24 * 60, max: 430 * 24 * 60 }).map((minute) => new Date(START + minute * 60_000));
const somePolicy = fc.record({ recentHours: fc.integer({ min: 0, max: 96 }), daily: fc.integer({ min: 0, max: 20 }), weekly: fc.integer({ min: 0, max: 12 }) });
/** A burst: many backups within a few hours of now, as a cron job or an operator in a hurry makes. */
const aBurst = fc
  .tuple(someNow, fc.uniqueArray(fc.integer({ min: 0, max: 6 * 60 }), { minLength: 1, maxLength: 60 }))
  .map(([now, minutesBefore]) => ({ now, backups: minutesBefore.map((minutes) => backupAt(new Date(now.getTime() - minutes * 60_000))) }));

const isRecent = (backup: DatedBackup, now: Date, policy: RetentionPolicy) => backup.at.getTime() > now.getTime() - policy.recentHours * HOUR_MS;

describe("pruneBackups, for any backups and any now", () => {
  it("splits them into kept and removed, and keeps the newest whenever a day or a week is kept", () => {
    fc.assert(
      fc.property(someBackups, someNow, somePolicy, (backups, now, policy) => {
        const { keep, remove } = pruneBackups(backups, now, policy);
        expect(names([...keep, ...remove])).toEqual(names(backups));
        expect(keep.filter((backup) => remove.includes(backup))).toEqual([]);
        const newest = backups.reduce<DatedBackup | null>((best, backup) => (best && best.at >= backup.at ? best : backup), null);
        if (newest && policy.daily + policy.weekly > 0) expect(keep.map((backup) => backup.at.getTime())).toContain(newest.at.getTime());
      }),
    );
  });

  it("keeps the newest with the site's own rule, whatever the backups and the time", () => {
    fc.assert(
      fc.property(fc.oneof(someBackups, aBurst.map(({ backups }) => backups)), someNow, (backups, now) => {
        const newest = backups.reduce<DatedBackup | null>((best, backup) => (best && best.at >= backup.at ? best : backup), null);
        if (newest) expect(pruneBackups(backups, now).keep).toContain(newest);
      }),
    );
  });

  it("keeps every backup younger than the recent hours, however many", () => {
    fc.assert(
      fc.property(fc.oneof(someBackups.chain((backups) => someNow.map((now) => ({ now, backups }))), aBurst), somePolicy, ({ backups, now }, policy) => {
        const { keep } = pruneBackups(backups, now, policy);
        const recent = backups.filter((backup) => isRecent(backup, now, policy));
        expect(keep.filter((backup) => recent.includes(backup))).toHaveLength(recent.length);
      }),
    );
  });

  it("keeps at most daily + weekly backups older than the recent hours, and no two of one day among them", () => {
    fc.assert(
      fc.property(someBackups, someNow, somePolicy, (backups, now, policy) => {
        const { keep } = pruneBackups(backups, now, policy);
        const older = keep.filter((backup) => !isRecent(backup, now, policy));
        expect(older.length).toBeLessThanOrEqual(policy.daily + policy.weekly);
        expect(keep.length).toBeLessThanOrEqual(backups.filter((backup) => isRecent(backup, now, policy)).length + policy.daily + policy.weekly);
        const olderDays = older.map((backup) => restaurantDay(backup.at));
        expect(new Set(olderDays).size).toBe(olderDays.length);
      }),
    );
  });

  it("keeps all that the days and weeks alone keep: the recent hours only add", () => {
    fc.assert(
      fc.property(someBackups, someNow, somePolicy, (backups, now, policy) => {
        const keep = pruneBackups(backups, now, policy).keep;
        for (const backup of pruneBackups(backups, now, periodsOnly(policy)).keep) expect(keep).toContain(backup);
      }),
    );
  });

  it("keeps the newest backup of each of the latest days", () => {
    fc.assert(
      fc.property(someBackups, someNow, somePolicy, (backups, now, policy) => {
        const { keep } = pruneBackups(backups, now, policy);
        const days = [...new Set([...backups].sort((a, b) => b.at.getTime() - a.at.getTime()).map((backup) => restaurantDay(backup.at)))];
        for (const day of days.slice(0, policy.daily)) {
          const newestOfDay = Math.max(...backups.filter((backup) => restaurantDay(backup.at) === day).map((backup) => backup.at.getTime()));
          expect(keep.some((backup) => backup.at.getTime() === newestOfDay)).toBe(true);
        }
      }),
    );
  });

  it("keeps all it kept when run again at the same time: pruning twice removes nothing more", () => {
    fc.assert(
      fc.property(someBackups, someNow, somePolicy, (backups, now, policy) => {
        const { keep } = pruneBackups(backups, now, policy);
        expect(names(pruneBackups(keep, now, policy).keep)).toEqual(names(keep));
      }),
    );
  });

  it("keeps exactly daily + weekly of a long run of daily backups", () => {
    fc.assert(
      fc.property(fc.integer({ min: 14 + 8 * 7 + 7, max: 400 }), fc.integer({ min: 0, max: 23 }), (days, hoursAfter) => {
        const backups = Array.from({ length: days }, (_, day) => backupAt(noonOfDay(day)));
        const now = new Date(noonOfDay(days - 1).getTime() + hoursAfter * HOUR_MS);
        expect(pruneBackups(backups, now).keep).toHaveLength(BACKUP_RETENTION.daily + BACKUP_RETENTION.weekly);
      }),
    );
  });
});
