import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { clearedSessionCookie, deleteSession } from "~/features/auth/session.server";

/** Sign Out: the session row is deleted, so the cookie is worthless on every instance at once. */
export async function action({ request, context }: Route.ActionArgs) {
  await deleteSession(context.db, request);
  return redirect("/", { headers: { "Set-Cookie": clearedSessionCookie(context.auth.config.secureCookies) } });
}

export function loader() {
  return redirect("/");
}
