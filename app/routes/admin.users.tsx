import type { Route } from "./+types/admin.users";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { UsersScreen } from "~/features/users/components/users-screen";
import { ROLE_CHANGE_INTENT, roleChangeSchema } from "~/features/users/role-change";
import { changeUserRole, listUsers } from "~/features/users/users.server";
import { requestFacts } from "~/lib/log.server";
import { backOfficeAction } from "~/ui/form-action.server";
import { keepFormOffline } from "~/ui/keep-form-offline";
import { loadAgainAfterConflict } from "~/ui/load-again-after-conflict";
import { loadOrFallback } from "~/ui/load-or-fallback.server";

export async function loader(args: Route.LoaderArgs) {
  await requireDashboardAdmin(args);
  return loadOrFallback(args, "users", async () => ({ users: await listUsers(args.context.db) }), { users: null });
}

// A save refused as stale or as the last admin's (409) loads the users again, so that the row shows
// the latest values.
export const shouldRevalidate = loadAgainAfterConflict();

export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const action = (args: Route.ActionArgs) =>
  backOfficeAction(args, requireDashboardAdmin, {
    [ROLE_CHANGE_INTENT]: {
      schema: roleChangeSchema,
      run: ({ userId, role, isActive, version }, { db, user, request, context }) =>
        changeUserRole(db, { actorId: user.id, userId, role, isActive, expectedVersion: version, request: requestFacts({ request, context }) }),
      failed: "users.updateFailed",
    },
  });

export default function AdminUsersTab({ loaderData }: Route.ComponentProps) {
  return <UsersScreen users={loaderData.users} />;
}
