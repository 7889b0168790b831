import { mkdtempSync, readFileSync, renameSync, rmSync, watch, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BackupClock } from "../../app/features/data-management/backups.server";

/**
 * A clock for the daily backups that a test moves from outside the server's process: the time is
 * in a file, and moving it is the time passing, so the backups look at once (as the system's clock
 * does every hour). The server's test start-up (test-server-entry.ts) is given the file's path.
 */
const TIME_FILE = "now";

/** The server's side: the clock whose time is in `file`. */
export function clockInFile(file: string): BackupClock {
  return {
    now: () => new Date(readFileSync(file, "utf8").trim()),
    every: (_intervalMs, check) => {
      // The test renames a new file into place: one event or more per move; the checks coalesce.
      const watcher = watch(join(file, ".."), (_event, name) => {
        if (name === TIME_FILE) check();
      });
      return () => watcher.close();
    },
  };
}

/** The test's side. */
export interface MovableClock {
  /** Given to the server's test start-up as `backupClock`. */
  file: string;
  now(): Date;
  set(at: Date): void;
  remove(): void;
}

export function movableClock(start: Date): MovableClock {
  const folder = mkdtempSync(join(tmpdir(), "patates-clock-"));
  const file = join(folder, TIME_FILE);
  let now = start;
  const set = (at: Date) => {
    now = at;
    // Whole or not at all: the server never reads half a time.
    writeFileSync(`${file}.next`, at.toISOString());
    renameSync(`${file}.next`, file);
  };
  set(start);
  return { file, now: () => now, set, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
