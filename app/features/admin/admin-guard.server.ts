import { redirect, type AppLoadContext } from "react-router";
import type { SessionUser } from "~/features/auth/access";
import { checkAccess } from "~/features/auth/guards.server";
import { AppError } from "~/lib/app-error";

/** Where a signed-in non-admin goes from the dashboard: the Access Denied page, saying why. */
export const ADMIN_DENIED_PATH = "/unauthorized?reason=admin";

/** The dashboard's redirect for a refusal: as everywhere, except that Access Denied says why. */
export const dashboardDeniedPath = (to: string) => (to === "/unauthorized" ? ADMIN_DENIED_PATH : to);

export interface DashboardGuardOptions {
  /**
   * What a stranger (no session, or one that ended while the tab stayed open) is answered: sent to
   * sign in, or, for a form that saves in place without leaving the tab (the Users tab's rows),
   * refused in that form with 401 and the brief's 'User not authenticated', so the row says why
   * its save did not happen.
   */
  stranger?: "sign-in" | "refuse-in-form";
}

/**
 * The guard of every dashboard tab's loader and action (nested routes' loaders run side by side, so
 * each guards its own data). The brief's redirects, except that a signed-in non-admin's Access
 * Denied page also says 'Access denied. Admin privileges required.'.
 */
export async function requireDashboardAdmin(
  args: { request: Request; context: AppLoadContext },
  { stranger = "sign-in" }: DashboardGuardOptions = {},
): Promise<SessionUser> {
  const access = await checkAccess(args, "admin");
  if (access.allowed) return access.user;
  if (!access.user && stranger === "refuse-in-form") throw new AppError("unauthenticated", { detail: "no session" });
  throw redirect(dashboardDeniedPath(access.to));
}
