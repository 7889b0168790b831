import { data, redirect, useRevalidator } from "react-router";
import type { Route } from "./+types/admin.users";
import { dashboardDeniedPath, requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { adminMessages } from "~/features/admin/admin-messages";
import { checkAccess } from "~/features/auth/guards.server";
import { roleChangeSchema } from "~/features/users/role-change";
import { UsersTable, type RoleChangeActionData } from "~/features/users/components/users-table";
import { changeUserRole, listUsers } from "~/features/users/users.server";
import { usersMessages } from "~/features/users/users-messages";
import { readFormData } from "~/lib/form-data.server";
import { requestFacts } from "~/lib/log.server";
import { useT } from "~/i18n/language-context";

export async function loader(args: Route.LoaderArgs) {
  await requireDashboardAdmin(args);
  try {
    return { users: await listUsers(args.context.db) };
  } catch (error) {
    console.error("Failed to load users", error);
    return { users: null };
  }
}

export async function action(args: Route.ActionArgs) {
  const access = await checkAccess(args, "admin");
  if (!access.allowed) {
    if (!access.user) return data<RoleChangeActionData>({ ok: false, userId: null, message: "users.notAuthenticated" }, { status: 401 });
    throw redirect(dashboardDeniedPath(access.to));
  }
  const { user } = access;

  const form = Object.fromEntries(await readFormData(args.request));
  const parsed = roleChangeSchema.safeParse(form);
  if (!parsed.success) {
    return data<RoleChangeActionData>({ ok: false, userId: typeof form.userId === "string" ? form.userId : null, message: "users.invalidRole" }, { status: 400 });
  }
  const { userId, role, isActive, version } = parsed.data;
  try {
    const result = await changeUserRole(args.context.db, {
      actorId: user.id,
      userId,
      role,
      isActive,
      expectedVersion: version,
      request: requestFacts(args.request, args.context.clientIp),
    });
    if (result.ok) return data<RoleChangeActionData>({ ok: true, userId });
    const failures = {
      "not-found": { status: 404, message: "users.notFound" },
      stale: { status: 409, message: "users.stale" },
      "last-admin": { status: 409, message: "users.lastAdmin" },
    } as const;
    const failure = failures[result.reason];
    return data<RoleChangeActionData>({ ok: false, userId, message: failure.message }, { status: failure.status });
  } catch (error) {
    console.error("Failed to update user role", error);
    return data<RoleChangeActionData>({ ok: false, userId, message: "users.updateFailed" }, { status: 503 });
  }
}

export default function AdminUsersTab({ loaderData }: Route.ComponentProps) {
  const t = useT(usersMessages);
  const tAdmin = useT(adminMessages);
  const revalidator = useRevalidator();
  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading">{tAdmin("admin.tabUsers")}</h2>
      {loaderData.users ? (
        <UsersTable users={loaderData.users} />
      ) : (
        <div className="error-banner" role="alert">
          <p>{t("users.loadFailed")}</p>
          <button type="button" className="button button-small" onClick={() => void revalidator.revalidate()}>
            {t("site.tryAgain")}
          </button>
        </div>
      )}
    </section>
  );
}
