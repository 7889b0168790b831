import type { AppDatabase } from "~/db/connection.server";
import type { AuthService } from "~/features/auth/auth-service";
import type { BackupSettings } from "~/features/data-management/backups.server";
import type { PopulateOptions } from "~/features/data-management/populate.server";
import type { RequestFailures } from "~/lib/log.server";

// What the server hands every loader and action (see server/app.ts).
declare module "react-router" {
  interface AppLoadContext {
    db: AppDatabase;
    /** The Content-Security-Policy nonce of this response, for inline scripts. */
    cspNonce: string;
    auth: AuthService;
    /** The client's address, for security events (app/lib/log.server.ts); null when not known. */
    clientIp: string | null;
    /** This request's id, in its log line and on the error page (server/request-log.ts). */
    requestId: string;
    /** What this request has met so far, for the log: each failure is logged once (app/lib/log.server.ts). */
    failures: RequestFailures;
    /** How Data Management's populate runs (POPULATE_OPTIONS in production). */
    populate: PopulateOptions;
    /** The database and the folder of the daily backups (null when BACKUP_DIR is unset). */
    backups: BackupSettings;
    /**
     * The clock of what guests' pages show of the date (the footer's year), which the page cache
     * keeps pages by too (server/page-cache.ts): the system's; only a test's start-up passes another.
     */
    clock: () => Date;
  }
}

export {};
