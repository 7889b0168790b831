import { redirect } from "react-router";
import type { Route } from "./+types/auth.login";
import { signInFlowCookie } from "~/features/auth/oidc-sign-in.server";

/** Starts the OpenID Connect round trip: remember state, nonce and PKCE verifier, go to the provider. */
export async function action({ context }: Route.ActionArgs) {
  const { config, signIn } = context.auth;
  try {
    const { url, flow } = await signIn.start();
    return redirect(url.href, { headers: { "Set-Cookie": signInFlowCookie(flow, config.secureCookies) } });
  } catch (error) {
    console.error("Sign-in could not start:", error instanceof Error ? error.message : error);
    return redirect("/login?error=signin");
  }
}

export function loader() {
  return redirect("/login");
}
