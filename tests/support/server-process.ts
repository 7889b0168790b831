import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/**
 * What a test server's process is doing, read from /proc: its pid, its memory and the CPU time it
 * has used. CPU time measures the server's own work whatever else the machine is doing, where a
 * response's wall-clock time grows with every other process on the machine.
 */

/** The process listening on `port` on this machine: the server itself, not the launcher in front of it. */
export function listeningPid(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local address, state 0A (listening), inode
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A") inodes.add(fields[9]!);
    }
  }
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? "")) return Number(entry);
      } catch {
        // a descriptor closed meanwhile
      }
    }
  }
  throw new Error(`no process listens on port ${port}`);
}

/** The resident memory of a process, in bytes. */
export function rss(pid: number): number {
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kilobytes) * 1024;
}

/**
 * The CPU time a process's main thread has used so far, user and system, in milliseconds (to the
 * kernel's tick, 10 ms): the thread whose work holds up every other request. Not the whole
 * process: V8's garbage collector marks and sweeps on threads of its own, after whichever request
 * left the garbage, and counted that work (up to 90 ms on a slow machine) to a request that
 * only happened to be running then.
 */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8");
  // Fields after the command name, which is in parentheses and may hold spaces: utime is the 14th
  // field of the line, stime the 15th, both in clock ticks of 1/100 s.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
