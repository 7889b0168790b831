import type { Route } from "./+types/shopping-lists";
import { requireStaff } from "~/features/auth/guards.server";
import { listShoppingLists } from "~/features/shopping-lists/shopping-lists.server";
import { shoppingListsMessages } from "~/features/shopping-lists/shopping-lists-messages";
import { pageMeta } from "~/features/site/page-meta";
import { useT } from "~/i18n/language-context";
import { BackOfficePage } from "~/ui/back-office-page";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "shoppingLists.title", "shoppingLists.subtitle", shoppingListsMessages);

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  return { lists: await listShoppingLists(args.context.db) };
}

export default function ShoppingListsPage({ loaderData }: Route.ComponentProps) {
  const t = useT(shoppingListsMessages);
  return (
    <BackOfficePage title={t("shoppingLists.title")} subtitle={t("shoppingLists.subtitle")}>
      {loaderData.lists.length === 0 ? (
        <p className="empty-state">{t("shoppingLists.empty")}</p>
      ) : (
        <ul className="plain-list">
          {loaderData.lists.map((list) => (
            <li key={list.id}>
              <strong>{list.name}</strong> · {list.vendor}
            </li>
          ))}
        </ul>
      )}
    </BackOfficePage>
  );
}
