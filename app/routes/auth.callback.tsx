import { redirect } from "react-router";
import type { Route } from "./+types/auth.callback";
import { dashboardFor } from "~/features/auth/access";
import {
  clearedSignInFlowCookie,
  parseSignInFlow,
  SIGN_IN_FLOW_COOKIE,
} from "~/features/auth/oidc-sign-in.server";
import { createSession, sessionCookie } from "~/features/auth/session.server";
import { recordSignIn } from "~/features/users/users.server";
import { readCookie } from "~/i18n/language";

/**
 * The provider sends the person back here. Any mismatch (state, nonce, a code used twice, an error
 * from the provider, a missing flow cookie) signs nobody in and shows the login failure message.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, signIn } = context.auth;
  const headers = new Headers({ "Set-Cookie": clearedSignInFlowCookie(config.secureCookies) });
  const flow = parseSignInFlow(readCookie(request.headers.get("Cookie"), SIGN_IN_FLOW_COOKIE));
  if (!flow) return redirect("/login?error=signin", { headers });

  let identity;
  try {
    identity = await signIn.finish(new URL(request.url), flow);
  } catch (error) {
    console.warn("Sign-in refused:", error instanceof Error ? error.message : error);
    return redirect("/login?error=signin", { headers });
  }

  const user = await recordSignIn(context.db, identity, config.adminEmails);
  const token = await createSession(context.db, user.id);
  headers.append("Set-Cookie", sessionCookie(token, config.secureCookies));
  const destination =
    dashboardFor({
      id: user.id, email: user.email, displayName: user.display_name, photoUrl: user.photo_url,
      role: user.role, isActive: user.is_active === 1,
    }) ?? "/login";
  return redirect(destination, { headers });
}
