import { existsSync, mkdtempSync, rmSync, watch, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PopulateStage } from "../../app/db/schema";

/**
 * A gate for Data Management's populate that a test opens from outside the server's process: the
 * run waits at each stage it reaches until the test opens that stage, or has opened them all. The
 * test sees every stage for as long as it needs, on a machine of any speed, and never waits for
 * time. The server's test start-up (test-server-entry.ts) is given the gate's folder; the test
 * writes one file into it per stage it opens.
 */
const ALL_STAGES = "all-stages";

/** The server's side: `PopulateOptions.reachedStage` for the gate in `folder`. */
export function waitAtStage(folder: string): (stage: PopulateStage) => Promise<void> {
  return async (stage) => {
    const open = () => existsSync(join(folder, ALL_STAGES)) || existsSync(join(folder, stage));
    if (!open()) {
      await new Promise<void>((resolve) => {
        const watcher = watch(folder, () => {
          if (!open()) return;
          watcher.close();
          resolve();
        });
        // Opened between the first look and the watch's start.
        if (open()) {
          watcher.close();
          resolve();
        }
      });
    }
    // Each opening lets the run past once: a second run waits at the stage again.
    rmSync(join(folder, stage), { force: true });
  };
}

/** The test's side. */
export interface PopulateStageGate {
  /** Given to the server's test start-up as `populateStageGate`. */
  folder: string;
  /** Lets a run that waits at, or will reach, `stage` go on past it once. */
  open(stage: PopulateStage): void;
  /** Lets every run through every stage until `hold`. */
  openAll(): void;
  /** Runs wait at each stage again. */
  hold(): void;
  remove(): void;
}

export function populateStageGate(): PopulateStageGate {
  const folder = mkdtempSync(join(tmpdir(), "patates-populate-gate-"));
  return {
    folder,
    open: (stage) => writeFileSync(join(folder, stage), ""),
    openAll: () => writeFileSync(join(folder, ALL_STAGES), ""),
    hold: () => rmSync(join(folder, ALL_STAGES), { force: true }),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
