import { redirect, type AppLoadContext } from "react-router";
import { logSecurityEvent, requestFacts, type AccessRequirement } from "~/lib/log.server";
import type { Requirement } from "~/lib/roles";
import { guardRedirect, type SessionUser } from "./access";
import { getSessionUser, readSessionToken } from "./session.server";
import { SIGN_IN_PATH } from "~/lib/sign-in-path";

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

export type Access = { allowed: true; user: SessionUser } | { allowed: false; user: SessionUser | null; to: string };

// A page's loaders (and an action before them) each guard their own data, and each is handed a
// Request of its own; the load context is the one object they share for one HTTP request
// (server/app.ts makes it per request). One refusal is logged once.
const deniedRequests = new WeakSet<AppLoadContext>();

/**
 * Every guard of a loader or action decides here: the person is let in, or must go to `to`
 * (/login, /pending, /unauthorized; access.ts has the table). A refusal is a security event.
 */
export async function checkAccess(args: Args, requirement: AccessRequirement): Promise<Access> {
  const user = await getOptionalUser(args);
  const to = requirement === "signed-in" ? (user ? null : SIGN_IN_PATH) : guardRedirect(user, requirement);
  if (to === null && user) return { allowed: true, user };

  if (!deniedRequests.has(args.context)) {
    deniedRequests.add(args.context);
    logSecurityEvent(
      {
        event: "auth.access-denied",
        actorId: user?.id ?? null,
        email: user?.email ?? null,
        role: user?.role ?? null,
        active: user?.isActive ?? null,
        required: requirement,
      },
      requestFacts(args),
    );
  }
  return { allowed: false, user, to: to ?? SIGN_IN_PATH };
}

/** Lets the request through or throws the brief's redirect (/login, /pending, /unauthorized). */
export async function requireRole(args: Args, requirement: Requirement): Promise<SessionUser> {
  const access = await checkAccess(args, requirement);
  if (!access.allowed) throw redirect(access.to);
  return access.user;
}

export const requireStaff = (args: Args) => requireRole(args, "staff");
export const requireAdmin = (args: Args) => requireRole(args, "admin");

export async function requireSignedIn(args: Args): Promise<SessionUser> {
  const access = await checkAccess(args, "signed-in");
  if (!access.allowed) throw redirect(access.to);
  return access.user;
}
