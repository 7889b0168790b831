import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatDateTime } from "~/lib/dates";
import { ROLES } from "~/lib/roles";
import { UserAvatar } from "~/ui/user-avatar";
import type { UserListRow } from "../users";
import { usersMessages, type UsersMessageKey } from "../users-messages";

export type RoleChangeActionData = { ok: true; userId: string } | { ok: false; userId: string | null; message: UsersMessageKey };

function UserRow({ user }: { user: UserListRow }) {
  const t = useT(usersMessages);
  const language = useLanguage();
  const fetcher = useFetcher<RoleChangeActionData>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const errorId = `user-${user.id}-error`;

  // After a refused save the list reloads with the latest values: show them, not the stale edits.
  useEffect(() => {
    if (fetcher.state === "idle" && result && !result.ok) form.current?.reset();
  }, [fetcher.state, result, user.version]);

  return (
    <tr>
      <td data-label={t("users.columnUser")}>
        <div className="user-cell">
          <UserAvatar name={user.displayName} photoUrl={user.photoUrl} />
          <div>
            <div className="user-name">{user.displayName}</div>
            <div className="user-email">{user.email}</div>
          </div>
        </div>
      </td>
      <td data-label={t("users.columnRole")}>
        <select
          name="role"
          form={`user-form-${user.id}`}
          defaultValue={user.role}
          key={`${user.id}-${user.version}-role`}
          aria-label={`${t("users.columnRole")}: ${user.displayName}`}
          aria-describedby={result && !result.ok ? errorId : undefined}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </select>
      </td>
      <td data-label={t("users.columnActive")}>
        <input
          type="checkbox"
          name="isActive"
          form={`user-form-${user.id}`}
          defaultChecked={user.isActive}
          key={`${user.id}-${user.version}-active`}
          aria-label={`${t("users.columnActive")}: ${user.displayName}`}
        />
      </td>
      <td data-label={t("users.columnLastLogin")}>{user.lastLoginAt ? formatDateTime(user.lastLoginAt, language) : t("users.never")}</td>
      <td data-label={t("users.columnActions")}>
        <fetcher.Form method="post" id={`user-form-${user.id}`} ref={form} className="row-form">
          <input type="hidden" name="intent" value="change-role" />
          <input type="hidden" name="userId" value={user.id} />
          <input type="hidden" name="version" value={user.version} />
          <button type="submit" className="button button-small" disabled={busy}>
            {busy ? t("users.saving") : t("users.save")}
          </button>
        </fetcher.Form>
        <p className="row-status" role="status">
          {!busy && result?.ok ? t("users.saved") : ""}
        </p>
        {!busy && result && !result.ok && (
          <p className="field-error" id={errorId} role="alert">
            {t(result.message)}
          </p>
        )}
      </td>
    </tr>
  );
}

/** All users with their role, active flag and last login; an admin changes role and active here. */
export function UsersTable({ users }: { users: UserListRow[] }) {
  const t = useT(usersMessages);
  if (users.length === 0) return <p className="empty-state">{t("users.empty")}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table data-table-stacked">
        <thead>
          <tr>
            <th scope="col">{t("users.columnUser")}</th>
            <th scope="col">{t("users.columnRole")}</th>
            <th scope="col">{t("users.columnActive")}</th>
            <th scope="col">{t("users.columnLastLogin")}</th>
            <th scope="col">{t("users.columnActions")}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
