import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { useFetcher, type FetcherWithComponents } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatDateTime } from "~/lib/dates";
import { ROLES } from "~/lib/roles";
import { busySubmit } from "~/ui/form-fields";
import { useAnnounceFetcher } from "~/ui/status-message";
import type { FormReply } from "~/ui/form-reply";
import { Switch } from "~/ui/switch";
import { UserAvatar } from "~/ui/user-avatar";
import { ROLE_CHANGE_INTENT, roleChangeSchema } from "../role-change";
import type { UserListRow } from "../users";
import { usersScreenMessages } from "../users-texts";
import { useDescribeMessage } from "~/ui/use-describe-message";

/**
 * One user's row, saved in place: each row has its own fetcher, so saving one leaves the others
 * and the page where they are.
 */
function UserRow({ user, onSaving }: { user: UserListRow; onSaving: (userId: string) => void }) {
  const t = useT(usersScreenMessages);
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.data;
  // Said in the back office's status line, which stays while the row is drawn anew (below): a
  // status in the row would come with its words already in it, and nothing would be read out.
  useAnnounceFetcher(fetcher, { messages: { [ROLE_CHANGE_INTENT]: t("users.saved") } });
  // Each reply draws the row's form anew from the user as loaded now: after a refusal it shows the
  // latest values with the reason, not the refused edit; after a save, what was saved. So the
  // reply is given without the values that were sent, and every reply counts as a new form.
  const [replies, setReplies] = useState({ last: reply, count: 0 });
  if (replies.last !== reply) setReplies({ last: reply, count: replies.count + 1 });
  const lastResult = useMemo(() => (reply ? { ...reply.result, initialValue: undefined } : undefined), [reply]);
  return (
    <UserRowForm
      key={`${user.version}-${replies.count}`}
      user={user}
      fetcher={fetcher}
      lastResult={lastResult}
      saved={reply !== undefined && reply.result.status !== "error"}
      onSaving={onSaving}
    />
  );
}

interface UserRowFormProps {
  user: UserListRow;
  fetcher: FetcherWithComponents<FormReply>;
  lastResult: SubmissionResult<string[]> | undefined;
  saved: boolean;
  onSaving: (userId: string) => void;
}

/** The row's cells: its fields sit in the table's cells and belong to the form in the last one. */
function UserRowForm({ user, fetcher, lastResult, saved, onSaving }: UserRowFormProps) {
  const t = useT(usersScreenMessages);
  const language = useLanguage();
  const describe = useDescribeMessage(usersScreenMessages, "backOffice.invalidValue");
  const [form, fields] = useForm({
    id: `user-form-${user.id}`,
    lastResult,
    defaultValue: { role: user.role, isActive: user.isActive ? "on" : undefined },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: roleChangeSchema }),
  });
  const busy = fetcher.state !== "idle";
  // A reply draws the row anew (UserRow): the Save button it was sent from is gone, and the focus
  // with it. The new one takes it, so a keyboard or screen reader user stays on the row.
  const saveButton = useRef<HTMLButtonElement>(null);
  // A new reply always comes with a new row (its key), so this runs as the row is drawn anew.
  useLayoutEffect(() => {
    if (lastResult !== undefined && (document.activeElement === null || document.activeElement === document.body)) saveButton.current?.focus();
  }, [lastResult]);
  const errors = busy ? [] : Object.values(form.allErrors).flat();
  const describedBy = errors.length > 0 ? form.errorId : undefined;

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
          {...getSelectProps(fields.role, { ariaAttributes: false })}
          aria-label={`${t("users.columnRole")}: ${user.displayName}`}
          aria-describedby={describedBy}
          // Approving a person switches them on (activeAfter, users.server.ts): the switch shows it before the save.
          onChange={(event) => {
            if (user.role === "pending" && event.target.value !== "pending") form.update({ name: fields.isActive.name, value: "on" });
          }}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </select>
      </td>
      <td data-label={t("users.columnActive")}>
        <Switch {...getInputProps(fields.isActive, { type: "checkbox", ariaAttributes: false })} label={`${t("users.columnActive")}: ${user.displayName}`} hideLabel />
      </td>
      <td data-label={t("users.columnLastLogin")}>{user.lastLoginAt ? formatDateTime(user.lastLoginAt, language) : t("users.never")}</td>
      <td data-label={t("users.columnActions")}>
        <fetcher.Form
          method="post"
          {...getFormProps(form)}
          onSubmit={(event) => {
            onSaving(user.id);
            form.onSubmit(event);
          }}
          className="row-form"
        >
          <input type="hidden" name="userId" value={user.id} />
          <input type="hidden" name="version" value={user.version} />
          <button ref={saveButton} type="submit" name="intent" value={ROLE_CHANGE_INTENT} className="button button-small" {...busySubmit(busy)}>
            {busy ? t("users.saving") : t("users.save")}
          </button>
        </fetcher.Form>
        <p className="row-status">{!busy && saved ? t("users.saved") : ""}</p>
        {errors.length > 0 && (
          <p className="field-error" id={form.errorId} role="alert">
            {errors.map(describe).join(" ")}
          </p>
        )}
      </td>
    </tr>
  );
}

/**
 * Users with their role, active flag and last login; an admin changes role and active here.
 * `onSaving` is told of each row sent to be saved.
 */
export function UsersTable({ users, onSaving }: { users: UserListRow[]; onSaving: (userId: string) => void }) {
  const t = useT(usersScreenMessages);
  return (
    <div className="table-scroll">
      <table className="data-table data-table-stacked users-table">
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
            <UserRow key={user.id} user={user} onSaving={onSaving} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
