import { pino } from "pino";
import pretty from "pino-pretty";
import type { Requirement, Role } from "./roles";

/**
 * The server's log: one line per request (logRequest), errors with their request (logError), the
 * failures a request is answered without (logFallback), and the security events the site records
 * (OWASP ASVS 5.0 §16.3), one JSON line each on standard output, for whatever collects the
 * server's output. See docs/decisions/0020-security-events.md.
 *
 * Every line has `level`, `time` (ISO 8601), `event`, `requestId` (the request's, as on its own
 * line; null outside a request), `actorId` and `email` (the person acting, or the e-mail tried; null
 * when unknown), `ip` and `path` (the path only: a query can carry an authorization code), then
 * what the event needs. Never a session token, a cookie or a code.
 */

/** Why the sign-in callback signed nobody in. */
export type SignInRefusalReason =
  /** No sign-in flow cookie: it expired (10 minutes), or the sign-in started in another browser. */
  | "no-flow"
  /** The provider answered with an error (the person cancelled, the provider refused them). */
  | "provider-error"
  /** The provider could not be reached (discovery). */
  | "provider-unreachable"
  /** A check of the answer failed: state, PKCE, the code exchange, the ID token (nonce, signature, audience, expiry). */
  | "check-failed"
  /** The provider does not vouch for the e-mail (`email_verified`). */
  | "unverified-email"
  /** The account is deactivated: neither pending, nor active staff or admin. */
  | "inactive"
  /** The database failed to record the sign-in. */
  | "not-recorded"
  /** The local provider (server/local-identity-provider.ts): a request not straight from this machine. */
  | "local-not-this-machine"
  /** The local provider: an address with a token that is not the one the server printed. */
  | "local-wrong-address"
  /** The local provider: a browser that has not opened the address the server printed. */
  | "local-address-not-opened";

/** What a guard asked for: a role (access.ts), or only a signed-in person. */
export type AccessRequirement = Requirement | "signed-in";

interface RoleAndState {
  role: Role;
  active: boolean;
}

/** Each event with the fields it adds. */
export type SecurityEvent =
  | { event: "auth.sign-in"; actorId: string; email: string; role: Role; active: boolean }
  | { event: "auth.sign-in-refused"; actorId: string | null; email: string | null; reason: SignInRefusalReason; detail?: string }
  | { event: "auth.sign-out"; actorId: string; email: string }
  | { event: "auth.access-denied"; actorId: string | null; email: string | null; role: Role | null; active: boolean | null; required: AccessRequirement }
  /** Refused before the session is read: who sent it is not known. */
  | { event: "request.cross-site-refused"; actorId: null; email: null; method: string; origin: string | null }
  | { event: "users.role-changed"; actorId: string; email: null; userId: string; userEmail: string; before: RoleAndState; after: RoleAndState };

/** Which request it was, where it came from and what it asked for. */
export interface RequestFacts {
  /** The request's id (server/request-log.ts), as its own line and its errors' carry it. */
  requestId: string | null;
  /** The client's address (the proxy's client when a proxy on this machine forwards it), or null. */
  ip: string | null;
  /** Null for a change made outside a request. */
  path: string | null;
}

/** The facts of a loader's or an action's request: its id and path as requestAt gives them, and the client's address. */
export function requestFacts(args: { request: Request; context: { requestId: string; clientIp: string | null } }): RequestFacts {
  const { requestId, path } = requestAt(args);
  return { requestId, ip: args.context.clientIp, path };
}

const LEVELS: Record<SecurityEvent["event"], "info" | "warn"> = {
  "auth.sign-in": "info",
  "auth.sign-in-refused": "warn",
  "auth.sign-out": "info",
  "auth.access-denied": "warn",
  "request.cross-site-refused": "warn",
  "users.role-changed": "info",
};

/** On a terminal, one line each: "12:00:01 INFO: request GET /menu 200 3.1 ms {…}", "12:00:02 ERROR: error /menu: Failed to load menu {…}" (and its stack). */
const READABLE = {
  sync: true,
  singleLine: true,
  translateTime: "SYS:HH:MM:ss",
  messageFormat: "{event} {if method}{method} {end}{path}{if status} {status} {ms} ms{end}{if msg}: {msg}{end}",
  ignore: "pid,hostname,event,method,path,status,ms",
};

/**
 * Standard output, written once per turn of the event loop: the lines logged during a turn go out
 * together in one write at its end (setImmediate), and at the process's exit, whatever ends it
 * (then `out.flushSync`, when it has one, writes out what it still holds). One write per line cost
 * a busy server a quarter of its guests' answers (issue 25); a line leaves at most one turn after
 * its answer, and a process that stops loses none.
 */
export function writtenOncePerTurn(out: { write: (text: string) => unknown; flushSync?: () => void }): { write: (line: string) => void } {
  let lines: string[] = [];
  const flush = () => {
    if (lines.length === 0) return;
    const text = lines.join("");
    lines = [];
    out.write(text);
  };
  process.on("exit", () => {
    flush();
    try {
      out.flushSync?.();
    } catch {
      // Nobody reads the output any more (EPIPE): there is nowhere left to write.
    }
  });
  return {
    write(line) {
      if (lines.push(line) === 1) setImmediate(flush);
    },
  };
}

/** At most this much of the log waits in memory for a reader that has fallen behind. */
export const LOG_BACKLOG_BYTES = 8 * 1024 * 1024;

/** What a destination that never waits needs: a write that may drop, and its 'drop' event. */
interface DroppingOutput {
  write(text: string): unknown;
  flushSync(): void;
  on(event: "drop", listener: (text: string) => void): unknown;
}

/** The JSON line that says how many lines a slow reader lost, as pino writes one. */
export function droppedLinesLine(lines: number, at: Date): string {
  return `${JSON.stringify({ level: "warn", time: at.toISOString(), event: "log.lines-dropped", lines })}\n`;
}

/**
 * Standard output for whatever collects it, written without ever waiting for it. A reader that falls
 * behind (journald busy, a full pipe) must not hold the server up: sonic-boom's synchronous mode
 * slept 100 ms at every full pipe, and the whole server with it (/menu under load: p99 49 ms
 * against 1.5 ms, issue 25). What the reader has not taken yet waits in memory, up to
 * LOG_BACKLOG_BYTES; a write beyond that is dropped, and the next one that fits starts with a line
 * counting the lines lost. At exit, what waits is written out (writtenOncePerTurn).
 */
export function neverWaiting(out: DroppingOutput, now: () => Date = () => new Date()): { write: (text: string) => void; flushSync: () => void } {
  let lost = 0;
  let droppedNow = false;
  out.on("drop", () => {
    droppedNow = true;
  });
  return {
    write(text) {
      const counted = lost;
      droppedNow = false;
      out.write(counted > 0 ? droppedLinesLine(counted, now()) + text : text);
      // Lines are counted only when they are lost: a write that goes out costs no count.
      if (droppedNow) lost += text.split("\n").length - 1;
      else lost -= counted;
    },
    flushSync: () => out.flushSync(),
  };
}

/**
 * The server's one log: JSON lines on standard output for whatever collects it (journald, a log
 * shipper), written once per turn of the event loop (writtenOncePerTurn) and never waiting for the
 * reader (neverWaiting); the same lines made readable (pino-pretty) when a person watches a
 * terminal. A server that stops right after a line loses none.
 */
/** pino's ISO 8601 time, made once per millisecond: a busy server logs several lines in one. */
function isoTimeOncePerMillisecond(): () => string {
  let at = 0;
  let time = "";
  return () => {
    const now = Date.now();
    if (now !== at) {
      at = now;
      time = `,"time":"${new Date(now).toISOString()}"`;
    }
    return time;
  };
}

function newLogger() {
  return pino(
    {
      base: null,
      timestamp: isoTimeOncePerMillisecond(),
      formatters: { level: (label) => ({ level: label }) },
    },
    process.stdout.isTTY ? pretty(READABLE) : writtenOncePerTurn(neverWaiting(pino.destination({ dest: 1, sync: false, maxLength: LOG_BACKLOG_BYTES }))),
  );
}

/**
 * One logger for the whole process. The server (server/) and the build React Router makes of the
 * app (build/server, or Vite's modules in development) each hold a copy of this module; each copy
 * with a logger of its own wrote its lines in writes of its own, so a request's line (the server's)
 * could come out before an error its loader had logged earlier (the app's), and two writes to one
 * pipe could interleave within a line. The first copy makes the logger; the others take it.
 */
const PROCESS_LOGGER = Symbol.for("patates.log");
const holder = globalThis as { [PROCESS_LOGGER]?: ReturnType<typeof newLogger> };
const logger = (holder[PROCESS_LOGGER] ??= newLogger());

/** One request the server answered (server/request-log.ts). */
export interface RequestLine {
  requestId: string;
  method: string;
  /** The path only: a query can carry an authorization code. */
  path: string;
  status: number;
  ms: number;
  /** The signed-in person, or null. */
  userId: string | null;
  /** True when the client went away before the whole answer was sent. */
  aborted?: boolean;
  /** What the answer went without (logFallback), when it went without anything. */
  fallbacks?: string[];
}

export function logRequest(line: RequestLine): void {
  logger[line.status >= 500 ? "error" : "info"]({ event: "request", ...line });
}

/**
 * What one request has met so far: the failures logged for it, by their message, and what its
 * answer went without (logFallback), for its own line. One per request, made by the request log
 * (server/request-log.ts) and handed to the loaders in the load context: it goes with the request,
 * for the server and the built app each hold a copy of this module.
 */
export interface RequestFailures {
  logged: Set<string>;
  fallbacks: string[];
}

export function newRequestFailures(): RequestFailures {
  return { logged: new Set(), fallbacks: [] };
}

/**
 * Where a failure happened: its request's id and path (null for either outside a request), and
 * what that request has met so far (null when not known).
 */
export interface FailureAt {
  requestId: string | null;
  path: string | null;
  failures?: RequestFailures | null;
}

/** A failure of work no request waits for: a background job, an hourly task. */
export const OUTSIDE_A_REQUEST: FailureAt = { requestId: null, path: null };

/** Where a loader or an action runs: its request's id (null when it has none), its path, what it has met. */
export function requestAt({ request, context }: { request: Request; context: { requestId: string; failures?: RequestFailures } }): FailureAt {
  return { requestId: context.requestId || null, path: new URL(request.url).pathname, failures: context.failures ?? null };
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * One line for a failure, with its request's id, the error's message and stack in its `err`, and
 * `message` (what failed) as its `msg`; the error's own message without it. A request logs each
 * failure once: when it has met the same one already (the same error message: the database down,
 * read by the root's loader and then the page's), no second line is written.
 */
function logFailure(err: Error, at: FailureAt, message: string | undefined, level: "error" | "warn" = "error"): void {
  if (at.failures) {
    if (at.failures.logged.has(err.message)) return;
    at.failures.logged.add(err.message);
  }
  logger[level]({ event: "error", requestId: at.requestId, path: at.path, err }, message);
}

/**
 * An error the site did not expect, with the request it broke, so that staff can quote its id.
 * `message` says what failed ('Failed to import the menu archive').
 */
export function logError(error: unknown, at: FailureAt, message?: string): void {
  logFailure(asError(error), at, message);
}

/**
 * An error that refused its request with a 4xx status, thrown by a part that is not ours (the local
 * sign-in's provider, finding no sign-in under way): the same line as logError's, as a warning, for
 * the fault is the request's.
 */
export function logRefusingError(error: unknown, at: FailureAt): void {
  logFailure(asError(error), at, undefined, "warn");
}

/**
 * A failure the request is answered without: a loader's data that could not be read, served from
 * built-in data or left out (the saved menu, the built-in settings, a screen's Try Again), or the
 * session's renewal. `message` says what ('Failed to load menu'), and goes on the request's own
 * line too (`fallbacks`), so that what its answer went without is all there even when the failure
 * was logged once for several of them.
 *
 * An error line, as logError's, though the guest may notice nothing: the answer is not the one the
 * site should give (old prices, the built-in settings, a screen without its data) while its status
 * says 200, and the cause (the database down) is the site's, for its operator to fix; a monitor
 * that watches for errors must see it.
 */
export function logFallback(message: string, error: unknown, at: FailureAt): void {
  at.failures?.fallbacks.push(message);
  logFailure(asError(error), at, message);
}

/**
 * A connection to PostgreSQL that its server ended (a restart, a failover, a cut connection): a
 * warning, as the pool opens another by itself; the queries it failed are logged by their requests.
 */
export function logDatabaseConnectionLost(error: Error): void {
  logger.warn({ event: "database.connection-lost", detail: error.message }, "PostgreSQL connection lost");
}

/**
 * The running site's lock on its PostgreSQL database (app/db/site-lock.server.ts), which keeps a
 * restore off it: lost with its connection, a warning; taken again, a note; not taken again, a
 * warning while PostgreSQL is out of reach (once per loss), and an error at every try that finds a
 * restore holding the database under this running site, which then serves data being replaced.
 */
export const siteLockLog = {
  lost(error: Error | null): void {
    logger.warn({ event: "site-lock.lost", detail: error?.message ?? "the connection ended" }, "Lost the site's lock on the database; taking it again");
  },
  retaken(): void {
    logger.info({ event: "site-lock.retaken" }, "Took the site's lock on the database again");
  },
  notRetaken(error: Error): void {
    logger.warn({ event: "site-lock.not-retaken", detail: error.message }, "Could not take the site's lock on the database again; trying on");
  },
  heldByRestore(): void {
    logger.error({ event: "site-lock.held-by-restore" }, "A restore holds the database while this site runs on it: stop the site; trying on");
  },
};

/** What happened to a backup (app/features/data-management/backups.server.ts); a failure is an error. */
export type BackupLine =
  | { event: "backup.written"; madeBy: string; at: string; file: string; bytes: number; tables: Record<string, number> }
  | { event: "backup.failed"; madeBy: string; at: string; directory: string; reason: string; detail: string }
  | { event: "backup.pruned"; removed: string[]; kept: number }
  | { event: "backup.record-failed"; madeBy: string; detail: string }
  | { event: "backup.prune-failed"; directory: string; detail: string }
  | { event: "backup.download-failed"; actorId: string; reason: string; detail: string };

/** The words of each failure's line, before the system's own. */
const BACKUP_FAILURE_WORDS: Record<Exclude<BackupLine["event"], "backup.written" | "backup.pruned">, string> = {
  "backup.failed": "Backup failed",
  "backup.record-failed": "Backup not recorded",
  "backup.prune-failed": "Old backups not pruned",
  "backup.download-failed": "Backup for download failed",
};

export function logBackup(line: BackupLine): void {
  if (line.event === "backup.written" || line.event === "backup.pruned") logger.info(line);
  else logger.error(line, `${BACKUP_FAILURE_WORDS[line.event]}: ${line.detail}`);
}

export function logSecurityEvent(event: SecurityEvent, at: RequestFacts): void {
  const { event: name, actorId, email, ...details } = event;
  logger[LEVELS[name]]({ event: name, requestId: at.requestId, actorId, email, ip: at.ip, path: at.path, ...details });
}
