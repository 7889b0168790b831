import { spawn, type ChildProcess } from "node:child_process";

/**
 * The last line of defence against leftovers. tsx (the runner of `npm run bench`) kills its child
 * outright when a signal is not acknowledged within a few milliseconds, which happens while
 * Lighthouse keeps the event loop busy; then no clean-up code of ours runs. So a tiny separate
 * process holds the list of process groups and scratch folders we made, and when its stdin closes
 * (we ended, however we ended) it stops the groups and removes the folders still listed.
 */
const REAPER = `
const { rmSync } = require("node:fs");
const groups = new Set();
const folders = new Set();
let buffer = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => {
  buffer += chunk;
  const lines = buffer.split("\\n");
  buffer = lines.pop();
  for (const line of lines) {
    const { op, pid, path } = JSON.parse(line);
    if (op === "watch-group") groups.add(pid);
    if (op === "forget-group") groups.delete(pid);
    if (op === "watch-folder") folders.add(path);
    if (op === "forget-folder") folders.delete(path);
  }
});
process.stdin.on("end", () => {
  const signal = (name) => { for (const pid of groups) { try { process.kill(-pid, name); } catch {} } };
  const finish = () => {
    signal("SIGKILL");
    for (const path of folders) { try { rmSync(path, { recursive: true, force: true }); } catch {} }
    process.exit(0);
  };
  if (groups.size === 0) return finish();
  signal("SIGTERM");
  setTimeout(finish, 5000);
});
`;

type Message =
  | { op: "watch-group" | "forget-group"; pid: number }
  | { op: "watch-folder" | "forget-folder"; path: string };

let reaper: ChildProcess | null = null;

function send(message: Message): void {
  if (!reaper) {
    reaper = spawn(process.execPath, ["-e", REAPER], { detached: true, stdio: ["pipe", "ignore", "ignore"] });
    reaper.on("error", () => (reaper = null));
    // Neither the reaper nor the pipe to it may keep this process running.
    reaper.unref();
    (reaper.stdin as (NodeJS.WritableStream & { unref?: () => void }) | null)?.unref?.();
  }
  reaper.stdin?.write(`${JSON.stringify(message)}\n`);
}

/** Lists a process group (its leader's pid) to be stopped should this process end without cleaning up. */
export function watchGroup(pid: number): void {
  send({ op: "watch-group", pid });
}

/** The group has been stopped properly. */
export function forgetGroup(pid: number): void {
  send({ op: "forget-group", pid });
}

/** Lists a scratch folder to be removed should this process end without cleaning up. */
export function watchFolder(path: string): void {
  send({ op: "watch-folder", path });
}

export function forgetFolder(path: string): void {
  send({ op: "forget-folder", path });
}
