import { restaurantDay } from "~/lib/dates";
import { restaurantWeek } from "./backups";

/**
 * Which backups the folder keeps (docs/decisions/0022-backups.md): the newest backup of each of the
 * latest `daily` days that have one; then the newest backup of each of the latest `weekly` weeks
 * whose newest backup the days did not keep already. Days and weeks are the restaurant's (Istanbul;
 * ISO weeks, from Monday). So the folder holds at most daily + weekly backups, whatever was put in
 * it: with 14 and 8, one a day for two weeks and one a week for two months before that.
 *
 * As borg's `prune` does: the rules run in order, and a period whose newest backup an earlier rule
 * kept takes no place of a later rule.
 */
export interface RetentionPolicy {
  daily: number;
  weekly: number;
}

export const BACKUP_RETENTION: RetentionPolicy = { daily: 14, weekly: 8 };

export interface DatedBackup {
  /** The file's name: two backups of the same moment are told apart by it. */
  name: string;
  at: Date;
}

export function pruneBackups<Backup extends DatedBackup>(backups: readonly Backup[], policy: RetentionPolicy = BACKUP_RETENTION): { keep: Backup[]; remove: Backup[] } {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime() || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
  const kept = new Set<Backup>();
  const rules: [number, (at: Date) => string][] = [
    [policy.daily, restaurantDay],
    [policy.weekly, restaurantWeek],
  ];
  for (const [places, periodOf] of rules) {
    let taken = 0;
    let lastPeriod: string | null = null;
    for (const backup of newestFirst) {
      if (taken >= places) break;
      const period = periodOf(backup.at);
      if (period === lastPeriod) continue;
      lastPeriod = period;
      if (kept.has(backup)) continue;
      kept.add(backup);
      taken += 1;
    }
  }
  return { keep: newestFirst.filter((backup) => kept.has(backup)), remove: newestFirst.filter((backup) => !kept.has(backup)) };
}
