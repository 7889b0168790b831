import { redirect } from "react-router";
import type { Route } from "./+types/auth.callback";
import { dashboardFor, sessionUserFromRow } from "~/features/auth/access";
import { clearedSignInFlowCookie, readSignInFlow } from "~/features/auth/oidc-sign-in.server";
import { createSession, deleteSession, sessionCookie } from "~/features/auth/session.server";
import { recordSignIn } from "~/features/users/users.server";
import { logError, logSecurityEvent, requestAt, requestFacts, type SignInRefusalReason } from "~/lib/log.server";

/**
 * The provider sends the person back here. Any mismatch (state, nonce, a code used twice, an error
 * from the provider, a missing flow cookie) signs nobody in and shows the login failure message,
 * and so does a database that fails to record the sign-in: the person can simply try again. A
 * deactivated account is not signed in either: it is shown Access Denied. Each outcome is a
 * security event.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, signIn } = context.auth;
  const at = requestFacts({ request, context });
  const headers = new Headers({ "Set-Cookie": clearedSignInFlowCookie(config.secureCookies) });
  const refuse = (reason: SignInRefusalReason, who: { actorId?: string; email: string | null }, detail?: string, to = "/login?error=signin") => {
    logSecurityEvent({ event: "auth.sign-in-refused", actorId: who.actorId ?? null, email: who.email, reason, ...(detail && { detail }) }, at);
    return redirect(to, { headers });
  };

  const flow = readSignInFlow(request.headers.get("Cookie"), config.secureCookies);
  if (!flow) return refuse("no-flow", { email: null });

  let outcome;
  try {
    outcome = await signIn.finish(new URL(request.url).searchParams, flow);
  } catch (error) {
    return refuse("check-failed", { email: null }, error instanceof Error ? error.message : String(error));
  }
  if ("refused" in outcome) return refuse(outcome.refused.reason, { email: outcome.refused.email }, outcome.refused.detail);
  const { identity } = outcome;

  try {
    const user = await recordSignIn(context.db, identity, config.adminEmails);
    const person = sessionUserFromRow(user);
    const dashboard = dashboardFor(person);
    if (!dashboard) return refuse("inactive", { actorId: user.id, email: user.email }, undefined, "/unauthorized");
    // A sign-in replaces whatever session this browser had, rather than leave it open beside the new one.
    await deleteSession(context.db, request);
    const session = await createSession(context.db, user.id);
    headers.append("Set-Cookie", sessionCookie(session.token, config.secureCookies, session.expiresAt));
    logSecurityEvent({ event: "auth.sign-in", actorId: user.id, email: user.email, role: person.role, active: person.isActive }, at);
    return redirect(dashboard, { headers });
  } catch (error) {
    logError(error, requestAt({ request, context }), "Sign-in could not be recorded");
    return refuse("not-recorded", { email: identity.email }, error instanceof Error ? error.message : String(error));
  }
}
