import type { AppLoadContext } from "react-router";
import { hasSessionCookie } from "~/features/auth/session.server";

/**
 * Which rendered responses may be kept, by the server's page cache, the service worker or the
 * browser. Two kinds may not, and get `Cache-Control: no-store` (entry.server.tsx):
 *
 * - anything rendered for a signed-in person: it carries their name and e-mail in the root loader's
 *   data, and on a shared tablet the next person must not be shown it;
 * - a degraded render: a loader that could not read the database answered without its data (the
 *   offline fallback menu, the home page without its events). The live page is back as soon as the
 *   database is; a kept copy would hide it.
 */

const degradedRenders = new WeakSet<AppLoadContext>();

/** Called by a loader that answers without some of its data: this response must not be kept. */
export function markDegraded(context: AppLoadContext): void {
  degradedRenders.add(context);
}

/** Marks the response `no-store` when it was rendered for a signed-in person or degraded. */
export function keepPrivateResponsesUnstored(headers: Headers, request: Request, context: AppLoadContext): void {
  // The cookie alone decides, valid or not, without a database read: a stale cookie costs a guest
  // nothing but the cache.
  if (degradedRenders.has(context) || hasSessionCookie(request.headers.get("Cookie"))) {
    headers.set("Cache-Control", "no-store");
  }
}
