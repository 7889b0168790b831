import { redirect, type AppLoadContext } from "react-router";
import { guardRedirect, type Requirement, type SessionUser } from "./access";
import { getSessionUser, readSessionToken } from "./session.server";

interface Args {
  request: Request;
  context: AppLoadContext;
}

// The root loader and the page's loader both ask for the user of the same request: read it once.
const usersByRequest = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user, or null. Never throws for a bad or expired cookie. */
export function getOptionalUser({ request, context }: Args): Promise<SessionUser | null> {
  let user = usersByRequest.get(request);
  if (!user) {
    user = getSessionUser(context.db, readSessionToken(request.headers.get("Cookie"), context.auth.config.secureCookies));
    usersByRequest.set(request, user);
  }
  return user;
}

/** Lets the request through or throws the brief's redirect (/login, /pending, /unauthorized). */
export async function requireRole(args: Args, requirement: Requirement): Promise<SessionUser> {
  const user = await getOptionalUser(args);
  const to = guardRedirect(user, requirement);
  if (to || !user) throw redirect(to ?? "/login");
  return user;
}

export const requireStaff = (args: Args) => requireRole(args, "staff");
export const requireAdmin = (args: Args) => requireRole(args, "admin");

export async function requireSignedIn(args: Args): Promise<SessionUser> {
  const user = await getOptionalUser(args);
  if (!user) throw redirect("/login");
  return user;
}
