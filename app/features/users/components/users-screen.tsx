import { adminMessages } from "~/features/admin/admin-messages";
import { useT } from "~/i18n/language-context";
import { LoadFailedBanner } from "~/ui/error-banner";
import type { UserListRow } from "../users";
import { usersScreenMessages } from "../users-texts";
import { UsersTable } from "./users-table";

/** The dashboard's Users tab: every user, each row saved in place; `users` is null when they did not load. */
export function UsersScreen({ users }: { users: UserListRow[] | null }) {
  const t = useT(usersScreenMessages);
  const tAdmin = useT(adminMessages);
  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading">{tAdmin("admin.tabUsers")}</h2>
      {users ? <UsersTable users={users} /> : <LoadFailedBanner message={t("users.loadFailed")} />}
    </section>
  );
}
