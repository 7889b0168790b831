import { redirect } from "react-router";
import type { Route } from "./+types/auth.callback";
import { dashboardFor, sessionUserFromRow } from "~/features/auth/access";
import {
  clearedSignInFlowCookie,
  parseSignInFlow,
  SIGN_IN_FLOW_COOKIE,
} from "~/features/auth/oidc-sign-in.server";
import { createSession, deleteSession, sessionCookie } from "~/features/auth/session.server";
import { recordSignIn } from "~/features/users/users.server";
import { readCookie } from "~/i18n/language";

/**
 * The provider sends the person back here. Any mismatch (state, nonce, a code used twice, an error
 * from the provider, a missing flow cookie) signs nobody in and shows the login failure message,
 * and so does a database that fails to record the sign-in: the person can simply try again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, signIn } = context.auth;
  const headers = new Headers({ "Set-Cookie": clearedSignInFlowCookie(config.secureCookies) });
  const failed = () => redirect("/login?error=signin", { headers });
  const flow = parseSignInFlow(readCookie(request.headers.get("Cookie"), SIGN_IN_FLOW_COOKIE));
  if (!flow) return failed();

  let identity;
  try {
    identity = await signIn.finish(new URL(request.url), flow);
  } catch (error) {
    console.warn("Sign-in refused:", error instanceof Error ? error.message : error);
    return failed();
  }

  try {
    const user = await recordSignIn(context.db, identity, config.adminEmails);
    // A sign-in replaces whatever session this browser had, rather than leave it open beside the new one.
    await deleteSession(context.db, request);
    const session = await createSession(context.db, user.id);
    headers.append("Set-Cookie", sessionCookie(session.token, config.secureCookies, session.expiresAt));
    return redirect(dashboardFor(sessionUserFromRow(user)) ?? "/login", { headers });
  } catch (error) {
    console.error("Sign-in could not be recorded:", error instanceof Error ? error.message : error);
    return failed();
  }
}
