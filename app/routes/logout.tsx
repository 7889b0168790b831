import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { clearedSessionCookie, deleteSession } from "~/features/auth/session.server";

/**
 * Sign Out: the session row is deleted, so the cookie is worthless on every instance at once.
 * Clear-Site-Data empties the browser's HTTP cache of anything kept from the session; the service
 * worker drops its own copies as it passes this answer on (service-worker.js). Not "storage": that
 * would also unregister the worker and wipe the guest's offline menu and language, which hold
 * nothing personal. See docs/decisions/0013-guest-page-caching.md.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await deleteSession(context.db, request);
  return redirect("/", {
    headers: { "Set-Cookie": clearedSessionCookie(context.auth.config.secureCookies), "Clear-Site-Data": '"cache"' },
  });
}

export function loader() {
  return redirect("/");
}
