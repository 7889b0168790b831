import { redirect } from "react-router";
import type { Route } from "./+types/auth.login";
import { signInFlowCookie } from "~/features/auth/oidc-sign-in.server";
import { logError, requestAt } from "~/lib/log.server";

/** Starts the OpenID Connect round trip: remember state, nonce and PKCE verifier, go to the provider. */
export async function action({ request, context }: Route.ActionArgs) {
  const { config, signIn } = context.auth;
  try {
    const { url, flow } = await signIn.start();
    return redirect(url.href, { headers: { "Set-Cookie": signInFlowCookie(flow, config.secureCookies) } });
  } catch (error) {
    logError(error, requestAt({ request, context }), "Sign-in could not start");
    return redirect("/login?error=signin");
  }
}

export function loader() {
  return redirect("/login");
}
