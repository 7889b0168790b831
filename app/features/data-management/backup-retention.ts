import { restaurantDay } from "~/lib/dates";
import { restaurantWeek } from "./backups";

/**
 * Which backups the folder keeps (docs/decisions/0022-backups.md):
 *
 * 1. every backup younger than `recentHours` (or dated after now), however many: the copy taken
 *    just before a mistake (a safety `npm run backup`, the copy `npm run restore --replace` saves)
 *    is often of the same day as the copy taken after it, and a rule of one a day would drop it
 *    the moment the mistake is backed up;
 * 2. the newest backup of each of the latest `daily` days that have one;
 * 3. the newest backup of each of the latest `weekly` weeks whose newest backup the days did not
 *    keep already.
 *
 * Rules 2 and 3 look at every backup, the recent ones too, so the recent ones only ever add to
 * what they keep: the folder holds the backups of the last `recentHours` plus at most daily +
 * weekly older ones. Days and weeks are the restaurant's (Istanbul; ISO weeks, from Monday). With
 * 48, 14 and 8: everything of the last two days, one a day for two weeks and one a week for two
 * months before that.
 *
 * As borg's `prune` does: rules 2 and 3 run in order, and a period whose newest backup an earlier
 * rule kept takes no place of a later rule. Pure: the time is given, so a test can move it.
 */
export interface RetentionPolicy {
  recentHours: number;
  daily: number;
  weekly: number;
}

export const BACKUP_RETENTION: RetentionPolicy = { recentHours: 48, daily: 14, weekly: 8 };

export interface DatedBackup {
  /** The file's name: two backups of the same moment are told apart by it. */
  name: string;
  at: Date;
}

const HOUR_MS = 60 * 60 * 1000;

export function pruneBackups<Backup extends DatedBackup>(backups: readonly Backup[], now: Date, policy: RetentionPolicy = BACKUP_RETENTION): { keep: Backup[]; remove: Backup[] } {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime() || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
  const recentSince = now.getTime() - policy.recentHours * HOUR_MS;
  const kept = new Set<Backup>(newestFirst.filter((backup) => backup.at.getTime() > recentSince));
  const rules: [number, (at: Date) => string][] = [
    [policy.daily, restaurantDay],
    [policy.weekly, restaurantWeek],
  ];
  // What rules 2 and 3 have taken, apart from the recent ones: they run as if rule 1 were not there
  // (a recent backup that is the newest of its day still fills that day's place), so rule 1 only
  // ever adds to what they keep, and never moves their reach further back.
  const taken = new Set<Backup>();
  for (const [places, periodOf] of rules) {
    let count = 0;
    let lastPeriod: string | null = null;
    for (const backup of newestFirst) {
      if (count >= places) break;
      const period = periodOf(backup.at);
      if (period === lastPeriod) continue;
      lastPeriod = period;
      if (taken.has(backup)) continue;
      taken.add(backup);
      kept.add(backup);
      count += 1;
    }
  }
  return { keep: newestFirst.filter((backup) => kept.has(backup)), remove: newestFirst.filter((backup) => !kept.has(backup)) };
}
