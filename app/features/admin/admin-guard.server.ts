import { redirect, type AppLoadContext } from "react-router";
import { guardRedirect, type SessionUser } from "~/features/auth/access";
import { getOptionalUser } from "~/features/auth/guards.server";

/** Where a signed-in non-admin goes from the dashboard: the Access Denied page, saying why. */
export const ADMIN_DENIED_PATH = "/unauthorized?reason=admin";

/**
 * The guard of every dashboard tab's loader and action (nested routes' loaders run side by side, so
 * each guards its own data). The brief's redirects, except that a signed-in non-admin's Access
 * Denied page also says 'Access denied. Admin privileges required.'.
 */
export async function requireDashboardAdmin(args: { request: Request; context: AppLoadContext }): Promise<SessionUser> {
  const user = await getOptionalUser(args);
  const to = guardRedirect(user, "admin");
  if (to === "/unauthorized") throw redirect(ADMIN_DENIED_PATH);
  if (to || !user) throw redirect(to ?? "/login");
  return user;
}
