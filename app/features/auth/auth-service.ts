import type { AuthConfig } from "./auth-config";
import type { OidcSignIn } from "./oidc-sign-in.server";

/** What the server hands loaders and actions for signing in (see server/auth.ts). */
export interface AuthService {
  config: AuthConfig;
  signIn: OidcSignIn;
}
