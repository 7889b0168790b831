import type { AppDatabase } from "~/db/connection.server";
import type { AuthService } from "~/features/auth/auth-service";

// What the server hands every loader and action (see server/app.ts).
declare module "react-router" {
  interface AppLoadContext {
    db: AppDatabase;
    /** The Content-Security-Policy nonce of this response, for inline scripts. */
    cspNonce: string;
    auth: AuthService;
    /** The client's address, for security events (app/lib/log.server.ts); null when not known. */
    clientIp: string | null;
  }
}

export {};
