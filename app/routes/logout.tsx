import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { getOptionalUser } from "~/features/auth/guards.server";
import { clearedSessionCookie, deleteSession } from "~/features/auth/session.server";
import { logSecurityEvent, requestFacts } from "~/lib/log.server";

/**
 * Sign Out: the session row is deleted, so the cookie is worthless on every instance at once.
 * Clear-Site-Data empties the browser's HTTP cache of anything kept from the session; the service
 * worker drops its own copies as it passes this answer on (service-worker.js). Not "storage": that
 * would also unregister the worker and wipe the guest's offline menu and language, which hold
 * nothing personal. See docs/decisions/0013-guest-page-caching.md.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await getOptionalUser({ request, context });
  await deleteSession(context.db, request);
  if (user) logSecurityEvent({ event: "auth.sign-out", actorId: user.id, email: user.email }, requestFacts({ request, context }));
  return redirect("/", {
    headers: { "Set-Cookie": clearedSessionCookie(context.auth.config.secureCookies), "Clear-Site-Data": '"cache"' },
  });
}

export function loader() {
  return redirect("/");
}
