import { useCallback, useMemo, useState } from "react";
import { adminMessages } from "~/features/admin/admin-messages";
import { useT } from "~/i18n/language-context";
import { LoadFailedBanner } from "~/ui/error-banner";
import { ListTabs } from "~/ui/filter-tabs";
import { SearchBox } from "~/ui/search-box";
import { filterByTabAndSearch } from "~/ui/tab-search";
import { useListScreenAddress } from "~/ui/use-list-screen-address";
import { USER_GROUPS, userTabSearch, type UserListRow } from "../users";
import { usersScreenMessages } from "../users-texts";
import { UsersTable } from "./users-table";

const NONE: ReadonlySet<string> = new Set();

/**
 * The dashboard's Users tab: every user, each row saved in place, with filters (who waits for
 * approval, staff, admins, switched off) and a search by name or e-mail, both in the address;
 * `users` is null when they did not load.
 */
export function UsersScreen({ users }: { users: UserListRow[] | null }) {
  const t = useT(usersScreenMessages);
  const tAdmin = useT(adminMessages);
  const { tab, query, setQuery, href } = useListScreenAddress(USER_GROUPS);
  // A row saved while shown stays under the filter and search it was saved under, though the save
  // took it out of them (approved, it no longer waits): its Save button keeps the focus and the row
  // says 'Saved.'. It goes with the next change of filter or search.
  const filter = `${tab}\n${query}`;
  const [saved, setSaved] = useState<{ filter: string; ids: ReadonlySet<string> }>({ filter, ids: new Set() });
  const savedIds = saved.filter === filter ? saved.ids : NONE;
  const keepRow = useCallback(
    (id: string) => setSaved((last) => ({ filter, ids: new Set(last.filter === filter ? last.ids : []).add(id) })),
    [filter],
  );
  const { shown, counts } = useMemo(
    () => filterByTabAndSearch(users ?? [], userTabSearch, query, tab, (user) => savedIds.has(user.id)),
    [users, query, tab, savedIds],
  );
  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading">{tAdmin("admin.tabUsers")}</h2>
      {!users ? (
        <LoadFailedBanner message={t("users.loadFailed")} />
      ) : users.length === 0 ? (
        <p className="empty-state">{t("users.empty")}</p>
      ) : (
        <>
          <ListTabs
            tabs={USER_GROUPS}
            selected={tab}
            counts={counts}
            allLabel={t("users.tabAll")}
            labelOf={(group) => t(`users.group.${group}`)}
            hrefFor={(group) => href({ tab: group })}
          />
          <SearchBox label={t("users.searchLabel")} placeholder={t("users.searchPlaceholder")} value={query} onChange={setQuery} />
          {/* Present from the start: a live region announces only what later appears in it. */}
          <div role="status">{shown.length === 0 && <p className="empty-state">{t("users.noMatches")}</p>}</div>
          {shown.length > 0 && <UsersTable users={shown} onSaving={keepRow} />}
        </>
      )}
    </section>
  );
}
