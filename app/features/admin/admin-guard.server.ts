import { redirect, type AppLoadContext } from "react-router";
import type { SessionUser } from "~/features/auth/access";
import { checkAccess } from "~/features/auth/guards.server";

/** Where a signed-in non-admin goes from the dashboard: the Access Denied page, saying why. */
export const ADMIN_DENIED_PATH = "/unauthorized?reason=admin";

/** The dashboard's redirect for a refusal: as everywhere, except that Access Denied says why. */
export const dashboardDeniedPath = (to: string) => (to === "/unauthorized" ? ADMIN_DENIED_PATH : to);

/**
 * The guard of every dashboard tab's loader and action (nested routes' loaders run side by side, so
 * each guards its own data). The brief's redirects, except that a signed-in non-admin's Access
 * Denied page also says 'Access denied. Admin privileges required.'. (An action answers a stranger
 * in its form instead: backOfficeAction.)
 */
export async function requireDashboardAdmin(args: { request: Request; context: AppLoadContext }): Promise<SessionUser> {
  const access = await checkAccess(args, "admin");
  if (access.allowed) return access.user;
  throw redirect(dashboardDeniedPath(access.to));
}
